import React, {type ReactNode} from 'react';
import CourseCatalog from '@site/src/features/courses/CourseCatalog';

export default function CoursesPage(): ReactNode {
  return <CourseCatalog />;
}
