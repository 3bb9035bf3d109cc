import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import * as apiPaths from '../src/data/apiPaths';
import {resolveFirebaseSettings} from '../src/features/auth/firebaseConfig';
import {
  CSP_PLACEHOLDER,
  CSP_REPORT_GROUP,
  contentSecurityPolicy,
  hostingConfigForBuild,
  inlineScriptHashes,
  isExecutableScript,
} from './hosting-config';

const require = createRequire(import.meta.url);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('isExecutableScript', () => {
  it.each([
    [undefined, true],
    ['', true],
    [' text/javascript ', true],
    ['TEXT/JAVASCRIPT', true],
    ['application/javascript', true],
    ['module', true],
    ['importmap', true],
    ['speculationrules', true],
    ['application/ld+json', false],
    ['application/json', false],
    ['text/template', false],
    ['text/javascript; charset=utf-8', false],
  ])('type %j → %s', (type, expected) => {
    expect(isExecutableScript(type)).toBe(expected);
  });

  it('uses the language attribute when there is no type', () => {
    expect(isExecutableScript(undefined, 'javascript')).toBe(true);
    expect(isExecutableScript(undefined, 'vbscript')).toBe(false);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts exactly as written, and nothing else', () => {
    const html = [
      '<!doctype html><html><head>',
      '<script>var a = "&amp;" < 1;</script>',
      '<script type=application/ld+json>{"@type":"WebSite"}</script>',
      '<script src=/assets/js/main.js></script>',
      '<script type="module">import "/x.js";</script>',
      '</head><body><script data-rh=true>\nwindow.x = 1;\n</script></body></html>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha256('var a = "&amp;" < 1;'),
      sha256('import "/x.js";'),
      sha256('\nwindow.x = 1;\n'),
    ]);
  });

  it('hashes the empty script too (browsers check it)', () => {
    expect(inlineScriptHashes('<script></script>')).toEqual([sha256('')]);
  });
});

describe('contentSecurityPolicy', () => {
  const formActions = ['https://learnanythingvn.substack.com'];
  const production = resolveFirebaseSettings({
    FIREBASE_API_KEY: 'AIza-test',
    FIREBASE_PROJECT_ID: 'learn-anything-vn',
  });
  const emulator = resolveFirebaseSettings({});

  it('production: hashes, Firebase Auth, gapi, no emulator, no unsafe-inline for scripts', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"],
      firebase: production,
      gtmContainerId: null,
      formActions,
    });
    const scripts = directive(policy, 'script-src');
    expect(scripts).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-a'", "'sha256-b'", 'https://apis.google.com']);
    expect(directive(policy, 'frame-src')).toEqual(['https://learn-anything-vn.firebaseapp.com']);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(directive(policy, 'img-src')).toContain('https://lh3.googleusercontent.com');
    expect(directive(policy, 'form-action')).toEqual(["'self'", 'https://learnanythingvn.substack.com']);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'report-uri')).toEqual([apiPaths.CSP_REPORT_API]);
    expect(directive(policy, 'report-to')).toEqual([CSP_REPORT_GROUP]);
    expect(policy).not.toContain('127.0.0.1');
    expect(policy).not.toContain('googletagmanager');
  });

  it('App Check with reCAPTCHA Enterprise: its script, frame and token exchange, only when a site key is set', () => {
    const withKey = resolveFirebaseSettings({
      FIREBASE_API_KEY: 'AIza-test',
      FIREBASE_PROJECT_ID: 'learn-anything-vn',
      FIREBASE_APP_CHECK_SITE_KEY: '6Lc-x',
    });
    const policy = contentSecurityPolicy({scriptHashes: [], firebase: withKey, gtmContainerId: null, formActions});
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
    );
    expect(directive(policy, 'frame-src')).toContain('https://www.google.com/recaptcha/');
    expect(directive(policy, 'connect-src')).toContain('https://content-firebaseappcheck.googleapis.com');
    for (const firebase of [production, emulator]) {
      expect(contentSecurityPolicy({scriptHashes: [], firebase, gtmContainerId: null, formActions})).not.toContain(
        'recaptcha',
      );
    }
  });

  it('uses FIREBASE_AUTH_DOMAIN for the sign-in iframe', () => {
    const custom = resolveFirebaseSettings({
      FIREBASE_API_KEY: 'AIza-test',
      FIREBASE_PROJECT_ID: 'learn-anything-vn',
      FIREBASE_AUTH_DOMAIN: 'auth.learn-anything.vn',
    });
    const policy = contentSecurityPolicy({scriptHashes: [], firebase: custom, gtmContainerId: null, formActions});
    expect(directive(policy, 'frame-src')).toEqual(['https://auth.learn-anything.vn']);
  });

  it('emulator build: allows the Auth emulator origin for requests and its iframe', () => {
    const policy = contentSecurityPolicy({scriptHashes: [], firebase: emulator, gtmContainerId: null, formActions});
    expect(directive(policy, 'connect-src')).toContain('http://127.0.0.1:9099');
    expect(directive(policy, 'frame-src')).toContain('http://127.0.0.1:9099');
    const moved = resolveFirebaseSettings({FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9199'});
    const movedPolicy = contentSecurityPolicy({scriptHashes: [], firebase: moved, gtmContainerId: null, formActions});
    expect(directive(movedPolicy, 'connect-src')).toContain('http://localhost:9199');
  });

  it('Tag Manager origins only when a container is configured', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: [],
      firebase: production,
      gtmContainerId: 'GTM-ABC1234',
      formActions,
    });
    expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://www.google-analytics.com', 'https://region1.google-analytics.com']),
    );
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
  });
});

describe('hostingConfigForBuild', () => {
  const base = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'));

  it('fills in the policy, removes the deploy guard and keeps everything else', () => {
    const config = hostingConfigForBuild(base, "default-src 'self'", 'build');
    const values = config.hosting
      .headers!.flatMap((rule) => rule.headers)
      .filter((h) => h.key === 'Content-Security-Policy');
    expect(values.map((h) => h.value)).toEqual(["default-src 'self'"]);
    expect(config.hosting.predeploy).toBeUndefined();
    expect(JSON.stringify(config)).not.toContain(CSP_PLACEHOLDER);
    expect(config.emulators).toEqual(base.emulators);
    expect(config.functions).toEqual(base.functions);
    expect(config.hosting.redirects).toEqual(base.hosting.redirects);
    // The committed file is left as it was.
    expect(JSON.stringify(base)).toContain(CSP_PLACEHOLDER);
  });

  it('the committed firebase.json sends reports and API requests where src/data/apiPaths.ts says', () => {
    const headers = (base.hosting.headers as {headers: {key: string; value: string}[]}[]).flatMap(
      (rule) => rule.headers,
    );
    expect(headers.filter((h) => h.key === 'Reporting-Endpoints').map((h) => h.value)).toEqual([
      `${CSP_REPORT_GROUP}="${apiPaths.CSP_REPORT_API}"`,
    ]);
    const rewrites = base.hosting.rewrites as {source: string; function?: {functionId: string}}[];
    expect(rewrites.filter((r) => r.function).map((r) => [r.source, r.function!.functionId])).toEqual([
      [`${apiPaths.API_PREFIX}/**`, 'api'],
    ]);
  });

  it("a deploy uploads .well-known/security.txt though the hosting config's ignore list leaves out dot files", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hosting-files-'));
    try {
      for (const file of ['index.html', '.well-known/security.txt', '.DS_Store', 'img/.hidden']) {
        mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
        writeFileSync(path.join(dir, file), 'x');
      }
      // The listing `firebase deploy` uploads, from the Firebase CLI itself.
      const {listFiles} = require('firebase-tools/lib/listFiles') as {
        listFiles: (cwd: string, ignore: string[]) => string[];
      };
      expect(listFiles(dir, base.hosting.ignore).sort()).toEqual(['.well-known/security.txt', 'index.html']);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('the committed firebase.json refuses to deploy hosting by itself', () => {
    expect([base.hosting.predeploy].flat().join(' ')).toContain('--config firebase.build.json');
  });

  it('security headers on every path but /__/*; default caching on every path but /__/* and /api/*', () => {
    const rules = base.hosting.headers as {regex?: string; headers: {key: string}[]}[];
    const ruleFor = (key: string) => rules.find((rule) => rule.regex && rule.headers.some((h) => h.key === key))!;
    const security = new RegExp(ruleFor('X-Content-Type-Options').regex!, 'u');
    const caching = new RegExp(ruleFor('Cache-Control').regex!, 'u');
    const site = [
      '/',
      '/gioi-thieu',
      '/a',
      '/ap',
      '/apis',
      '/apidocs/x',
      '/assets/js/main.js',
      '/_x',
      '/_',
      '/blog/rss.xml',
    ];
    for (const path of site) {
      expect(security.test(path), path).toBe(true);
      expect(caching.test(path), path).toBe(true);
    }
    for (const path of [...Object.values(apiPaths), `${apiPaths.MEMBERS_API}/x`, `${apiPaths.API_PREFIX}/`]) {
      expect(security.test(path), path).toBe(true);
      expect(caching.test(path), path).toBe(false);
    }
    for (const path of ['/__/auth/iframe', '/__/auth/handler', '/__/firebase/init.js']) {
      expect(security.test(path), path).toBe(false);
      expect(caching.test(path), path).toBe(false);
    }
  });

  it('fails when the placeholder is missing', () => {
    const withoutPlaceholder = hostingConfigForBuild(base, 'x', 'build');
    expect(() => hostingConfigForBuild(withoutPlaceholder, 'y', 'build')).toThrow(/Content-Security-Policy/);
  });
});
