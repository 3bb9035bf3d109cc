/**
 * The review items as the site receives them: built from each article's `<article>.on-tap.md`
 * by plugins/review-items.ts (Markdown already rendered to HTML), fetched as JSON when needed:
 * one file per article, for its self-check and, for the articles a reader follows, the review page.
 */

/** Where the JSON files are served: `${REVIEW_DATA_DIR}/<article path>.json`. */
export const REVIEW_DATA_DIR = '/on-tap-du-lieu';
/** The items' Markdown, for the Obsidian notes; fetched only when the reader asks for them. */
export const REVIEW_MARKDOWN_DATA = `${REVIEW_DATA_DIR}/markdown.json`;

export interface ReviewOptionData {
  /** HTML of the option's text. */
  html: string;
  correct: boolean;
  /** HTML of why it is right or wrong; empty when the editor gave none. */
  explanationHtml: string;
}

export interface ReviewItemData {
  /** The item's id: the article's path, '#', the question's key (lower case, no diacritics). */
  id: string;
  question: string;
  /** The section of the article the item comes from, its link absolute (/kien-thuc/…#anchor). */
  section: {title: string; href: string};
  /** A recall item: the answer's HTML. */
  answerHtml?: string;
  /** A multiple-choice item: its options. */
  options?: ReviewOptionData[];
  /** HTML of a general explanation. */
  explanationHtml?: string;
}

export interface ArticleReviewData {
  /** The article's path (/kien-thuc/python/…), as reading marks key it. */
  path: string;
  title: string;
  /** The knowledge-base section the article belongs to. */
  part: {path: string; title: string};
  items: ReviewItemData[];
}

/** The JSON file of one article's items. */
export function articleDataUrl(articlePath: string): string {
  return `${REVIEW_DATA_DIR}${articlePath.replace(/^\/kien-thuc/, '')}.json`;
}

/**
 * One article's items; null when it has none (no file: 404). Rejects when the file cannot be
 * fetched (offline and not kept by the service worker) or the server fails.
 */
export async function fetchArticleReviewData(articlePath: string): Promise<ArticleReviewData | null> {
  const response = await fetch(articleDataUrl(articlePath));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${articleDataUrl(articlePath)}: ${response.status}`);
  return (await response.json()) as ArticleReviewData;
}

/**
 * An item's Markdown as the editor wrote it (links to the article's own headings made
 * site-absolute: /kien-thuc/…#anchor), for notes that stay Markdown.
 */
export interface ReviewItemMarkdown {
  /** The question as written (inline code kept). */
  question: string;
  answer?: string;
  options?: {text: string; correct: boolean; explanation: string}[];
  explanation?: string;
}

/** Every item's Markdown, by item id. */
export interface ReviewMarkdownData {
  items: Record<string, ReviewItemMarkdown>;
}
