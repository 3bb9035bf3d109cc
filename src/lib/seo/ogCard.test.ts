import {describe, expect, it} from 'vitest';
import {designTokens} from '../../../scripts/lib/designTokens.mjs';
import {contrastRatio} from '../contrast';
import {
  OG_BACKGROUNDS,
  OG_TEXT,
  cardSection,
  ogCardElement,
  ogFontName,
  ogImagePath,
  titleFontSize,
  type OgElement,
} from './ogCard';

describe('cardSection', () => {
  it('names the knowledge section, the blog, the courses and the tags', () => {
    expect(cardSection('/kien-thuc/python/pandas-can-ban').section).toBe('Kiến thức · Python');
    expect(cardSection('/kien-thuc/mo-hinh-tu-duy').section).toBe('Kiến thức · Mô hình tư duy');
    expect(cardSection('/kien-thuc/tags/python').section).toBe('Thẻ');
    expect(cardSection('/blog/ra-mat-blog-learn-anything').section).toBe('Blog');
    expect(cardSection('/lp-khoa-hoc-obsidian-flow').section).toBe('Khóa học');
    expect(cardSection('/gioi-thieu').section).toBe('Learn Anything');
  });

  it('gives technical and other knowledge sections different colours', () => {
    expect(cardSection('/kien-thuc/python/x').background).not.toBe(cardSection('/kien-thuc/sach-hay/x').background);
  });
});

describe('card colours', () => {
  const color = designTokens().light;

  it.each(OG_BACKGROUNDS)('%s is a token of tokens.css with 4.5:1 or more for the text', (background) => {
    expect(contrastRatio(color(OG_TEXT), color(background))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('ogImagePath', () => {
  it('follows the page path, the home page included', () => {
    expect(ogImagePath('/kien-thuc/python/pandas-can-ban')).toBe('/img/og/trang/kien-thuc/python/pandas-can-ban.png');
    expect(ogImagePath('/')).toBe('/img/og/trang/trang-chu.png');
  });
});

describe('ogCardElement', () => {
  const colors: Record<string, string> = {[OG_TEXT]: 'white', '--la-og-blog': 'black'};
  const options = {
    logo: 'data:image/svg+xml;base64,',
    host: 'learn-anything.vn',
    color: (token: string) => colors[token],
  };
  const texts = (node: OgElement | string): string[] =>
    typeof node === 'string' ? [node] : [node.props.children ?? []].flat().flatMap(texts);

  it('shows the section, the title (NFC), the site and its host, and loads nothing from outside', () => {
    const decomposed = 'Đe\u0302\u0300 thi'; // "Đề thi" with combining marks
    const card = ogCardElement({title: decomposed, section: 'Blog', background: '--la-og-blog'}, options);
    expect(texts(card)).toEqual(['Blog', 'Đề thi', 'Learn Anything', 'learn-anything.vn']);
    expect(JSON.stringify(card)).not.toMatch(/https?:\/\//);
  });

  it('uses its colour tokens and the Be Vietnam Pro subsets, Vietnamese included', () => {
    const {style} = ogCardElement({title: 't', section: 'Blog', background: '--la-og-blog'}, options).props;
    expect(style).toMatchObject({background: 'black', color: 'white'});
    expect(style?.fontFamily).toContain(ogFontName('vietnamese'));
  });

  it('makes long titles smaller', () => {
    expect(titleFontSize('Ngắn')).toBeGreaterThan(titleFontSize('a'.repeat(60)));
  });
});
