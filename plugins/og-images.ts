/**
 * Draws the social images (src/lib/seo/ogCard.ts) without a browser: satori lays the card out
 * as SVG and resvg rasterises it to PNG. The font is Be Vietnam Pro from npm
 * (@fontsource/be-vietnam-pro, its Latin, Latin Extended and Vietnamese subsets at 400 and 700),
 * so the result does not depend on the machine's fonts; the colours are those of
 * src/css/tokens.css (light mode). Each image is cached under .cache/og-images/ by a hash of what
 * it shows (its colours included) and of the template, so a page whose title and section did not
 * change is not redrawn. Called by plugins/seo.ts after the build and by scripts/make-og-images.mjs.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {copyFile, mkdir, rename, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {Resvg} from '@resvg/resvg-js';
import satori, {type Font} from 'satori';
import {designTokens} from '../scripts/lib/designTokens.mjs';
import {
  OG_FONT_SUBSETS,
  OG_HEIGHT,
  OG_TEMPLATE_VERSION,
  OG_TEXT,
  OG_WIDTH,
  ogCardElement,
  ogFontName,
  type OgCard,
} from '../src/lib/seo/ogCard';

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@fontsource/be-vietnam-pro';
const FONT_WEIGHTS = [400, 700] as const;

/** The font files satori reads (WOFF: satori reads TTF, OTF and WOFF, not WOFF2), with the package's version. */
function loadFonts(): {fonts: Font[]; version: string} {
  const dir = path.dirname(require.resolve(`${FONT_PACKAGE}/package.json`));
  const version = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version as string;
  const fonts = FONT_WEIGHTS.flatMap((weight) =>
    OG_FONT_SUBSETS.map((subset) => ({
      name: ogFontName(subset),
      weight,
      style: 'normal' as const,
      data: readFileSync(path.join(dir, 'files', `be-vietnam-pro-${subset}-${weight}-normal.woff`)),
    })),
  );
  return {fonts, version};
}

/** One card as a PNG. */
async function drawCard(card: OgCard, options: {fonts: Font[]; logo: string; host: string}): Promise<Buffer> {
  const color = designTokens().light;
  const svg = await satori(ogCardElement(card, {logo: options.logo, host: options.host, color}) as never, {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: options.fonts,
  });
  // The text is already paths: the machine's fonts are not needed, and loading them is most of a card's time.
  return new Resvg(svg, {fitTo: {mode: 'original'}, font: {loadSystemFonts: false}}).render().asPng();
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
  const {fonts, version} = loadFonts();
  const color = designTokens().light;
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  const keyOf = (card: OgCard) =>
    createHash('sha256')
      .update(
        JSON.stringify({
          template: OG_TEMPLATE_VERSION,
          font: version,
          host,
          card,
          colors: [color(card.background), color(OG_TEXT)],
        }),
      )
      .digest('hex')
      .slice(0, 24);
  await mkdir(cacheDir, {recursive: true});
  let drawn = 0;
  for (const {card} of jobs) {
    const cached = path.join(cacheDir, `${keyOf(card)}.png`);
    if (existsSync(cached)) continue; // drawn before, or two pages with the same card
    const partial = `${cached}.${process.pid}.tmp`;
    await writeFile(partial, await drawCard(card, {fonts, logo, host}));
    await rename(partial, cached);
    drawn += 1;
  }
  for (const job of jobs) {
    await mkdir(path.dirname(job.file), {recursive: true});
    await copyFile(path.join(cacheDir, `${keyOf(job.card)}.png`), job.file);
  }
  return {total: jobs.length, drawn, seconds: (performance.now() - started) / 1000};
}
