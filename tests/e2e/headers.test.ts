import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {htmlFilesUnder} from '../../scripts/lib/files.mjs';
import {CSP_REPORT_API, SIGNUP_API} from '../../src/data/apiPaths';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, BrowserContext} from 'playwright-core';
import {BASE_URL, launchBrowser, openPage} from './support/browser';
import {routeGapiStandIn} from './support/gapiStandIn';
import {CSP_REPORT_GROUP, inlineScriptHashes} from '../../plugins/hosting-config';
import {katexStylesheetHref} from '../../plugins/katex-stylesheet-path';
import {securityTxtProblems} from '../../scripts/lib/securityTxt.mjs';
import {site} from '../../src/data/site';

// Hosting's headers, caching and redirects, as the hosting emulator serves
// build/ with firebase.build.json (firebase.json plus the Content-Security-
// Policy written after the build by plugins/hosting-config.ts).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A request of our own, never followed: redirects are checked as they are answered. */
function get(pathname: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(BASE_URL + pathname, {redirect: 'manual', headers});
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The first content-hashed script of the home page. */
async function hashedScriptPath(): Promise<string> {
  const html = await (await get('/')).text();
  const match = html.match(/\/assets\/js\/[\w.-]+\.[0-9a-f]{8}\.js/);
  if (!match) throw new Error('Không tìm thấy tệp JavaScript có mã băm trong trang chủ.');
  return match[0];
}

/** One file of a build folder whose name ends with `suffix` (e.g. a Pagefind fragment). */
function firstBuildFile(dir: string, suffix: string): string {
  const name = readdirSync(path.join('build', dir)).find((file) => file.endsWith(suffix));
  if (!name) throw new Error(`build/${dir} không có tệp *${suffix}`);
  return `/${dir}/${name}`;
}

const SECURITY_HEADERS: Record<string, RegExp> = {
  'strict-transport-security': /^max-age=\d{8,}; includeSubDomains$/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*microphone=\(\)/,
  'content-security-policy': /frame-ancestors 'none'/,
};

const REVALIDATE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('header bảo mật trên mọi loại phản hồi', () => {
  const cases: [string, () => Promise<string>, number][] = [
    ['trang HTML', async () => '/gioi-thieu', 200],
    ['trang chủ', async () => '/', 200],
    ['tệp JavaScript có mã băm', hashedScriptPath, 200],
    ['stylesheet KaTeX trong /vendor', async () => katexStylesheetHref, 200],
    ['nguồn cấp RSS', async () => '/blog/rss.xml', 200],
    ['nguồn cấp Atom', async () => '/blog/atom.xml', 200],
    ['sitemap', async () => '/sitemap.xml', 200],
    ['chỉ mục Pagefind', async () => '/pagefind/pagefind-entry.json', 200],
    ['trang 404', async () => '/duong-dan-khong-ton-tai', 404],
    ['API (phương thức không được phép)', async () => SIGNUP_API, 405],
  ];

  it.each(cases)('%s', async (_name, pathOf, status) => {
    const pathname = await pathOf();
    const response = await get(pathname, {'X-Forwarded-For': '203.0.113.10'});
    expect(response.status).toBe(status);
    for (const [header, pattern] of Object.entries(SECURITY_HEADERS)) {
      expect(response.headers.get(header), `${header} của ${pathname}`).toMatch(pattern);
    }
  });
});

describe('Content-Security-Policy', () => {
  let policy: Map<string, string[]>;
  beforeAll(async () => {
    policy = directives((await get('/')).headers.get('content-security-policy') ?? '');
  });

  it('script-src: không có unsafe-inline/unsafe-eval; có wasm-unsafe-eval cho Pagefind và gapi cho đăng nhập Google', () => {
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).toEqual(expect.arrayContaining(["'self'", "'wasm-unsafe-eval'", 'https://apis.google.com']));
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://learnanythingvn.substack.com']);
  });

  it('bản build emulator cho phép Auth emulator (kết nối và iframe) cùng các địa chỉ Firebase Auth', () => {
    const emulator = new URL(process.env.E2E_AUTH_EMULATOR ?? 'http://127.0.0.1:9099').origin;
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        emulator,
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
      ]),
    );
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining([emulator, 'https://demo-learn-anything.firebaseapp.com']),
    );
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'https://lh3.googleusercontent.com']),
    );
  });

  it(`báo cáo vi phạm: report-to (Reporting-Endpoints) và report-uri dự phòng, cùng tới hàm ${CSP_REPORT_API}`, async () => {
    expect(policy.get('report-to')).toEqual([CSP_REPORT_GROUP]);
    expect(policy.get('report-uri')).toEqual([CSP_REPORT_API]);
    expect((await get('/')).headers.get('reporting-endpoints')).toBe(`${CSP_REPORT_GROUP}="${CSP_REPORT_API}"`);
  });

  it('mọi phản hồi dùng cùng một chính sách', async () => {
    const [page, asset] = await Promise.all([get('/blog'), get(await hashedScriptPath())]);
    expect(page.headers.get('content-security-policy')).toBe(asset.headers.get('content-security-policy'));
  });

  // The browser parses each page (DOMParser) and lists its inline scripts; the
  // hashes are computed here, independently of the plugin.
  const samplePages = [
    '/',
    '/gioi-thieu',
    '/blog',
    '/blog/ra-mat-blog-learn-anything',
    '/kien-thuc/mo-hinh-tu-duy/lai-kep',
    '/search',
    '/dang-ky-khoa-hoc',
    '/trac-nghiem/banh-xe-cuoc-doi-online',
    '/members',
  ];

  it('có mã băm cho mọi script nội tuyến chạy được của các trang mẫu', async () => {
    const {page, context} = await openPage(browser, '/');
    try {
      for (const pathname of samplePages) {
        const response = await get(pathname);
        const html = await response.text();
        const scripts = await page.evaluate((source) => {
          const doc = new DOMParser().parseFromString(source, 'text/html');
          return Array.from(doc.querySelectorAll('script:not([src])')).map((script) => ({
            type: script.getAttribute('type'),
            text: script.textContent ?? '',
          }));
        }, html);
        const executable = scripts.filter(
          ({type}) => type === null || /^(|text\/javascript|module)$/i.test(type.trim()),
        );
        expect(executable.length, pathname).toBeGreaterThan(0);
        const header = directives(response.headers.get('content-security-policy') ?? '').get('script-src') ?? [];
        for (const {text} of executable) expect(header, `${pathname}: ${text.slice(0, 60)}`).toContain(sha256(text));
        // JSON-LD is data, not code: no hash needed.
        for (const {text} of scripts.filter(({type}) => type === 'application/ld+json')) {
          expect(header).not.toContain(sha256(text));
        }
      }
    } finally {
      await context.close();
    }
  });

  it('mọi tệp HTML của bản build đều được tính (kể cả trang chuyển hướng do plugin khác ghi sau build)', async () => {
    const header = directives((await get('/')).headers.get('content-security-policy') ?? '').get('script-src') ?? [];
    const missing = htmlFilesUnder('build').flatMap((file) =>
      inlineScriptHashes(readFileSync(file, 'utf8'))
        .filter((hash) => !header.includes(hash))
        .map((hash) => `${file} ${hash}`),
    );
    expect(missing).toEqual([]);
  });

  async function recordViolations(context: BrowserContext): Promise<void> {
    await context.addInitScript(() => {
      const win = window as unknown as {__cspViolations: string[]};
      win.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        win.__cspViolations.push(
          `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
  }

  it.each(samplePages)('%s chạy dưới chính sách mà không vi phạm', async (pathname) => {
    const {page, context, errors} = await openPage(browser, pathname, {
      beforeGoto: async (ctx) => {
        await recordViolations(ctx);
        await routeGapiStandIn(ctx);
      },
    });
    try {
      // Let late work (idle callbacks, lazy chunks, the search worker) run.
      await page.waitForLoadState('networkidle');
      if (pathname === '/search') {
        await page.goto(`${BASE_URL}/search?q=obsidian`);
        await page.locator('main a[href^="/"]').first().waitFor();
      }
      expect(await page.evaluate(() => (window as unknown as {__cspViolations: string[]}).__cspViolations)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('bộ nhớ đệm theo loại tệp', () => {
  it.each([
    ['trang HTML', async () => '/gioi-thieu', REVALIDATE],
    ['trang chủ', async () => '/', REVALIDATE],
    ['trang 404', async () => '/duong-dan-khong-ton-tai', REVALIDATE],
    ['JavaScript có mã băm', hashedScriptPath, IMMUTABLE],
    ['CSS có mã băm', async () => firstBuildFile('assets/css', '.css'), IMMUTABLE],
    ['KaTeX (phiên bản trong đường dẫn)', async () => katexStylesheetHref, IMMUTABLE],
    ['mảnh Pagefind (tên có mã băm)', async () => firstBuildFile('pagefind/fragment', '.pf_fragment'), IMMUTABLE],
    ['chỉ mục Pagefind (tên có mã băm)', async () => firstBuildFile('pagefind/index', '.pf_index'), IMMUTABLE],
    ['bộ lọc Pagefind (tên có mã băm)', async () => firstBuildFile('pagefind/filter', '.pf_filter'), IMMUTABLE],
    ['siêu dữ liệu Pagefind (tên có mã băm)', async () => firstBuildFile('pagefind', '.pf_meta'), IMMUTABLE],
    ['pagefind.js (tên cố định)', async () => '/pagefind/pagefind.js', REVALIDATE],
    ['pagefind-entry.json (tên cố định)', async () => '/pagefind/pagefind-entry.json', REVALIDATE],
    ['tu-vung.json (tên cố định)', async () => '/pagefind/tu-vung.json', REVALIDATE],
    ['WebAssembly của Pagefind (tên cố định)', async () => firstBuildFile('pagefind', '.pagefind'), REVALIDATE],
    ['RSS', async () => '/blog/rss.xml', 'public, max-age=600, must-revalidate'],
    ['Atom', async () => '/blog/atom.xml', 'public, max-age=600, must-revalidate'],
    ['sitemap', async () => '/sitemap.xml', 'public, max-age=600, must-revalidate'],
    // Hosting sets none under /api: the function's own header stands.
    ['API (header của chính hàm)', async () => SIGNUP_API, 'no-store'],
  ])('%s', async (_name, pathOf, expected) => {
    const pathname = await pathOf();
    const response = await get(pathname, {'X-Forwarded-For': '203.0.113.11'});
    expect(response.status, pathname).toBeLessThan(500);
    expect(response.headers.get('cache-control'), pathname).toBe(expected);
  });
});

// Fails once the file's Expires is less than RENEW_DAYS away, on purpose:
// renew static/.well-known/security.txt then (scripts/lib/securityTxt.mjs).
describe('/.well-known/security.txt (RFC 9116)', () => {
  it('được build, được phục vụ dạng text/plain UTF-8 với liên hệ và hạn dùng còn hiệu lực', async () => {
    const built = readFileSync('build/.well-known/security.txt', 'utf8');
    const response = await get('/.well-known/security.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8$/i);
    const served = await response.text();
    expect(served).toBe(built);
    expect(securityTxtProblems(served, {email: site.email, canonical: `${site.url}/.well-known/security.txt`})).toEqual(
      [],
    );
  });
});

describe('chuyển hướng 301 về đường dẫn sạch', () => {
  it.each([
    ['/gioi-thieu.html', '/gioi-thieu'],
    ['/blog/ra-mat-blog-learn-anything.html', '/blog/ra-mat-blog-learn-anything'],
    ['/kien-thuc/python/index.html', '/kien-thuc/python'],
    ['/blog/index.html', '/blog'],
    ['/index.html', '/'],
    ['/mo-hinh-tu-duy-eda', '/mo-hinh-tu-duy'],
    ['/books', '/tu-sach'],
    [encodeURI('/kien-thuc/category/thần-số-học'), '/kien-thuc/category/than-so-hoc'],
    [encodeURI('/kien-thuc/category/cào-dữ-liệu-web-với-python'), '/kien-thuc/category/cao-du-lieu-web-voi-python'],
  ])('%s → %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    const location = new URL(response.headers.get('location') ?? '', BASE_URL);
    expect(location.origin).toBe(new URL(BASE_URL).origin);
    expect(location.pathname).toBe(to);
  });
});

describe('Google Tag Manager', () => {
  it('không đặt GTM_CONTAINER_ID thì không tải gì và chính sách không có địa chỉ của Tag Manager', async () => {
    const requests: string[] = [];
    const {page, context} = await openPage(browser, '/', {
      beforeGoto: async (ctx) => {
        ctx.on('request', (request) => requests.push(request.url()));
      },
    });
    try {
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => window.setTimeout(resolve, 300)));
      expect(requests.filter((url) => /googletagmanager|google-analytics/.test(url))).toEqual([]);
      expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
      expect((await get('/')).headers.get('content-security-policy')).not.toMatch(/googletagmanager|google-analytics/);
    } finally {
      await context.close();
    }
  });
});

describe(`POST ${CSP_REPORT_API}: nhận báo cáo vi phạm CSP`, () => {
  const report = (body: unknown, contentType: string) =>
    fetch(`${BASE_URL}${CSP_REPORT_API}`, {
      method: 'POST',
      headers: {'Content-Type': contentType},
      body: JSON.stringify(body),
    });

  it('báo cáo report-uri và Reporting API: 204', async () => {
    const legacy = await report(
      {
        'csp-report': {
          'document-uri': `${BASE_URL}/`,
          'violated-directive': 'img-src',
          'blocked-uri': 'https://evil.example/x.png',
        },
      },
      'application/csp-report',
    );
    expect(legacy.status).toBe(204);
    const modern = await report(
      [
        {
          type: 'csp-violation',
          url: `${BASE_URL}/`,
          body: {documentURL: `${BASE_URL}/`, effectiveDirective: 'script-src-elem', blockedURL: 'inline'},
        },
      ],
      'application/reports+json',
    );
    expect(modern.status).toBe(204);
  });

  it('báo cáo quá 8 KB hoặc sai dạng: 4xx JSON tiếng Việt', async () => {
    const big = await report({'csp-report': {'document-uri': 'x'.repeat(9 * 1024)}}, 'application/csp-report');
    expect(big.status).toBe(413);
    expect(((await big.json()) as {message: string}).message).toMatch(/quá lớn/);
    const wrong = await report({hello: 'world'}, 'application/csp-report');
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as {message: string}).message).toMatch(/không đúng định dạng/);
  });
});
