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
  it('names the article as its source and lists each item', () => {
    const note = obsidianNote(article, 'https://example.vn');
    expect(note).toMatch(/^---\nsource: "https:\/\/example.vn\/kien-thuc\/python\/moi-truong-ao"\n/);
    expect(note).toContain('## Vì sao dùng "venv"?');
    expect(note).toContain('- [x] <code>pip</code>');
    expect(note).toContain('- [ ] conda');
  });

  it('gives file names a vault accepts', () => {
    expect(noteFileName('A/B: "C"?')).toBe('A B C.md');
  });
});
