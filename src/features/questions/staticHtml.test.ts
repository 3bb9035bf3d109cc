import {describe, expect, it} from 'vitest';
import {escapeHtml, publishedListHtml, publishedQuestionsHtml, questionDate} from './staticHtml';
import type {PublicQuestion} from './types';

const question = (over: Partial<PublicQuestion> = {}): PublicQuestion => ({
  id: 'q1',
  ten: 'Lan',
  cauHoiHtml: '<p>Vì sao <code>x</code>?</p>',
  hoiLuc: Date.UTC(2026, 10, 27, 16, 30),
  traLoiHtml: '<p>Vì thế này.</p>',
  traLoiLuc: Date.UTC(2026, 10, 28, 2, 0),
  ...over,
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('questionDate', () => {
  it('dates a time by the day it was in Vietnam (UTC+7)', () => {
    expect(questionDate(Date.UTC(2026, 10, 27, 16, 59))).toBe('27 thg 11, 2026');
    expect(questionDate(Date.UTC(2026, 10, 27, 17, 0))).toBe('28 thg 11, 2026');
  });
});

describe('publishedQuestionsHtml', () => {
  it('is empty for no questions', () => {
    expect(publishedQuestionsHtml([])).toBe('');
    expect(publishedListHtml([])).toBe('');
  });

  it('escapes the display name and keeps the server-sanitized HTML', () => {
    const html = publishedQuestionsHtml([question({ten: '<img src=x onerror=alert(1)> & "Bình"'})]);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Bình&quot;');
    expect(html).toContain('<p>Vì sao <code>x</code>?</p>');
    expect(html).toContain('<p>Vì thế này.</p>');
  });

  it('writes the heading, then the same list the panel renders', () => {
    const list = [question(), question({id: 'q2', ten: 'Minh'})];
    const html = publishedQuestionsHtml(list);
    expect(html).toBe(`<h2 class="hoi-dap__tieu-de">Hỏi đáp</h2>${publishedListHtml(list)}`);
    expect(html.match(/<li class="hoi-dap__muc">/g)).toHaveLength(2);
    expect(html.indexOf('Lan')).toBeLessThan(html.indexOf('Minh'));
  });

  it('dates the question and the answer in Vietnam, with machine-readable times', () => {
    const html = publishedListHtml([question()]);
    expect(html).toContain('<time datetime="2026-11-27T16:30:00.000Z">27 thg 11, 2026</time>');
    expect(html).toContain('Trả lời · <time datetime="2026-11-28T02:00:00.000Z">28 thg 11, 2026</time>');
  });
});
