import {describe, expect, it} from 'vitest';
import {
  bookPartProblems,
  booksOf,
  isBookSummary,
  longQuotes,
  MIN_PART_WORDS,
  summaryPathProblems,
} from './bookSummaries.mjs';

const words = (n: number) => Array.from({length: n}, () => 'chữ').join(' ');

const body = `Mở đầu.

## Lập luận: ba bước

${words(60)}

### Bước một

${words(60)}

## Bằng chứng và tranh cãi

${words(MIN_PART_WORDS)}

## Thử trong một tuần

${words(MIN_PART_WORDS - 1)}

## Bước tiếp theo
`;

const parts = {
  argument: 'lập-luận-ba-bước',
  evidence: 'bằng-chứng-và-tranh-cãi',
  apply: 'thử-trong-một-tuần',
};

describe('bookPartProblems', () => {
  it('accepts a summary whose three parts name sections long enough, subsections counted', () => {
    const apply = `## Thử trong một tuần\n\n${words(MIN_PART_WORDS)}\n`;
    expect(bookPartProblems({book_parts: parts}, body.replace(/## Thử trong một tuần\n\n[^\n]*\n/, apply))).toEqual([]);
  });

  it('fails a summary without book_parts, or without one of the parts', () => {
    expect(bookPartProblems({}, body)).toEqual([
      'thiếu trường "book_parts" (argument, evidence, apply): mỗi phần là neo của tiêu đề mục chứa nó',
    ]);
    expect(bookPartProblems({book_parts: {argument: parts.argument, apply: parts.apply}}, body)).toContain(
      'thiếu phần "evidence" (bằng chứng nói gì và chỗ còn tranh cãi) trong "book_parts"',
    );
  });

  it('fails a part that names no heading, a heading two parts share, a short part and an unknown part', () => {
    const problems = bookPartProblems(
      {
        book_parts: {
          argument: ['lập-luận-ba-bước', '#khong-co'],
          evidence: 'lập-luận-ba-bước',
          apply: 'thử-trong-một-tuần',
          quotes: 'x',
        },
      },
      body,
    );
    expect(problems).toEqual([
      '"book_parts" có phần lạ "quotes" (chỉ có argument, evidence, apply)',
      '"book_parts.argument": không có tiêu đề nào có neo "khong-co"',
      '"book_parts.evidence": mục "lập-luận-ba-bước" đã là phần "argument"',
      `phần "apply" (cách áp dụng) chỉ có ${MIN_PART_WORDS - 1} từ (cần ít nhất ${MIN_PART_WORDS})`,
    ]);
  });
});

describe('longQuotes', () => {
  it('finds quoted runs and blockquotes of more than one sentence', () => {
    const text = [
      'Sách viết "Một câu. Hai câu." và cả “Câu một! Câu hai” nữa.',
      '',
      '> Trích một đoạn. Rồi thêm đoạn nữa.',
      '> Dòng sau.',
      '',
      'Dấu „Đầu. Cuối“ kiểu khác, trải sang',
      'dòng "thứ hai. Vẫn',
      'trong ngoặc".',
    ].join('\n');
    expect(longQuotes(text)).toEqual([
      'Trích một đoạn. Rồi thêm đoạn nữa. Dòng sau.',
      'Một câu. Hai câu.',
      'Câu một! Câu hai',
      'Đầu. Cuối',
      'thứ hai. Vẫn trong ngoặc',
    ]);
  });

  it('accepts one-sentence quotes, lower-case continuations, code and JSX attributes', () => {
    const text = [
      'Clear viết "Every action you take is a vote for the type of person you wish to become." rồi giải thích.',
      'Ví dụ "v.v. và nhiều nữa" không phải hai câu.',
      '> Chỉ một câu trích.',
      '<BookEdition id="grit" note="Một. Hai." />',
      'Lệnh `print("A. B")` không phải trích dẫn.',
      '```python',
      'print("Một câu. Hai câu.")',
      '```',
    ].join('\n');
    expect(longQuotes(text)).toEqual([]);
  });
});

describe('summaryPath of books.ts', () => {
  const source = `export const books: Book[] = [
  {
    id: 'grit',
    title: 'Grit',
    summaryPath: '/kien-thuc/sach-hay/grit',
  },
  {
    id: 'range',
    title: 'Range',
  },
  {
    id: 'peak',
    summaryPath: '/kien-thuc/sach-hay/khong-co',
  },
];`;

  it('reads each book with its summaryPath and the line to report on', () => {
    expect(booksOf(source)).toEqual([
      {id: 'grit', summaryPath: '/kien-thuc/sach-hay/grit', line: 5},
      {id: 'range', summaryPath: undefined, line: 8},
      {id: 'peak', summaryPath: '/kien-thuc/sach-hay/khong-co', line: 13},
    ]);
  });

  it('fails a summaryPath without its summary; a book without one only when every book must have one', () => {
    const exists = (file: string) => file === 'kien-thuc/sach-hay/grit.md';
    expect(summaryPathProblems(booksOf(source), exists, {everyBook: false})).toEqual([
      {line: 13, message: 'sách "peak": summaryPath "/kien-thuc/sach-hay/khong-co" không trỏ tới bản tóm tắt nào'},
    ]);
    expect(summaryPathProblems(booksOf(source), exists, {everyBook: true}).map((p) => p.line)).toEqual([8, 13]);
  });

  it('counts only the articles of sach-hay as summaries', () => {
    expect(isBookSummary('kien-thuc/sach-hay/grit.md')).toBe(true);
    expect(isBookSummary('kien-thuc/sach-hay/index.md')).toBe(false);
    expect(isBookSummary('kien-thuc/sach-hay/grit.on-tap.md')).toBe(false);
    expect(isBookSummary('kien-thuc/mo-hinh-tu-duy/nguyen-ly-pareto.md')).toBe(false);
  });
});
