import React, {type ReactNode} from 'react';
import CourseLanding from '@site/src/features/courses/CourseLanding';
import {getCourse} from '@site/src/data/courses';

const course = getCourse('python-chung-khoan');

export default function PythonChungKhoanCoursePage(): ReactNode {
  return <CourseLanding course={course} />;
}
