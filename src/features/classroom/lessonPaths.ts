/**
 * Addresses of the classroom: a lesson at /lop-hoc/<course>/<lesson> (students
 * and owners, after sign-in), a course's free first lesson also at
 * /hoc-thu/<course>/<lesson> (everyone), and the API path serving either.
 */
import {CLASSROOM_API} from '../../data/apiPaths';

export const CLASSROOM_HOME = '/lop-hoc';
export const PREVIEW_HOME = '/hoc-thu';

export interface LessonAddress {
  course: string;
  lesson: string;
  preview: boolean;
}

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const LESSON_PATH = new RegExp(`^(/lop-hoc|/hoc-thu)/(${SLUG})/(${SLUG})/?$`);

/** The course and lesson of a lesson page's path, or null. */
export function lessonAddress(pathname: string): LessonAddress | null {
  const match = LESSON_PATH.exec(pathname);
  if (!match) return null;
  return {course: match[2], lesson: match[3], preview: match[1] === PREVIEW_HOME};
}

/** What the classroom's single route shows at a path: the course list, a lesson, or nothing known. */
export type ClassroomView = {kind: 'home'} | {kind: 'lesson'; address: LessonAddress} | {kind: 'unknown'};

/**
 * The view of a path under /lop-hoc or /hoc-thu. One route serves both areas
 * (plugins/members-routes.ts) and the host sends every path under them to one
 * HTML shell (firebase.json's rewrites), so the page reads its path here.
 */
export function classroomView(pathname: string): ClassroomView {
  if (pathname.replace(/\/+$/, '') === CLASSROOM_HOME) return {kind: 'home'};
  const address = lessonAddress(pathname);
  return address ? {kind: 'lesson', address} : {kind: 'unknown'};
}

export function lessonPath(course: string, lesson: string): string {
  return `${CLASSROOM_HOME}/${course}/${lesson}`;
}

/**
 * GET: the review items of the lessons of the caller's courses, for the daily review. Written
 * here rather than in apiPaths.ts, which every page loads, as only the review's chunk calls it;
 * functions/src/classroomApi.ts's REVIEW_ROUTE is checked against it.
 */
export const CLASSROOM_REVIEW_API = `${CLASSROOM_API}/on-tap`;

export function lessonApiPath(address: {course: string; lesson: string}): string {
  return `${CLASSROOM_API}/${address.course}/${address.lesson}`;
}
