import {existsSync} from 'node:fs';
import path from 'node:path';
import {filesUnder} from '../scripts/lib/files.mjs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {CLASSROOM_PATH, MEMBERS_HOME} from '../src/features/auth/membersPath';

/** members/khoa-hoc/<course>/<NN>-<lesson>.md: the course lessons. */
export const COURSE_LESSONS_DIR = 'khoa-hoc';

/**
 * Route paths of the members Markdown files (only their file names are read).
 * The course lessons (members/khoa-hoc/) are not members pages: the classroom
 * serves them at /lop-hoc/<course>/<lesson> (src/features/classroom).
 */
export function memberRoutePaths(membersDir: string): string[] {
  const lessons = path.join(membersDir, COURSE_LESSONS_DIR);
  const isLesson = (file: string) => !path.relative(lessons, file).startsWith('..');
  return filesUnder(membersDir, (file) => file.endsWith('.md') && !isLesson(file)).map((file) => {
    const key = path.relative(membersDir, file).replace(/\\/g, '/').replace(/\.md$/, '');
    return key === 'index' ? MEMBERS_HOME : `/${key}`;
  });
}

/**
 * The classroom's lesson addresses, from the lesson files' names only
 * (members/khoa-hoc/<course>/<NN>-<lesson>.md → /lop-hoc/<course>/<lesson>),
 * and the free preview of each course's first lesson at /hoc-thu/<course>/<lesson>.
 * All of them are served by the classroom's routes (CLASSROOM_ROUTES).
 */
export function lessonRoutePaths(membersDir: string): {lessons: string[]; previews: string[]} {
  const lessonsDir = path.join(membersDir, COURSE_LESSONS_DIR);
  const byCourse = new Map<string, string[]>();
  if (!existsSync(lessonsDir)) return {lessons: [], previews: []};
  for (const file of filesUnder(lessonsDir, (name) => name.endsWith('.md')).sort()) {
    const [course, name] = path.relative(lessonsDir, file).replace(/\\/g, '/').split('/');
    const match = /^\d{2}-(.+)\.md$/.exec(name ?? '');
    if (!course || !match) continue;
    byCourse.set(course, [...(byCourse.get(course) ?? []), match[1]]);
  }
  const lessons: string[] = [];
  const previews: string[] = [];
  for (const [course, slugs] of byCourse) {
    for (const slug of slugs) lessons.push(`${CLASSROOM_PATH}/${course}/${slug}`);
    previews.push(`${PREVIEW_PATH}/${course}/${slugs[0]}`);
  }
  return {lessons, previews};
}

/** The free first lessons, open to everyone (not under the members prefixes). */
export const PREVIEW_PATH = '/hoc-thu';

/** The classroom's routes: each matches its path and every path under it. */
export const CLASSROOM_ROUTES = [CLASSROOM_PATH, PREVIEW_PATH] as const;

/**
 * Adds a client route for every members page. The pages render the shared
 * MemberPage component, which fetches the text from the API after sign-in;
 * the Markdown itself is compiled into the Cloud Function, not the site.
 * The classroom and the free lessons get one route each (CLASSROOM_ROUTES).
 */
export default function membersRoutesPlugin(context: LoadContext): Plugin {
  const membersDir = path.join(context.siteDir, 'members');
  return {
    name: 'members-routes',
    async contentLoaded({actions}) {
      for (const routePath of memberRoutePaths(membersDir)) {
        actions.addRoute({path: routePath, component: '@site/src/features/members/MemberPage', exact: true});
      }
      // One route each, not one per lesson: every page's route table stays as small as
      // before the classroom. The host rewrites every path under them to their one HTML
      // shell (firebase.json), and the component reads the path (src/features/classroom).
      for (const routePath of CLASSROOM_ROUTES) {
        actions.addRoute({path: routePath, component: '@site/src/features/classroom/ClassroomRoute', exact: false});
      }
    },
    getPathsToWatch() {
      return [path.join(membersDir, '**/*.md')];
    },
  };
}
