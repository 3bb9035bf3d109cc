/**
 * Vietnamese text folding: the one implementation, used by search and numerology.
 *
 * Unicode decomposes every tone mark and vowel hat (NFD) but gives đ/Đ no
 * decomposition, so it is replaced on its own (so is the look-alike Ð/ð that old
 * Vietnamese encodings produce). Pagefind already matches words regardless of
 * marks, so the search index stores text with only đ/Đ replaced (foldD), which
 * keeps every character position, and queries get the same treatment.
 */

/** Replaces đ/Đ (and the look-alike ð/Ð) by d/D; same length, same positions. */
export function foldD(text: string): string {
  return text.replace(/[đðĐÐ]/g, (ch) => (ch === 'đ' || ch === 'ð' ? 'd' : 'D'));
}

/**
 * Full folding for comparisons: lower case, đ→d, every diacritic removed.
 * "Thần Số Học" and "than so hoc" fold to the same string.
 */
export function foldVietnamese(text: string): string {
  return foldD(text).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query, folded, without empty parts or punctuation. */
export function foldedTerms(query: string): string[] {
  return foldVietnamese(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0);
}
