import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseFrontMatter} from '../../scripts/lib/contentRules.mjs';
import {bookById, books, displayTitle} from './books';

const summaryDir = path.join(__dirname, '../../kien-thuc/sach-hay');
const summaryFile = (summaryPath: string) => path.join(summaryDir, `${summaryPath.split('/').pop()}.md`);

describe('books', () => {
  it('have unique ids', () => {
    expect(new Set(books.map((b) => b.id)).size).toBe(books.length);
  });

  it('name a source for every Vietnamese edition, and a publisher only next to a title', () => {
    for (const book of books.filter((b) => b.vietnameseEdition)) {
      expect(book.vietnameseEdition!.title.trim(), book.id).not.toBe('');
      expect(book.vietnameseEdition!.source.trim(), book.id).not.toBe('');
    }
  });

  it('show the original title where no Vietnamese edition was confirmed', () => {
    expect(displayTitle(bookById('clean-code'))).toBe('Clean Code');
    expect(displayTitle(bookById('atomic-habits'))).toBe('Thay đổi tí hon, hiệu quả bất ngờ');
    expect(() => bookById('khong-co')).toThrow();
  });
});

describe('book summaries agree with books.ts', () => {
  const summarised = books.filter((b) => b.summaryPath);

  it('every summary file is a book of books.ts', () => {
    // Review items (<name>.on-tap.md) sit next to the summaries; they are not summaries themselves.
    const files = readdirSync(summaryDir).filter(
      (f) => f.endsWith('.md') && !f.endsWith('.on-tap.md') && f !== 'index.md',
    );
    expect(files.sort()).toEqual(summarised.map((b) => path.basename(summaryFile(b.summaryPath!))).sort());
  });

  it.each(summarised.map((b) => [b.id, b] as const))(
    '%s shows its edition box, and in its title only the confirmed Vietnamese title',
    (id, book) => {
      const source = readFileSync(summaryFile(book.summaryPath!), 'utf8');
      const {data, body} = parseFrontMatter(source);
      expect(body).toContain(`<BookEdition id="${id}" />`);
      // A title may put a Vietnamese title in parentheses after the original; if it does, it is the confirmed one.
      const inParentheses = /\(([^)]*)\)/.exec(String(data.title))?.[1];
      if (inParentheses !== undefined) expect(inParentheses).toBe(book.vietnameseEdition?.title);
    },
  );

  it('the reading list names each summarised book by its confirmed Vietnamese title', () => {
    const index = readFileSync(path.join(summaryDir, 'index.md'), 'utf8');
    for (const book of summarised) {
      const slug = path.basename(summaryFile(book.summaryPath!));
      const line = index.split('\n').find((l) => l.includes(`](./${slug})`) && /^\d+\. \[/.test(l));
      expect(line, book.id).toBeDefined();
      if (book.vietnameseEdition) expect(line).toContain(`(${book.vietnameseEdition.title})`);
    }
  });
});
