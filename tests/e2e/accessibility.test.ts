import {appendFileSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {BASE_URL, launchBrowser, openPage, waitForHydration} from './support/browser';
import {axeViolations, describeViolations} from './support/axe';
import {focusRingProblems, lowContrastControls} from './support/visibleContrast';
import {sitemapPaths} from './support/sitemap';
import {routeGapiStandIn} from './support/gapiStandIn';
import {createVerifiedUser, signInWithGooglePopup} from './support/authEmulator';
import {api, owners, signInWithPassword, signUp} from './support/courseDesk';
import {OWNER_API} from '../../src/data/apiPaths';

/**
 * axe-core (WCAG 2.0/2.1 A and AA, and best practices) on every page of sitemap.xml at phone
 * width in light mode, on one page of every kind in dark mode, and on the interactive states;
 * plus the visible controls' text contrast, which axe only files for review when it is 1:1.
 */
const PHONE = {width: 360, height: 780};
const DESKTOP = {width: 1280, height: 900};

const paths = await sitemapPaths();

/** One page of every kind, for dark mode (and desktop width). */
export const pageKinds = [
  '/',
  '/kien-thuc',
  '/kien-thuc/python',
  '/kien-thuc/python/phan-tich-co-phieu-voi-pandas',
  '/kien-thuc/category/docusaurus',
  '/kien-thuc/tags',
  '/kien-thuc/tags/python',
  '/docs/intro',
  '/blog',
  '/blog/archive',
  '/blog/ra-mat-blog-learn-anything',
  '/blog/authors',
  '/blog/authors/minh-khoa',
  '/blog/tags',
  '/blog/tags/python',
  '/khoa-hoc',
  '/lp-khoa-hoc-obsidian-flow',
  '/dang-ky-khoa-hoc',
  '/khoa-hoc-dieu-khoan-dieu-kien',
  '/tra-cuu-than-so-hoc',
  '/trac-nghiem',
  '/trac-nghiem/banh-xe-cuoc-doi-online',
  '/trac-nghiem/quan-ly-tri-thuc-ca-nhan',
  '/tu-sach',
  '/ngoai-tuyen',
  '/on-tap',
  '/mo-hinh-tu-duy',
  '/cam-hung-thanh-cong',
  '/cam-hung-thanh-cong/cau-chuyen/sinh-vien-xay-bo-nao-thu-hai',
  '/download-obsidian-flow',
  '/gioi-thieu',
  '/demo',
  '/search?q=python',
  '/khong-co-trang-nay',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page reused for many addresses, with console errors collected. */
async function sharedPage(options: {colorScheme: 'light' | 'dark'; viewport: typeof PHONE}) {
  const context = await browser.newContext({locale: 'vi-VN', ...options});
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return {context, page, errors};
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(BASE_URL + path, {waitUntil: 'load'});
  await waitForHydration(page);
  // Results of /search arrive after hydration.
  if (path.startsWith('/search?')) await page.locator('ol li').first().waitFor();
  // The review loads its own chunk and the items after hydration: check it as the reader sees it.
  if (path === '/on-tap') await page.locator('[data-review-session]').waitFor();
}

/** Fails with every violation and every low-contrast control found on the page as it is now. */
async function expectAccessible(page: Page, where: string): Promise<void> {
  const problems = describeViolations(where, await axeViolations(page));
  for (const c of await lowContrastControls(page)) {
    problems.push(
      `${where}: contrast ${c.ratio.toFixed(2)}:1 on ${c.where} "${c.text}" (${c.color} on ${c.background})`,
    );
  }
  if (process.env.A11Y_REPORT) appendFileSync(process.env.A11Y_REPORT, problems.map((line) => `${line}\n`).join(''));
  expect(problems).toEqual([]);
}

describe('sitemap.xml', () => {
  it('lists the pages the suite checks', () => {
    expect(paths.length).toBeGreaterThan(100);
    expect(paths).toContain('/');
    expect(paths).toContain('/kien-thuc');
  });
});

describe('mọi trang trong sitemap, điện thoại, chế độ sáng', () => {
  let shared: Awaited<ReturnType<typeof sharedPage>>;
  beforeAll(async () => {
    shared = await sharedPage({colorScheme: 'light', viewport: PHONE});
  });
  afterAll(async () => {
    await shared?.context.close();
  });

  it.each(paths)('%s', async (path) => {
    await visit(shared.page, path);
    expect(await shared.page.locator('html').getAttribute('data-theme')).toBe('light');
    await expectAccessible(shared.page, `${path} (sáng, 360px)`);
    expect(shared.errors).toEqual([]);
  });
});

describe.each([
  ['tối, 360px', 'dark', PHONE],
  ['tối, 1280px', 'dark', DESKTOP],
] as const)('mỗi loại trang, %s', (label, colorScheme, viewport) => {
  let shared: Awaited<ReturnType<typeof sharedPage>>;
  beforeAll(async () => {
    shared = await sharedPage({colorScheme, viewport});
  });
  afterAll(async () => {
    await shared?.context.close();
  });

  it.each(pageKinds)('%s', async (path) => {
    await visit(shared.page, path);
    expect(await shared.page.locator('html').getAttribute('data-theme')).toBe(colorScheme);
    await expectAccessible(shared.page, `${path} (${label})`);
    expect(shared.errors).toEqual([]);
  });
});

describe.each(['light', 'dark'] as const)('trạng thái tương tác, chế độ %s', (colorScheme) => {
  async function withPage(path: string, run: (page: Page, context: BrowserContext) => Promise<void>, viewport = PHONE) {
    const {page, context, errors} = await openPage(browser, path, {colorScheme, viewport});
    try {
      await run(page, context);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }

  it('kết quả tra cứu thần số học', async () => {
    await withPage('/tra-cuu-than-so-hoc', async (page) => {
      await page.getByLabel('Họ và tên đầy đủ', {exact: true}).fill('Nguyễn Văn An');
      await page.getByLabel('Ngày sinh (dương lịch)', {exact: true}).fill('29/02/1896');
      await page.getByRole('button', {name: 'Tra cứu', exact: true}).click();
      await page
        .getByRole('heading', {name: /Số chủ đạo/})
        .first()
        .waitFor();
      await expectAccessible(page, `thần số học, kết quả (${colorScheme})`);
    });
  });

  it('trắc nghiệm đang làm dở', async () => {
    await withPage('/trac-nghiem/quan-ly-tri-thuc-ca-nhan', async (page) => {
      await page.getByRole('radio').first().check();
      await expectAccessible(page, `trắc nghiệm đang làm (${colorScheme})`);
    });
  });

  it('tìm kiếm có kết quả, rồi với một mục lọc đang chọn', async () => {
    await withPage('/search?q=python', async (page) => {
      await page.locator('ol li').first().waitFor();
      const all = page.getByRole('button', {name: /^Tất cả \(\d+\)$/});
      expect(await all.getAttribute('aria-pressed')).toBe('true');
      await expectAccessible(page, `tìm kiếm, "Tất cả" đang chọn (${colorScheme})`);
      const chip = page.getByRole('group', {name: 'Lọc theo mục'}).getByRole('button').nth(1);
      await chip.click();
      expect(await chip.getAttribute('aria-pressed')).toBe('true');
      await chip.hover();
      await expectAccessible(page, `tìm kiếm, một mục lọc đang chọn (${colorScheme})`);
      await chip.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expectAccessible(page, `tìm kiếm, mục lọc có tiêu điểm (${colorScheme})`);
    });
  });

  // Hover and keyboard focus, control by control: the text stays readable and the ring shows.
  it.each(['/search?q=python', '/tu-sach', '/kien-thuc', '/'])(
    'di chuột và tiêu điểm bàn phím trên %s',
    async (path) => {
      await withPage(
        path,
        async (page) => {
          if (path.startsWith('/search')) await page.locator('ol li').first().waitFor();
          const problems: string[] = [];
          const chips = page.locator('main [role="group"] button, main a[class*="tag"]');
          for (let i = 0; i < (await chips.count()); i++) {
            await chips.nth(i).hover();
            for (const c of await lowContrastControls(page))
              problems.push(`hover: ${c.where} "${c.text}" ${c.ratio.toFixed(2)}:1`);
          }
          await page.mouse.move(0, 0);
          await page
            .locator('main')
            .first()
            .focus()
            .catch(() => undefined);
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          for (let i = 0; i < 40; i++) {
            await page.keyboard.press('Tab');
            problems.push(...(await focusRingProblems(page)));
            for (const c of await lowContrastControls(page))
              problems.push(`focus: ${c.where} "${c.text}" ${c.ratio.toFixed(2)}:1`);
          }
          expect([...new Set(problems)]).toEqual([]);
        },
        DESKTOP,
      );
    },
  );

  it('hộp đăng nhập của khu thành viên đang mở', async () => {
    await withPage('/members', async (page) => {
      await page.getByRole('dialog').waitFor();
      await expectAccessible(page, `hộp đăng nhập thành viên (${colorScheme})`);
    });
  });

  it('menu trên điện thoại đang mở', async () => {
    await withPage('/kien-thuc/python/phan-tich-co-phieu-voi-pandas', async (page) => {
      await page
        .getByRole('button', {name: /menu|điều hướng/i})
        .first()
        .click();
      await page.locator('.navbar-sidebar').waitFor({state: 'visible'});
      await page.waitForTimeout(400);
      await expectAccessible(page, `menu điện thoại đang mở (${colorScheme})`);
    });
  });
});

/**
 * The pages behind sign-in, which the sitemap leaves out: the classroom and a lesson as an
 * enrolled student, and the owner's desk with sign-ups listed and one sign-up's payment open.
 * Sign-in is the real Google flow against the Auth emulator (support/courseDesk.ts).
 */
describe.each(['light', 'dark'] as const)('lớp học và bàn quản trị sau đăng nhập, chế độ %s', (colorScheme) => {
  const runId = `${colorScheme}-${Date.now().toString(36)}`;
  let ownerToken: string;
  beforeAll(async () => {
    const owner = `a11y-chu-${runId}@example.com`;
    await createVerifiedUser(owner);
    owners('add', owner);
    ownerToken = await signInWithPassword(owner);
  });

  async function signedIn(path: string, email: string, run: (page: Page) => Promise<void>) {
    const {page, context} = await openPage(browser, path, {colorScheme, viewport: PHONE, beforeGoto: routeGapiStandIn});
    try {
      await signInWithGooglePopup(page, email, {name: 'Người Kiểm Tra'});
      await run(page);
    } finally {
      await context.close();
    }
  }

  it('Lớp học của tôi và một bài học, học viên đã ghi danh', async () => {
    const email = `a11y-hoc-vien-${runId}@example.com`;
    expect((await signUp(email)).status).toBe(202);
    const desk = (await (await api(`${OWNER_API}/dang-ky`, ownerToken)).json()) as {
      signups: {id: string; email: string}[];
    };
    const id = desk.signups.find((entry) => entry.email === email)!.id;
    await api(`${OWNER_API}/trang-thai`, ownerToken, {method: 'POST', body: {ids: [id], to: 'daThanhToan'}});

    await signedIn('/lop-hoc', email, async (page) => {
      await page.getByRole('heading', {name: /Obsidian FLOW/}).waitFor();
      await expectAccessible(page, `/lop-hoc (${colorScheme})`);
      await page
        .getByRole('link', {name: /Markdown/})
        .first()
        .click();
      await page.locator('article h1').waitFor();
      await page.getByRole('button', {name: 'Đánh dấu đã học'}).waitFor();
      await expectAccessible(page, `bài học ${new URL(page.url()).pathname} (${colorScheme})`);
    });
  });

  it('thư nhắc ôn tập trong trang cá nhân và trang ôn tập, cả khi báo lỗi', async () => {
    await signedIn('/ca-nhan', `a11y-nhac-${runId}@example.com`, async (page) => {
      const box = page.getByLabel('Chỉ gửi khi có ít nhất (câu)');
      await expect.poll(() => box.isEnabled(), {timeout: 20_000}).toBe(true);
      await expectAccessible(page, `/ca-nhan, thư nhắc ôn tập (${colorScheme})`);
      // A refused value stays as typed, with its message beside the field.
      await box.fill('mười');
      await page.getByRole('button', {name: 'Lưu thư nhắc'}).click();
      await page
        .getByRole('alert')
        .getByText(/số nguyên/)
        .waitFor();
      expect(await box.inputValue()).toBe('mười');
      await expectAccessible(page, `/ca-nhan, thư nhắc báo lỗi (${colorScheme})`);
      await page.goto(`${BASE_URL}/on-tap`);
      await page.getByLabel('Giờ gửi (giờ Việt Nam)').waitFor();
      await expectAccessible(page, `/on-tap, thư nhắc ôn tập (${colorScheme})`);
    });
  });

  it('bàn quản trị có danh sách đăng ký, rồi với phần thanh toán của một đăng ký đang mở', async () => {
    const email = `a11y-chu-moi-${runId}@example.com`;
    const listed = `a11y-dang-ky-${runId}@example.com`;
    expect((await signUp(listed)).status).toBe(202);
    await signedIn('/quan-tri', email, async (page) => {
      await page.getByRole('alert').getByText('Bạn không mở được bàn quản trị.').waitFor();
      await expectAccessible(page, `/quan-tri, không phải chủ khóa học (${colorScheme})`);
      owners('add', email);
      await page.reload();
      await page.getByRole('heading', {name: 'Đăng ký', exact: true}).waitFor();
      await page.locator(`tr[data-ma]:has-text("${listed}")`).waitFor();
      await expectAccessible(page, `/quan-tri (${colorScheme})`);
      await page
        .getByRole('button', {name: /Thanh toán và thư/})
        .first()
        .click();
      await page.getByRole('img', {name: /Mã VietQR/}).waitFor();
      await expectAccessible(page, `/quan-tri, thanh toán và thư đang mở (${colorScheme})`);
    });
  });
});
