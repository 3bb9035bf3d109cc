import {describe, expect, it} from 'vitest';
import {headingAnchors, parseReviewItems, questionKey, reviewFileOf, reviewItemProblems} from './reviewItems.mjs';

const article = `---
title: Bài
---

## Môi trường ảo

## Đọc tệp Excel {#doc-excel}

### Môi trường ảo
`;

const items = `## Vì sao nên tạo môi trường ảo?

Mục: [Môi trường ảo](#môi-trường-ảo)

Đáp: Mỗi dự án cần phiên bản thư viện riêng.

Cài cho dự án này không làm hỏng dự án kia.

## Lệnh nào đọc trang tính "Q3"?

Mục: [Đọc tệp Excel](#doc-excel)

- [x] \`pd.read_excel("a.xlsx", sheet_name="Q3")\` — Đúng: \`sheet_name\` chọn trang tính.
- [ ] \`pd.read_csv("a.xlsx")\` — Sai: .xlsx không phải văn bản CSV.
- [ ] \`pd.read_excel("a.xlsx")\` — Sai: thiếu \`sheet_name\`, pandas đọc trang đầu.

Giải thích: trang tính đầu tiên là mặc định.

## Mục con trùng tên thì neo là gì?

Mục: [Môi trường ảo](#môi-trường-ảo-1)

Đáp: Thêm -1.
`;

describe('parseReviewItems', () => {
  it('reads recall and multiple-choice items with their section, keeping the Markdown', () => {
    const [recall, choice] = parseReviewItems(items);
    expect(recall).toMatchObject({
      question: 'Vì sao nên tạo môi trường ảo?',
      questionMarkdown: 'Vì sao nên tạo môi trường ảo?',
      line: 1,
      section: {title: 'Môi trường ảo', anchor: '#môi-trường-ảo'},
      answer: 'Mỗi dự án cần phiên bản thư viện riêng.\n\nCài cho dự án này không làm hỏng dự án kia.',
    });
    expect(choice.options).toEqual([
      {
        text: '`pd.read_excel("a.xlsx", sheet_name="Q3")`',
        correct: true,
        explanation: 'Đúng: `sheet_name` chọn trang tính.',
      },
      {text: '`pd.read_csv("a.xlsx")`', correct: false, explanation: 'Sai: .xlsx không phải văn bản CSV.'},
      {
        text: '`pd.read_excel("a.xlsx")`',
        correct: false,
        explanation: 'Sai: thiếu `sheet_name`, pandas đọc trang đầu.',
      },
    ]);
    expect(choice.explanation).toBe('trang tính đầu tiên là mặc định.');
  });
});

describe('headingAnchors', () => {
  it('slugs headings as Docusaurus does: diacritics kept, explicit ids, duplicates numbered', () => {
    expect([...headingAnchors(article)]).toEqual(['môi-trường-ảo', 'doc-excel', 'môi-trường-ảo-1']);
  });
});

describe('reviewItemProblems', () => {
  const anchors = headingAnchors(article);

  it('accepts well-formed items', () => {
    expect(reviewItemProblems(parseReviewItems(items), anchors)).toEqual([]);
  });

  it('reports too few items, a missing anchor, an empty answer, a wrong option without why, two right options and a repeat', () => {
    const bad = `## Câu một?

Mục: [Không có](#khong-co)

Đáp:

## Câu hai?

Mục: [Đọc tệp Excel](#doc-excel)

- [x] A — đúng
- [x] B — cũng đúng
- [ ] C

## Câu  MỘT!

Mục: [Môi trường ảo](#môi-trường-ảo)

Đáp: có.
`;
    const messages = reviewItemProblems(parseReviewItems(bad), anchors).map((p) => `${p.line}: ${p.message}`);
    expect(messages).toEqual([
      '1: liên kết mục "#khong-co" không trỏ tới tiêu đề nào của bài',
      '1: câu trả lời trống',
      '7: cần đúng một lựa chọn đúng ([x]), đang có 2',
      '7: lựa chọn sai "C" thiếu lời giải thích (sau " — ")',
      '15: câu hỏi lặp lại: "Câu  MỘT!"',
    ]);
    expect(reviewItemProblems(parseReviewItems(bad).slice(0, 2), anchors)[0].message).toBe(
      'cần 3–8 câu hỏi ôn tập, đang có 2',
    );
  });
});

describe('questionKey and reviewFileOf', () => {
  it('folds case, diacritics and punctuation; names the file next to the article', () => {
    expect(questionKey('Đâu là  CÁCH đúng?')).toBe(questionKey('dau la cach dung'));
    expect(reviewFileOf('kien-thuc/python/pandas-can-ban.md')).toBe('kien-thuc/python/pandas-can-ban.on-tap.md');
  });
});
