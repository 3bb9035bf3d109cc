import {foldedTerms} from '../../lib/foldVietnamese';

/** Edit distance (Levenshtein), stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      // A swap of two neighbours counts as one edit ("pyhton" → "python").
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        current[j] = Math.min(current[j], beforePrevious[j - 2] + 1);
      }
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length];
}

/**
 * A corrected query for a misspelt one, using the site's vocabulary (every
 * folded word of the indexed text, most frequent first): each unknown word of
 * four letters or more is replaced by the closest known word within 1 edit
 * (2 for words of seven letters or more), the most frequent on ties. Null when
 * nothing changes.
 */
export function suggestCorrection(query: string, vocabulary: readonly string[]): string | null {
  const known = new Set(vocabulary);
  let changed = false;
  const corrected = foldedTerms(query).map((term) => {
    if (known.has(term) || term.length < 4) return term;
    const limit = term.length >= 7 ? 2 : 1;
    let best: string | null = null;
    let bestDistance = limit + 1;
    for (const word of vocabulary) {
      const distance = editDistance(term, word, limit);
      if (distance < bestDistance) {
        best = word;
        bestDistance = distance;
      }
    }
    if (best) {
      changed = true;
      return best;
    }
    return term;
  });
  return changed ? corrected.join(' ') : null;
}
