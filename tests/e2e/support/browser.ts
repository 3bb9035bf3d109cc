import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Response,
} from 'playwright-core';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../../scripts/lib/chromium.mjs';

/** Where the production build is served during browser tests (set by scripts/run-e2e.mjs). */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
}

function isLoopback(url: URL): boolean {
  return url.protocol === 'data:' || url.hostname === '127.0.0.1' || url.hostname === 'localhost';
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  /** The response to the first navigation. */
  response: Response | null;
}

/**
 * A fresh context (own storage) and page, with console errors collected.
 * Requests beyond this machine (anything not on loopback) are aborted, so a
 * test never waits on the outside network; the emulators on 127.0.0.1 answer.
 */
export async function openPage(
  browser: Browser,
  path: string,
  options: BrowserContextOptions & {beforeGoto?: (context: BrowserContext) => Promise<void>} = {},
): Promise<OpenedPage> {
  const {beforeGoto, ...contextOptions} = options;
  const context = await browser.newContext({locale: 'vi-VN', ...contextOptions});
  await context.route(
    (url) => !isLoopback(url),
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/net::ERR_FAILED/.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  if (process.env.E2E_DEBUG) {
    page.on('console', (m) => console.log('[console]', m.type(), m.text(), m.location().url));
    page.on('pageerror', (e) => console.log('[pageerror]', page.url(), e.stack));
  }
  await beforeGoto?.(context);
  const response = await page.goto(BASE_URL + path, {waitUntil: 'load'});
  await waitForHydration(page);
  return {page, context, errors, response};
}

/** Docusaurus sets <html data-has-hydrated> to "true" once React has taken over the page (the server writes "false"). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/** Waits until the browser has been idle once (an idle callback has run), e.g. for work deferred after hydration. */
export async function waitForIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/** Waits two animation frames: what changed before has been laid out (content-visibility decides once per frame). */
export async function waitForTwoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** For openPage's `beforeGoto`: a browser that stays busy, so idle callbacks never run. */
export async function neverIdle(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}

/** Where Debian (and most Linux distributions) keep the main fontconfig file. */
export const SYSTEM_FONTCONFIG = '/etc/fonts/fonts.conf';

/**
 * A fontconfig file (for FONTCONFIG_FILE) that keeps the system's settings but
 * hides every Noto font: what a machine without fonts-noto-core sees.
 */
export function withoutNotoFontconfig(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'fontconfig-')), 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="no">${SYSTEM_FONTCONFIG}</include>
  <selectfont><rejectfont><glob>*/noto/*</glob><glob>*Noto*</glob></rejectfont></selectfont>
</fontconfig>
`,
  );
  return file;
}
