import React, {type ReactNode} from 'react';
import {getCourse, type CourseSlug} from '@site/src/data/courses';
import CourseLanding from './CourseLanding';

/** The route component plugins/course-pages.ts adds for each course. */
export default function CourseLandingPage({slug}: {slug: CourseSlug}): ReactNode {
  return <CourseLanding course={getCourse(slug)} />;
}
