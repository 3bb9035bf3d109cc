import {describe, expect, it} from 'vitest';
import {
  checkCodeBlocks,
  extractCodeBlocks,
  isFragment,
  labelProblems,
  metaWords,
  runnablePythonBlocks,
  runPythonSession,
} from './codeBlocks.mjs';

const fence = '```';
const md = (...lines: string[]) => lines.join('\n');
const check = (source: string) => checkCodeBlocks([{file: 'bai.md', source}]);

describe('extractCodeBlocks', () => {
  it('finds fenced blocks with language, meta and the line of the opening fence', () => {
    const source = md(
      '---',
      'title: A',
      '---',
      '',
      'Văn bản.',
      '',
      `${fence}python title="a.py" fragment`,
      'x = 1',
      fence,
      '',
      '~~~bash',
      'ls',
      '~~~',
    );
    expect(extractCodeBlocks(source)).toEqual([
      {lang: 'python', meta: 'title="a.py" fragment', code: 'x = 1', line: 7},
      {lang: 'bash', meta: '', code: 'ls', line: 11},
    ]);
  });
  it('ignores four-space indented text (not code in MDX) and finds fences inside lists', () => {
    const source = md(
      'Đoạn.',
      '',
      '    không phải mã',
      '',
      '- Bước một:',
      '',
      `  ${fence}bash`,
      '  npm start',
      `  ${fence}`,
    );
    expect(extractCodeBlocks(source)).toEqual([{lang: 'bash', meta: '', code: 'npm start', line: 7}]);
  });
  it('keeps a fence shown inside a longer fence as the outer block’s text', () => {
    const source = md('````md', `${fence}ts`, 'const a = 1;', fence, '````');
    expect(extractCodeBlocks(source)).toHaveLength(1);
  });
});

describe('meta flags', () => {
  it('reads words outside quoted values', () => {
    expect(metaWords('title="tệp có fragment.py" {1,3} norun')).toEqual([
      'title="tệp có fragment.py"',
      '{1,3}',
      'norun',
    ]);
    expect(isFragment('title="fragment"')).toBe(false);
    expect(isFragment('fragment title="a.py"')).toBe(true);
  });
});

describe('labelProblems', () => {
  it('requires a known language label', () => {
    expect(labelProblems({lang: '', meta: '', code: 'x', line: 1})[0]).toMatch(/thiếu nhãn ngôn ngữ/);
    expect(labelProblems({lang: 'pyhton', meta: '', code: 'x', line: 1})[0]).toMatch(
      /"pyhton" không có trong danh sách/,
    );
    expect(labelProblems({lang: 'python', meta: '', code: 'x = 1', line: 1})).toEqual([]);
  });
  it('wants a directory tree labelled text, whatever it was labelled', () => {
    const tree = 'du-an/\n├── pyproject.toml\n└── src/';
    expect(labelProblems({lang: 'bash', meta: '', code: tree, line: 1})[0]).toMatch(/cây thư mục/);
    expect(labelProblems({lang: 'md', meta: '', code: tree, line: 1})[0]).toMatch(/cây thư mục/);
    expect(labelProblems({lang: 'text', meta: '', code: tree, line: 1})).toEqual([]);
  });
});

describe('runnablePythonBlocks', () => {
  const parse = (over: Record<string, unknown>) => ({
    error: null,
    imports: [],
    stdlib_only: true,
    bound: [],
    free: [],
    ...over,
  });
  it('runs standard-library blocks, and later blocks that only use what those defined', () => {
    const blocks = [
      {meta: '', parse: parse({bound: ['csv', 'rows'], imports: ['csv']})},
      {meta: '', parse: parse({free: ['rows']})},
    ];
    expect(runnablePythonBlocks(blocks)).toEqual([true, true]);
  });
  it('does not run a block that needs a name from a pandas block, nor fragments and norun blocks', () => {
    const blocks = [
      {meta: '', parse: parse({stdlib_only: false, imports: ['pandas'], bound: ['pd', 'df']})},
      {meta: '', parse: parse({free: ['df']})},
      {meta: 'fragment', parse: parse({})},
      {meta: 'norun', parse: parse({})},
      {meta: '', parse: parse({free: ['print_later']})},
    ];
    expect(runnablePythonBlocks(blocks)).toEqual([false, false, false, false, true]);
  });
});

// These start python3 and the other parsers in child processes: on a busy machine that takes more than 5 s.
describe('runPythonSession (the machine’s python3)', {timeout: 60_000}, () => {
  it('runs blocks in order in one namespace and a throw-away directory, reporting each failure', () => {
    const results = runPythonSession([
      'import pathlib\npathlib.Path("a.txt").write_text("xin chào", encoding="utf-8")',
      'assert open("a.txt", encoding="utf-8").read() == "xin chào"',
      'raise ValueError("sai rồi")',
      'input()',
    ]);
    expect(results.slice(0, 2)).toEqual([null, null]);
    expect(results[2]).toBe('ValueError: sai rồi');
    expect(results[3]).toMatch(/^EOFError/);
  });
  it('has no network', () => {
    const [result] = runPythonSession([
      'import urllib.request\nurllib.request.urlopen("http://example.com", timeout=5)',
    ]);
    expect(result).toMatch(/URLError|OSError|Errno/);
  });
});

describe('checkCodeBlocks', {timeout: 60_000}, () => {
  it('reports each failing block with its file and line, and counts what it did', () => {
    const source = md(
      '# Bài', // 1
      '',
      `${fence}python`, // 3: runs
      'tong = sum([1, 2, 3])',
      'assert tong == 6',
      fence,
      '',
      `${fence}python`, // 8: continues the block above, and fails
      'assert tong == 7, "tổng sai"',
      fence,
      '',
      `${fence}python`, // 12: needs pandas: parsed only
      'import pandas as pd',
      'df = pd.DataFrame({"a": [1]})',
      fence,
      '',
      `${fence}python`, // 17: syntax error
      'def f(:',
      fence,
      '',
      `${fence}python fragment`, // 21: excerpt, not parsed
      '    return x',
      fence,
      '',
      `${fence}json`, // 25: broken JSON
      '{"a": 1,}',
      fence,
      '',
      `${fence}yaml`, // 29: TOML labelled yaml
      '[build-system]',
      'requires = ["setuptools"]',
      fence,
      '',
      `${fence}toml`, // 34: fine
      '[build-system]',
      'requires = ["setuptools"]',
      fence,
      '',
      `${fence}ts`, // 39: broken TypeScript
      'const a: number = ;',
      fence,
      '',
      `${fence}bash`, // 43: broken shell
      'if true; then echo hi',
      fence,
      '',
      fence, // 47: no label
      'gì đó',
      fence,
    );
    const {problems, counts} = check(source);
    const byLine = Object.fromEntries(problems.map((p) => [p.line, p.message]));
    expect(problems.every((p) => p.file === 'bai.md')).toBe(true);
    expect(
      Object.keys(byLine)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([8, 17, 25, 29, 39, 43, 47]);
    expect(byLine[8]).toMatch(/chạy lỗi: AssertionError: tổng sai/);
    expect(byLine[17]).toMatch(/khối python không đọc được: dòng 1/);
    expect(byLine[25]).toMatch(/khối json không đọc được/);
    expect(byLine[29]).toMatch(/khối yaml không đọc được/);
    expect(byLine[39]).toMatch(/khối ts không đọc được: dòng 1/);
    expect(byLine[43]).toMatch(/khối bash không đọc được/);
    expect(byLine[47]).toMatch(/thiếu nhãn ngôn ngữ/);
    expect(counts).toEqual({blocks: 11, ran: 2, fragments: 1, notRun: 0, parsed: 7, labelOnly: 1});
  });
  it('passes good content', () => {
    const source = md(
      `${fence}python`,
      'import json',
      'print(json.dumps({"a": 1}))',
      fence,
      '',
      `${fence}json`,
      '{"a": 1}',
      fence,
    );
    expect(check(source)).toEqual({
      problems: [],
      counts: {blocks: 2, ran: 1, fragments: 0, notRun: 0, parsed: 1, labelOnly: 0},
    });
  });
});
