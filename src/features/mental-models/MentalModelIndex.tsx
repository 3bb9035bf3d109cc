import React, {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CategoryFilter from '@site/src/components/CategoryFilter';
import {countByCategory, filterByCategory} from '@site/src/features/filtering/countByCategory';
import {mentalModelCategories, mentalModels, type MentalModelCategory} from '@site/src/data/mentalModels';
import styles from './MentalModelIndex.module.css';

/** Index of mental models from src/data/mentalModels.ts, filterable by category. */
export default function MentalModelIndex(): ReactNode {
  const [category, setCategory] = useState<MentalModelCategory | null>(null);
  const shown = filterByCategory(mentalModels, category);
  return (
    <>
      <CategoryFilter
        label="Lọc mô hình theo nhóm"
        categories={mentalModelCategories}
        counts={countByCategory(mentalModels)}
        total={mentalModels.length}
        selected={category}
        onSelect={setCategory}
      />
      <p className="sr-only" role="status">
        Đang hiển thị {shown.length} mô hình tư duy
      </p>
      <ul className={styles.list}>
        {shown.map((model) => (
          <li key={model.id} className={styles.item}>
            <h2 className={styles.name}>
              {model.articlePath ? <Link to={model.articlePath}>{model.name}</Link> : model.name}
            </h2>
            <p className={styles.meta}>
              <span lang="en">{model.englishName}</span> · {mentalModelCategories[model.category]}
            </p>
            <p className={styles.summary}>{model.summary}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
