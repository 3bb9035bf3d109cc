import {readFileSync} from 'node:fs';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {BASE_URL, launchBrowser, openPage, waitForHydration} from './support/browser';
import {axeViolations, describeViolations} from './support/axe';
import {clearUsers, createUserToken, createVerifiedUser, signInWithGooglePopup} from './support/authEmulator';
import {routeGapiStandIn} from './support/gapiStandIn';
import {mintDemoAppCheckToken} from '../../functions/src/appCheck';
import {LEARNING_SPACE_API} from '../../src/data/apiPaths';
import {coursePath} from '../../src/data/courses';
import {LIMITS, MAX_BODY_BYTES} from '../../src/features/learning-space/learningData';
import {STORAGE_KEY as PROFILES_KEY} from '../../src/features/numerology/savedProfiles';

// A member's learning space, as members use it: the buttons under articles,
// the personal page /ca-nhan, the sync through /api/ca-nhan/<uid> (the Cloud
// Function in the Functions emulator, Firestore stand-in behind it) and
// sign-in through the Auth emulator's Google popup.

const ARTICLE = '/kien-thuc/python/phan-tich-co-phieu-voi-pandas';
const POST = '/blog/ra-mat-blog-learn-anything';
const PERSONAL = '/ca-nhan';
/** Its reading list is the Python section and the technology overview, so it includes ARTICLE. */
const COURSE = coursePath('python-chung-khoan');
const SYNCED = 'Đã đồng bộ với tài khoản của bạn.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await clearUsers();
});

const withGapi = {beforeGoto: routeGapiStandIn};

/** Opens /ca-nhan in a context, signs in there, and waits for the first sync. */
async function personalPage(context: BrowserContext, email: string, existing = false): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(BASE_URL + PERSONAL);
  await waitForHydration(page);
  await signInWithGooglePopup(page, email, {existing});
  await page.getByText(SYNCED).waitFor();
  return page;
}

async function reloadPersonal(page: Page) {
  await page.goto(BASE_URL + PERSONAL);
  await waitForHydration(page);
  await page.getByText(SYNCED).waitFor();
}

type Toggle = 'Đánh dấu đã đọc' | 'Lưu dấu trang';

/** Scrolls to the end of the article, where the buttons load when they come near the screen. */
async function reachEnd(page: Page) {
  await page.locator('[data-reading-slot]').scrollIntoViewIfNeeded();
}

/** Waits until the toggle under the article shows this state (the marks are read after hydration). */
async function shows(page: Page, name: Toggle, pressed: boolean) {
  await reachEnd(page);
  await page.locator(`button[aria-pressed="${pressed}"]:not([disabled])`, {hasText: name}).waitFor();
}

/** Clicks a toggle under an article and waits until the account has it. */
async function toggle(page: Page, name: Toggle, pressed: boolean) {
  await shows(page, name, !pressed);
  await page.getByRole('button', {name}).click();
  await shows(page, name, pressed);
  await page.getByText('Đã lưu vào tài khoản.').waitFor();
}

async function download(page: Page): Promise<{items: Array<{kind: string; key: string}>; taiKhoan: {uid: string}}> {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', {name: 'Tải xuống toàn bộ dữ liệu (JSON)'}).click();
  const file = await (await downloadPromise).path();
  await page.getByText(/^Đã tải xuống \d+ mục dữ liệu\.$/).waitFor();
  return JSON.parse(readFileSync(file, 'utf8'));
}

const bookmarks = (page: Page) => page.locator('section[aria-labelledby="dau-trang"] li a').allInnerTexts();
const profiles = (page: Page) => page.locator('section[aria-labelledby="ho-so"] li').allInnerTexts();

describe('không gian học tập của học viên', () => {
  it('khách chưa đăng nhập: đánh dấu ngay trên thiết bị, có lời mời đăng nhập, không tải mã Firebase', async () => {
    const firebaseCode: string[] = [];
    const {page, context, errors} = await openPage(browser, ARTICLE, {
      beforeGoto: async (ctx) => {
        ctx.on('request', (request) => {
          if (/9099|googleapis/.test(request.url()) || request.url().includes(LEARNING_SPACE_API))
            firebaseCode.push(request.url());
        });
        ctx.on('response', async (response) => {
          if (response.url().endsWith('.js')) {
            const body = await response.text().catch(() => '');
            if (body.includes('identitytoolkit')) firebaseCode.push(response.url());
          }
        });
      },
    });
    try {
      await shows(page, 'Đánh dấu đã đọc', false);
      await page.getByRole('button', {name: 'Đánh dấu đã đọc'}).click();
      await shows(page, 'Đánh dấu đã đọc', true);
      await page.getByText('Dấu đã đọc và dấu trang đang được lưu trên thiết bị này.').waitFor();
      await page.reload();
      await waitForHydration(page);
      await shows(page, 'Đánh dấu đã đọc', true);

      // The section's page and the knowledge base's home count it.
      await page.goto(`${BASE_URL}/kien-thuc/python`);
      await waitForHydration(page);
      await reachEnd(page);
      await page.getByText(/^Đã đọc 1\/\d+ bài/).waitFor();
      await page.goto(`${BASE_URL}/kien-thuc`);
      await waitForHydration(page);
      await page.getByText(/^Đã đọc 1\/\d+ bài/).waitFor();
      // So does the course whose reading list covers the Python section (plugins/course-pages.ts).
      await page.goto(`${BASE_URL}${COURSE}`);
      await waitForHydration(page);
      const courseProgress = page.locator('section[aria-labelledby="dang-ky"]').getByText(/^Đã đọc 1\/\d+ bài/);
      await courseProgress.waitFor();
      const [, total] = /\/(\d+) bài/.exec(await courseProgress.innerText()) ?? [];
      expect(Number(total)).toBeGreaterThan(10);
      // A course whose reading list does not hold the article shows nothing.
      await page.goto(BASE_URL + coursePath('obsidian-flow'));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(/^Đã đọc \d+\/\d+ bài/).count()).resolves.toBe(0);
      await page.waitForLoadState('networkidle');
      expect(firebaseCode).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('hai thiết bị cùng tài khoản: gộp dữ liệu sẵn có khi đăng nhập lần đầu, thấy thay đổi của nhau sau khi tải lại, kể cả thay đổi lúc mất mạng', async () => {
    const email = 'hai-thiet-bi@example.com';
    const {page: a, context: contextA, errors: errorsA} = await openPage(browser, ARTICLE, withGapi);
    const contextB = await browser.newContext({locale: 'vi-VN'});
    // As openPage does: the outside network aborted, then the gapi stand-in (the route added last is tried first).
    await contextB.route(
      (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
      (route) => route.abort(),
    );
    await routeGapiStandIn(contextB);
    try {
      // Device A, before signing in: a mark, a bookmark and a numerology profile.
      await shows(a, 'Lưu dấu trang', false);
      await a.getByRole('button', {name: 'Đánh dấu đã đọc'}).click();
      await a.getByRole('button', {name: 'Lưu dấu trang'}).click();
      await shows(a, 'Lưu dấu trang', true);
      await a.evaluate((key) => {
        localStorage.setItem(
          key,
          JSON.stringify({version: 1, profiles: [{name: 'Nguyễn An', date: '1990-02-28', savedAt: 1}]}),
        );
      }, PROFILES_KEY);
      await personalPage(contextA, email);
      expect(await bookmarks(a)).toEqual([expect.stringMatching(/chứng khoán/i)]);
      expect(await profiles(a)).toEqual(['Nguyễn An · 28/02/1990']);

      // Device B holds the same profile (folded) and another one (added) before signing in to the same account.
      const b = await contextB.newPage();
      await b.goto(BASE_URL + '/');
      await b.evaluate((key) => {
        localStorage.setItem(
          key,
          JSON.stringify({
            version: 1,
            profiles: [
              {name: 'Nguyễn An', date: '1990-02-28', savedAt: 5},
              {name: 'Trần Bình', date: '1985-11-03', savedAt: 6},
            ],
          }),
        );
      }, PROFILES_KEY);
      await personalPage(contextB, email, true);
      expect(await bookmarks(b)).toEqual([expect.stringMatching(/chứng khoán/i)]);
      expect((await profiles(b)).sort()).toEqual(['Nguyễn An · 28/02/1990', 'Trần Bình · 03/11/1985']);

      // B bookmarks a post; A removes its bookmark; each sees the other's change after a reload.
      await b.goto(BASE_URL + POST);
      await waitForHydration(b);
      await toggle(b, 'Lưu dấu trang', true);
      await a.goto(BASE_URL + ARTICLE);
      await waitForHydration(a);
      await toggle(a, 'Lưu dấu trang', false);
      await reloadPersonal(a);
      expect(await bookmarks(a)).toEqual([expect.stringContaining('Ra mắt')]);
      expect((await profiles(a)).sort()).toEqual(['Nguyễn An · 28/02/1990', 'Trần Bình · 03/11/1985']);
      await reloadPersonal(b);
      expect(await bookmarks(b)).toEqual([expect.stringContaining('Ra mắt')]);

      // Offline on B: the change applies at once, is shown as waiting, and reaches the account when the connection returns.
      await b.goto(BASE_URL + POST);
      await waitForHydration(b);
      await shows(b, 'Đánh dấu đã đọc', false);
      await contextB.setOffline(true);
      await b.getByRole('button', {name: 'Đánh dấu đã đọc'}).click();
      await shows(b, 'Đánh dấu đã đọc', true);
      await b.getByText(/^Đang mất mạng: thay đổi được giữ trên thiết bị này/).waitFor();
      await contextB.setOffline(false);
      await b.getByText('Đã lưu vào tài khoản.').waitFor();
      await a.goto(BASE_URL + POST);
      await waitForHydration(a);
      await reachEnd(a);
      await a.getByText('Đã lưu vào tài khoản.').waitFor();
      await shows(a, 'Đánh dấu đã đọc', true);

      // The personal page with data passes axe, light and dark (Docusaurus's docusaurus-theme parameter sets the theme before the page paints).
      for (const scheme of ['light', 'dark'] as const) {
        await a.goto(`${BASE_URL}${PERSONAL}?docusaurus-theme=${scheme}`);
        await waitForHydration(a);
        await a.getByText(SYNCED).waitFor();
        await expect(a.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(scheme);
        expect(describeViolations(`/ca-nhan (${scheme})`, await axeViolations(a))).toEqual([]);
      }
      expect(errorsA).toEqual([]);
    } finally {
      await contextA.close();
      await contextB.close();
    }
  });

  it('một lần đồng bộ thất bại được báo kèm nút "Thử lại", không mất thay đổi', async () => {
    const {page, context} = await openPage(browser, '/', withGapi);
    try {
      await personalPage(context, 'dong-bo-loi@example.com');
      // The server is down for a moment (the hosting rewrite answers 503 instead of the function).
      await context.route(`**${LEARNING_SPACE_API}/**`, (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({error: 'Máy chủ đang gặp sự cố. Vui lòng thử lại sau ít phút.'}),
        }),
      );
      await page.goto(BASE_URL + ARTICLE);
      await waitForHydration(page);
      await shows(page, 'Lưu dấu trang', false);
      await page.getByRole('button', {name: 'Lưu dấu trang'}).click();
      await page.getByText('Chưa đồng bộ được: Máy chủ đang gặp sự cố. Vui lòng thử lại sau ít phút.').waitFor();
      await context.unroute(`**${LEARNING_SPACE_API}/**`);
      await page.getByRole('button', {name: 'Thử lại'}).click();
      await page.getByText('Đã lưu vào tài khoản.').waitFor();
      await reloadPersonal(page);
      expect(await bookmarks(page)).toEqual([expect.stringMatching(/chứng khoán/i)]);
    } finally {
      await context.close();
    }
  });

  it('máy dùng chung: đổi tài khoản không làm mất thay đổi chưa gửi của ai, đăng xuất gửi nốt thay đổi', async () => {
    const emailA = 'may-chung-a@example.com';
    const {page, context} = await openPage(browser, '/', withGapi);
    const signOut = async () => {
      await page.getByRole('button', {name: 'Đăng xuất'}).first().click();
      await page.getByRole('button', {name: 'Đăng nhập'}).first().waitFor();
      await waitForHydration(page);
    };
    try {
      await personalPage(context, emailA);
      // The server is down: A's bookmark stays on the device, unsent, and signing out cannot send it either.
      await context.route(`**${LEARNING_SPACE_API}/**`, (route) =>
        route.fulfill({status: 503, contentType: 'application/json', body: JSON.stringify({error: 'Máy chủ bận.'})}),
      );
      await page.goto(BASE_URL + ARTICLE);
      await waitForHydration(page);
      await shows(page, 'Lưu dấu trang', false);
      await page.getByRole('button', {name: 'Lưu dấu trang'}).click();
      await page.getByText('Chưa đồng bộ được: Máy chủ bận.').waitFor();
      await signOut();
      await context.unroute(`**${LEARNING_SPACE_API}/**`);
      // Signed out, the device holds nothing of A any more.
      await page.goto(BASE_URL + ARTICLE);
      await waitForHydration(page);
      await shows(page, 'Lưu dấu trang', false);

      // B signs in on the same browser: nothing of A, and A's bookmark is not merged into B.
      await personalPage(context, 'may-chung-b@example.com');
      await page.getByText('Chưa có dấu trang nào.').waitFor();
      expect((await download(page)).items).toEqual([]);
      await signOut();

      // A comes back: the bookmark kept for her reaches her account.
      await personalPage(context, emailA, true);
      expect(await bookmarks(page)).toEqual([expect.stringMatching(/chứng khoán/i)]);
      expect((await download(page)).items).toEqual([expect.objectContaining({kind: 'dauTrang', key: ARTICLE})]);

      // A bookmarks a post and signs out at once (before the background sync's pause is over): it is sent first.
      await page.goto(BASE_URL + POST);
      await waitForHydration(page);
      await shows(page, 'Lưu dấu trang', false);
      await page.getByRole('button', {name: 'Lưu dấu trang'}).click();
      await signOut();
      const other = await browser.newContext({locale: 'vi-VN'});
      await other.route(
        (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
        (route) => route.abort(),
      );
      await routeGapiStandIn(other);
      try {
        const elsewhere = await personalPage(other, emailA, true);
        expect((await bookmarks(elsewhere)).sort()).toEqual([
          expect.stringMatching(/chứng khoán/i),
          expect.stringContaining('Ra mắt'),
        ]);
      } finally {
        await other.close();
      }
    } finally {
      await context.close();
    }
  });

  it('người dùng thứ hai không thấy gì của người thứ nhất; xuất, xóa rồi xuất lại cho tệp rỗng', async () => {
    const {page: first, context: firstContext} = await openPage(browser, ARTICLE, withGapi);
    const {context: secondContext} = await openPage(browser, '/', withGapi);
    try {
      await shows(first, 'Lưu dấu trang', false);
      await first.getByRole('button', {name: 'Lưu dấu trang'}).click();
      await shows(first, 'Lưu dấu trang', true);
      await personalPage(firstContext, 'nguoi-mot@example.com');
      const before = await download(first);
      expect(before.items).toEqual([expect.objectContaining({kind: 'dauTrang', key: ARTICLE})]);

      const second = await personalPage(secondContext, 'nguoi-hai@example.com');
      await second.getByText('Chưa có dấu trang nào.').waitFor();
      await second.getByText('Chưa có hồ sơ nào.').waitFor();
      expect((await download(second)).items).toEqual([]);

      await first.getByRole('button', {name: 'Xóa toàn bộ dữ liệu'}).click();
      const confirm = first.getByRole('group', {name: /Xóa vĩnh viễn mọi dữ liệu học tập của bạn/});
      await confirm.getByRole('button', {name: 'Xóa vĩnh viễn'}).click();
      await first.getByText('Đã xóa toàn bộ dữ liệu học tập của bạn trên máy chủ và trên thiết bị này.').waitFor();
      await first.getByText('Chưa có dấu trang nào.').waitFor();
      const after = await download(first);
      expect(after.items).toEqual([]);
      expect(after.taiKhoan.uid).toBe(before.taiKhoan.uid);
      await reloadPersonal(first);
      await first.getByText('Chưa có dấu trang nào.').waitFor();
    } finally {
      await firstContext.close();
      await secondContext.close();
    }
  });
});

describe(`API ${LEARNING_SPACE_API}: từ chối dữ liệu xấu`, () => {
  const APP_CHECK = mintDemoAppCheckToken('demo-learn-anything');
  const call = (
    uid: string,
    token: string | undefined,
    init: {method?: string; body?: string; contentType?: string; appCheck?: boolean} = {},
  ) =>
    fetch(`${BASE_URL}${LEARNING_SPACE_API}/${uid}`, {
      method: init.method ?? 'POST',
      headers: {
        ...(token ? {Authorization: `Bearer ${token}`} : {}),
        ...(init.appCheck === false ? {} : {'X-Firebase-AppCheck': APP_CHECK}),
        ...(init.body !== undefined ? {'Content-Type': init.contentType ?? 'application/json'} : {}),
      },
      body: init.body,
    });
  const json = (value: unknown) => JSON.stringify(value);
  const bookmark = (key: string) => ({kind: 'dauTrang', key, value: {title: 'Bài viết'}});

  async function expectRefused(response: Response, status: number, message?: RegExp) {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as {error?: string; items?: unknown};
    expect(body.items).toBeUndefined();
    expect(body.error).toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹáàãéèíìóòõúùý]/i);
    if (message) expect(body.error).toMatch(message);
  }

  it('mỗi yêu cầu xấu nhận JSON 4xx tiếng Việt, và máy chủ không lưu gì', async () => {
    const owner = await createVerifiedUser('chu-du-lieu@example.com');
    const other = await createVerifiedUser('ke-khac@example.com');
    const ok = await call(owner.uid, owner.token, {
      body: json({changes: [bookmark('/blog/ra-mat-blog-learn-anything')]}),
    });
    expect(ok.status).toBe(200);

    await expectRefused(await call(owner.uid, undefined, {method: 'GET'}), 401, /cần đăng nhập/);
    await expectRefused(await call(owner.uid, owner.token, {method: 'GET', appCheck: false}), 401, /App Check/);
    await expectRefused(
      await call(owner.uid, await createUserToken('chua-xac-minh@example.com'), {method: 'GET'}),
      403,
      /chưa được xác minh/,
    );
    // Another member's id: reading, writing and deleting are all refused.
    await expectRefused(await call(owner.uid, other.token, {method: 'GET'}), 403, /chính mình/);
    await expectRefused(
      await call(owner.uid, other.token, {body: json({changes: [bookmark('/blog/chen-vao')]})}),
      403,
      /chính mình/,
    );
    await expectRefused(await call(owner.uid, other.token, {method: 'DELETE'}), 403, /chính mình/);

    // Bytes that are not JSON are refused by the Functions Framework's body parser before the API
    // runs (as for /api/dang-ky, see signupApi.test.ts): a 400 in its own words; nothing is stored.
    expect((await call(owner.uid, owner.token, {body: '{"changes": ['})).status).toBe(400);

    const hostile: Array<[string, string, string | undefined, number]> = [
      ['Content-Type sai', json({changes: []}), 'text/plain', 415],
      ['đối tượng thiếu changes', json({items: []}), undefined, 400],
      ['loại dữ liệu lạ', json({changes: [{kind: 'vaiTro', key: 'admin', value: true}]}), undefined, 400],
      [
        'đường dẫn ngoài kho bài',
        json({changes: [{kind: 'daDoc', key: '/members', value: {title: 'x'}}]}),
        undefined,
        400,
      ],
      [
        'mã HTML kèm trường thừa',
        json({
          changes: [{kind: 'dauTrang', key: '/blog/a', value: {title: 'x', html: '<img src=x onerror=alert(1)>'}}],
        }),
        undefined,
        400,
      ],
      [
        'điểm bánh xe ngoài 1–10',
        json({
          changes: [
            {
              kind: 'banhXe',
              key: '1',
              value: {date: '2026-01-01T00:00:00.000Z', scores: {'su-nghiep': 99}, targets: {}, actions: []},
            },
          ],
        }),
        undefined,
        400,
      ],
      [
        'quá lớn',
        json({changes: [{kind: 'dauTrang', key: '/blog/a', value: {title: 'a'.repeat(MAX_BODY_BYTES)}}]}),
        undefined,
        413,
      ],
      [
        `hơn ${LIMITS.dauTrang} dấu trang`,
        json({changes: Array.from({length: LIMITS.dauTrang}, (_, i) => bookmark(`/blog/bai-${i}`))}),
        undefined,
        400,
      ],
    ];
    for (const [, body, contentType, status] of hostile) {
      await expectRefused(await call(owner.uid, owner.token, {body, contentType}), status);
    }
    await expectRefused(await call(owner.uid, owner.token, {method: 'PUT', body: json({changes: []})}), 405);

    // Only the one good write is stored.
    const stored = (await (await call(owner.uid, owner.token, {method: 'GET'})).json()) as {
      items: Array<{key: string}>;
    };
    expect(stored.items.map((item) => item.key)).toEqual(['/blog/ra-mat-blog-learn-anything']);
    const others = (await (await call(other.uid, other.token, {method: 'GET'})).json()) as {items: unknown[]};
    expect(others.items).toEqual([]);
  });

  it(`yêu cầu đồng thời sát giới hạn không vượt được ${LIMITS.hoSo} hồ sơ`, async () => {
    const member = await createVerifiedUser('dong-thoi@example.com');
    const profile = (i: number) => ({
      kind: 'hoSo',
      key: `người ${i}|2000-01-01`,
      value: {name: `Người ${i}`, date: '2000-01-01', savedAt: i},
    });
    const room = 3;
    const start = await call(member.uid, member.token, {
      body: json({changes: Array.from({length: LIMITS.hoSo - room}, (_, i) => profile(i))}),
    });
    expect(start.status).toBe(200);
    // Ten requests at once, each adding two new profiles: only one fits.
    const statuses = await Promise.all(
      Array.from({length: 10}, (_, i) =>
        call(member.uid, member.token, {body: json({changes: [profile(100 + 2 * i), profile(101 + 2 * i)]})}).then(
          (response) => response.status,
        ),
      ),
    );
    expect(statuses.sort()).toEqual([200, ...Array(9).fill(400)]);
    const stored = (await (await call(member.uid, member.token, {method: 'GET'})).json()) as {items: unknown[]};
    expect(stored.items).toHaveLength(LIMITS.hoSo - room + 2);
  });
});
