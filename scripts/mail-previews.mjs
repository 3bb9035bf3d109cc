#!/usr/bin/env node
/**
 * `npm run mail:previews`: every mail the site sends, rendered from its React Email component
 * with example data (the functions' build, functions/lib), written as HTML and text to
 * .mail-previews/ and photographed in Chromium at 600 and 360 px wide, light and dark. For
 * reviewing a change to a mail; not a test.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium} from './lib/chromium.mjs';
import {buildFunctions} from './lib/emulators.mjs';

const require = createRequire(import.meta.url);
const OUT = '.mail-previews';

buildFunctions();
const mails = require('../functions/lib/mail/mails.js');
const context = {siteUrl: 'https://learn-anything.vn', linkSecret: 'vi-du-xem-truoc', now: Date.now()};
// Example data, clearly not a real person.
const signup = {
  hoTen: 'Nguyễn Văn Ví Dụ',
  email: 'vi-du@example.com',
  soDienThoai: '+84900000000',
  khoaHoc: 'obsidian-flow',
  ghiChu: 'Mình học buổi tối, có cần cài gì trước không?',
  maThamChieu: 'LA-VIDU23',
};
const payment = {bin: '970436', account: '0000123456789', name: 'TAI KHOAN VI DU', amount: 790000, memo: 'LA-VIDU23'};
const examples = {
  'dang-ky': await mails.signupMail(context, signup, payment),
  'chu-dang-ky': await mails.ownerSignupMail(context, 'chu@example.com', signup),
  'chu-tong-hop': await mails.ownerDigestMail(context, 'chu@example.com', '2026-11-28', [
    signup,
    {...signup, hoTen: 'Trần Thị Ví Dụ', maThamChieu: 'LA-VIDU45', khoaHoc: 'python-chung-khoan'},
  ]),
  'da-thanh-toan': await mails.paidMail(context, 'vi-du', signup),
  'da-huy': await mails.cancelledMail(context, 'vi-du', signup),
  'nhac-on-tap': await mails.reminderMail(context, 'vi-du', 'vi-du@example.com', '2026-11-28', 12),
};

mkdirSync(OUT, {recursive: true});
ensureChromium();
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
try {
  for (const [name, mail] of Object.entries(examples)) {
    // Attached images (the VietQR code) shown inline, as a mail app shows a cid: image.
    let html = mail.html;
    for (const file of mail.attachments ?? []) {
      html = html.replaceAll(`cid:${file.cid}`, `data:${file.contentType};base64,${file.content}`);
    }
    writeFileSync(path.join(OUT, `${name}.html`), html);
    writeFileSync(path.join(OUT, `${name}.txt`), `Tiêu đề: ${mail.subject}\n\n${mail.text}`);
    for (const width of [600, 360]) {
      for (const colorScheme of ['light', 'dark']) {
        const page = await browser.newPage({viewport: {width, height: 800}, colorScheme});
        await page.setContent(html, {waitUntil: 'load'});
        await page.screenshot({path: path.join(OUT, `${name}-${width}-${colorScheme}.png`), fullPage: true});
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
}
console.log(`${Object.keys(examples).length} thư → ${OUT}/ (HTML, văn bản, ảnh 600 và 360 px, sáng và tối)`);
