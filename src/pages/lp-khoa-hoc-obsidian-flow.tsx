import React, {type ReactNode} from 'react';
import CourseLanding from '@site/src/features/courses/CourseLanding';
import {getCourse} from '@site/src/data/courses';

const course = getCourse('obsidian-flow');

export default function ObsidianFlowCoursePage(): ReactNode {
  return <CourseLanding course={course} />;
}
