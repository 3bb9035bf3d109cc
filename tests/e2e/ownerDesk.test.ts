import type {Browser} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {BASE_URL, launchBrowser, openPage} from './support/browser';
import {routeGapiStandIn} from './support/gapiStandIn';
import {
  clearUsers,
  createUserToken,
  createVerifiedUser,
  expiredCopy,
  signInWithGooglePopup,
  withClaims,
} from './support/authEmulator';
import {CLASSROOM_API, OWNER_API} from '../../src/data/apiPaths';
import {CLASSROOM_REVIEW_API} from '../../src/features/classroom/lessonPaths';
import {api, APP_CHECK, owners, signInWithPassword, signUp} from './support/courseDesk';
import type {DeskSignup} from '../../src/features/owner-desk/deskView';

// The owner's desk and the classroom through the emulators: the hosting
// emulator's rewrite of /api/** to the real function, the Auth emulator's
// tokens and the Firestore stand-in. The owner role is given with the real
// tool (`npm run owners`, scripts/owners.mjs) against the Auth emulator.

const runId = Date.now().toString(36);

const OWNER_EMAIL = `chu-${runId}@example.com`;
let ownerToken: string;
let memberToken: string;
let unverifiedOwnerToken: string;

beforeAll(async () => {
  await clearUsers();
  await createVerifiedUser(OWNER_EMAIL);
  expect(owners('add', OWNER_EMAIL)).toContain('Đã cấp quyền');
  ownerToken = await signInWithPassword(OWNER_EMAIL);
  memberToken = (await createVerifiedUser(`hoc-vien-${runId}@example.com`)).token;
  // An owner whose email is not verified: the claim alone is not enough.
  const unverified = `chu-chua-xac-minh-${runId}@example.com`;
  await createUserToken(unverified);
  owners('add', unverified);
  unverifiedOwnerToken = await signInWithPassword(unverified);
});

describe('vai trò chủ khóa học', () => {
  it('npm run owners cấp, liệt kê và thu quyền', async () => {
    expect(owners('list')).toContain(OWNER_EMAIL);
    expect((await api(`${OWNER_API}/toi`, ownerToken)).status).toBe(200);
    expect(() => owners('add', 'khong-phai-email')).toThrow();
  });

  const endpoints: [string, string, unknown?][] = [
    ['GET', 'toi'],
    ['GET', 'dang-ky'],
    ['POST', 'trang-thai', {ids: [], to: 'daHuy'}],
    ['POST', 'xoa-du-lieu', {email: 'ai-do@example.com'}],
  ];
  it.each(endpoints)('%s %s: 401/403 JSON cho mọi người không phải chủ khóa học', async (method, route, body) => {
    const path = `${OWNER_API}/${route}`;
    const otherProject = withClaims(ownerToken, (claims) => {
      claims.aud = 'demo-du-an-khac';
      claims.iss = 'https://securetoken.google.com/demo-du-an-khac';
    });
    const cases: [string | undefined, number, boolean?][] = [
      [undefined, 401],
      ['khong-phai-token', 401],
      ['eyJhbGciOiJub25lIn0.e30.', 401],
      [expiredCopy(ownerToken), 401],
      [otherProject, 401],
      [ownerToken, 401, false],
      [memberToken, 403],
      [unverifiedOwnerToken, 403],
    ];
    for (const [token, status, appCheck] of cases) {
      const response = await api(path, token, {method, body, appCheck});
      expect(response.status, `${route} ${status}`).toBe(status);
      expect(response.headers.get('content-type')).toContain('application/json');
      const answer = (await response.json()) as {error?: string; signups?: unknown};
      expect(answer.signups).toBeUndefined();
      expect(answer.error).toMatch(/[ạảãáàâăđêôơư]/);
    }
  });
});

describe('từ đăng ký đến học viên', () => {
  it('đăng ký → đánh dấu đã thanh toán → học viên mở được bài, nhưng không mở được khóa khác', async () => {
    const email = `hoc-that-${runId}@example.com`;
    const signup = await signUp(email);
    expect(signup.status).toBe(202);
    // The emulator's demo account is configured: the answer carries the VietQR payment.
    expect(signup.body.thanhToan).toMatchObject({bin: '970436', amount: 790000, memo: signup.body.maThamChieu});
    const student = await createVerifiedUser(email);

    expect((await api(`${CLASSROOM_API}/obsidian-flow/markdown-du-dung`, student.token)).status).toBe(403);
    // The daily review's lesson items follow the enrolment, as the lessons do.
    const reviewPaths = async () => {
      const answer = await api(CLASSROOM_REVIEW_API, student.token);
      expect(answer.status).toBe(200);
      return ((await answer.json()) as {lessons: {path: string}[]}).lessons.map((lesson) => lesson.path);
    };
    expect(await reviewPaths()).toEqual([]);
    const desk = (await (await api(`${OWNER_API}/dang-ky`, ownerToken)).json()) as {signups: DeskSignup[]};
    const id = desk.signups.find((entry) => entry.email === email)!.id;
    const moved = await api(`${OWNER_API}/trang-thai`, ownerToken, {
      method: 'POST',
      body: {ids: [id], to: 'daThanhToan'},
    });
    expect(await moved.json()).toEqual({results: [{id, ok: true, from: 'moi', to: 'daThanhToan'}]});

    const list = (await (await api(CLASSROOM_API, student.token)).json()) as {courses: {slug: string}[]};
    expect(list.courses.map((course) => course.slug)).toEqual(['obsidian-flow']);
    const lesson = await api(`${CLASSROOM_API}/obsidian-flow/markdown-du-dung`, student.token);
    expect(lesson.status).toBe(200);
    expect(((await lesson.json()) as {previous: {slug: string}}).previous.slug).toBe('obsidian-va-vault-dau-tien');
    // Enrolled in one course, asking for another's lesson (the preview is open to all, so a later lesson).
    const other = await api(`${CLASSROOM_API}/tao-website-docusaurus-seo/tao-du-an-va-cau-truc`, student.token);
    expect(other.status).toBe(403);
    expect(await reviewPaths()).toEqual([
      '/lop-hoc/obsidian-flow/obsidian-va-vault-dau-tien',
      '/lop-hoc/obsidian-flow/markdown-du-dung',
      '/lop-hoc/obsidian-flow/dung-cau-truc-flow',
    ]);

    const audit = (await (await api(`${OWNER_API}/dang-ky`, ownerToken)).json()) as {audit: {by: string; to: string}[]};
    expect(audit.audit[0]).toMatchObject({kind: 'move', by: OWNER_EMAIL, from: 'moi', to: 'daThanhToan'});

    // Cancelling ends the enrolment at once; the sign-up stays.
    await api(`${OWNER_API}/trang-thai`, ownerToken, {method: 'POST', body: {ids: [id], to: 'daHuy'}});
    expect((await api(`${CLASSROOM_API}/obsidian-flow/markdown-du-dung`, student.token)).status).toBe(403);
    expect(await reviewPaths()).toEqual([]);
    // A request to erase: the sign-up is gone, the record says only how many.
    const erased = await api(`${OWNER_API}/xoa-du-lieu`, ownerToken, {method: 'POST', body: {email}});
    expect(await erased.json()).toEqual({deleted: 1});
    const after = (await (await api(`${OWNER_API}/dang-ky`, ownerToken)).json()) as {
      signups: DeskSignup[];
      audit: unknown[];
    };
    expect(after.signups.some((entry) => entry.email === email)).toBe(false);
    expect(after.audit[0]).toEqual({kind: 'erase', at: expect.any(Number), by: OWNER_EMAIL, count: 1});
    expect(JSON.stringify(after.audit)).not.toContain(email);
  });

  it('trả 4xx rõ ràng cho giá trị độc hại ở mọi ô nhập của bàn quản trị', async () => {
    const bodies: [string, unknown][] = [
      ['trang-thai', '{khong-phai-json'],
      ['trang-thai', {ids: ['../../hocVien/x'], to: 'daHuy'}],
      ['trang-thai', {ids: ['obsidian-flow_' + 'a'.repeat(64)], to: '<script>'}],
      ['trang-thai', {ids: 'x', to: 'daHuy'}],
      ['trang-thai', {ids: [], to: 'daHuy'}],
      ['trang-thai', {ids: ['=cmd|calc'], to: 'daHuy'}],
      ['xoa-du-lieu', {email: '=HYPERLINK("http://x")'}],
      ['xoa-du-lieu', {email: ['a@b.vn']}],
      ['xoa-du-lieu', 'x'.repeat(70_000)],
    ];
    for (const [route, body] of bodies) {
      const response = await api(`${OWNER_API}/${route}`, ownerToken, {method: 'POST', body});
      expect(response.status, `${route} ${JSON.stringify(body).slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      // Bytes that are not JSON at all never reach the function: the platform's body parser answers
      // 400 itself (ARCHITECTURE.md, "Course sign-ups"). Everything else gets the function's message.
      if (typeof body === 'string') expect(response.status).toBe(400);
      else expect(((await response.json()) as {error: string}).error).toMatch(/[ạảãáàâăđêôơư]/);
    }
    // The same bytes sent as text: the function itself refuses them, with JSON.
    const asText = await fetch(`${BASE_URL}${OWNER_API}/trang-thai`, {
      method: 'POST',
      headers: {Authorization: `Bearer ${ownerToken}`, 'X-Firebase-AppCheck': APP_CHECK, 'Content-Type': 'text/plain'},
      body: '{khong-phai-json',
    });
    expect(asText.status).toBe(415);
    expect(((await asText.json()) as {error: string}).error).toMatch(/JSON/);
    expect((await api(`${OWNER_API}/dang-ky`, ownerToken, {method: 'DELETE'})).status).toBe(405);
  });
});

describe('trong trình duyệt', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('khách đọc bài học thử không cần đăng nhập', async () => {
    const {page, context, errors} = await openPage(browser, '/lp-khoa-hoc-obsidian-flow');
    try {
      await page.getByRole('link', {name: 'Học thử bài đầu miễn phí'}).click();
      await page.locator('article h1').waitFor();
      expect(page.url()).toBe(`${BASE_URL}/hoc-thu/obsidian-flow/obsidian-va-vault-dau-tien`);
      await expect(page.getByRole('link', {name: 'Đăng ký khóa học'}).isVisible()).resolves.toBe(true);
      // The free lesson's self-check, as open as its text; without "Thêm vào ôn tập", which the
      // review could not honour for a visitor.
      const selfCheck = page.locator('article [data-self-check]');
      await selfCheck.getByRole('heading', {name: 'Tự kiểm tra', exact: true}).waitFor();
      expect(await selfCheck.getByRole('button', {name: 'Thêm vào ôn tập'}).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('học viên đã thanh toán đăng nhập bằng Google, mở Lớp học của tôi và đọc bài', async () => {
    const email = `hoc-trinh-duyet-${runId}@example.com`;
    await signUp(email);
    const desk = (await (await api(`${OWNER_API}/dang-ky`, ownerToken)).json()) as {signups: DeskSignup[]};
    const id = desk.signups.find((entry) => entry.email === email)!.id;
    await api(`${OWNER_API}/trang-thai`, ownerToken, {method: 'POST', body: {ids: [id], to: 'daThanhToan'}});

    const {page, context} = await openPage(browser, '/lop-hoc', {beforeGoto: routeGapiStandIn});
    try {
      await signInWithGooglePopup(page, email, {name: 'Học Viên Thật'});

      await page.getByRole('heading', {name: /Obsidian FLOW/}).waitFor();
      await page
        .getByRole('link', {name: /Markdown/})
        .first()
        .click();
      await page.locator('article h1').waitFor();
      expect(page.url()).toContain('/lop-hoc/obsidian-flow/markdown-du-dung');
      await page.getByRole('button', {name: 'Đánh dấu đã học'}).click();
      await page.getByRole('button', {name: /Đã học xong/}).waitFor();

      // The lesson's self-check, at its end (after its text), answered in place.
      const selfCheck = page.locator('article [data-self-check]');
      await selfCheck.getByRole('heading', {name: 'Tự kiểm tra', exact: true}).waitFor();
      const afterText = await page.evaluate(() => {
        const text = document.querySelector('article .markdown');
        const check = document.querySelector('article [data-self-check]');
        return Boolean(text && check && text.compareDocumentPosition(check) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(afterText).toBe(true);
      const item = selfCheck.locator('form', {hasText: 'Đang viết thì bạn nghĩ ra'});
      await item.getByRole('radio', {name: /Gõ ngay một liên kết/}).check();
      await item.getByRole('button', {name: 'Trả lời'}).click();
      await item.getByText('Đúng.', {exact: true}).waitFor();
      await selfCheck.getByRole('link', {name: 'Mở trang Ôn tập'}).waitFor();

      // The lesson marked learnt: its items come to the student's daily review, from the classroom API.
      const lessonItems = page.waitForResponse((response) => response.url().endsWith(CLASSROOM_REVIEW_API));
      await page.goto(`${BASE_URL}/on-tap`);
      expect((await lessonItems).status()).toBe(200);
      const card = page.locator('[data-review-session] section[aria-labelledby="cau-hoi-on-tap"]');
      await card.locator('#cau-hoi-on-tap').waitFor();
      expect(await card.getByRole('link').first().getAttribute('href')).toBe('/lop-hoc/obsidian-flow/markdown-du-dung');
      await card.getByRole('button', {name: /Hiện đáp án/}).click();
      await card.getByRole('button', {name: /Được/}).click();
      await page.getByText(/Đã ghi: Được\./).waitFor();
      // The account takes the review of a lesson's item like an article's.
      await page.getByText('Các lần ôn đã được đồng bộ với tài khoản của bạn.').waitFor();

      await page.goto(`${BASE_URL}/lop-hoc/obsidian-flow/markdown-du-dung`);
      await page.locator('article h1').waitFor();
      await page.getByRole('link', {name: /Bài trước/}).click();
      await page.locator('article h1').waitFor();
      expect(page.url()).toContain('/lop-hoc/obsidian-flow/obsidian-va-vault-dau-tien');

      // Not an owner: the desk refuses, and its chunk is never loaded. The chunk is the only script
      // naming the erasure endpoint; the owner's visit below shows the detector does find it.
      const chunks: string[] = [];
      page.on('response', async (response) => {
        if (!response.url().endsWith('.js')) return;
        const text = await response.text().catch(() => '');
        if (text.includes('xoa-du-lieu')) chunks.push(response.url());
      });
      await page.goto(`${BASE_URL}/quan-tri`);
      await page.getByRole('alert').getByText('Bạn không mở được bàn quản trị.').waitFor();
      expect(await page.getByRole('heading', {name: 'Đăng ký'}).count()).toBe(0);
      expect(chunks).toEqual([]);

      // Made an owner with the tool: the desk opens (a fresh token carries the role), shows the
      // sign-up, its VietQR code and message, and moves it to "Đang học".
      owners('add', email);
      await page.reload();
      await page.getByRole('heading', {name: 'Đăng ký', exact: true}).waitFor();
      await expect.poll(() => chunks.length).toBe(1);
      const row = page.locator(`tr[data-ma]:has-text("${email}")`);
      await expect(row.getByRole('cell', {name: 'Đã thanh toán'}).count()).resolves.toBe(1);
      await page.getByLabel('Tìm (mã, email, số điện thoại, họ tên)').fill('hoc trinh duyet');
      await row.getByRole('button', {name: /Thanh toán và thư/}).click();
      await page.getByRole('img', {name: /Mã VietQR/}).waitFor();
      await page.getByText(`được tự gửi tới ${email} ngay khi đăng ký`).waitFor();
      await row.getByRole('checkbox').check();
      await page.getByRole('combobox', {name: /Chuyển các đăng ký đã chọn/}).selectOption('dangHoc');
      await page.getByRole('button', {name: 'Chuyển trạng thái'}).click();
      await page.getByText('Đã chuyển 1 đăng ký sang "Đang học".').waitFor();
      // The audit list reloads after the move: its newest line is this move.
      await page.locator('#nhat-ky ~ ul li', {hasText: 'sang "Đang học"'}).first().waitFor();
      expect(await page.locator('#nhat-ky ~ ul li').first().innerText()).toContain('sang "Đang học"');
    } finally {
      await context.close();
    }
  });

  it('thành viên chưa ghi danh: /on-tap không xếp câu hỏi của bài học, dù trình duyệt ghi là đang theo', async () => {
    const {page, context} = await openPage(browser, '/lop-hoc', {beforeGoto: routeGapiStandIn});
    try {
      await signInWithGooglePopup(page, `chua-ghi-danh-${runId}@example.com`, {name: 'Chưa Ghi Danh'});
      await page.getByText(/chưa ghi danh khóa học nào/).waitFor();
      // The device says it follows a lesson, as a crafted browser could; the server decides.
      await page.evaluate(() =>
        localStorage.setItem(
          'la-on-tap-v1',
          JSON.stringify({log: [], added: ['/lop-hoc/obsidian-flow/markdown-du-dung'], checks: {}, newPerDay: 20}),
        ),
      );
      const lessonItems = page.waitForResponse((response) => response.url().endsWith(CLASSROOM_REVIEW_API));
      await page.goto(`${BASE_URL}/on-tap`);
      const answer = await lessonItems;
      expect(answer.status()).toBe(200);
      expect(await answer.json()).toEqual({lessons: [], markdown: {}});
      await page.getByText('Chưa có câu hỏi nào để ôn.').waitFor();
      expect(await page.locator('#cau-hoi-on-tap').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
