import {describe, expect, it} from 'vitest';
import type {Book} from '../../data/books';
import {
  articleJsonLd,
  bookshelfJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  jsonLdScripts,
  organizationJsonLd,
  serializeJsonLd,
  type ArticleFacts,
} from './structuredData';

const site = {
  url: 'https://x.vn',
  title: 'Learn Anything',
  logo: '/img/icons/icon-512.png',
  sameAs: ['https://facebook.com/x'],
};
const book: Book = {
  id: 'atomic-habits',
  title: 'Atomic Habits',
  author: 'James Clear',
  vietnameseEdition: {title: 'Thay đổi tí hon, hiệu quả bất ngờ', source: 'https://example.vn'},
  category: 'phat-trien-ban-than',
  whyRead: 'Vì.',
  summaryPath: '/kien-thuc/sach-hay/atomic-habits',
};
const article: ArticleFacts = {
  permalink: '/kien-thuc/python/pandas',
  title: 'pandas căn bản',
  description: 'Mô tả',
  image: '/img/og/kien-thuc/python/pandas.png',
  publishedAt: Date.UTC(2026, 0, 2),
  modifiedAt: Date.UTC(2026, 10, 3),
  technical: true,
  section: 'Python',
  keywords: ['Python', 'pandas'],
};

describe('organizationJsonLd', () => {
  it('has a logo of at least 112×112 and the profiles', () => {
    expect(organizationJsonLd(site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://x.vn/#organization',
      name: 'Learn Anything',
      url: 'https://x.vn',
      logo: {'@type': 'ImageObject', url: 'https://x.vn/img/icons/icon-512.png', width: 512, height: 512},
      sameAs: ['https://facebook.com/x'],
    });
  });
});

describe('articleJsonLd', () => {
  it('is a TechArticle with every property Google reads for an article', () => {
    const data = articleJsonLd(article, site);
    expect(data).toMatchObject({
      '@type': 'TechArticle',
      headline: 'pandas căn bản',
      description: 'Mô tả',
      image: ['https://x.vn/img/og/kien-thuc/python/pandas.png'],
      datePublished: '2026-01-02T00:00:00.000Z',
      dateModified: '2026-11-03T00:00:00.000Z',
      author: {'@type': 'Organization', name: 'Learn Anything', url: 'https://x.vn'},
      publisher: {
        '@type': 'Organization',
        '@id': 'https://x.vn/#organization',
        logo: {url: 'https://x.vn/img/icons/icon-512.png'},
      },
      mainEntityOfPage: 'https://x.vn/kien-thuc/python/pandas',
      keywords: 'Python, pandas',
    });
    expect(data).not.toHaveProperty('about');
  });

  it('is an Article for the other sections, about its book for a summary', () => {
    const data = articleJsonLd({...article, technical: false, about: book}, site);
    expect(data['@type']).toBe('Article');
    expect(data.about).toEqual({
      '@type': 'Book',
      name: 'Atomic Habits',
      alternateName: 'Thay đổi tí hon, hiệu quả bất ngờ',
      author: {'@type': 'Person', name: 'James Clear'},
      url: 'https://x.vn/kien-thuc/sach-hay/atomic-habits',
    });
  });

  it('is never published after it was modified, and keeps absolute image URLs', () => {
    const data = articleJsonLd({...article, publishedAt: Date.UTC(2026, 11, 1), image: 'https://cdn.vn/a.png'}, site);
    expect(data.datePublished).toBe(data.dateModified);
    expect(data.image).toEqual(['https://cdn.vn/a.png']);
  });
});

describe('bookshelfJsonLd', () => {
  it('lists the books in order, a book without a summary has no url', () => {
    const data = bookshelfJsonLd([book, {...book, id: 'b', title: 'B', summaryPath: undefined}], '/tu-sach', site);
    expect(data.numberOfItems).toBe(2);
    const items = data.itemListElement as {position: number; item: Record<string, unknown>}[];
    expect(items.map((i) => i.position)).toEqual([1, 2]);
    expect(items[1].item).not.toHaveProperty('url');
    expect(items[0].item['@type']).toBe('Book');
  });
});

describe('breadcrumbJsonLd and faqJsonLd', () => {
  it('number the crumbs from 1 with absolute items', () => {
    expect(
      breadcrumbJsonLd(
        [
          {name: 'Blog', path: '/blog'},
          {name: 'Bài', path: '/blog/bai'},
        ],
        site,
      ).itemListElement,
    ).toEqual([
      {'@type': 'ListItem', position: 1, name: 'Blog', item: 'https://x.vn/blog'},
      {'@type': 'ListItem', position: 2, name: 'Bài', item: 'https://x.vn/blog/bai'},
    ]);
  });

  it('makes one Question with an accepted Answer per item', () => {
    const data = faqJsonLd([{question: 'Học bao lâu?', answer: '5 tuần.'}], '/lp', site);
    expect(data.mainEntity).toEqual([
      {'@type': 'Question', name: 'Học bao lâu?', acceptedAnswer: {'@type': 'Answer', text: '5 tuần.'}},
    ]);
  });
});

describe('jsonLdScripts', () => {
  it('cannot be closed early by a </script> in the data', () => {
    const html = jsonLdScripts([{name: '</script><script>alert(1)</script>'}]);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(html.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual({
      name: '</script><script>alert(1)</script>',
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes "<" so a string cannot close the script tag', () => {
    const text = serializeJsonLd({name: '</script><script>alert(1)</script>'});
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({name: '</script><script>alert(1)</script>'});
  });
});
