import {foldD} from '../../lib/foldVietnamese';
import {rankExactFirst} from './excerpt';

/** The parts of Pagefind's browser API this site uses. */
interface PagefindResult {
  id: string;
  data: () => Promise<{url: string; meta: Record<string, string>}>;
}
interface PagefindSearch {
  results: PagefindResult[];
  filters: Record<string, Record<string, number>>;
  unfilteredResultCount: number;
}
interface PagefindApi {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string, options?: {filters?: Record<string, string>}) => Promise<PagefindSearch>;
  filters: () => Promise<Record<string, Record<string, number>>>;
}

export interface SearchHit {
  url: string;
  title: string;
  section: string;
  text: string;
}

export interface SearchOutcome {
  hits: SearchHit[];
  /** Results per section for the query, ignoring the section filter. */
  sectionCounts: Record<string, number>;
  total: number;
}

/** Results shown per page of results. */
export const HITS_PER_PAGE = 10;

/** Results loaded beyond those shown, so re-ranking can lift a strong match from further down. */
const RANKING_WINDOW = 10;

let pagefindPromise: Promise<PagefindApi> | null = null;

/**
 * Loads Pagefind's runtime from the build (build/pagefind, written after the
 * build by plugins/search-index.ts). Only the search page calls this.
 */
export function loadPagefind(): Promise<PagefindApi> {
  if (!pagefindPromise) {
    const url = '/pagefind/pagefind.js';
    pagefindPromise = (import(/* webpackIgnore: true */ url) as Promise<PagefindApi>).then(async (pagefind) => {
      await pagefind.options({excerptLength: 0});
      await pagefind.init();
      // Loads the filter index, so searches report counts per section.
      await pagefind.filters();
      return pagefind;
    });
    pagefindPromise.catch(() => {
      pagefindPromise = null;
    });
  }
  return pagefindPromise;
}

let vocabularyPromise: Promise<string[]> | null = null;

/** Every word of the indexed text (folded), most frequent first, for spelling suggestions. */
export function loadVocabulary(): Promise<string[]> {
  vocabularyPromise ??= fetch('/pagefind/tu-vung.json').then((r) => (r.ok ? (r.json() as Promise<string[]>) : []));
  return vocabularyPromise;
}

/**
 * Runs a query: đ folded as in the index, optional section filter, exact
 * spellings first among the `limit` best results the engine returns.
 */
export async function runSearch(query: string, section: string | null, limit = HITS_PER_PAGE): Promise<SearchOutcome> {
  const pagefind = await loadPagefind();
  const folded = foldD(query);
  const [filtered, all] = await Promise.all([
    pagefind.search(folded, section ? {filters: {section}} : {}),
    section ? pagefind.search(folded) : null,
  ]);
  const unfiltered = all ?? filtered;
  const data = await Promise.all(filtered.results.slice(0, limit + RANKING_WINDOW).map((result) => result.data()));
  const hits = data.map(({url, meta}) => ({
    url,
    title: meta.title ?? url,
    section: meta.section ?? '',
    text: meta.text ?? '',
  }));
  return {
    hits: rankExactFirst(hits, query).slice(0, limit),
    sectionCounts: unfiltered.filters.section ?? {},
    total: filtered.results.length,
  };
}
