/**
 * The social image (Open Graph, 1200×630) of a page: what it says and how it looks. Pure:
 * plugins/og-images.ts renders the HTML in Chromium with the Be Vietnam Pro font from npm.
 */
import {knowledgeSections} from '../../data/sections';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Changes whenever the card's look changes, so every cached image is redrawn. */
export const OG_TEMPLATE_VERSION = '1';

/**
 * The backgrounds of the cards: design tokens of src/css/tokens.css, one per part of the site
 * (the text on each, OG_TEXT, has at least 4.5:1 contrast). plugins/og-images.ts reads their values.
 */
export const OG_BACKGROUNDS = [
  '--la-og-site',
  '--la-og-knowledge-technical',
  '--la-og-knowledge-other',
  '--la-og-tags',
  '--la-og-blog',
  '--la-og-courses',
  '--la-og-tools',
  '--la-og-stories',
  '--la-og-docs',
] as const;
export type OgBackground = (typeof OG_BACKGROUNDS)[number];
/** The colour of the text, a design token too. */
export const OG_TEXT = '--la-og-text';

export interface OgCard {
  title: string;
  /** The part of the site the page belongs to, e.g. "Kiến thức · Python". */
  section: string;
  background: OgBackground;
}

/** The section label and background of a page, from its address. */
export function cardSection(route: string): {section: string; background: OgBackground} {
  const knowledge = knowledgeSections.find((s) => route === s.to || route.startsWith(`${s.to}/`));
  if (knowledge) {
    const background = knowledge.technical ? '--la-og-knowledge-technical' : '--la-og-knowledge-other';
    return {section: `Kiến thức · ${knowledge.title}`, background};
  }
  if (route.startsWith('/kien-thuc/tags') || route.startsWith('/blog/tags'))
    return {section: 'Thẻ', background: '--la-og-tags'};
  if (route.startsWith('/kien-thuc')) return {section: 'Kiến thức', background: '--la-og-site'};
  if (route.startsWith('/blog')) return {section: 'Blog', background: '--la-og-blog'};
  if (route.startsWith('/lp-khoa-hoc') || route.startsWith('/khoa-hoc') || route === '/dang-ky-khoa-hoc') {
    return {section: 'Khóa học', background: '--la-og-courses'};
  }
  if (route.startsWith('/trac-nghiem') || route === '/tra-cuu-than-so-hoc')
    return {section: 'Công cụ tự khám phá', background: '--la-og-tools'};
  if (route.startsWith('/cam-hung-thanh-cong')) return {section: 'Câu chuyện minh họa', background: '--la-og-stories'};
  if (route === '/tu-sach') return {section: 'Tủ sách', background: '--la-og-site'};
  if (route.startsWith('/docs')) return {section: 'Hướng dẫn', background: '--la-og-docs'};
  return {section: 'Learn Anything', background: '--la-og-site'};
}

/** Where a page's image is served: /img/og/<the page's path>.png (ASCII, like the paths). */
export function ogImagePath(route: string): string {
  return `/img/og/trang${route === '/' ? '/trang-chu' : route}.png`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Font size of the title: long titles get smaller so that they fit in three lines. */
export function titleFontSize(title: string): number {
  const n = [...title].length;
  if (n <= 28) return 84;
  if (n <= 44) return 72;
  return 62;
}

/**
 * The card's HTML. `fontFaces` holds the @font-face rules (data: URLs of the woff2 files) and
 * `logoSvg` the site's logo, so the page loads nothing from the network or the machine;
 * `color` gives the value of a colour token (the card's background and OG_TEXT).
 */
export function ogCardHtml(
  card: OgCard,
  {
    fontFaces,
    logoSvg,
    host,
    color,
  }: {fontFaces: string; logoSvg: string; host: string; color: (token: string) => string},
): string {
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><style>${fontFaces}
html,body{margin:0}
body{width:${OG_WIDTH}px;height:${OG_HEIGHT}px;box-sizing:border-box;padding:72px 88px 64px;display:flex;flex-direction:column;
  background:${color(card.background)};color:${color(OG_TEXT)};font-family:'Be Vietnam Pro';font-synthesis:none}
.s{font-size:30px;font-weight:700;letter-spacing:.02em;opacity:.92}
h1{flex:1;display:flex;align-items:center;margin:0;font-weight:700;line-height:1.18;font-size:${titleFontSize(card.title)}px}
h1 span{display:-webkit-box;-webkit-line-clamp:4;-webkit-box-orient:vertical;overflow:hidden}
.b{display:flex;align-items:center;gap:20px;font-size:32px;font-weight:700}
.b svg{width:64px;height:64px;flex:none}
.h{margin-left:auto;font-weight:400;opacity:.92}
</style></head><body><div class="s">${escapeHtml(card.section)}</div><h1><span>${escapeHtml(card.title)}</span></h1>
<div class="b">${logoSvg}<span>Learn Anything</span><span class="h">${escapeHtml(host)}</span></div></body></html>`;
}
