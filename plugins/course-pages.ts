import type {Plugin} from '@docusaurus/types';
import {coursePath, courses} from '../src/data/courses';

/**
 * A landing page for every course in src/data/courses.ts: adding a course is one
 * entry there. Each route renders src/features/courses/CourseLandingPage with the
 * course's slug as its only prop; the page finds the course in the same data.
 */
export default function coursePagesPlugin(): Plugin {
  return {
    name: 'course-pages',
    async contentLoaded({actions}) {
      for (const course of courses) {
        actions.addRoute({
          path: coursePath(course.slug),
          component: '@site/src/features/courses/CourseLandingPage',
          exact: true,
          props: {slug: course.slug},
        });
      }
    },
  };
}
