/**
 * Finds members-only text in the public build.
 *
 * Phrases: every sentence of at least MIN_WORDS words in the prose of every
 * Markdown file under members/ (paragraphs, including those in list items and
 * quotes, and table cells; headings and code are left out, they are too
 * generic, except in review files, `<lesson>.on-tap.md`, whose headings are
 * the questions). Haystack: every file under build/,
 * gunzipped or un-brotlied when it is compressed (Pagefind's index and
 * fragments are gzip), then read as UTF-8 with JSON/JS string escapes (\u00e1,
 * \n, \") and HTML character references (&#7843;, &#x1EA3;, &aacute;) decoded,
 * HTML tags removed, Unicode normalised to NFC, lower-cased and whitespace
 * collapsed, so a phrase is found whatever way a file happens to encode it.
 */
import {readFileSync} from 'node:fs';
import {filesUnder} from './files.mjs';
import {isReviewFile} from './reviewItems.mjs';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

export const MIN_WORDS = 8;

export function normalise(text) {
  return text.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

// Headings are left out: short and generic ("Lợi suất ngày và lợi suất tích lũy" is also a public course outline's).
/** The text of an mdast node: its own value, or its children's text joined. */
function textOf(node) {
  if (typeof node.value === 'string') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  return (node.children ?? []).map(textOf).join('');
}

const PROSE_BLOCKS = new Set(['paragraph', 'tableCell']);

/**
 * Distinctive sentences of one Markdown source; `headings`: its headings' too (a review file's
 * questions).
 */
export function phrasesOf(markdown, {headings = false} = {}) {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  const tree = unified().use(remarkParse).use(remarkGfm).parse(body);
  const blocks = [];
  const walk = (node) => {
    if (node.type === 'code' || node.type === 'html') return;
    if (PROSE_BLOCKS.has(node.type) || (headings && node.type === 'heading')) {
      blocks.push(textOf(node));
      return;
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  const phrases = new Set();
  for (const block of blocks) {
    for (const sentence of block.split(/(?<=[.!?…:;])\s+/u)) {
      const phrase = normalise(sentence);
      if (phrase.split(' ').length >= MIN_WORDS) phrases.add(phrase);
    }
  }
  return [...phrases];
}

/** Every phrase of every Markdown file under `membersDir`, with the file it comes from. */
export function membersPhrases(membersDir) {
  return filesUnder(membersDir)
    .filter((file) => /\.mdx?$/.test(file))
    .flatMap((file) =>
      phrasesOf(readFileSync(file, 'utf8'), {headings: isReviewFile(file)}).map((phrase) => ({file, phrase})),
    );
}

function decompressed(bytes, file) {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      return gunzipSync(bytes);
    } catch {
      return bytes;
    }
  }
  if (file.endsWith('.br')) {
    try {
      return brotliDecompressSync(bytes);
    } catch {
      return bytes;
    }
  }
  return bytes;
}

const NAMED_ENTITIES = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};

function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+[0-9]*);/gi, (whole, ref) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    const named = NAMED_ENTITIES[ref.toLowerCase()];
    if (named) return named;
    // Latin letters with one accent (&aacute;, &ecirc;, ...): the letter and its combining mark; NFC joins them.
    const accent = /^([a-z])(acute|grave|circ|tilde|uml)$/i.exec(ref);
    const marks = {acute: '\u0301', grave: '\u0300', circ: '\u0302', tilde: '\u0303', uml: '\u0308'};
    return accent ? accent[1] + marks[accent[2].toLowerCase()] : whole;
  });
}

const ESCAPE = /\\(u\{[0-9a-fA-F]{1,6}\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[\s\S])/g;

function decodeEscape(_whole, escape) {
  if (escape[0] === 'u' && escape[1] === '{') return String.fromCodePoint(parseInt(escape.slice(2, -1), 16));
  if (escape[0] === 'u' && escape.length === 5) return String.fromCharCode(parseInt(escape.slice(1), 16));
  if (escape[0] === 'x' && escape.length === 3) return String.fromCharCode(parseInt(escape.slice(1), 16));
  return /[nrt]/.test(escape) ? ' ' : escape;
}

/** JSON and JS string escapes, left to right; again while something changes (a string escaped twice, as JSON inside JSON). */
function decodeJsonEscapes(text) {
  let current = text;
  for (let pass = 0; pass < 3; pass += 1) {
    const next = current.replace(ESCAPE, decodeEscape);
    if (next === current) break;
    current = next;
  }
  return current;
}

/** The searchable forms of one file's bytes: decoded, and decoded with tags removed. */
export function searchableForms(bytes, file = '') {
  const text = decompressed(bytes, file).toString('utf8');
  const decoded = decodeEntities(decodeJsonEscapes(text));
  const withoutTags = decodeEntities(decodeJsonEscapes(text.replace(/<[^<>]*>/g, ' ')));
  return [normalise(decoded), normalise(withoutTags)];
}

/** Files under `buildDir` that contain a members phrase, with the first phrase found in each. */
export function findLeaks(phrases, buildDir) {
  const leaks = [];
  for (const file of filesUnder(buildDir)) {
    const forms = searchableForms(readFileSync(file), file);
    const hit = phrases.find(({phrase}) => forms.some((form) => form.includes(phrase)));
    if (hit) leaks.push({file, phrase: hit.phrase, source: hit.file});
  }
  return leaks;
}
