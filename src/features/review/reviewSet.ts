/**
 * Which review items a reader follows: those of the articles they marked read ("Đánh dấu đã
 * đọc") or added ("Thêm vào ôn tập"), optionally of one section only. Pure.
 */
import type {ArticleReviewData, ReviewItemData} from './reviewData';

export interface ReviewSet {
  /** The followed articles, in the data's order. */
  articles: ArticleReviewData[];
  /** Their items, by id. */
  items: Map<string, {item: ReviewItemData; article: ArticleReviewData}>;
  /** The sections those articles belong to, for the filter. */
  parts: {path: string; title: string}[];
}

export function followedSet(
  articles: readonly ArticleReviewData[],
  followed: ReadonlySet<string>,
  part: string | null,
): ReviewSet {
  const mine = articles.filter((article) => followed.has(article.path));
  const parts = [...new Map(mine.map((article) => [article.part.path, article.part])).values()];
  const chosen = part ? mine.filter((article) => article.part.path === part) : mine;
  const items = new Map<string, {item: ReviewItemData; article: ArticleReviewData}>();
  for (const article of chosen) for (const item of article.items) items.set(item.id, {item, article});
  return {articles: chosen, items, parts};
}

/** The followed knowledge-base articles whose items have not been fetched yet, in path order. */
export function articlesToFetch(followed: ReadonlySet<string>, fetched: ReadonlyMap<string, unknown>): string[] {
  return [...followed].filter((path) => path.startsWith('/kien-thuc/') && !fetched.has(path)).sort(byPath);
}

/** Whether the reader follows a course lesson, whose items only the classroom API gives (to its students). */
export function followsLessons(followed: ReadonlySet<string>): boolean {
  return [...followed].some((path) => path.startsWith('/lop-hoc/'));
}

/** The fetched articles that have items, in path order: the order the review takes new items in. */
export function fetchedArticles(fetched: ReadonlyMap<string, ArticleReviewData | null>): ArticleReviewData[] {
  return [...fetched.values()]
    .filter((article): article is ArticleReviewData => article !== null)
    .sort((a, b) => byPath(a.path, b.path));
}

const byPath = (a: string, b: string) => a.localeCompare(b);
