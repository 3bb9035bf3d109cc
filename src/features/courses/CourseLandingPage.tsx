import React, {type ReactNode} from 'react';
import {getCourse, type CourseSlug} from '@site/src/data/courses';
import CourseLanding from './CourseLanding';

/** The route component plugins/course-pages.ts adds for each course, with the course's reading list. */
export default function CourseLandingPage({slug, readingList}: {slug: CourseSlug; readingList: string[]}): ReactNode {
  return <CourseLanding course={getCourse(slug)} readingList={readingList} />;
}
