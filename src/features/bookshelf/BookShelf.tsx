import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CategoryFilteredList from '@site/src/components/CategoryFilteredList';
import {bookCategories, books} from '@site/src/data/books';
import styles from './BookShelf.module.css';

/** The bookshelf: every book from src/data/books.ts, filterable by category. */
export default function BookShelf(): ReactNode {
  return (
    <CategoryFilteredList
      items={books}
      categories={bookCategories}
      filterLabel="Lọc sách theo chủ đề"
      itemNoun="cuốn sách"
    >
      {(shown) => (
        <ul className={styles.shelf}>
          {shown.map((book) => (
            <li key={book.id} className={styles.book}>
              <p className={styles.category}>{bookCategories[book.category]}</p>
              <h2 className={styles.title}>{book.vietnameseTitle ?? book.title}</h2>
              <p className={styles.byline}>
                {book.vietnameseTitle && <span className={styles.original}>{book.title} · </span>}
                {book.author}
              </p>
              <p className={styles.why}>{book.whyRead}</p>
              {book.summaryPath && (
                <Link to={book.summaryPath} className={styles.summary}>
                  Đọc tóm tắt<span className="sr-only"> {book.vietnameseTitle ?? book.title}</span> →
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </CategoryFilteredList>
  );
}
