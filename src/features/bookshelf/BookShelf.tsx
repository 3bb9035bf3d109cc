import React, {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CategoryFilter from '@site/src/components/CategoryFilter';
import {countByCategory, filterByCategory} from '@site/src/features/filtering/countByCategory';
import {bookCategories, books, type BookCategory} from '@site/src/data/books';
import styles from './BookShelf.module.css';

/** The bookshelf: every book from src/data/books.ts, filterable by category. */
export default function BookShelf(): ReactNode {
  const [category, setCategory] = useState<BookCategory | null>(null);
  const shown = filterByCategory(books, category);
  return (
    <>
      <CategoryFilter
        label="Lọc sách theo chủ đề"
        categories={bookCategories}
        counts={countByCategory(books)}
        total={books.length}
        selected={category}
        onSelect={setCategory}
      />
      <p className="sr-only" role="status">
        Đang hiển thị {shown.length} cuốn sách
      </p>
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
    </>
  );
}
