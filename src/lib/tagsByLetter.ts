export interface TagLike {
  label: string;
  permalink: string;
}

export interface LetterGroup<T extends TagLike> {
  letter: string;
  tags: T[];
}

// An explicit locale: Node (build) and the browser (hydration) must sort the
// same way, whatever language the visitor's browser is set to.
const collator = new Intl.Collator('vi', {sensitivity: 'base'});

/**
 * Tags grouped by their first letter in Vietnamese alphabetical order
 * (A Ă Â B C D Đ E Ê …), each group sorted by label.
 */
export function tagsByLetter<T extends TagLike>(tags: readonly T[]): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toLocaleUpperCase('vi');
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([letter, letterTags]) => ({
      letter,
      tags: [...letterTags].sort((x, y) => collator.compare(x.label, y.label)),
    }));
}
