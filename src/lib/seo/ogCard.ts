/**
 * The social image (Open Graph, 1200×630) of a page: what it says and how it looks. Pure:
 * plugins/og-images.ts lays the card out with satori and rasterises it with resvg, in the
 * Be Vietnam Pro font from npm, so building the site needs no browser.
 */
import {knowledgeSections} from '../../data/sections';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Changes whenever the card's look changes, so every cached image is redrawn. */
export const OG_TEMPLATE_VERSION = '2';

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

/** Font size of the title: long titles get smaller so that they fit in three lines. */
export function titleFontSize(title: string): number {
  const n = [...title].length;
  if (n <= 28) return 84;
  if (n <= 44) return 72;
  return 62;
}

/**
 * The font families of the card, in fallback order: the Latin, Latin Extended and Vietnamese
 * subsets of Be Vietnam Pro, which plugins/og-images.ts registers under these names (satori
 * picks a font per character from the list, not from fonts that share one name).
 */
export const OG_FONT_SUBSETS = ['latin', 'latin-ext', 'vietnamese'] as const;
export const ogFontName = (subset: (typeof OG_FONT_SUBSETS)[number]) => `Be Vietnam Pro ${subset}`;

/** An element as satori reads it: the shape of a React element, with inline styles only. */
export interface OgElement {
  type: 'div' | 'span' | 'img';
  props: {
    style?: Record<string, string | number>;
    src?: string;
    width?: number;
    height?: number;
    children?: string | OgElement | (string | OgElement)[];
  };
}

const el = (type: OgElement['type'], style: OgElement['props']['style'], children?: OgElement['props']['children']) =>
  ({type, props: {style, children}}) satisfies OgElement;

/**
 * The card as an element tree for satori: the section at the top, the title in the middle (at
 * most four lines), the logo, the site's name and its host at the bottom. `logo` is the site's
 * logo as a data: URL; `color` gives the value of a colour token (the card's background and OG_TEXT).
 * Text is NFC, so that each Vietnamese letter is one precomposed glyph of the font.
 */
export function ogCardElement(
  card: OgCard,
  {logo, host, color}: {logo: string; host: string; color: (token: string) => string},
): OgElement {
  return el(
    'div',
    {
      boxSizing: 'border-box',
      width: '100%',
      height: '100%',
      padding: '72px 88px 64px',
      display: 'flex',
      flexDirection: 'column',
      background: color(card.background),
      color: color(OG_TEXT),
      fontFamily: OG_FONT_SUBSETS.map((subset) => `'${ogFontName(subset)}'`).join(', '),
    },
    [
      el('div', {fontSize: 30, fontWeight: 700, letterSpacing: '0.02em', opacity: 0.92}, card.section.normalize('NFC')),
      el(
        'div',
        {flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center'},
        el(
          'div',
          {display: 'block', fontSize: titleFontSize(card.title), fontWeight: 700, lineHeight: 1.18, lineClamp: 4},
          card.title.normalize('NFC'),
        ),
      ),
      el('div', {display: 'flex', alignItems: 'center', fontSize: 32, fontWeight: 700}, [
        {type: 'img', props: {src: logo, width: 64, height: 64, style: {marginRight: 20}}},
        el('span', {}, 'Learn Anything'),
        el('span', {marginLeft: 'auto', fontWeight: 400, opacity: 0.92}, host),
      ]),
    ],
  );
}
