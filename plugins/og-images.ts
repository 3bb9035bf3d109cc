/**
 * Renders social images (src/lib/seo/ogCard.ts) in headless Chromium (playwright-core),
 * with the Be Vietnam Pro font from npm (@fontsource/be-vietnam-pro) embedded as data: URLs,
 * so the result does not depend on the machine's fonts, and the colours of src/css/tokens.css
 * (light mode). Each image is cached under .cache/og-images/ by a hash of what it shows (its
 * colours included) and of the template, so a page whose title and section did not change is
 * not redrawn. Called by plugins/seo.ts after the build.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {copyFile, mkdir, rename} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../scripts/lib/chromium.mjs';
import {designTokens} from '../scripts/lib/designTokens.mjs';
import {OG_HEIGHT, OG_TEMPLATE_VERSION, OG_TEXT, OG_WIDTH, ogCardHtml, type OgCard} from '../src/lib/seo/ogCard';

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@fontsource/be-vietnam-pro';
/** Subsets for Vietnamese text: Basic Latin, Latin Extended (ă, đ, ơ …) and the Vietnamese tone marks. */
const FONT_SUBSETS = ['latin', 'latin-ext', 'vietnamese'];
/** Unicode ranges of those subsets, as in the package's own CSS (so only the needed files load). */
function fontFaces(): {css: string; version: string} {
  const dir = path.dirname(require.resolve(`${FONT_PACKAGE}/package.json`));
  const version = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version as string;
  const rules: string[] = [];
  for (const weight of [400, 700]) {
    // The package's CSS per weight lists each subset's @font-face with its unicode-range.
    const css = readFileSync(path.join(dir, `${weight}.css`), 'utf8');
    for (const block of css.match(/@font-face\s*{[^}]*}/g) ?? []) {
      const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(block)?.[1];
      if (!file || !FONT_SUBSETS.some((subset) => file === `be-vietnam-pro-${subset}-${weight}-normal.woff2`)) continue;
      const data = readFileSync(path.join(dir, 'files', file)).toString('base64');
      const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
      rules.push(
        `@font-face{font-family:'Be Vietnam Pro';font-style:normal;font-weight:${weight};font-display:block;` +
          `src:url(data:font/woff2;base64,${data}) format('woff2');${range ? `unicode-range:${range};` : ''}}`,
      );
    }
  }
  if (rules.length !== FONT_SUBSETS.length * 2)
    throw new Error(`og-images: không tìm thấy đủ phông chữ trong ${FONT_PACKAGE}.`);
  return {css: rules.join('\n'), version};
}

export interface OgJob {
  card: OgCard;
  /** Absolute path of the PNG to write. */
  file: string;
}

export interface OgRenderStats {
  total: number;
  drawn: number;
  seconds: number;
}

/** Writes every job's image, drawing only those not in the cache. */
export async function renderOgImages(
  jobs: OgJob[],
  {cacheDir, logoSvg, host}: {cacheDir: string; logoSvg: string; host: string},
): Promise<OgRenderStats> {
  const started = performance.now();
  const fonts = fontFaces();
  const color = designTokens().light;
  const keyOf = (card: OgCard) =>
    createHash('sha256')
      .update(
        JSON.stringify({
          template: OG_TEMPLATE_VERSION,
          font: fonts.version,
          host,
          card,
          colors: [color(card.background), color(OG_TEXT)],
        }),
      )
      .digest('hex')
      .slice(0, 24);
  await mkdir(cacheDir, {recursive: true});
  const missing = jobs.filter((job) => !existsSync(path.join(cacheDir, `${keyOf(job.card)}.png`)));
  if (missing.length > 0) {
    const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
    try {
      const page = await browser.newPage({viewport: {width: OG_WIDTH, height: OG_HEIGHT}});
      for (const {card} of missing) {
        const cached = path.join(cacheDir, `${keyOf(card)}.png`);
        if (existsSync(cached)) continue; // two pages with the same card
        await page.setContent(ogCardHtml(card, {fontFaces: fonts.css, logoSvg, host, color}));
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const partial = `${cached}.${process.pid}.tmp`;
        await page.screenshot({path: partial, type: 'png'});
        await rename(partial, cached);
      }
    } finally {
      await browser.close();
    }
  }
  for (const job of jobs) {
    await mkdir(path.dirname(job.file), {recursive: true});
    await copyFile(path.join(cacheDir, `${keyOf(job.card)}.png`), job.file);
  }
  return {total: jobs.length, drawn: missing.length, seconds: (performance.now() - started) / 1000};
}
