import {foldVietnamese, foldedTerms} from './foldVietnamese';

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
 * Stable re-ranking of the engine's results by how closely they contain the
 * query as a phrase: exactly as typed (same marks, any case) in the title,
 * then in the text, then the folded phrase (marks ignored, đ = d) in the title,
 * then in the text, then the rest, keeping the engine's order within each tier.
 * So "phương đông" ranks pages spelling it that way above "phuong dong".
 */
export function rankExactFirst<T extends {title: string; text: string}>(results: readonly T[], query: string): T[] {
  const exact = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (exact === '') return [...results];
  const folded = foldVietnamese(exact);
  const tier = (r: T): number => {
    const title = r.title.toLowerCase();
    const text = r.text.toLowerCase();
    if (title.includes(exact)) return 0;
    if (text.includes(exact)) return 1;
    if (foldVietnamese(title).includes(folded)) return 2;
    if (foldVietnamese(text).includes(folded)) return 3;
    return 4;
  };
  return results
    .map((result, index) => ({result, index, tier: tier(result)}))
    .sort((a, b) => a.tier - b.tier || a.index - b.index)
    .map(({result}) => result);
}
