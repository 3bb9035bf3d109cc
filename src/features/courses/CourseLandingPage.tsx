import React, {type ReactNode} from 'react';
import {getCourse, type CourseSlug} from '@site/src/data/courses';
import CourseLanding from './CourseLanding';

/**
 * The route component plugins/course-pages.ts adds for each course, with the
 * course's reading list and, when the course has lessons, its free first lesson.
 */
export default function CourseLandingPage({
  slug,
  readingList,
  previewPath,
}: {
  slug: CourseSlug;
  readingList: string[];
  previewPath?: string;
}): ReactNode {
  return <CourseLanding course={getCourse(slug)} readingList={readingList} previewPath={previewPath} />;
}
