import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CategoryFilteredList from '@site/src/components/CategoryFilteredList';
import {mentalModelCategories, mentalModels} from '@site/src/data/mentalModels';
import styles from './MentalModelIndex.module.css';

/** Index of mental models from src/data/mentalModels.ts, filterable by category. */
export default function MentalModelIndex(): ReactNode {
  return (
    <CategoryFilteredList
      items={mentalModels}
      categories={mentalModelCategories}
      filterLabel="Lọc mô hình theo nhóm"
      itemNoun="mô hình tư duy"
    >
      {(shown) => (
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
      )}
    </CategoryFilteredList>
  );
}
