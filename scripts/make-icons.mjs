#!/usr/bin/env node
/**
 * Renders the app icons (PNG) from static/img/logo.svg with resvg (no browser): the web app
 * manifest's 192 and 512 (and a maskable 512 with the logo inside the safe zone), the
 * apple-touch-icon (180, opaque) and the organisation's logo in the structured data (512).
 * Run after changing the logo: node scripts/make-icons.mjs. The PNGs are committed under static/img/icons/.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {Resvg} from '@resvg/resvg-js';
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

mkdirSync('static/img/icons', {recursive: true});
for (const {file, size, padding, background} of icons) {
  const inner = Math.round(size * (1 - 2 * padding));
  const offset = (size - inner) / 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    (background === 'transparent' ? '' : `<rect width="${size}" height="${size}" fill="${background}"/>`) +
    `<image href="${dataUrl}" x="${offset}" y="${offset}" width="${inner}" height="${inner}"/></svg>`;
  writeFileSync(`static/img/icons/${file}`, new Resvg(svg, {font: {loadSystemFonts: false}}).render().asPng());
  console.log(`đã tạo static/img/icons/${file}`);
}
