/** How many items fall in each category, for filter labels. */
export function countByCategory<K extends string>(items: ReadonlyArray<{category: K}>): Partial<Record<K, number>> {
  const counts: Partial<Record<K, number>> = {};
  for (const item of items) {
    counts[item.category] = (counts[item.category] ?? 0) + 1;
  }
  return counts;
}

/** Items of one category, or all of them when no category is chosen. */
export function filterByCategory<T extends {category: string}>(items: readonly T[], category: string | null): T[] {
  return category === null ? [...items] : items.filter((item) => item.category === category);
}
