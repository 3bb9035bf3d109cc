import {describe, expect, it} from 'vitest';
import {
  defaultMagicComments,
  parseLanguage,
  parseLineNumbersStart,
  parseLineRange,
  parseLines,
  parseTitle,
} from './codeBlockInfo';

const magicComments = defaultMagicComments;

describe('metastring', () => {
  it('reads the title in double or single quotes', () => {
    expect(parseTitle('title="src/a.ts" {2}')).toBe('src/a.ts');
    expect(parseTitle("title='Tệp cấu hình'")).toBe('Tệp cấu hình');
    expect(parseTitle('{2} showLineNumbers')).toBeUndefined();
    expect(parseTitle(undefined)).toBeUndefined();
  });

  it('reads where line numbers start', () => {
    expect(parseLineNumbersStart('title="a" showLineNumbers')).toBe(1);
    expect(parseLineNumbersStart('showLineNumbers=12')).toBe(12);
    expect(parseLineNumbersStart('title="a"')).toBeUndefined();
  });

  it('expands line ranges, ignoring nonsense', () => {
    expect(parseLineRange('2,5-6')).toEqual([2, 5, 6]);
    expect(parseLineRange('6-4,1,1')).toEqual([1, 4, 5, 6]);
    expect(parseLineRange('0,x,3')).toEqual([3]);
  });

  it('reads the language from the class name, in lower case', () => {
    expect(parseLanguage(['language-Python'])).toBe('python');
    expect(parseLanguage('foo language-ts')).toBe('ts');
    expect(parseLanguage(undefined)).toBeUndefined();
  });
});

describe('parseLines', () => {
  it('highlights a {range} and leaves the code as written', () => {
    const code = 'a\n// highlight-next-line\nb\nc\n';
    const result = parseLines(code, {metastring: '{1,3}', language: 'js', magicComments});
    expect(result.code).toBe('a\n// highlight-next-line\nb\nc');
    expect(result.lineClassNames).toEqual({
      0: ['theme-code-block-highlighted-line'],
      2: ['theme-code-block-highlighted-line'],
    });
  });

  it('applies and removes highlight-next-line and highlight-start/end', () => {
    const code = [
      'function chao(ten) {',
      '  // highlight-next-line',
      '  return ten;',
      '}',
      '// highlight-start',
      'chao(1);',
      'chao(2);',
      '// highlight-end',
      '',
    ].join('\n');
    const result = parseLines(code, {language: 'js', magicComments});
    expect(result.code).toBe('function chao(ten) {\n  return ten;\n}\nchao(1);\nchao(2);');
    expect(Object.keys(result.lineClassNames).map(Number)).toEqual([1, 3, 4]);
  });

  it('uses the comment style of the language', () => {
    const python = parseLines('# highlight-next-line\nprint(1)\n// highlight-next-line\n', {
      language: 'python',
      magicComments,
    });
    expect(python.code).toBe('print(1)\n// highlight-next-line');
    expect(python.lineClassNames).toEqual({0: ['theme-code-block-highlighted-line']});
    const markdown = parseLines('<!-- highlight-next-line -->\n# Tiêu đề', {language: 'md', magicComments});
    expect(markdown.code).toBe('# Tiêu đề');
    expect(markdown.lineClassNames[0]).toEqual(['theme-code-block-highlighted-line']);
    const jsx = parseLines('{/* highlight-next-line */}\n<p/>', {language: 'tsx', magicComments});
    expect(jsx.code).toBe('<p/>');
  });

  it('highlights nothing for a block that is never closed, as Docusaurus does', () => {
    const result = parseLines('// highlight-start\na\nb', {language: 'js', magicComments});
    expect(result.code).toBe('a\nb');
    expect(result.lineClassNames).toEqual({});
  });

  it('keeps comments that only mention a directive', () => {
    const code = '// dùng highlight-next-line để tô sáng\nx();';
    expect(parseLines(code, {language: 'js', magicComments}).code).toBe(code);
  });

  it('handles Windows line endings', () => {
    const result = parseLines('a\r\n# highlight-next-line\r\nb\r\n', {language: 'bash', magicComments});
    expect(result.code).toBe('a\nb');
    expect(result.lineClassNames).toEqual({1: ['theme-code-block-highlighted-line']});
  });
});
