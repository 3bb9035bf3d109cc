import React, {type ReactNode} from 'react';
import CourseLanding from '@site/src/features/courses/CourseLanding';
import {getCourse} from '@site/src/data/courses';

const course = getCourse('python-web-scraping');

export default function PythonWebScrapingCoursePage(): ReactNode {
  return <CourseLanding course={course} />;
}
