/**
 * Fenced code blocks of the Markdown content and the rules they must meet
 * (issue 17: "code a reader can trust"), for scripts/check-content.mjs.
 *
 * - Every fenced block names a language from KNOWN_LANGUAGES.
 * - A directory tree is `text`, not `bash`; shell output is not labelled as code.
 * - Python blocks parse with the machine's Python 3; blocks that import only the
 *   standard library also run, offline, in a throw-away directory (runPythonBlocks).
 * - JSON, YAML and TOML blocks parse; TypeScript/JavaScript blocks parse.
 * - A block that is deliberately an excerpt carries the meta word `fragment`
 *   (```python fragment title="…"): it is still parsed where its language can be
 *   parsed on its own, and it is never run. Nothing is skipped silently: the check
 *   prints how many blocks ran, were fragments, or were only parsed.
 *
 * Blocks are found by remark-parse (CommonMark), the parser Docusaurus builds on.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import yaml from 'js-yaml';
import ts from 'typescript';

/** Language labels a block may carry: Prism languages the site highlights, plus plain text. */
export const KNOWN_LANGUAGES = new Set([
  'bash',
  'css',
  'dataview', // Obsidian Dataview queries: shown as plain text, no highlighter exists for them
  'diff',
  'html',
  'ini',
  'js',
  'json',
  'jsx',
  'md',
  'powershell',
  'python',
  'query', // Obsidian's embedded search (the downloadable vault's Home note)
  'text',
  'toml',
  'ts',
  'tsx',
  'yaml',
]);

/** Meta word that marks a deliberate excerpt: parsed where possible, never run. */
export const FRAGMENT_FLAG = 'fragment';

/** The words of a meta string outside quoted values: `fragment title="a b"` → ['fragment', 'title="a b"']. */
export function metaWords(meta) {
  return (meta ?? '').match(/[^\s"'=]+(?:=(?:"[^"]*"|'[^']*'|\S+))?/g) ?? [];
}

export function isFragment(meta) {
  return metaWords(meta).includes(FRAGMENT_FLAG);
}

/**
 * The fenced code blocks of a Markdown source: language, meta, code and the
 * 1-based line of the opening fence in the file (lineOffset: lines before `source`).
 */
export function extractCodeBlocks(source, lineOffset = 0) {
  const tree = unified().use(remarkParse).parse(source);
  const blocks = [];
  const visit = (node) => {
    if (node.type === 'code') {
      const start = node.position.start.offset;
      // Indented code blocks (four spaces) are not code in MDX: only fences count.
      if (/^(`{3,}|~{3,})/.test(source.slice(start, start + 3))) {
        blocks.push({
          lang: node.lang ?? '',
          meta: node.meta ?? '',
          code: node.value,
          line: node.position.start.line + lineOffset,
        });
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return blocks;
}

const TREE_LINE = /^[\s│|]*(├──|└──|├─|└─)/m;

/**
 * Problems a block has whatever its language can or cannot parse: a missing or
 * unknown label, a directory tree not labelled `text`.
 */
export function labelProblems(block) {
  const problems = [];
  if (!block.lang) {
    problems.push('khối mã thiếu nhãn ngôn ngữ (ví dụ ```python, ```bash, ```text)');
    return problems;
  }
  if (!KNOWN_LANGUAGES.has(block.lang)) {
    problems.push(`nhãn ngôn ngữ "${block.lang}" không có trong danh sách (${[...KNOWN_LANGUAGES].join(', ')})`);
  }
  if (block.lang !== 'text' && TREE_LINE.test(block.code)) {
    problems.push(`cây thư mục được gắn nhãn "${block.lang}": dùng \`\`\`text`);
  }
  return problems;
}

/** YAML (every document), JSON; null when the block parses, else the parser's message. */
export function dataParseError(lang, code) {
  try {
    if (lang === 'json') JSON.parse(code);
    else if (lang === 'yaml') yaml.loadAll(code);
    return null;
  } catch (error) {
    return String(error.message).split('\n')[0];
  }
}

/** TypeScript, TSX, JavaScript and JSX: the first syntax error, or null (TypeScript's own parser). */
export function scriptParseError(lang, code) {
  const {diagnostics = []} = ts.transpileModule(code, {
    fileName: `block.${lang}`,
    reportDiagnostics: true,
    compilerOptions: {jsx: ts.JsxEmit.Preserve, allowJs: true, target: ts.ScriptTarget.ESNext},
  });
  const diagnostic = diagnostics.find((item) => item.category === ts.DiagnosticCategory.Error);
  if (!diagnostic) return null;
  const line = diagnostic.file ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1 : 1;
  return `dòng ${line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
}

/** Bash syntax (`bash -n`): null, or bash's first message. */
export function bashParseError(code) {
  const result = spawnSync('bash', ['-n'], {input: code, encoding: 'utf8'});
  if (result.status === 0) return null;
  return (result.stderr || 'lỗi cú pháp')
    .trim()
    .split('\n')[0]
    .replace(/^bash: /, '');
}

const PYTHON = process.env.PYTHON ?? 'python3';
const PYTHON_HELPER = fileURLToPath(new URL('./python_blocks.py', import.meta.url));

/** Python and TOML blocks through the machine's Python (python_blocks.py parse). */
export function pythonParseResults(blocks) {
  if (blocks.length === 0) return [];
  const result = spawnSync(PYTHON, [PYTHON_HELPER, 'parse'], {
    input: JSON.stringify(blocks.map(({lang, code}) => ({lang, code}))),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`${PYTHON} ${PYTHON_HELPER} thất bại: ${result.error?.message ?? result.stderr}`);
  }
  return JSON.parse(result.stdout);
}

let offlinePrefix;
/** `unshare -rn` (a network namespace with no interfaces) when this machine allows it, else nothing. */
function networkIsolation() {
  offlinePrefix ??= spawnSync('unshare', ['-rn', 'true']).status === 0 ? ['unshare', '-rn'] : [];
  return offlinePrefix;
}

/**
 * Runs an article's Python blocks in order, in one namespace, in a fresh temporary
 * directory, offline (a network namespace where the machine allows it; otherwise
 * proxies pointing at a closed port), with no input and 20 s per block.
 * Returns, per block, null or why it failed.
 */
export function runPythonSession(codes) {
  if (codes.length === 0) return [];
  const dir = mkdtempSync(path.join(tmpdir(), 'khoi-python-'));
  try {
    writeFileSync(path.join(dir, '.blocks.json'), JSON.stringify(codes));
    const isolation = networkIsolation();
    const closed = 'http://127.0.0.1:9';
    const [command, ...args] = [...isolation, PYTHON, '-I', PYTHON_HELPER, 'run', '.blocks.json'];
    const result = spawnSync(command, args, {
      cwd: dir,
      encoding: 'utf8',
      timeout: 20_000 * codes.length + 10_000,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: dir,
        LANG: 'C.UTF-8',
        PYTHONDONTWRITEBYTECODE: '1',
        PYTHONIOENCODING: 'utf-8',
        ...(isolation.length === 0
          ? {http_proxy: closed, https_proxy: closed, HTTP_PROXY: closed, HTTPS_PROXY: closed}
          : {}),
      },
    });
    try {
      return JSON.parse(result.stdout);
    } catch {
      const why = (result.stderr || result.error?.message || `mã thoát ${result.status}`).trim().split('\n').at(-1);
      return codes.map(() => why);
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** Meta word for a complete program the check cannot run: it needs the network or a person typing. */
export const NO_RUN_FLAG = 'norun';

/**
 * Which Python blocks of one article run: a block runs when it parses, imports only the
 * standard library, is neither `fragment` nor `norun`, and every name it takes from
 * earlier blocks was defined by a block that runs too. blocks: [{meta, parse}] in order.
 */
export function runnablePythonBlocks(blocks) {
  const fromRunnable = new Set();
  const fromOthers = new Set();
  return blocks.map(({meta, parse}) => {
    const excluded = isFragment(meta) || metaWords(meta).includes(NO_RUN_FLAG) || parse.error;
    const runs =
      !excluded && parse.stdlib_only && parse.free.every((name) => fromRunnable.has(name) || !fromOthers.has(name));
    for (const name of parse.bound ?? []) {
      (runs ? fromRunnable : fromOthers).add(name);
      (runs ? fromOthers : fromRunnable).delete(name);
    }
    return Boolean(runs);
  });
}

/**
 * Checks every fenced block of the given files ([{file, source, lineOffset}]).
 * Returns the problems ([{file, line, message}]) and the counts:
 * blocks; ran (Python, run offline); fragments (marked `fragment`: an excerpt, label
 * checked, not parsed or run); notRun (marked `norun`: parsed, not run); parsed (parsed by
 * their language's parser: Python needing other packages, JSON, YAML, TOML, TS/JS, Bash);
 * labelOnly (Markdown, text, Dataview...: nothing to parse, label checked).
 */
export function checkCodeBlocks(files) {
  const problems = [];
  const counts = {blocks: 0, ran: 0, fragments: 0, notRun: 0, parsed: 0, labelOnly: 0};
  const report = (file, block, message) => problems.push({file, line: block.line, message});

  const viaPython = []; // [{file, block}] of every file: parsed by one Python process
  for (const {file, source, lineOffset = 0} of files) {
    for (const block of extractCodeBlocks(source, lineOffset)) {
      counts.blocks += 1;
      for (const message of labelProblems(block)) report(file, block, message);
      if (isFragment(block.meta)) {
        counts.fragments += 1;
        continue;
      }
      let error = null;
      if (block.lang === 'python' || block.lang === 'toml') {
        viaPython.push({file, block});
        continue;
      } else if (block.lang === 'json' || block.lang === 'yaml') {
        error = dataParseError(block.lang, block.code);
      } else if (['ts', 'tsx', 'js', 'jsx'].includes(block.lang)) {
        error = scriptParseError(block.lang, block.code);
      } else if (block.lang === 'bash') {
        error = bashParseError(block.code);
      } else {
        counts.labelOnly += 1;
        continue;
      }
      counts.parsed += 1;
      if (error) report(file, block, `khối ${block.lang} không đọc được: ${error}`);
    }
  }

  const parses = pythonParseResults(viaPython.map(({block}) => block));
  const pythonByFile = new Map();
  viaPython.forEach(({file, block}, index) => {
    const parse = parses[index];
    if (parse.error) report(file, block, `khối ${block.lang} không đọc được: ${parse.error}`);
    if (block.lang !== 'python') {
      counts.parsed += 1;
      return;
    }
    if (!pythonByFile.has(file)) pythonByFile.set(file, []);
    pythonByFile.get(file).push({...block, parse});
  });
  for (const [file, python] of pythonByFile) {
    const runs = runnablePythonBlocks(python);
    const toRun = python.filter((_, index) => runs[index]);
    const failures = runPythonSession(toRun.map((block) => block.code));
    toRun.forEach((block, index) => {
      if (failures[index]) {
        report(
          file,
          block,
          `khối python (chỉ dùng thư viện chuẩn) chạy lỗi: ${failures[index]}. Nếu là đoạn trích, ghi "fragment" sau \`\`\`python; nếu cần mạng hay người nhập, ghi "norun"`,
        );
      }
    });
    const notRun = python.filter((block, index) => !runs[index] && metaWords(block.meta).includes(NO_RUN_FLAG)).length;
    counts.ran += toRun.length;
    counts.notRun += notRun;
    counts.parsed += python.length - toRun.length - notRun;
  }
  return {problems, counts};
}
