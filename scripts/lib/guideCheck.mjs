/**
 * The guide check's rules (scripts/check-guides.mjs gathers the files).
 *
 * In a guide, outside fenced code blocks:
 * - a relative link resolves to a file or folder of the repository, and its
 *   anchor to a heading of that Markdown file, slugged with github-slugger as
 *   GitHub renders it. Links to other sites and site addresses (`/kien-thuc`)
 *   are not checked here (the build checks the site's own links).
 * - each word of inline code that looks like a repository path exists. A word
 *   looks like one when it has only the characters of a path (no spaces, no
 *   placeholders such as `<slug>`, `{uid}`, `*` or `...`) and either starts
 *   with a top-level entry of the repository and a slash (`src/lib/`), or ends
 *   in a source extension (SOURCE_EXTENSIONS: the build writes no file with
 *   one), and then it must be the end of a repository path (`sync.ts`,
 *   `learning-space/sync.ts`; a word that starts with a dot, such as
 *   `.on-tap.md`, the end of a file name). Paths that .gitignore covers (build output,
 *   generated files) are not checked. Anything else (`main.js`, `text/html`,
 *   `@docusaurus/core`, `hocVien/`) is not a path to this check.
 * Anywhere, code blocks included: every `npm run <script>` (and `npm test`,
 * `npm start`) names a script of the root package.json, and every
 * `npm --prefix functions run <script>` one of functions/package.json.
 */
import GithubSlugger from 'github-slugger';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import path from 'node:path';

export const SOURCE_EXTENSIONS = ['ts', 'tsx', 'mts', 'mjs', 'cjs', 'md', 'mdx', 'patch', 'rules', 'py', 'yml', 'yaml'];

const PATH_WORD = /^[A-Za-z0-9_.@+/-]+$/;
const SOURCE_NAME = new RegExp(`\\.(${SOURCE_EXTENSIONS.join('|')})$`);

export function parseGuide(text) {
  return unified().use(remarkParse).use(remarkGfm).parse(text);
}

/** The anchors GitHub gives a Markdown file's headings. */
export function headingAnchors(text) {
  const slugger = new GithubSlugger();
  const anchors = new Set();
  visit(parseGuide(text), 'heading', (node) => {
    anchors.add(slugger.slug(toString(node)));
  });
  return anchors;
}

/** Relative links (and link definitions) outside code, with their line. */
export function relativeLinks(tree) {
  const links = [];
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'definition') return;
    const url = node.url;
    if (!url || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/') || url.startsWith('//')) return;
    links.push({url, line: node.position.start.line});
  });
  return links;
}

/**
 * Every word of inline code that looks like a repository path, with its line
 * and whether it starts at the repository's root (see the file comment).
 */
export function pathWords(tree, topLevel) {
  const words = [];
  visit(tree, 'inlineCode', (node) => {
    for (const raw of node.value.split(/\s+/)) {
      const word = raw.replace(/^\.\//, '');
      if (!word || !PATH_WORD.test(word) || word.includes('...') || word.startsWith('/')) continue;
      const first = word.split('/')[0];
      const rooted = word.includes('/') && topLevel.has(first);
      if (rooted || SOURCE_NAME.test(word.replace(/\/$/, '')))
        words.push({word, rooted, line: node.position.start.line});
    }
  });
  return words;
}

/** Every `npm run <script>` in a text, with the package folder it runs in and its line. */
export function npmScripts(text) {
  const found = [];
  const pattern = /\bnpm(?:\s+--prefix[=\s]+(\S+))?\s+(?:run(?:-script)?\s+([A-Za-z0-9:._-]+)|(test|start)\b)/g;
  for (const match of text.matchAll(pattern)) {
    const name = match[2] ?? match[3];
    // `npm run` alone (a list of scripts) or `npm run <script>` as a pattern is not a script name.
    if (!name) continue;
    const line = text.slice(0, match.index).split('\n').length;
    found.push({folder: match[1] ? match[1].replace(/\/$/, '') : '.', name, line});
  }
  return found;
}

/**
 * Problems in the guides, as `file:line: message`.
 * @param {object} input
 * @param {{file: string, text: string}[]} input.guides
 * @param {string[]} input.files repository files (paths from its root)
 * @param {Record<string, string[]>} input.scripts script names by package folder ('.' and 'functions')
 * @param {(path: string) => string | undefined} input.readMarkdown the text of a Markdown file, for anchors
 * @param {(path: string) => boolean} [input.isIgnored] whether .gitignore covers a path
 */
export function checkGuides({guides, files, scripts, readMarkdown, isIgnored = () => false}) {
  const fileSet = new Set(files);
  const folders = new Set();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  const topLevel = new Set(files.map((file) => file.split('/')[0]));
  const anchorCache = new Map();
  const anchorsOf = (file) => {
    if (!anchorCache.has(file)) {
      const text = readMarkdown(file);
      anchorCache.set(file, text === undefined ? null : headingAnchors(text));
    }
    return anchorCache.get(file);
  };
  const problems = [];
  for (const {file, text} of guides) {
    const tree = parseGuide(text);
    const report = (line, message) => problems.push(`${file}:${line}: ${message}`);

    for (const {url, line} of relativeLinks(tree)) {
      const [target, anchor] = url.split('#');
      const resolved = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target)) : file;
      const clean = resolved.replace(/\/$/, '');
      if (target && !fileSet.has(clean) && !folders.has(clean)) {
        report(line, `liên kết tới ${target}: không có tệp hay thư mục này`);
        continue;
      }
      if (anchor === undefined || anchor === '') continue;
      if (!/\.mdx?$/.test(clean)) continue;
      const anchors = anchorsOf(clean);
      const decoded = decodeURIComponent(anchor);
      if (anchors && !anchors.has(decoded)) report(line, `liên kết tới ${url}: ${clean} không có tiêu đề #${decoded}`);
    }

    for (const {word, rooted, line} of pathWords(tree, topLevel)) {
      const name = word.replace(/\/$/, '');
      const found = rooted
        ? fileSet.has(name) || folders.has(name)
        : name.startsWith('.') && !name.includes('/')
          ? files.some((entry) => entry.endsWith(name))
          : [...fileSet, ...folders].some((entry) => entry === name || entry.endsWith(`/${name}`));
      if (!found && !isIgnored(word)) report(line, `\`${word}\`: không có đường dẫn này trong kho`);
    }

    for (const {folder, name, line} of npmScripts(text)) {
      const names = scripts[folder];
      if (!names) report(line, `npm --prefix ${folder}: không có package.json nào ở đó`);
      else if (!names.includes(name)) {
        report(line, `npm run ${name}: không có script này trong ${folder === '.' ? '' : `${folder}/`}package.json`);
      }
    }
  }
  return problems;
}
