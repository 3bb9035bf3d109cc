/**
 * schema.org structured data that plugins/seo.ts writes into the built pages (build time, no
 * JavaScript shipped): the Organization, Article/TechArticle for knowledge-base articles, Book
 * for the bookshelf, and BreadcrumbList where Docusaurus writes none. Properties follow
 * Google's rich-result guidelines (Article: headline, image, datePublished, dateModified,
 * author with name and url, publisher).
 */
import type {Book} from '../../data/books';

export type JsonLd = Record<string, unknown>;

export interface SiteFacts {
  /** Origin without a trailing slash, e.g. https://learn-anything.vn */
  url: string;
  title: string;
  /** Site-relative path of a square raster logo, at least 112×112. */
  logo: string;
  /** The organisation's profiles elsewhere. */
  sameAs: string[];
}

export const organizationId = (site: SiteFacts) => `${site.url}/#organization`;

/** The organisation behind the site, in full: written once, on the home page. */
export function organizationJsonLd(site: SiteFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.title,
    url: site.url,
    logo: {'@type': 'ImageObject', url: `${site.url}${site.logo}`, width: 512, height: 512},
    sameAs: site.sameAs,
  };
}

/** The organisation as author or publisher of a page: a reference to the full one, with what Google reads. */
function organizationRef(site: SiteFacts): JsonLd {
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.title,
    url: site.url,
    logo: {'@type': 'ImageObject', url: `${site.url}${site.logo}`},
  };
}

export interface ArticleFacts {
  permalink: string;
  title: string;
  description: string;
  /** Site-relative path or absolute URL of the page's social image. */
  image: string;
  /** Epoch milliseconds, from git: first commit of the file, and last. */
  publishedAt: number;
  modifiedAt: number;
  /** TechArticle for the technical sections (how-tos, code), Article otherwise. */
  technical: boolean;
  section: string;
  keywords: string[];
  /** The book a summary is about. */
  about?: Book;
}

const iso = (ms: number) => new Date(ms).toISOString();
const absolute = (site: SiteFacts, pathOrUrl: string) =>
  /^https?:/.test(pathOrUrl) ? pathOrUrl : `${site.url}${pathOrUrl}`;

export function bookJsonLd(book: Book, site: SiteFacts): JsonLd {
  return {
    '@type': 'Book',
    name: book.title,
    ...(book.vietnameseEdition ? {alternateName: book.vietnameseEdition.title} : {}),
    author: {'@type': 'Person', name: book.author},
    ...(book.summaryPath ? {url: `${site.url}${book.summaryPath}`} : {}),
  };
}

/** Article (or TechArticle) of a knowledge-base article. */
export function articleJsonLd(article: ArticleFacts, site: SiteFacts): JsonLd {
  const url = `${site.url}${article.permalink}`;
  return {
    '@context': 'https://schema.org',
    '@type': article.technical ? 'TechArticle' : 'Article',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: article.title,
    description: article.description,
    image: [absolute(site, article.image)],
    datePublished: iso(Math.min(article.publishedAt, article.modifiedAt)),
    dateModified: iso(article.modifiedAt),
    inLanguage: 'vi',
    articleSection: article.section,
    ...(article.keywords.length > 0 ? {keywords: article.keywords.join(', ')} : {}),
    // The knowledge base is written by the editorial team, not by a named person.
    author: organizationRef(site),
    publisher: organizationRef(site),
    isAccessibleForFree: true,
    ...(article.about ? {about: bookJsonLd(article.about, site)} : {}),
  };
}

/** The bookshelf (/tu-sach): an ItemList of its books. */
export function bookshelfJsonLd(books: Book[], pagePath: string, site: SiteFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    '@id': `${site.url}${pagePath}#tu-sach`,
    numberOfItems: books.length,
    itemListElement: books.map((book, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: bookJsonLd(book, site),
    })),
  };
}

/** A BreadcrumbList from the home page down to the page itself (the last crumb). */
export function breadcrumbJsonLd(crumbs: {name: string; path: string}[], site: SiteFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${site.url}${crumb.path === '/' ? '' : crumb.path}` || site.url,
    })),
  };
}

/** JSON for a <script type="application/ld+json">, safe against a '</script>' inside strings. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The <script> elements to put in a page's <head>. */
export function jsonLdScripts(items: JsonLd[]): string {
  return items.map((item) => `<script type="application/ld+json">${serializeJsonLd(item)}</script>`).join('');
}

/** FAQPage of questions answered on the page itself (a course's "Câu hỏi thường gặp"). */
export function faqJsonLd(faq: {question: string; answer: string}[], pagePath: string, site: SiteFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': `${site.url}${pagePath}#hoi-dap`,
    mainEntity: faq.map(({question, answer}) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: {'@type': 'Answer', text: answer},
    })),
  };
}
