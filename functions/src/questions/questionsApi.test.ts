import type {DecodedIdToken} from 'firebase-admin/auth';
import {describe, expect, it} from 'vitest';
import {demoAppCheckVerifier, mintDemoAppCheckToken} from '../appCheck';
import {QUESTIONS_API} from '../generated/apiPaths';
import {FixedWindowRateLimiter, memoryCounterStore} from '../rateLimit';
import {handleQuestionsRequest, PUBLIC_CACHE, type QuestionStore} from './questionsApi';
import type {StoredQuestion} from './questions';

const PROJECT = 'demo-learn-anything';
const APP_CHECK = mintDemoAppCheckToken(PROJECT);
const NOW = Date.UTC(2026, 10, 28, 3);
const ARTICLE = '/kien-thuc/python/cai-dat-python-va-moi-truong-ao';
const LESSON = '/lop-hoc/python-chung-khoan/bai-2';
const users: Record<string, Partial<DecodedIdToken>> = {
  an: {uid: 'an', email: 'an@example.com', email_verified: true},
  binh: {uid: 'binh', email: 'binh@example.com', email_verified: true},
  'chua-xac-minh': {uid: 'cuong', email: 'cuong@example.com', email_verified: false},
  chu: {uid: 'chu', email: 'chu@example.com', email_verified: true, owner: true},
};
/** an is a student of python-chung-khoan; binh of another course. */
const students = new Set(['an@example.com python-chung-khoan', 'binh@example.com obsidian-flow']);

/** The store's behaviour, in memory (the Firestore one is tested against the stand-in in e2e). */
function memoryStore(): QuestionStore & {audit: string[]} {
  const questions = new Map<string, StoredQuestion>();
  const blocked = new Map<string, {ten: string; luc: number; cauHoi: string}>();
  const audit: string[] = [];
  const all = () => [...questions.values()];
  return {
    audit,
    async get(id) {
      return questions.get(id) ?? null;
    },
    async create(question) {
      const existing = questions.get(question.id);
      if (existing) return {question: existing, created: false};
      questions.set(question.id, question);
      return {question, created: true};
    },
    async update(id, change, {action, at}) {
      const before = questions.get(id);
      if (!before) return null;
      const result = change(before);
      if (!result.ok) return result;
      questions.set(id, result.value);
      audit.push(`${action} ${id}`);
      const asker = result.value.uid;
      if (asker && action === 'chan') blocked.set(asker, {ten: result.value.ten, luc: at, cauHoi: id});
      if (asker && action === 'boChan') blocked.delete(asker);
      return {ok: true, before, after: result.value};
    },
    async published(page) {
      return all().filter(
        (q) => q.trangThai === 'daTraLoi' && q.traLoi?.congKhai && (page === undefined || q.trang === page),
      );
    },
    async byMember(uid) {
      return all().filter((q) => q.uid === uid);
    },
    async waiting() {
      return all().filter((q) => q.trangThai === 'choTraLoi');
    },
    async recent() {
      return all();
    },
    async isBlocked(uid) {
      return blocked.has(uid);
    },
    async blocked() {
      return [...blocked].map(([uid, entry]) => ({uid, ...entry}));
    },
    async unblock(uid) {
      audit.push(`boChan ${uid}`);
      return blocked.delete(uid);
    },
  };
}

function setup({memberLimit = 10, addressLimit = 30} = {}) {
  const store = memoryStore();
  const answered: string[] = [];
  const counters = memoryCounterStore();
  let clock = NOW;
  const call = (
    method: string,
    route: string,
    {
      user,
      body,
      page,
      contentType = 'application/json',
    }: {user?: string; body?: unknown; page?: string; contentType?: string} = {},
  ) => {
    const rawBody =
      body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    clock += 1000;
    return handleQuestionsRequest(
      {
        method,
        path: `${QUESTIONS_API}/${route}`,
        authorization: user ? `Bearer ${user}` : undefined,
        appCheckToken: APP_CHECK,
        contentType,
        contentLength: rawBody ? String(rawBody.length) : undefined,
        rawBody,
        page,
      },
      {
        verifyIdToken: async (token) => {
          const found = users[token];
          if (!found) throw Object.assign(new Error('bad'), {code: 'auth/argument-error'});
          return found as DecodedIdToken;
        },
        verifyAppCheck: demoAppCheckVerifier(PROJECT),
        store,
        lessons: {'python-chung-khoan': ['bai-1', 'bai-2'], 'obsidian-flow': ['bai-1']},
        isEnrolled: async (email, course) => students.has(`${email} ${course}`),
        limitMember: (uid) =>
          new FixedWindowRateLimiter(
            {name: 'hoi', limit: memberLimit, windowMs: 86_400_000},
            counters,
            () => clock,
          ).hit(uid),
        limitAddress: () =>
          new FixedWindowRateLimiter(
            {name: 'hoidiachi', limit: addressLimit, windowMs: 86_400_000},
            counters,
            () => clock,
          ).hit('203.0.113.5'),
        afterAnswer: async (after) => {
          answered.push(after.id);
        },
        now: () => clock,
      },
    );
  };
  const ask = (user: string, noiDung: string, trang = ARTICLE, ten = 'Bạn An') =>
    call('POST', 'hoi', {user, body: {trang, noiDung, ten}});
  return {call, ask, store, answered};
}

const idOf = (response: {body: Record<string, unknown>}) => (response.body.cauHoi as {id: string}).id;

describe('asking', () => {
  it('takes a verified member’s question, pending, and never shows it to visitors until answered', async () => {
    const {call, ask} = setup();
    const asked = await ask('an', 'Vì sao `python3 -m venv .venv` báo lỗi *ensurepip*?');
    expect(asked.status).toBe(201);
    expect(asked.body.cauHoi).toMatchObject({
      trang: ARTICLE,
      ten: 'Bạn An',
      trangThai: 'choTraLoi',
      traLoi: null,
      cauHoiHtml: '<p>Vì sao <code>python3 -m venv .venv</code> báo lỗi <em>ensurepip</em>?</p>',
    });
    expect((await call('GET', 'trang', {page: ARTICLE})).body).toEqual({cauHoi: []});
    expect((await call('GET', 'cua-toi', {user: 'an'})).body.cauHoi).toHaveLength(1);
    expect((await call('GET', 'cua-toi', {user: 'binh'})).body.cauHoi).toHaveLength(0);
  });

  it('refuses visitors (401) and unverified emails (403)', async () => {
    const {ask, call, store} = setup();
    expect((await call('POST', 'hoi', {body: {trang: ARTICLE, noiDung: 'x', ten: 'x'}})).status).toBe(401);
    expect((await ask('gia', 'Câu hỏi')).status).toBe(401);
    expect((await ask('chua-xac-minh', 'Câu hỏi')).status).toBe(403);
    expect(await store.waiting()).toEqual([]);
  });

  it('stores a repeated question once, without counting it against the day’s limit', async () => {
    const {ask, store} = setup({memberLimit: 1});
    const first = await ask('an', 'Câu hỏi giống nhau');
    const again = await ask('an', '  câu hỏi   GIỐNG nhau ');
    expect(again.status).toBe(200);
    expect(again.body.trung).toBe(true);
    expect(idOf(again)).toBe(idOf(first));
    expect(await store.waiting()).toHaveLength(1);
  });

  it.each([
    [{trang: '/gioi-thieu', noiDung: 'Câu hỏi', ten: 'An'}, 'trang'],
    [{trang: '/kien-thuc/python', noiDung: 'Câu hỏi', ten: 'An'}, 'trang'],
    [{trang: '/lop-hoc/python-chung-khoan/khong-co', noiDung: 'Câu hỏi', ten: 'An'}, 'trang'],
    [{trang: ARTICLE, noiDung: '   ', ten: 'An'}, 'noiDung'],
    [{trang: ARTICLE, noiDung: 'x'.repeat(2001), ten: 'An'}, 'noiDung'],
    [{trang: ARTICLE, noiDung: 'Câu hỏi', ten: '\n\t'}, 'ten'],
    [{trang: ARTICLE, noiDung: 'Câu hỏi', ten: 'A'.repeat(61)}, 'ten'],
  ])('refuses a bad field with a Vietnamese message that names it (%#)', async (body, field) => {
    const {call} = setup();
    const response = await call('POST', 'hoi', {user: 'an', body});
    expect(response.status).toBe(400);
    expect(response.body.truong).toBe(field);
    expect(String(response.body.error)).toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/);
  });

  it('answers hostile bodies with a 4xx JSON error', async () => {
    const {call} = setup();
    expect((await call('POST', 'hoi', {user: 'an', body: 'x'.repeat(9000)})).status).toBe(413);
    expect((await call('POST', 'hoi', {user: 'an', body: '{"trang":', contentType: 'application/json'})).status).toBe(
      400,
    );
    expect((await call('POST', 'hoi', {user: 'an', body: 'a=b', contentType: 'text/plain'})).status).toBe(415);
    expect((await call('POST', 'hoi', {user: 'an', body: [1, 2]})).status).toBe(400);
    expect((await call('GET', 'hoi', {user: 'an'})).status).toBe(405);
  });

  it('limits new questions per member and requests per address each day, with Retry-After', async () => {
    const {ask} = setup({memberLimit: 2, addressLimit: 3});
    expect((await ask('an', 'Một')).status).toBe(201);
    expect((await ask('an', 'Hai')).status).toBe(201);
    const third = await ask('an', 'Ba');
    expect(third.status).toBe(429);
    expect(Number(third.headers?.['Retry-After'])).toBeGreaterThan(0);
    expect((await ask('binh', 'Bốn')).status).toBe(429);
  });
});

describe('lessons', () => {
  it('lets only the course’s students and owners ask and read under a lesson', async () => {
    const {ask, call} = setup();
    expect((await ask('binh', 'Câu hỏi bài 2', LESSON)).status).toBe(403);
    const asked = await ask('an', 'Câu hỏi bài 2', LESSON);
    expect(asked.status).toBe(201);
    await call('POST', `quan-tri/${idOf(asked)}`, {
      user: 'chu',
      body: {hanhDong: 'traLoi', noiDung: 'Trả lời', congKhai: true},
    });
    expect((await call('GET', 'bai-hoc', {user: 'an', page: LESSON})).body.cauHoi).toHaveLength(1);
    expect((await call('GET', 'bai-hoc', {user: 'chu', page: LESSON})).body.cauHoi).toHaveLength(1);
    expect((await call('GET', 'bai-hoc', {user: 'binh', page: LESSON})).status).toBe(403);
    expect((await call('GET', 'bai-hoc', {page: LESSON})).status).toBe(401);
    // Never through the public route, nor in the build's snapshot.
    expect((await call('GET', 'trang', {page: LESSON})).status).toBe(404);
    expect((await call('GET', 'tat-ca')).body).toEqual({trang: {}});
  });
});

describe('the owner’s desk', () => {
  it('refuses members who are not owners', async () => {
    const {call, ask} = setup();
    const id = idOf(await ask('an', 'Câu hỏi'));
    expect((await call('GET', 'quan-tri', {user: 'an'})).status).toBe(403);
    expect((await call('POST', `quan-tri/${id}`, {user: 'binh', body: {hanhDong: 'an'}})).status).toBe(403);
    expect((await call('GET', 'quan-tri')).status).toBe(401);
  });

  it('queues unanswered questions per page, oldest first, with counts', async () => {
    const {call, ask} = setup();
    const first = idOf(await ask('an', 'Thứ nhất'));
    await ask('binh', 'Ở bài khác', '/blog/vi-sao-chon-docusaurus');
    const third = idOf(await ask('binh', 'Thứ ba'));
    const desk = (await call('GET', 'quan-tri', {user: 'chu'})).body;
    expect(desk.soCho).toBe(3);
    expect(desk.nhom).toMatchObject([
      {trang: ARTICLE, soCho: 2, cauHoi: [{id: first}, {id: third}]},
      {trang: '/blog/vi-sao-chon-docusaurus', soCho: 1},
    ]);
    expect(JSON.stringify(desk)).not.toContain('@example.com');
  });

  it('publishes an answer for every visitor, with the display name and never the email; each save asks for the mail', async () => {
    const {call, ask, answered, store} = setup();
    const id = idOf(await ask('an', 'Câu hỏi'));
    const answer = await call('POST', `quan-tri/${id}`, {
      user: 'chu',
      body: {
        hanhDong: 'traLoi',
        noiDung: 'Xem [tài liệu](https://docs.python.org/3/library/venv.html).',
        congKhai: true,
      },
    });
    expect(answer.status).toBe(200);
    const page = await call('GET', 'trang', {page: ARTICLE});
    expect(page.headers?.['Cache-Control']).toBe(PUBLIC_CACHE);
    expect(page.body.cauHoi).toEqual([
      {
        id,
        ten: 'Bạn An',
        cauHoiHtml: '<p>Câu hỏi</p>',
        hoiLuc: expect.any(Number),
        traLoiHtml:
          '<p>Xem <a href="https://docs.python.org/3/library/venv.html" rel="nofollow ugc noopener">tài liệu</a>.</p>',
        traLoiLuc: expect.any(Number),
      },
    ]);
    expect((await call('GET', 'tat-ca')).body).toEqual({trang: {[ARTICLE]: page.body.cauHoi}});
    await call('POST', `quan-tri/${id}`, {user: 'chu', body: {hanhDong: 'traLoi', noiDung: 'Sửa lại', congKhai: true}});
    // The outbox keeps it to one mail (its id is the question's): functions/src/questions/questionStore.test.ts.
    expect(answered).toEqual([id, id]);
    expect(store.audit).toEqual([`traLoi ${id}`, `traLoi ${id}`]);
  });

  it('keeps a private answer off the page, visible to the asker', async () => {
    const {call, ask} = setup();
    const id = idOf(await ask('an', 'Câu hỏi riêng'));
    await call('POST', `quan-tri/${id}`, {user: 'chu', body: {hanhDong: 'traLoi', noiDung: 'Riêng', congKhai: false}});
    expect((await call('GET', 'trang', {page: ARTICLE})).body.cauHoi).toEqual([]);
    expect((await call('GET', 'cua-toi', {user: 'an'})).body.cauHoi).toMatchObject([
      {id, trangThai: 'daTraLoi', traLoi: {html: '<p>Riêng</p>', congKhai: false}},
    ]);
  });

  it('hides, shows again and marks spam; a spam mark shows to the asker as hidden', async () => {
    const {call, ask} = setup();
    const id = idOf(await ask('an', 'Câu hỏi'));
    await call('POST', `quan-tri/${id}`, {user: 'chu', body: {hanhDong: 'traLoi', noiDung: 'Đáp', congKhai: true}});
    await call('POST', `quan-tri/${id}`, {user: 'chu', body: {hanhDong: 'an'}});
    expect((await call('GET', 'trang', {page: ARTICLE})).body.cauHoi).toEqual([]);
    await call('POST', `quan-tri/${id}`, {user: 'chu', body: {hanhDong: 'hienLai'}});
    expect((await call('GET', 'trang', {page: ARTICLE})).body.cauHoi).toHaveLength(1);
    await call('POST', `quan-tri/${id}`, {user: 'chu', body: {hanhDong: 'spam'}});
    expect((await call('GET', 'trang', {page: ARTICLE})).body.cauHoi).toEqual([]);
    expect((await call('GET', 'cua-toi', {user: 'an'})).body.cauHoi).toMatchObject([{trangThai: 'an'}]);
    expect((await call('POST', 'quan-tri/khong-co', {user: 'chu', body: {hanhDong: 'an'}})).status).toBe(404);
    expect((await call('POST', `quan-tri/${id}`, {user: 'chu', body: {hanhDong: 'xoa'}})).status).toBe(400);
  });

  it('stops a member from asking, and lets them again', async () => {
    const {call, ask} = setup();
    const id = idOf(await ask('an', 'Câu hỏi'));
    const blocked = await call('POST', `quan-tri/${id}`, {user: 'chu', body: {hanhDong: 'chan'}});
    expect(blocked.body.cauHoi).toMatchObject({biChan: true});
    expect((await ask('an', 'Câu khác')).status).toBe(403);
    const desk = (await call('GET', 'quan-tri', {user: 'chu'})).body;
    expect(desk.biChan).toMatchObject([{uid: 'an', ten: 'Bạn An', cauHoi: id}]);
    // Blocking leaves the question waiting: it is in the queue, not among the handled ones.
    expect(desk.soCho).toBe(1);
    expect(desk.gan).toEqual([]);
    await call('POST', `quan-tri/${id}`, {user: 'chu', body: {hanhDong: 'boChan'}});
    expect((await ask('an', 'Câu khác')).status).toBe(201);
  });

  it('unblocks a member by their uid, whatever became of their questions; owners only', async () => {
    const {call, ask} = setup();
    const id = idOf(await ask('an', 'Câu hỏi'));
    await call('POST', `quan-tri/${id}`, {user: 'chu', body: {hanhDong: 'chan'}});
    expect((await call('POST', 'quan-tri/bo-chan/an', {user: 'binh'})).status).toBe(403);
    expect((await call('GET', 'quan-tri/bo-chan/an', {user: 'chu'})).status).toBe(405);
    expect(await call('POST', 'quan-tri/bo-chan/an', {user: 'chu'})).toEqual({
      status: 200,
      body: {uid: 'an', biChan: false},
    });
    expect((await call('POST', 'quan-tri/bo-chan/an', {user: 'chu'})).status).toBe(200);
    expect((await ask('an', 'Câu khác')).status).toBe(201);
  });
});

describe('preview', () => {
  it('renders a member’s Markdown as it will be shown, sanitized', async () => {
    const {call} = setup();
    expect(
      (await call('POST', 'xem-truoc', {user: 'an', body: {noiDung: '**đậm** <script>alert(1)</script>'}})).body,
    ).toEqual({html: '<p><strong>đậm</strong> &lt;script&gt;alert(1)&lt;/script&gt;</p>'});
    expect((await call('POST', 'xem-truoc', {body: {noiDung: 'x'}})).status).toBe(401);
  });
});
