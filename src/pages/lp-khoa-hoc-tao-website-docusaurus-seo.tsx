import React, {type ReactNode} from 'react';
import CourseLanding from '@site/src/features/courses/CourseLanding';
import {getCourse} from '@site/src/data/courses';

const course = getCourse('tao-website-docusaurus-seo');

export default function TaoWebsiteDocusaurusSeoCoursePage(): ReactNode {
  return <CourseLanding course={course} />;
}
