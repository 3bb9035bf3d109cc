import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {bookById} from '@site/src/data/books';
import {EditionLine} from './BookShelf';
import styles from './BookShelf.module.css';

/**
 * The edition box of a book summary: original title, author and the Vietnamese edition, all read from
 * src/data/books.ts so the summary and the bookshelf cannot disagree.
 */
export default function BookEdition({id}: {id: string}): ReactNode {
  const book = bookById(id);
  return (
    <div className={styles.editionBox}>
      <p>
        <strong>Bản gốc:</strong> <cite>{book.title}</cite>, {book.author}.
      </p>
      <EditionLine book={book} />
      <p>
        Các cuốn cùng chủ đề, kèm lý do nên đọc, có trong <Link to="/tu-sach">Tủ sách</Link>.
      </p>
    </div>
  );
}
