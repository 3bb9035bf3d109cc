import {describe, expect, it} from 'vitest';
import {ankiText, noteFileName, obsidianNote} from './exports';
import type {ArticleReviewData} from './reviewData';

const article: ArticleReviewData = {
  path: '/kien-thuc/python/moi-truong-ao',
  title: 'Môi trường ảo',
  part: {path: '/kien-thuc/python', title: 'Python'},
  items: [
    {
      id: 'a',
      question: 'Vì sao dùng "venv"?',
      section: {title: 'Môi trường ảo', href: '/kien-thuc/python/moi-truong-ao#môi-trường-ảo'},
      answerHtml: '<p>Tách\tthư viện</p>\n<p>từng dự án.</p>',
    },
    {
      id: 'b',
      question: 'Lệnh nào?',
      section: {title: 'Cài', href: '/kien-thuc/python/moi-truong-ao#cài'},
      options: [
        {html: '<code>pip</code>', correct: true, explanationHtml: '<p>Đúng.</p>'},
        {html: 'conda', correct: false, explanationHtml: '<p>Sai.</p>'},
      ],
    },
  ],
};

describe('ankiText', () => {
  const text = ankiText([article], 'https://example.vn');
  const lines = text.trimEnd().split('\n');

  it('starts with the header lines Anki reads and gives one line of four columns per item', () => {
    expect(lines.slice(0, 3)).toEqual(['#separator:tab', '#html:true', '#tags column:4']);
    expect(lines).toHaveLength(5);
    for (const line of lines.slice(3)) expect(line.split('\t')).toHaveLength(4);
  });

  it('keeps tabs and newlines out of fields and quotes fields with quotes', () => {
    const [front, back, source, tags] = lines[3].split('\t');
    expect(front).toBe('Vì sao dùng &quot;venv&quot;?');
    expect(back).toBe('<p>Tách thư viện</p> <p>từng dự án.</p>');
    expect(source).toBe(
      '"<a href=""https://example.vn/kien-thuc/python/moi-truong-ao#môi-trường-ảo"">Môi trường ảo</a>"',
    );
    expect(tags).toBe('learn-anything learn-anything::python');
  });

  it('puts the options on the front and the right one on the back', () => {
    const [front, back] = lines[4].split('\t');
    expect(front).toContain('<li>conda</li>');
    expect(back).toBe('<p><code>pip</code></p><p>Đúng.</p>');
  });
});

describe('obsidianNote', () => {
  const markdown = {
    a: {
      question: 'Vì sao dùng `venv`?',
      answer: 'Tách thư viện của **từng dự án**, xem [mục cài](/kien-thuc/python/moi-truong-ao#cài).',
    },
    b: {
      question: 'Lệnh nào?',
      options: [
        {text: '`pip`', correct: true, explanation: 'Đúng: trình cài gói.'},
        {text: 'conda', correct: false, explanation: 'Sai: một trình quản lý khác.'},
      ],
      explanation: 'Xem [tài liệu](https://pip.pypa.io).',
    },
  };
  const note = obsidianNote(article, markdown, 'https://example.vn');
  const [, frontMatter, body] = note.split(/^---$/m);

  it('puts the title, the article as source and the tags in YAML front matter', () => {
    expect(note.startsWith('---\n')).toBe(true);
    expect(frontMatter.trim().split('\n')).toEqual([
      'title: "Môi trường ảo"',
      'source: "https://example.vn/kien-thuc/python/moi-truong-ao"',
      'tags:',
      '  - learn-anything',
      '  - "learn-anything/python"',
    ]);
  });

  it('is Markdown, not HTML: questions as headings, answers and options as written, links as Markdown links', () => {
    expect(body).not.toMatch(/<\/?[a-z][^>]*>/i);
    expect(body).toContain('Nguồn: [Môi trường ảo](https://example.vn/kien-thuc/python/moi-truong-ao)');
    expect(body).toContain('## Vì sao dùng `venv`?');
    expect(body).toContain(
      '> Tách thư viện của **từng dự án**, xem [mục cài](https://example.vn/kien-thuc/python/moi-truong-ao#cài).',
    );
    expect(body).toContain('- `pip`\n- conda\n');
    expect(body).toContain('> **`pip`** — Đúng: trình cài gói.');
    expect(body).toContain('> - conda — Sai: một trình quản lý khác.');
    expect(body).toContain('> Xem [tài liệu](https://pip.pypa.io).');
    expect(body).toContain(`Mục: [Cài](https://example.vn${encodeURI('/kien-thuc/python/moi-truong-ao#cài')})`);
  });

  it('folds each answer in a callout, so the note still tests the reader', () => {
    expect(body.match(/^> \[!success\]- Đáp án$/gm)).toHaveLength(2);
  });

  it('gives file names a vault accepts', () => {
    expect(noteFileName('A/B: "C"?')).toBe('A B C.md');
  });
});
