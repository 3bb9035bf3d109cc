import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import {select, selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import type {Root} from 'hast';
import {BASE_URL} from './support/browser';
import {sitemapPaths} from './support/sitemap';
import {site} from '../../src/data/site';
import {knowledgeSections} from '../../src/data/sections';
import {books} from '../../src/data/books';
import {courses, coursePath} from '../../src/data/courses';
import {DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX, textLength} from '../../src/lib/seo/titleRules.mjs';

/**
 * Search and sharing signals of every page in the sitemap, as Firebase Hosting serves them:
 * titles and descriptions that fit, canonical = og:url = hreflang = the sitemap's address,
 * a social image of its own (1200×630 PNG) where the page has its own title, and the
 * structured data of each kind of page with the properties Google's rich results read.
 */

type JsonLd = Record<string, unknown> & {'@type'?: string | string[]};

interface Page {
  path: string;
  tree: Root;
  title: string;
  meta: (key: string) => string | undefined;
  link: (selector: string) => string | undefined;
  jsonLd: JsonLd[];
}

const SITE_URL = site.url;
const DEFAULT_IMAGE = `${SITE_URL}/img/og-default.png`;

function parsePage(pagePath: string, html: string): Page {
  const tree = unified().use(rehypeParse).parse(html) as Root;
  const attr = (selector: string, name: string) => {
    const node = select(selector, tree);
    return node ? String(node.properties?.[name] ?? '') : undefined;
  };
  const jsonLd = selectAll('script[type="application/ld+json"]', tree).flatMap((node): JsonLd[] => {
    const data = JSON.parse(toString(node)) as JsonLd;
    return Array.isArray(data['@graph']) ? (data['@graph'] as JsonLd[]) : [data];
  });
  return {
    path: pagePath,
    tree,
    title: toString(select('title', tree) ?? {type: 'root', children: []}),
    meta: (key) => attr(`meta[property="${key}"]`, 'content') ?? attr(`meta[name="${key}"]`, 'content'),
    link: (selector) => attr(selector, 'href'),
    jsonLd,
  };
}

async function getPage(pagePath: string): Promise<Page> {
  const response = await fetch(BASE_URL + pagePath);
  expect(response.status, pagePath).toBe(200);
  return parsePage(pagePath, await response.text());
}

const ofType = (page: Page, type: string) => page.jsonLd.filter((item) => [item['@type']].flat().includes(type));
const isIsoDate = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value);

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): {width: number; height: number} {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

let pages: Page[];
beforeAll(async () => {
  const paths = await sitemapPaths();
  pages = [];
  for (const p of paths) pages.push(await getPage(p));
}, 120_000);

const knowledgeArticles = () =>
  pages.filter(
    (p) =>
      p.path.startsWith('/kien-thuc/') &&
      !/^\/kien-thuc\/(tags|category)(\/|$)/.test(p.path) &&
      !knowledgeSections.some((s) => s.to === p.path),
  );

describe('sitemap và tín hiệu lập chỉ mục', () => {
  it('mọi trang trong sitemap có địa chỉ ASCII, được phép lập chỉ mục, canonical = og:url = hreflang', () => {
    expect(pages.length).toBeGreaterThan(150);
    const problems: string[] = [];
    for (const page of pages) {
      const url = `${SITE_URL}${page.path === '/' ? '/' : page.path}`;
      if (!/^[\x20-\x7e]+$/.test(page.path)) problems.push(`${page.path}: địa chỉ không phải ASCII`);
      if (/noindex/.test(page.meta('robots') ?? '')) problems.push(`${page.path}: noindex mà lại ở trong sitemap`);
      const canonical = page.link('link[rel=canonical]');
      const accepted = page.path === '/' ? [SITE_URL, `${SITE_URL}/`] : [url];
      if (!accepted.includes(canonical ?? '')) problems.push(`${page.path}: canonical ${canonical}`);
      if (page.meta('og:url') !== canonical) problems.push(`${page.path}: og:url ${page.meta('og:url')} ≠ canonical`);
      const hreflang = page.link('link[rel=alternate][hreflang="vi-VN"]');
      if (hreflang !== canonical) problems.push(`${page.path}: hreflang ${hreflang} ≠ canonical`);
    }
    expect(problems).toEqual([]);
  });

  it('mọi trang có ngày cập nhật từ git trong sitemap nếu là bài viết', async () => {
    const xml = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
    const withLastmod = new Set(
      [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)].map(
        (m) => new URL(m[1]).pathname,
      ),
    );
    const missing = knowledgeArticles()
      .map((p) => p.path)
      .filter((p) => !withLastmod.has(p));
    expect(missing).toEqual([]);
  });

  it.each(['/search', '/blog/page/2', '/ngoai-tuyen'])('%s: noindex và không có trong sitemap', async (pagePath) => {
    const page = await getPage(pagePath);
    expect(page.meta('robots')).toMatch(/noindex/);
    expect(pages.map((p) => p.path)).not.toContain(pagePath);
  });

  it('trang 404 không có canonical hay hreflang', async () => {
    const response = await fetch(`${BASE_URL}/khong-co-trang-nay`);
    expect(response.status).toBe(404);
    const page = parsePage('/404', await response.text());
    expect(page.link('link[rel=canonical]')).toBeUndefined();
    expect(page.link('link[hreflang]')).toBeUndefined();
  });
});

describe('tiêu đề và mô tả', () => {
  it(`tiêu đề tối đa ${TITLE_MAX} ký tự, mô tả ${DESCRIPTION_MIN}–${DESCRIPTION_MAX}`, () => {
    const problems = pages.flatMap((page) => {
      const description = page.meta('description') ?? '';
      return [
        ...(textLength(page.title) > TITLE_MAX
          ? [`${page.path}: tiêu đề ${textLength(page.title)} ký tự: ${page.title}`]
          : []),
        ...(textLength(description) < DESCRIPTION_MIN || textLength(description) > DESCRIPTION_MAX
          ? [`${page.path}: mô tả ${textLength(description)} ký tự`]
          : []),
      ];
    });
    expect(problems).toEqual([]);
  });
});

describe('ảnh chia sẻ', () => {
  it('mọi trang có tiêu đề riêng có ảnh riêng 1200×630, nhỏ, tồn tại; trang chủ giữ ảnh chung', async () => {
    const problems: string[] = [];
    const images = new Set<string>();
    for (const page of pages) {
      const image = page.meta('og:image') ?? '';
      if (page.meta('twitter:image') !== image) problems.push(`${page.path}: twitter:image khác og:image`);
      if (page.path === '/') {
        if (image !== DEFAULT_IMAGE) problems.push(`/: ${image}`);
        continue;
      }
      if (image === DEFAULT_IMAGE) {
        problems.push(`${page.path}: vẫn dùng ảnh chung`);
        continue;
      }
      images.add(image);
      const response = await fetch(BASE_URL + new URL(image).pathname);
      if (response.status !== 200) {
        problems.push(`${page.path}: ${image} trả về ${response.status}`);
        continue;
      }
      const bytes = Buffer.from(await response.arrayBuffer());
      const {width, height} = pngSize(bytes);
      if (width !== 1200 || height !== 630) problems.push(`${page.path}: ảnh ${width}×${height}`);
      if (bytes.length > 150_000) problems.push(`${page.path}: ảnh nặng ${bytes.length} byte`);
    }
    expect(problems).toEqual([]);
    // One image per page (the course pages keep their own drawn ones).
    expect(images.size).toBeGreaterThan(pages.length - 10);
  }, 120_000);
});

describe('dữ liệu có cấu trúc', () => {
  it('Organization đầy đủ (logo, sameAs) đúng một lần, ở trang chủ', async () => {
    const withOrganization = pages.filter((p) => ofType(p, 'Organization').length > 0);
    expect(withOrganization.map((p) => p.path)).toEqual(['/']);
    const [organization] = ofType(withOrganization[0], 'Organization');
    expect(organization).toMatchObject({
      name: site.title,
      url: SITE_URL,
      sameAs: [site.facebookUrl, site.youtubeUrl, site.substackUrl],
    });
    const logo = (organization.logo as {url: string}).url;
    const bytes = Buffer.from(await (await fetch(BASE_URL + new URL(logo).pathname)).arrayBuffer());
    expect(pngSize(bytes).width).toBeGreaterThanOrEqual(112);
  });

  it('mọi bài kiến thức có Article hoặc TechArticle với đủ thuộc tính Google đọc', async () => {
    const articles = knowledgeArticles();
    expect(articles.length).toBeGreaterThan(70);
    const problems: string[] = [];
    for (const page of articles) {
      const items = [...ofType(page, 'Article'), ...ofType(page, 'TechArticle')];
      if (items.length !== 1) {
        problems.push(`${page.path}: ${items.length} Article`);
        continue;
      }
      const article = items[0];
      const section = knowledgeSections.find((s) => page.path.startsWith(`${s.to}/`));
      if (article['@type'] !== (section?.technical ? 'TechArticle' : 'Article'))
        problems.push(`${page.path}: ${article['@type']}`);
      if (!article.headline || textLength(String(article.headline)) > 110) problems.push(`${page.path}: headline`);
      if (article.description !== page.meta('description')) problems.push(`${page.path}: description`);
      if (!isIsoDate(article.datePublished) || !isIsoDate(article.dateModified)) problems.push(`${page.path}: ngày`);
      if (Date.parse(String(article.datePublished)) > Date.parse(String(article.dateModified)))
        problems.push(`${page.path}: xuất bản sau khi sửa`);
      const author = article.author as {name?: string; url?: string};
      if (author?.name !== site.title || author?.url !== SITE_URL) problems.push(`${page.path}: author`);
      const publisher = article.publisher as {name?: string; logo?: {url?: string}};
      if (publisher?.name !== site.title || !publisher.logo?.url) problems.push(`${page.path}: publisher`);
      if (JSON.stringify(article.image) !== JSON.stringify([page.meta('og:image')]))
        problems.push(`${page.path}: image`);
      if (article.mainEntityOfPage !== page.link('link[rel=canonical]'))
        problems.push(`${page.path}: mainEntityOfPage`);
      if (ofType(page, 'BreadcrumbList').length === 0) problems.push(`${page.path}: không có BreadcrumbList`);
    }
    expect(problems).toEqual([]);
  });

  it('bản tóm tắt sách nói về đúng cuốn sách (Book)', () => {
    for (const book of books.filter((b) => b.summaryPath)) {
      const page = pages.find((p) => p.path === book.summaryPath);
      const [article] = ofType(page!, 'Article');
      expect(article.about, book.id).toMatchObject({
        '@type': 'Book',
        name: book.title,
        author: {'@type': 'Person', name: book.author},
      });
    }
  });

  it('tủ sách liệt kê mọi cuốn sách (Book)', () => {
    const page = pages.find((p) => p.path === '/tu-sach')!;
    const [list] = ofType(page, 'ItemList');
    const items = list.itemListElement as {
      position: number;
      item: {'@type': string; name: string; author: {name: string}};
    }[];
    expect(items.map((i) => i.item.name)).toEqual(books.map((b) => b.title));
    expect(items.every((i) => i.item['@type'] === 'Book' && i.item.author.name)).toBe(true);
  });

  it('bài blog có BlogPosting và BreadcrumbList', () => {
    const posts = pages.filter(
      (p) => /^\/blog\/[a-z0-9-]+$/.test(p.path) && !/^\/blog\/(archive|authors|tags)$/.test(p.path),
    );
    expect(posts.length).toBeGreaterThan(5);
    for (const post of posts) {
      const [posting] = ofType(post, 'BlogPosting');
      expect(posting, post.path).toMatchObject({headline: expect.any(String), datePublished: expect.any(String)});
      expect(ofType(post, 'BreadcrumbList'), post.path).toHaveLength(1);
    }
  });

  it('trang khóa học có Course (nhà cung cấp là tổ chức), FAQPage khớp phần hỏi đáp và BreadcrumbList', () => {
    for (const course of courses) {
      const page = pages.find((p) => p.path === coursePath(course.slug))!;
      const [data] = ofType(page, 'Course');
      expect(data.provider, course.slug).toMatchObject({'@type': 'Organization', name: site.title});
      const [faq] = ofType(page, 'FAQPage');
      expect((faq.mainEntity as {name: string}[]).map((q) => q.name)).toEqual(course.faq.map((q) => q.question));
      const crumbs = ofType(page, 'BreadcrumbList')[0].itemListElement as {name: string}[];
      expect(crumbs.map((c) => c.name)).toEqual(['Khóa học', course.shortTitle]);
    }
  });

  it('mọi khối JSON-LD có @context schema.org và @type', () => {
    const problems = pages.flatMap((page) =>
      page.jsonLd.filter((item) => item['@context'] !== 'https://schema.org' || !item['@type']).map(() => page.path),
    );
    expect(problems).toEqual([]);
  });
});

describe('biểu tượng trang (favicon)', () => {
  it('trang chủ dẫn tới tệp biểu tượng, mọi trang mang sẵn biểu tượng đó trong HTML, không cần tải thêm', async () => {
    const file = await fetch(BASE_URL + site.favicon);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await file.text();
    const icons = (page: Page) => selectAll('link[rel~="icon"]', page.tree).map((node) => String(node.properties.href));
    // Google Search reads the favicon from the home page, at a URL.
    expect(icons(pages.find((page) => page.path === '/')!)).toContain(site.favicon);
    for (const page of pages) {
      const inline = icons(page).filter((href) => href.startsWith('data:image/svg+xml,'));
      expect(inline, page.path).toHaveLength(1);
      const decoded = decodeURIComponent(inline[0]!.slice('data:image/svg+xml,'.length));
      expect(decoded.replace(/\s+/g, ''), page.path).toBe(svg.replace(/\s+/g, ''));
    }
  });
});

describe('tệp của bản build', () => {
  it('sitemap.xml đã được ghi (đọc thẳng từ build/)', async () => {
    const xml = await readFile(path.resolve('build/sitemap.xml'), 'utf8');
    expect(xml).toContain(`<loc>${SITE_URL}/tu-sach</loc>`);
    expect(xml).not.toContain('/books<');
  });
});
