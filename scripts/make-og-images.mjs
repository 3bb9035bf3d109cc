#!/usr/bin/env node
/**
 * Renders the Open Graph images (1200×630 PNG) with headless Chromium from
 * simple HTML cards, in colours of src/css/tokens.css (each card names its background token).
 * Run after changing a title: node scripts/make-og-images.mjs
 * The PNGs are committed under static/img/og/.
 */
import {mkdirSync} from 'node:fs';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium} from './lib/chromium.mjs';
import {designTokens} from './lib/designTokens.mjs';

const color = designTokens().light;
const TEXT = color('--la-og-text');

const cards = [
  {
    file: 'static/img/og-default.png',
    kicker: 'learn-anything.vn',
    title: 'Tự học bất cứ điều gì, bằng tiếng Việt',
    background: '--la-og-site',
  },
  {
    file: 'static/img/og/obsidian-flow.png',
    kicker: 'Khóa học',
    title: 'Obsidian FLOW: bộ não thứ hai của bạn',
    background: '--la-og-courses',
  },
  {
    file: 'static/img/og/python-chung-khoan.png',
    kicker: 'Khóa học',
    title: 'Python cho chứng khoán',
    background: '--la-color-blue-700',
  },
  {
    file: 'static/img/og/python-web-scraping.png',
    kicker: 'Khóa học',
    title: 'Python web scraping đúng luật',
    background: '--la-color-rust-700',
  },
  {
    file: 'static/img/og/tao-website-docusaurus-seo.png',
    kicker: 'Khóa học',
    title: 'Tạo website Docusaurus chuẩn SEO',
    background: '--la-color-green-700',
  },
];

const html = ({kicker, title, background}) => `<!doctype html><html lang="vi"><meta charset="utf-8">
<style>
  body{margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;
    padding:0 90px;box-sizing:border-box;background:${color(background)};color:${TEXT};font-family:system-ui,'Noto Sans',sans-serif}
  .k{font-size:34px;opacity:.9;letter-spacing:.04em;text-transform:uppercase}
  h1{font-size:76px;line-height:1.1;margin:24px 0 40px}
  .b{display:flex;align-items:center;gap:20px;font-size:36px;font-weight:700}
  .l{width:64px;height:64px;border-radius:14px;background:${TEXT};color:${color(background)};display:grid;place-items:center;font-size:40px}
</style>
<div class="k">${kicker}</div><h1>${title}</h1><div class="b"><div class="l">LA</div>Learn Anything</div></html>`;

ensureChromium();
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
mkdirSync('static/img/og', {recursive: true});
for (const card of cards) {
  await page.setContent(html(card));
  await page.screenshot({path: card.file});
  console.log(`đã tạo ${card.file}`);
}
await browser.close();
