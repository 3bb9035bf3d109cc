import {describe, expect, it} from 'vitest';
import type {DecodedIdToken} from 'firebase-admin/auth';
import {CLASSROOM_API} from '../../src/data/apiPaths';
import {demoAppCheckVerifier, mintDemoAppCheckToken} from './appCheck';
import {CLASSROOM_REVIEW_API} from '../../src/features/classroom/lessonPaths';
import {classroomRoute, handleClassroomRequest, REVIEW_ROUTE} from './classroomApi';
import type {CourseLesson} from './generated/courseLessons';

const PROJECT = 'demo-learn-anything';
const APP_CHECK = mintDemoAppCheckToken(PROJECT);
const users: Record<string, Partial<DecodedIdToken>> = {
  'token-an': {uid: 'an', email: 'An@Example.com', email_verified: true},
  'token-binh': {uid: 'binh', email: 'binh@example.com', email_verified: true},
  'token-chu': {uid: 'chu', email: 'chu@example.com', email_verified: true, owner: true},
  'token-chua-xac-minh': {uid: 'c', email: 'an@example.com', email_verified: false},
};
const lesson = (order: number, slug: string, preview = false): CourseLesson => ({
  order,
  slug,
  title: `Bài ${order}`,
  description: 'Mô tả',
  module: 1,
  minutes: 30,
  preview,
  html: `<p>Nội dung ${slug}</p>`,
  review: reviewOf(slug),
});
/** One recall item per lesson except `flow`, which has none; its id is keyed as the build keys it. */
function reviewOf(slug: string): CourseLesson['review'] {
  if (slug === 'flow') return {items: [], markdown: {}};
  const course = slug === 'cai-python' || slug === 'pandas' ? 'python-chung-khoan' : 'obsidian-flow';
  const id = `/lop-hoc/${course}/${slug}#cau hoi ${slug}`;
  return {
    items: [
      {
        id,
        question: `Câu hỏi ${slug}?`,
        section: {title: 'Mục', href: `/lop-hoc/${course}/${slug}#muc`},
        answerHtml: '<p>Đáp</p>',
      },
    ],
    markdown: {[id]: {question: `Câu hỏi ${slug}?`, answer: 'Đáp'}},
  };
}
const lessons = {
  'obsidian-flow': [lesson(1, 'vault-dau-tien', true), lesson(2, 'markdown'), lesson(3, 'flow')],
  'python-chung-khoan': [lesson(1, 'cai-python', true), lesson(2, 'pandas')],
};
const enrolled = new Set(['an@example.com obsidian-flow']);

function call(path: string, token?: string, method = 'GET') {
  return handleClassroomRequest(
    {
      method,
      path: `${CLASSROOM_API}${path}`,
      authorization: token ? `Bearer ${token}` : undefined,
      appCheckToken: APP_CHECK,
    },
    {
      verifyIdToken: async (t) => {
        if (!users[t]) throw Object.assign(new Error('bad'), {code: 'auth/argument-error'});
        return users[t] as DecodedIdToken;
      },
      verifyAppCheck: demoAppCheckVerifier(PROJECT),
      isEnrolled: async (email, course) => enrolled.has(`${email} ${course}`),
      lessons,
    },
  );
}

describe('classroom API', () => {
  it('opens a preview lesson to anyone, without signing in', async () => {
    const response = await call('/obsidian-flow/vault-dau-tien');
    expect(response.status).toBe(200);
    expect(response.body.lesson).toMatchObject({slug: 'vault-dau-tien', html: '<p>Nội dung vault-dau-tien</p>'});
    expect(response.body.previous).toBeNull();
    expect(response.body.next).toEqual({slug: 'markdown', title: 'Bài 2'});
  });
  it('serves other lessons only to the course’s students and owners', async () => {
    expect((await call('/obsidian-flow/markdown')).status).toBe(401);
    expect((await call('/obsidian-flow/markdown', 'token-chua-xac-minh')).status).toBe(403);
    expect((await call('/obsidian-flow/markdown', 'token-binh')).status).toBe(403);
    const student = await call('/obsidian-flow/markdown', 'token-an');
    expect(student.status).toBe(200);
    expect(student.body.previous).toEqual({slug: 'vault-dau-tien', title: 'Bài 1'});
    expect(student.body.next).toEqual({slug: 'flow', title: 'Bài 3'});
    // Enrolled in one course, asking for another course's lesson.
    const other = await call('/python-chung-khoan/pandas', 'token-an');
    expect(other.status).toBe(403);
    expect(other.body.error).toMatch(/học viên đã ghi danh/);
    expect((await call('/python-chung-khoan/pandas', 'token-chu')).status).toBe(200);
  });
  it('lists the caller’s courses', async () => {
    const an = await call('', 'token-an');
    expect((an.body.courses as {slug: string}[]).map((c) => c.slug)).toEqual(['obsidian-flow']);
    const binh = await call('', 'token-binh');
    expect(binh.body.courses).toEqual([]);
    const owner = await call('/', 'token-chu');
    expect((owner.body.courses as unknown[]).length).toBe(2);
    expect((await call('')).status).toBe(401);
  });
  it('serves a lesson’s review items with it, to whoever may read the lesson', async () => {
    const preview = await call('/obsidian-flow/vault-dau-tien');
    expect(preview.body.review).toEqual({
      path: '/lop-hoc/obsidian-flow/vault-dau-tien',
      title: 'Bài 1',
      part: {path: '/lop-hoc/obsidian-flow', title: expect.any(String)},
      items: [expect.objectContaining({id: '/lop-hoc/obsidian-flow/vault-dau-tien#cau hoi vault-dau-tien'})],
    });
    expect((await call('/obsidian-flow/markdown', 'token-an')).body.review).toMatchObject({
      items: [{question: 'Câu hỏi markdown?'}],
    });
    const refused = await call('/obsidian-flow/markdown', 'token-binh');
    expect(refused.status).toBe(403);
    expect(refused.body).not.toHaveProperty('review');
  });
  it('gives the daily review the items of the caller’s courses only', async () => {
    expect(`${CLASSROOM_API}/${REVIEW_ROUTE}`).toBe(CLASSROOM_REVIEW_API);
    expect((await call('/on-tap')).status).toBe(401);
    expect((await call('/on-tap', 'token-chua-xac-minh')).status).toBe(403);
    const student = await call('/on-tap', 'token-an');
    expect(student.status).toBe(200);
    const paths = (student.body.lessons as {path: string}[]).map((l) => l.path);
    // Lessons without items are left out; another course's lessons are not there, its preview neither.
    expect(paths).toEqual(['/lop-hoc/obsidian-flow/vault-dau-tien', '/lop-hoc/obsidian-flow/markdown']);
    expect(Object.keys(student.body.markdown as object)).toEqual([
      '/lop-hoc/obsidian-flow/vault-dau-tien#cau hoi vault-dau-tien',
      '/lop-hoc/obsidian-flow/markdown#cau hoi markdown',
    ]);
    const other = await call('/on-tap/', 'token-binh');
    expect(other.body).toEqual({lessons: [], markdown: {}});
    const owner = await call('/on-tap', 'token-chu');
    expect((owner.body.lessons as unknown[]).length).toBe(4);
    expect((await call('/on-tap', 'token-an', 'POST')).status).toBe(405);
  });
  it('answers unknown and hostile paths after the checks', async () => {
    expect((await call('/obsidian-flow/khong-co')).status).toBe(401);
    expect((await call('/obsidian-flow/khong-co', 'token-an')).status).toBe(404);
    expect((await call('/obsidian-flow/khong-co', 'token-binh')).status).toBe(403);
    for (const path of ['/__proto__/x', '/obsidian-flow/../python-chung-khoan/pandas', '/a/b/c', '/obsidian-flow']) {
      const response = await call(path, 'token-an');
      expect([403, 404]).toContain(response.status);
    }
    expect((await call('/obsidian-flow/vault-dau-tien', undefined, 'POST')).status).toBe(405);
    expect(classroomRoute('/api/khac')).toBeNull();
  });
});
