#!/usr/bin/env node
/**
 * Renders the app icons (PNG) from static/img/logo.svg with headless Chromium: the web app
 * manifest's 192 and 512 (and a maskable 512 with the logo inside the safe zone), the
 * apple-touch-icon (180, opaque) and the organisation's logo in the structured data (512).
 * Run after changing the logo: node scripts/make-icons.mjs. The PNGs are committed under static/img/icons/.
 */
import {mkdirSync, readFileSync} from 'node:fs';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium} from './lib/chromium.mjs';
import {designTokens} from './lib/designTokens.mjs';

const logo = readFileSync('static/img/logo.svg', 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;
// The opaque and maskable icons' background: the logo's own green (src/css/tokens.css).
const BACKGROUND = designTokens().light('--la-icon-background');

const icons = [
  {file: 'icon-192.png', size: 192, padding: 0, background: 'transparent'},
  {file: 'icon-512.png', size: 512, padding: 0, background: 'transparent'},
  // Maskable: launchers crop up to a circle of 80% of the side, so the logo keeps to the middle.
  {file: 'icon-maskable-512.png', size: 512, padding: 0.18, background: BACKGROUND},
  {file: 'apple-touch-icon.png', size: 180, padding: 0, background: BACKGROUND},
];

ensureChromium();
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
mkdirSync('static/img/icons', {recursive: true});
for (const {file, size, padding, background} of icons) {
  const page = await browser.newPage({viewport: {width: size, height: size}});
  const inner = Math.round(size * (1 - 2 * padding));
  await page.setContent(
    `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
      `<img src="${dataUrl}" width="${inner}" height="${inner}" alt=""></body></html>`,
  );
  await page.screenshot({path: `static/img/icons/${file}`, omitBackground: background === 'transparent'});
  await page.close();
  console.log(`đã tạo static/img/icons/${file}`);
}
await browser.close();
