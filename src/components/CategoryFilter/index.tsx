import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props<K extends string> {
  /** Accessible name of the group, e.g. "Lọc theo chủ đề". */
  label: string;
  categories: Record<K, string>;
  counts: Partial<Record<K, number>>;
  total: number;
  selected: K | null;
  onSelect: (category: K | null) => void;
}

/** Toggle buttons that narrow a list to one category ("Tất cả" clears it). */
export default function CategoryFilter<K extends string>({
  label,
  categories,
  counts,
  total,
  selected,
  onSelect,
}: Props<K>): ReactNode {
  const keys = (Object.keys(categories) as K[]).filter((key) => (counts[key] ?? 0) > 0);
  return (
    <div role="group" aria-label={label} className={styles.group}>
      <button
        type="button"
        className={clsx(styles.chip, selected === null && styles.active)}
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        Tất cả ({total})
      </button>
      {keys.map((key) => (
        <button
          key={key}
          type="button"
          className={clsx(styles.chip, selected === key && styles.active)}
          aria-pressed={selected === key}
          onClick={() => onSelect(key)}
        >
          {categories[key]} ({counts[key]})
        </button>
      ))}
    </div>
  );
}
