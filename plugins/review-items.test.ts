import {describe, expect, it} from 'vitest';
import {articleReviewData, articleReviewMarkdown, markdownToHtml} from './review-items';

const article = {
  path: '/kien-thuc/python/moi-truong-ao',
  title: 'Môi trường ảo',
  part: {path: '/kien-thuc/python', title: 'Python'},
};

const source = `## Vì sao nên tạo môi trường ảo?

Mục: [Môi trường ảo](#môi-trường-ảo)

Đáp: Mỗi dự án cần **phiên bản** riêng.

Xem thêm [mục cài đặt](#cài-đặt).

## Lệnh nào đọc trang tính "Q3"?

Mục: [Đọc tệp Excel](#đọc-tệp-excel)

- [x] \`pd.read_excel(f, sheet_name="Q3")\` — Đúng: chọn theo tên.
- [ ] \`pd.read_csv(f)\` — Sai: không phải CSV.
- [ ] <b>raw</b> \`pd.read_excel(f)\` — Sai: trang đầu tiên.

Giải thích: Trang tính chọn bằng \`sheet_name\`.
`;

describe('articleReviewData', () => {
  const data = articleReviewData(source, article);

  it('gives each item an id made of the article path and the question key', () => {
    expect(data.items.map((item) => item.id)).toEqual([
      '/kien-thuc/python/moi-truong-ao#vi sao nen tao moi truong ao',
      '/kien-thuc/python/moi-truong-ao#lenh nao doc trang tinh q3',
    ]);
  });

  it('renders a recall answer across its paragraphs and points its section at the article', () => {
    const [recall] = data.items;
    expect(recall.section).toEqual({title: 'Môi trường ảo', href: '/kien-thuc/python/moi-truong-ao#môi-trường-ảo'});
    expect(recall.answerHtml).toContain('<strong>phiên bản</strong>');
    expect(recall.answerHtml).toContain(`href="/kien-thuc/python/moi-truong-ao#${encodeURIComponent('cài-đặt')}"`);
    expect(recall.options).toBeUndefined();
  });

  it('renders options with their explanations and drops raw HTML', () => {
    const choice = data.items[1];
    expect(choice.options?.map((option) => option.correct)).toEqual([true, false, false]);
    expect(choice.options?.[0].html).toBe('<code>pd.read_excel(f, sheet_name="Q3")</code>');
    expect(choice.options?.[1].explanationHtml).toBe('<p>Sai: không phải CSV.</p>');
    expect(choice.options?.[2].html).not.toContain('<b>');
    expect(choice.explanationHtml).toContain('<code>sheet_name</code>');
    expect(choice.answerHtml).toBeUndefined();
  });
});

describe('markdownToHtml', () => {
  it('leaves links elsewhere as they are', () => {
    expect(markdownToHtml('[Python](/kien-thuc/python)', '/kien-thuc/a')).toBe(
      '<p><a href="/kien-thuc/python">Python</a></p>',
    );
  });
});

describe('articleReviewMarkdown', () => {
  const markdown = articleReviewMarkdown(source, article.path);

  it('keeps each item’s Markdown as written, with links to the article’s headings pointing at the article', () => {
    expect(markdown['/kien-thuc/python/moi-truong-ao#vi sao nen tao moi truong ao']).toEqual({
      question: 'Vì sao nên tạo môi trường ảo?',
      answer: 'Mỗi dự án cần **phiên bản** riêng.\n\nXem thêm [mục cài đặt](/kien-thuc/python/moi-truong-ao#cài-đặt).',
    });
    const choice = markdown['/kien-thuc/python/moi-truong-ao#lenh nao doc trang tinh q3'];
    expect(choice.question).toBe('Lệnh nào đọc trang tính "Q3"?');
    expect(choice.options?.[0]).toEqual({
      text: '`pd.read_excel(f, sheet_name="Q3")`',
      correct: true,
      explanation: 'Đúng: chọn theo tên.',
    });
    expect(choice.explanation).toBe('Trang tính chọn bằng `sheet_name`.');
  });
});
