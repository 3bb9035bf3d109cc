import {describe, expect, it} from 'vitest';
import {designTokens} from '../../../scripts/lib/designTokens.mjs';
import {contrastRatio} from '../contrast';
import {OG_BACKGROUNDS, OG_TEXT, cardSection, ogCardHtml, ogImagePath, titleFontSize} from './ogCard';

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

describe('ogCardHtml', () => {
  const colors: Record<string, string> = {[OG_TEXT]: 'white', '--la-og-blog': 'black'};
  const options = {
    fontFaces: '@font-face{}',
    logoSvg: '<svg></svg>',
    host: 'learn-anything.vn',
    color: (token: string) => colors[token],
  };

  it('escapes the title and section and loads nothing from outside', () => {
    const html = ogCardHtml({title: 'a <b> & "c"', section: 'Blog', background: '--la-og-blog'}, options);
    expect(html).toContain('a &lt;b&gt; &amp; &quot;c&quot;');
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).toContain("font-family:'Be Vietnam Pro'");
  });

  it('writes the values of its colour tokens', () => {
    const html = ogCardHtml({title: 't', section: 'Blog', background: '--la-og-blog'}, options);
    expect(html).toContain('background:black;color:white;');
  });

  it('makes long titles smaller', () => {
    expect(titleFontSize('Ngắn')).toBeGreaterThan(titleFontSize('a'.repeat(60)));
  });
});
