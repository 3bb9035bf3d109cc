import {mkdtemp, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseSnapshot, readSnapshot, staticQuestionsHtml} from './questions-static-html';

const question = {
  id: 'a',
  ten: 'An <b>đậm</b>',
  cauHoiHtml: '<p>Câu hỏi</p>',
  hoiLuc: Date.UTC(2026, 10, 27, 20),
  traLoiHtml: '<p>Trả lời</p>',
  traLoiLuc: Date.UTC(2026, 10, 28, 2),
};

describe('questions-static-html', () => {
  it('renders each page’s published questions once, names escaped, pages without any left out', () => {
    const html = staticQuestionsHtml({'/blog/a': [question], '/blog/b': []});
    expect(Object.keys(html)).toEqual(['/blog/a']);
    expect(html['/blog/a']).toContain('An &lt;b&gt;đậm&lt;/b&gt;');
    expect(html['/blog/a']).toContain('<p>Câu hỏi</p>');
    expect(html['/blog/a']).toContain('<p>Trả lời</p>');
  });

  it('refuses a snapshot of the wrong shape rather than guessing', () => {
    expect(() => parseSnapshot({}, 'x')).toThrow(/trang/);
    expect(() => parseSnapshot({trang: {'/blog/a': [{...question, hoiLuc: 'hôm qua'}]}}, 'x')).toThrow('/blog/a');
    expect(() => parseSnapshot({trang: {'blog/a': [question]}}, 'x')).toThrow();
  });

  it('reads a file, or nothing without QUESTIONS_SNAPSHOT', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hoi-dap-'));
    await writeFile(path.join(dir, 'snapshot.json'), JSON.stringify({trang: {'/blog/a': [question]}}));
    expect(await readSnapshot('snapshot.json', dir)).toEqual({'/blog/a': [question]});
    expect(await readSnapshot(undefined, dir)).toBeNull();
    await expect(readSnapshot('khong-co.json', dir)).rejects.toThrow();
  });
});
