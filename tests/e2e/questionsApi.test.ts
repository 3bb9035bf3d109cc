import {beforeAll, describe, expect, it} from 'vitest';
import {createUserToken, createVerifiedUser, expiredCopy, withClaims} from './support/authEmulator';
import {BASE_URL} from './support/browser';
import {APP_CHECK, api, freshAddress, owners, signInWithPassword, signUp} from './support/courseDesk';
import {LEARNING_SPACE_API, OWNER_API, QUESTIONS_API} from '../../src/data/apiPaths';
import type {DeskSignup} from '../../src/features/owner-desk/deskView';

// Questions under a page through the emulators: the hosting emulator's rewrite of /api/** to the
// real function, the Auth emulator's tokens, the Firestore stand-in, and the owner role given with
// `npm run owners`. Who may call what, the lesson's wall between courses, hostile bodies, limits.

const runId = Date.now().toString(36);
const ARTICLE = '/kien-thuc/python/cai-dat-python-va-moi-truong-ao';
const LESSON = '/lop-hoc/obsidian-flow/markdown-du-dung';
const OWNER_EMAIL = `chu-hd-${runId}@example.com`;
let ownerToken: string;
let memberToken: string;
let unverifiedToken: string;
let unverifiedOwnerToken: string;

beforeAll(async () => {
  await createVerifiedUser(OWNER_EMAIL);
  owners('add', OWNER_EMAIL);
  ownerToken = await signInWithPassword(OWNER_EMAIL);
  memberToken = (await createVerifiedUser(`ban-doc-hd-${runId}@example.com`)).token;
  unverifiedToken = await createUserToken(`chua-xac-minh-hd-${runId}@example.com`);
  const unverifiedOwner = `chu-chua-xac-minh-hd-${runId}@example.com`;
  await createUserToken(unverifiedOwner);
  owners('add', unverifiedOwner);
  unverifiedOwnerToken = await signInWithPassword(unverifiedOwner);
});

/** A question as the browser sends it, from a client address of its own (as the platform's proxy writes it). */
function ask(token: string | undefined, body: unknown, address = freshAddress()) {
  return fetch(`${BASE_URL}${QUESTIONS_API}/hoi`, {
    method: 'POST',
    headers: {
      ...(token ? {Authorization: `Bearer ${token}`} : {}),
      'X-Firebase-AppCheck': APP_CHECK,
      'Content-Type': 'application/json',
      'X-Forwarded-For': address,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function answer(id: string, body: unknown, token = ownerToken) {
  return api(`${QUESTIONS_API}/quan-tri/${id}`, token, {method: 'POST', body});
}

/** A verified member enrolled in `course` by the owner (sign-up, then marked paid in the desk). */
async function student(label: string, course: string) {
  const email = `hv-${label}-${runId}@example.com`;
  const {token} = await createVerifiedUser(email);
  expect((await signUp(email, course)).status).toBe(202);
  const desk = (await (await api(`${OWNER_API}/dang-ky`, ownerToken)).json()) as {signups: DeskSignup[]};
  const id = desk.signups.find((entry) => entry.email === email && entry.khoaHoc === course)!.id;
  await api(`${OWNER_API}/trang-thai`, ownerToken, {method: 'POST', body: {ids: [id], to: 'daThanhToan'}});
  return token;
}

describe('ai được gọi API hỏi đáp', () => {
  const memberRoutes: [string, string, unknown?][] = [
    ['POST', 'hoi', {trang: ARTICLE, noiDung: 'Câu hỏi', ten: 'An'}],
    ['POST', 'xem-truoc', {noiDung: 'Câu hỏi'}],
    ['GET', 'cua-toi'],
    ['GET', `bai-hoc?p=${encodeURIComponent(LESSON)}`],
  ];
  it.each(memberRoutes)(
    '%s %s: 401 khi chưa đăng nhập hay token hỏng, 403 khi email chưa xác minh',
    async (method, route, body) => {
      const otherProject = withClaims(memberToken, (claims) => {
        claims.aud = 'demo-du-an-khac';
        claims.iss = 'https://securetoken.google.com/demo-du-an-khac';
      });
      const cases: [string | undefined, number, boolean?][] = [
        [undefined, 401],
        ['khong-phai-token', 401],
        [expiredCopy(memberToken), 401],
        [otherProject, 401],
        [memberToken, 401, false],
        [unverifiedToken, 403],
      ];
      for (const [token, status, appCheck] of cases) {
        const response = await api(`${QUESTIONS_API}/${route}`, token, {method, body, appCheck});
        expect(response.status, `${route} ${status}`).toBe(status);
        expect(response.headers.get('content-type')).toContain('application/json');
        expect(((await response.json()) as {error?: string}).error).toMatch(/[ạảãáàâăđêôơư]/);
      }
    },
  );

  it('bàn hỏi đáp của chủ khóa học: 401 cho khách, 403 cho học viên và cho chủ chưa xác minh email', async () => {
    for (const [method, route, body] of [
      ['GET', 'quan-tri', undefined],
      ['POST', 'quan-tri/bat-ky', {hanhDong: 'an'}],
    ] as const) {
      for (const [token, status] of [
        [undefined, 401],
        [memberToken, 403],
        [unverifiedOwnerToken, 403],
      ] as const) {
        const response = await api(`${QUESTIONS_API}/${route}`, token, {method, body});
        expect(response.status, `${route} ${status}`).toBe(status);
        const json = (await response.json()) as {error?: string; nhom?: unknown};
        expect(json.nhom).toBeUndefined();
        expect(json.error).toMatch(/[ạảãáàâăđêôơư]/);
      }
    }
  });

  it('một câu hỏi đã đăng đến với mọi người qua CDN, có s-maxage, không kèm email hay uid', async () => {
    const asked = await ask(memberToken, {trang: ARTICLE, noiDung: `Câu hỏi công khai ${runId}`, ten: 'Bạn Đọc'});
    expect(asked.status).toBe(201);
    const {cauHoi} = (await asked.json()) as {cauHoi: {id: string; trangThai: string}};
    expect(cauHoi.trangThai).toBe('choTraLoi');
    expect((await answer(cauHoi.id, {hanhDong: 'traLoi', noiDung: 'Đây là câu trả lời.', congKhai: true})).status).toBe(
      200,
    );
    const page = await fetch(`${BASE_URL}${QUESTIONS_API}/trang?p=${encodeURIComponent(ARTICLE)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toMatch(/\bs-maxage=\d+/);
    const text = await page.text();
    expect(text).toContain(`Câu hỏi công khai ${runId}`);
    expect(text).not.toMatch(/@example\.com|"uid"/);
    const all = (await (await fetch(`${BASE_URL}${QUESTIONS_API}/tat-ca`)).json()) as {
      trang: Record<string, unknown[]>;
    };
    expect(all.trang[ARTICLE]).toContainEqual(expect.objectContaining({id: cauHoi.id}));
  });
});

describe('câu hỏi dưới bài học', () => {
  it('học viên khóa khác không thấy và không hỏi được; học viên cùng khóa và chủ khóa học thì được', async () => {
    const own = await student('cung-khoa', 'obsidian-flow');
    const other = await student('khoa-khac', 'python-chung-khoan');
    const asked = await ask(own, {trang: LESSON, noiDung: `Câu hỏi trong lớp ${runId}`, ten: 'Học Viên'});
    expect(asked.status).toBe(201);
    const {cauHoi} = (await asked.json()) as {cauHoi: {id: string}};
    await answer(cauHoi.id, {hanhDong: 'traLoi', noiDung: 'Trả lời cho lớp.', congKhai: true});

    const read = (token: string) => api(`${QUESTIONS_API}/bai-hoc?p=${encodeURIComponent(LESSON)}`, token);
    for (const token of [own, ownerToken]) {
      const response = await read(token);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`Câu hỏi trong lớp ${runId}`);
    }
    const refused = await read(other);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain(runId);
    expect((await ask(other, {trang: LESSON, noiDung: 'Cho tôi hỏi', ten: 'Khác'})).status).toBe(403);
    // Nor is it public, or in the build's snapshot.
    expect((await fetch(`${BASE_URL}${QUESTIONS_API}/trang?p=${encodeURIComponent(LESSON)}`)).status).toBe(404);
    expect(await (await fetch(`${BASE_URL}${QUESTIONS_API}/tat-ca`)).text()).not.toContain(`trong lớp ${runId}`);
  });
});

describe('dữ liệu xấu và giới hạn', () => {
  it.each([
    ['{"trang":', 'application/json', 400],
    ['trang=x', 'application/x-www-form-urlencoded', 415],
    [JSON.stringify({trang: ARTICLE, noiDung: 'x'.repeat(20_000), ten: 'A'}), 'application/json', 413],
    [JSON.stringify({trang: ARTICLE, noiDung: 'x'.repeat(2001), ten: 'A'}), 'application/json', 400],
    [JSON.stringify({trang: '/quan-tri', noiDung: 'Câu hỏi', ten: 'A'}), 'application/json', 400],
    [JSON.stringify([1, 2, 3]), 'application/json', 400],
  ])('trả lời JSON 4xx bằng tiếng Việt cho thân %#', async (body, contentType, status) => {
    const response = await fetch(`${BASE_URL}${QUESTIONS_API}/hoi`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${memberToken}`,
        'X-Firebase-AppCheck': APP_CHECK,
        'Content-Type': contentType,
        'X-Forwarded-For': freshAddress(),
      },
      body,
    });
    expect(response.status).toBe(status);
    // Bytes that are not JSON never reach the function: the platform's body parser answers 400
    // itself (ARCHITECTURE.md, "Course sign-ups"). Everything else gets the function's message.
    if (body.startsWith('{"trang":') && !body.endsWith('}')) return;
    expect(((await response.json()) as {error: string}).error).toMatch(/[ạảãáàâăđêôơư]/);
  });

  it('gửi lại đúng câu hỏi thì nhận lại câu đã lưu; quá 30 lần một ngày từ một địa chỉ thì 429 có Retry-After', async () => {
    const body = {trang: ARTICLE, noiDung: `Câu hỏi lặp ${runId}`, ten: 'Lặp'};
    const first = await ask(memberToken, body);
    const again = await ask(memberToken, body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(((await again.json()) as {trung?: boolean}).trung).toBe(true);

    const address = freshAddress();
    const statuses = [];
    for (let i = 0; i < 30; i++) statuses.push((await ask(memberToken, {}, address)).status);
    expect(statuses.every((status) => status === 400)).toBe(true);
    const limited = await ask(memberToken, body, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('xóa dữ liệu', () => {
  it('“Xóa dữ liệu” xóa câu hỏi của học viên; câu đã đăng ở lại, dưới tên “một bạn đọc”, không kèm uid', async () => {
    const member = await createVerifiedUser(`xoa-hd-${runId}@example.com`);
    const kept = await ask(member.token, {trang: ARTICLE, noiDung: `Câu sẽ ở lại ${runId}`, ten: 'Người Sẽ Xóa'});
    const gone = await ask(member.token, {trang: ARTICLE, noiDung: `Câu sẽ mất ${runId}`, ten: 'Người Sẽ Xóa'});
    expect([kept.status, gone.status]).toEqual([201, 201]);
    const {cauHoi} = (await kept.json()) as {cauHoi: {id: string}};
    await answer(cauHoi.id, {hanhDong: 'traLoi', noiDung: 'Trả lời.', congKhai: true});

    const erased = await api(`${LEARNING_SPACE_API}/${member.uid}`, member.token, {method: 'DELETE'});
    expect(erased.status).toBe(200);
    expect(
      ((await (await api(`${QUESTIONS_API}/cua-toi`, member.token)).json()) as {cauHoi: unknown[]}).cauHoi,
    ).toEqual([]);
    const page = await (await fetch(`${BASE_URL}${QUESTIONS_API}/trang?p=${encodeURIComponent(ARTICLE)}`)).text();
    expect(page).not.toContain(`Câu sẽ mất ${runId}`);
    expect(page).not.toContain('Người Sẽ Xóa');
    const published = (JSON.parse(page) as {cauHoi: {id: string; ten: string}[]}).cauHoi.find(
      (q) => q.id === cauHoi.id,
    );
    expect(published?.ten).toBe('một bạn đọc');
    const desk = await (await api(`${QUESTIONS_API}/quan-tri`, ownerToken)).text();
    expect(desk).not.toContain(member.uid);
    expect(desk).not.toContain('Người Sẽ Xóa');
  });
});
