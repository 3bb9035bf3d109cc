/**
 * CLASSROOM_API (src/data/apiPaths.ts): "Lớp học của tôi" and the lessons.
 * Pure logic; index.ts plugs in the request, token verification and the
 * enrolment look-up (ownerStore.ts, firestoreIsEnrolled).
 *
 * - GET /api/lop-hoc                   → 200 {courses}: the caller's courses
 *   (every course for an owner), each with its lessons' titles and lengths;
 * - GET /api/lop-hoc/<course>/<lesson> → 200 {course, lesson, previous, next}:
 *   a course's first lesson (`preview: true`) to anyone, without signing in;
 *   any other lesson only to the course's students and to owners (403 for
 *   another course's student, 404 for an unknown lesson, answered only after
 *   the checks so that nothing about the syllabus leaks); with the lesson, its
 *   review items (`review`, the shape of an article's review data), for the
 *   self-check at its end: the preview's to anyone, as its text is;
 * - GET /api/lop-hoc/on-tap              → 200 {lessons, markdown}: the review
 *   items of every lesson of the caller's courses (every course for an owner),
 *   for the daily review; the browser keeps those of the lessons the student
 *   follows. Enrolment is checked here, never trusted from the browser.
 *
 * A student is the verified email of a sign-up in `daThanhToan` or `dangHoc`
 * (signupStatus.ts): marking a sign-up paid in the desk enrols that email.
 */
import type {DecodedIdToken} from 'firebase-admin/auth';
import type {AppCheckVerifier} from './appCheck';
import {CLASSROOM_API} from './generated/apiPaths';
import {courseCatalog} from './generated/courseCatalog';
import {courseLessons, type CourseLesson, type LessonReviewMarkdown} from './generated/courseLessons';
import {authenticateMember, type ApiResponse} from './memberAuth';
import {hasOwnerClaim} from './ownerAuth';

export const CLASSROOM_MESSAGES = {
  method: 'Địa chỉ này chỉ nhận GET.',
  notFound: 'Không tìm thấy bài học này.',
  notEnrolled:
    'Bài học này dành cho học viên đã ghi danh khóa học. Nếu bạn đã thanh toán, hãy đăng nhập bằng đúng tài khoản Google có email đã dùng khi đăng ký, hoặc trả lời email xác nhận để chúng tôi kiểm tra.',
} as const;

export interface ClassroomRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  appCheckToken: string | undefined;
}

export interface ClassroomDeps {
  verifyIdToken: (token: string) => Promise<DecodedIdToken>;
  verifyAppCheck: AppCheckVerifier;
  /** Whether the (lower-cased, verified) email is a student of the course. */
  isEnrolled: (email: string, course: string) => Promise<boolean>;
  lessons?: Record<string, CourseLesson[]>;
}

/** The part of a path after CLASSROOM_API ('' for the list), or null for another path. */
export function classroomRoute(path: string): string | null {
  if (path !== CLASSROOM_API && !path.startsWith(`${CLASSROOM_API}/`)) return null;
  return path.slice(CLASSROOM_API.length).replace(/^\/+|\/+$/g, '');
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const outline = (lesson: CourseLesson) => ({
  slug: lesson.slug,
  title: lesson.title,
  module: lesson.module,
  minutes: lesson.minutes,
  preview: lesson.preview,
});

function courseTitle(slug: string): string {
  return courseCatalog.find((course) => course.slug === slug)?.title ?? slug;
}

/** The path of a lesson's page, which keys its reading mark and its review items. */
export const lessonPagePath = (course: string, lesson: string) => `/lop-hoc/${course}/${lesson}`;
/**
 * The route of the caller's lessons' review items, the site's CLASSROOM_REVIEW_API
 * (src/features/classroom/lessonPaths.ts; the test checks they agree); build-members-content.mjs
 * keeps it from being a course's name.
 */
export const REVIEW_ROUTE = 'on-tap';

/** A lesson's review items as the site's review reads an article's (reviewData.ts: ArticleReviewData). */
function lessonReviewData(course: string, lesson: CourseLesson) {
  return {
    path: lessonPagePath(course, lesson.slug),
    title: lesson.title,
    part: {path: `/lop-hoc/${course}`, title: courseTitle(course)},
    items: lesson.review.items,
  };
}

export async function handleClassroomRequest(request: ClassroomRequest, deps: ClassroomDeps): Promise<ApiResponse> {
  const all = deps.lessons ?? courseLessons;
  if (request.method !== 'GET') return {status: 405, body: {error: CLASSROOM_MESSAGES.method}, headers: {Allow: 'GET'}};
  const route = classroomRoute(request.path) ?? '';
  const parts = route === '' ? [] : route.split('/');
  const [course, lessonSlug] = parts;
  const known =
    parts.length === 2 && SLUG.test(course) && SLUG.test(lessonSlug) && Object.hasOwn(all, course)
      ? all[course]
      : undefined;
  const index = known ? known.findIndex((lesson) => lesson.slug === lessonSlug) : -1;
  const lesson = known && index >= 0 ? known[index] : undefined;

  // A preview lesson is open to everyone: no sign-in, no App Check.
  if (!(lesson && lesson.preview)) {
    const check = await authenticateMember(
      request.authorization,
      deps.verifyIdToken,
      request.appCheckToken,
      deps.verifyAppCheck,
    );
    if (!check.ok) return check.response;
    const member = check.member;
    const email = (member.email ?? '').toLowerCase();
    const owner = hasOwnerClaim(member);
    if (route === REVIEW_ROUTE) {
      const lessons = [];
      const markdown: Record<string, LessonReviewMarkdown> = {};
      for (const [slug, list] of Object.entries(all)) {
        if (!owner && !(await deps.isEnrolled(email, slug))) continue;
        for (const one of list) {
          if (one.review.items.length === 0) continue;
          lessons.push(lessonReviewData(slug, one));
          Object.assign(markdown, one.review.markdown);
        }
      }
      return {status: 200, body: {lessons, markdown}};
    }
    if (parts.length === 0) {
      const courses = [];
      for (const [slug, lessons] of Object.entries(all)) {
        if (owner || (await deps.isEnrolled(email, slug))) {
          courses.push({slug, title: courseTitle(slug), lessons: lessons.map(outline)});
        }
      }
      return {status: 200, body: {courses, owner}};
    }
    if (!known) return {status: 404, body: {error: CLASSROOM_MESSAGES.notFound}};
    if (!owner && !(await deps.isEnrolled(email, course))) {
      return {status: 403, body: {error: CLASSROOM_MESSAGES.notEnrolled}};
    }
    if (!lesson) return {status: 404, body: {error: CLASSROOM_MESSAGES.notFound}};
  }
  const found = lesson!;
  const neighbour = (at: number) => (known![at] ? {slug: known![at].slug, title: known![at].title} : null);
  return {
    status: 200,
    body: {
      course: {slug: course, title: courseTitle(course), lessons: known!.map(outline)},
      lesson: {...outline(found), description: found.description, html: found.html},
      review: lessonReviewData(course, found),
      previous: neighbour(index - 1),
      next: neighbour(index + 1),
    },
    // Preview lessons may be cached by the browser briefly; enrolled lessons never.
    headers: found.preview ? {'Cache-Control': 'public, max-age=300'} : undefined,
  };
}
