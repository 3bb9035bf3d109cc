/**
 * What the knowledge-base home (/kien-thuc) and the home page show, computed at build
 * time from the loaded content (plugins/discovery.ts): per section its article count and
 * first article, the recently updated articles, the most used tags and the latest posts.
 */
import type {KnowledgeSection} from '@site/src/data/sections';
import type {LinkItem} from './related';

export interface Article extends LinkItem {
  description: string;
  /** Tags as shown (label) and where they lead. */
  tags: {label: string; permalink: string}[];
  /** ms since 1970, from git (showLastUpdateTime); undefined when unknown. */
  lastUpdatedAt?: number;
}

export interface SectionSummary extends KnowledgeSection {
  count: number;
  start: LinkItem | null;
}

export interface DatedLink extends LinkItem {
  description: string;
  /** ISO date (yyyy-mm-dd). */
  date: string;
  /** Section title, for articles. */
  section?: string;
}

export interface TagCount {
  label: string;
  permalink: string;
  count: number;
}

/** Articles of a section: every page under its address except the section page itself. */
export function inSection(section: Pick<KnowledgeSection, 'to'>, article: LinkItem): boolean {
  return article.permalink.startsWith(`${section.to}/`);
}

/**
 * Each section with its article count and the article to start with: the first article
 * of the reading order (`order`, the sidebar's permalinks in order) that lies in it.
 */
export function summariseSections(
  sections: readonly KnowledgeSection[],
  articles: readonly Article[],
  order: readonly string[],
): SectionSummary[] {
  const byPermalink = new Map(articles.map((a) => [a.permalink, a]));
  return sections.map((section) => {
    const first = order.map((p) => byPermalink.get(p)).find((a) => a && inSection(section, a));
    return {
      ...section,
      count: articles.filter((a) => inSection(section, a)).length,
      start: first ? {title: first.title, permalink: first.permalink} : null,
    };
  });
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The `limit` most recently updated articles (those with a known date), newest first. */
export function recentlyUpdated(
  sections: readonly KnowledgeSection[],
  articles: readonly Article[],
  limit: number,
): DatedLink[] {
  return articles
    .filter((a): a is Article & {lastUpdatedAt: number} => typeof a.lastUpdatedAt === 'number')
    .sort((a, b) => b.lastUpdatedAt - a.lastUpdatedAt || a.title.localeCompare(b.title, 'vi'))
    .slice(0, limit)
    .map((a) => ({
      title: a.title,
      permalink: a.permalink,
      description: a.description,
      date: isoDate(a.lastUpdatedAt),
      section: sections.find((s) => inSection(s, a))?.title,
    }));
}

/** The `limit` tags used by most articles, most used first (ties by label). */
export function topTags(articles: readonly Article[], limit: number): TagCount[] {
  const counts = new Map<string, TagCount>();
  for (const tag of articles.flatMap((a) => a.tags)) {
    const entry = counts.get(tag.permalink) ?? {...tag, count: 0};
    entry.count += 1;
    counts.set(tag.permalink, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'vi')).slice(0, limit);
}

/** The `limit` newest posts, newest first. */
export function latestPosts(
  posts: readonly {title: string; permalink: string; description: string; date: Date | string}[],
  limit: number,
): DatedLink[] {
  return posts
    .map((p) => ({
      title: p.title,
      permalink: p.permalink,
      description: p.description,
      date: new Date(p.date).toISOString().slice(0, 10),
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, 'vi'))
    .slice(0, limit);
}

/** "2026-11-03" → "03/11/2026", as Vietnamese readers write dates. */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}
