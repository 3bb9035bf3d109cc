/**
 * Vietnamese text folding for search.
 *
 * Pagefind already matches words regardless of tone marks and vowel hats, but
 * Unicode gives đ/Đ no decomposition, so "dong" would never find "đông". The
 * index therefore stores text with only đ/Đ replaced (foldD), which keeps every
 * character position, and queries get the same treatment.
 */

/** Replaces đ/Đ (and the look-alike Ð) by d/D; same length, same positions. */
export function foldD(text: string): string {
  return text.replace(/[đĐÐ]/g, (ch) => (ch === 'đ' ? 'd' : 'D'));
}

/**
 * Full folding for comparisons: lower case, đ→d, every diacritic removed.
 * "Thần Số Học" and "than so hoc" fold to the same string.
 */
export function foldVietnamese(text: string): string {
  return foldD(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The words of a query, folded, without empty parts or punctuation. */
export function foldedTerms(query: string): string[] {
  return foldVietnamese(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0);
}
