/**
 * Related reading, chosen at build time (plugins/discovery.ts): each article or post is
 * scored against every other one by the tags they share and by sitting in the same
 * section (and sub-folder). The browser only receives the resulting links.
 */

export interface LinkItem {
  title: string;
  permalink: string;
}

export interface DiscoveryItem extends LinkItem {
  /** Tag keys (labels folded to lower case, so a blog tag and a knowledge tag with the same label match). */
  tags: string[];
  /** e.g. "kien-thuc/python" or "blog". */
  section: string;
  /** e.g. "kien-thuc/python/web-scraping"; the section itself when the item is at its top level. */
  folder: string;
  /** Last update or publication, in ms since 1970 (0 when unknown). */
  date: number;
}

const SHARED_TAG = 3;
const SAME_SECTION = 2;
const SAME_FOLDER = 1;

export function relatednessScore(a: DiscoveryItem, b: DiscoveryItem): number {
  const tags = new Set(a.tags);
  const shared = b.tags.filter((tag) => tags.has(tag)).length;
  return (
    shared * SHARED_TAG +
    (a.section === b.section ? SAME_SECTION : 0) +
    (a.folder === b.folder && a.folder !== a.section ? SAME_FOLDER : 0)
  );
}

const byTitle = new Intl.Collator('vi');

/**
 * The `max` items most related to `target` (never itself), best first; ties go to the
 * more recent, then by title. Items with nothing in common only fill the list up to `min`.
 */
export function relatedItems(
  target: DiscoveryItem,
  candidates: readonly DiscoveryItem[],
  {min = 3, max = 4}: {min?: number; max?: number} = {},
): LinkItem[] {
  const scored = candidates
    .filter((c) => c.permalink !== target.permalink)
    .map((c) => ({item: c, score: relatednessScore(target, c)}))
    .sort((a, b) => b.score - a.score || b.item.date - a.item.date || byTitle.compare(a.item.title, b.item.title));
  const chosen = scored.filter((s) => s.score > 0).slice(0, max);
  for (const s of scored) {
    if (chosen.length >= Math.min(min, max)) break;
    if (!chosen.includes(s)) chosen.push(s);
  }
  return chosen.map(({item}) => ({title: item.title, permalink: item.permalink}));
}

/** Folds a tag label to the key used for matching ("Python" and "python" are one tag). */
export function tagKey(label: string): string {
  return label.normalize('NFC').trim().toLocaleLowerCase('vi');
}
