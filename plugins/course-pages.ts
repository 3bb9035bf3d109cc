import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {coursePath, courses} from '../src/data/courses';
import {courseReadingList} from '../src/features/learning-space/courseReading';
import {lessonRoutePaths} from './members-routes';

/** The knowledge base's docs plugin (docusaurus.config.ts), whose articles the courses' reading lists come from. */
const KNOWLEDGE_DOCS_ID = 'kien-thuc';

/** The preview lesson's path of a course (/hoc-thu/<course>/<lesson>), or undefined. */
function previewFor(previews: readonly string[], slug: string): string | undefined {
  return previews.find((route) => route.startsWith(`/hoc-thu/${slug}/`));
}

/**
 * A landing page for every course in src/data/courses.ts: adding a course is one
 * entry there. Each route renders src/features/courses/CourseLandingPage with the
 * course's slug and its reading list (the knowledge-base articles its `related`
 * links cover, resolved once the docs are loaded: courseReading.ts) as props;
 * the page finds the course in the same data.
 */
export default function coursePagesPlugin(context?: LoadContext): Plugin {
  // The free first lesson of each course, from the lesson files' names (plugins/members-routes.ts).
  const previews = lessonRoutePaths(path.join(context?.siteDir ?? process.cwd(), 'members')).previews;
  return {
    name: 'course-pages',
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.[KNOWLEDGE_DOCS_ID] as DocsContent | undefined;
      const version = docsContent?.loadedVersions[0];
      if (!version) throw new Error('course-pages: cần nội dung của kho kiến thức.');
      const docs = version.docs
        .filter((doc) => !doc.unlisted)
        .map((doc) => ({id: doc.id, permalink: doc.permalink.replace(/\/+$/, '')}));
      const sidebars = Object.values(version.sidebars);
      for (const course of courses) {
        actions.addRoute({
          path: coursePath(course.slug),
          component: '@site/src/features/courses/CourseLandingPage',
          exact: true,
          props: {
            slug: course.slug,
            ...(previewFor(previews, course.slug) ? {previewPath: previewFor(previews, course.slug)} : {}),
            readingList: courseReadingList(
              course.related.map((link) => link.to),
              sidebars,
              docs,
            ),
          },
        });
      }
    },
  };
}
