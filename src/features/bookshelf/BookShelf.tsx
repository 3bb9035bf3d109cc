import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CategoryFilteredList from '@site/src/components/CategoryFilteredList';
import {bookCategories, books, displayTitle, editionsCheckedOn, type Book} from '@site/src/data/books';
import styles from './BookShelf.module.css';

/** One line on the Vietnamese edition: its publisher where a source named one, or that none was confirmed. */
export function EditionLine({book, className}: {book: Book; className?: string}): ReactNode {
  const edition = book.vietnameseEdition;
  if (!edition) {
    return (
      <p className={className}>
        Chưa có bản tiếng Việt được xác nhận (kiểm tra {editionsCheckedOn.label}).
        {book.editionNote && <> {book.editionNote}</>}
      </p>
    );
  }
  return (
    <p className={className}>
      Bản tiếng Việt: <cite>{edition.title}</cite>
      {edition.publisher ? `, ${edition.publisher}.` : ' (chưa xác nhận được nhà xuất bản).'}
      {book.editionNote && <> {book.editionNote}</>}
    </p>
  );
}

/** The bookshelf: every book from src/data/books.ts, filterable by category. */
export default function BookShelf(): ReactNode {
  return (
    <>
      <p className={styles.editionsNote}>
        Mỗi cuốn mang tên bản tiếng Việt khi chúng tôi xác nhận được một ấn bản (qua nhà sách, thư viện, báo chí hoặc
        trang thông tin xuất bản, kiểm tra {editionsCheckedOn.label}); cuốn nào chưa xác nhận được thì giữ tên gốc và
        ghi rõ điều đó, thay vì tự dịch một cái tên trông như tên chính thức.
      </p>
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
                <h2 className={styles.title}>{displayTitle(book)}</h2>
                <p className={styles.byline}>
                  {book.vietnameseEdition && <span className={styles.original}>{book.title} · </span>}
                  {book.author}
                </p>
                <p className={styles.why}>{book.whyRead}</p>
                <EditionLine book={book} className={styles.edition} />
                {book.summaryPath && (
                  <Link to={book.summaryPath} className={styles.summary}>
                    Đọc tóm tắt<span className="sr-only"> {displayTitle(book)}</span> →
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </CategoryFilteredList>
    </>
  );
}
