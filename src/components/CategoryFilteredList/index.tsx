import React, {useState, type ReactNode} from 'react';
import CategoryFilter from '@site/src/components/CategoryFilter';
import {countByCategory, filterByCategory} from '@site/src/lib/countByCategory';

interface Props<K extends string, T extends {category: K}> {
  items: readonly T[];
  categories: Record<K, string>;
  /** Accessible name of the filter buttons, e.g. "Lọc sách theo chủ đề". */
  filterLabel: string;
  /** What the items are, for the screen-reader count, e.g. "cuốn sách". */
  itemNoun: string;
  /** Renders the items of the chosen category. */
  children: (shown: T[]) => ReactNode;
}

/** A list with category filter buttons ("Tất cả" plus one per category in use). */
export default function CategoryFilteredList<K extends string, T extends {category: K}>({
  items,
  categories,
  filterLabel,
  itemNoun,
  children,
}: Props<K, T>): ReactNode {
  const [category, setCategory] = useState<K | null>(null);
  const shown = filterByCategory(items, category);
  return (
    <>
      <CategoryFilter
        label={filterLabel}
        categories={categories}
        counts={countByCategory(items)}
        total={items.length}
        selected={category}
        onSelect={setCategory}
      />
      <p className="sr-only" role="status">
        Đang hiển thị {shown.length} {itemNoun}
      </p>
      {children(shown)}
    </>
  );
}
