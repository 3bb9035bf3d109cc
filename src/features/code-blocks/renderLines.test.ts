import {describe, expect, it} from 'vitest';
import {escapeHtml, linesHtmlToText, plainLines, renderLinesHtml} from './renderLines';

describe('renderLinesHtml', () => {
  it('wraps each line and each non-plain token, escaping the code', () => {
    const html = renderLinesHtml([
      [
        {types: ['keyword'], content: 'if'},
        {types: ['plain'], content: ' a < b && '},
        {types: ['template-string', 'string'], content: '"<script>"'},
      ],
      [{types: ['plain'], content: '\n', empty: true}],
    ]);
    expect(html).toBe(
      '<span class="token-line"><span class="token keyword">if</span> a &lt; b &amp;&amp; ' +
        '<span class="token template-string string">&quot;&lt;script&gt;&quot;</span><br></span>' +
        '<span class="token-line"><br></span>',
    );
  });

  it('adds highlighted-line classes and the line-number cells', () => {
    const html = renderLinesHtml(plainLines('a\nb'), {
      lineClassNames: {1: ['theme-code-block-highlighted-line']},
      showLineNumbers: true,
    });
    expect(html).toBe(
      '<span class="token-line code-line"><span class="code-line-number"></span><span class="code-line-content">a</span><br></span>' +
        '<span class="token-line code-line theme-code-block-highlighted-line"><span class="code-line-number"></span><span class="code-line-content">b</span><br></span>',
    );
  });

  it('escapes every character that matters in HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x">&</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
});

describe('linesHtmlToText', () => {
  it('gives back exactly the code that was rendered', () => {
    const code = 'if (a < b && c > "d") {\n\n  return \'&amp;\';\n}';
    const lines = code.split('\n').map((line) => [
      {types: ['keyword'], content: line.slice(0, 2)},
      {types: ['plain'], content: line.slice(2)},
    ]);
    expect(linesHtmlToText(renderLinesHtml(lines, {showLineNumbers: true}))).toBe(code);
    expect(linesHtmlToText(renderLinesHtml(plainLines(code)))).toBe(code);
  });
});
