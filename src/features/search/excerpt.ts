import {foldVietnamese, foldedTerms} from '../../lib/foldVietnamese';

export interface ExcerptSegment {
  text: string;
  match: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * An excerpt of `text` around the densest cluster of query words, split into
 * segments so the matches can be highlighted without injecting HTML. Matching
 * is accent- and case-insensitive (a word matches when its folded form starts
 * with a folded query term).
 */
export function buildExcerpt(text: string, query: string, maxWords = 30): ExcerptSegment[] {
  const terms = foldedTerms(query);
  const words = Array.from(text.matchAll(WORD), (m) => ({start: m.index, end: m.index + m[0].length, word: m[0]}));
  if (words.length === 0) return [];
  const isMatch = (word: string) => {
    const folded = foldVietnamese(word);
    return terms.some((term) => folded.startsWith(term));
  };
  const matches = words.map((w) => isMatch(w.word));

  // Window of maxWords words with the most matches (earliest on ties).
  let best = 0;
  let bestCount = -1;
  let count = 0;
  for (let i = 0; i < words.length; i++) {
    if (matches[i]) count++;
    if (i >= maxWords && matches[i - maxWords]) count--;
    const start = Math.max(0, i - maxWords + 1);
    if (count > bestCount) {
      bestCount = count;
      best = start;
    }
  }
  const first = words[best];
  const last = words[Math.min(words.length - 1, best + maxWords - 1)];
  const segments: ExcerptSegment[] = [];
  const push = (segmentText: string, match: boolean) => {
    if (segmentText === '') return;
    const previous = segments[segments.length - 1];
    if (previous && previous.match === match) previous.text += segmentText;
    else segments.push({text: segmentText, match});
  };
  if (best > 0) push('… ', false);
  let cursor = first.start;
  for (let i = best; i <= best + maxWords - 1 && i < words.length; i++) {
    push(text.slice(cursor, words[i].start), false);
    push(words[i].word, matches[i]);
    cursor = words[i].end;
  }
  if (last.end < text.length) push(' …', false);
  return segments;
}

/**
 * Stable re-ranking of the engine's results. First by spelling: results that
 * contain the query exactly as typed (same marks, any case) come before those
 * that only match it folded, so "phương đông" ranks pages spelling it that way
 * above "phuong dong". Then by where it matches: the phrase in the title, every
 * query word in the title, the phrase in the text, the rest. The engine's order
 * is kept within each group.
 */
export function rankExactFirst<T extends {title: string; text: string}>(results: readonly T[], query: string): T[] {
  const exact = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (exact === '') return [...results];
  const folded = foldVietnamese(exact);
  const terms = foldedTerms(exact);
  const rank = (r: T): [number, number] => {
    const title = r.title.toLowerCase();
    const text = r.text.toLowerCase();
    const spelling = title.includes(exact) || text.includes(exact) ? 0 : 1;
    const foldedTitle = foldVietnamese(title);
    const titleTerms = new Set(foldedTerms(title));
    let placement = 3;
    if (foldedTitle.includes(folded)) placement = 0;
    else if (terms.every((term) => titleTerms.has(term))) placement = 1;
    else if (foldVietnamese(text).includes(folded)) placement = 2;
    return [spelling, placement];
  };
  return results
    .map((result, index) => ({result, index, rank: rank(result)}))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.index - b.index)
    .map(({result}) => result);
}
