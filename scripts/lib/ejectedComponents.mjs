/**
 * The site's ejected theme components (src/theme/), each naming in its first comment the
 * Docusaurus file it came from: "Ejected from @docusaurus/theme-classic 3.10.2
 * (src/theme/BlogListPage/index.tsx)", or "Replaces …" for one written anew in place of the
 * original. scripts/check-next-docusaurus.mjs shows what changed upstream in each original.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const MARKER = /\b(Ejected from|Replaces) (@docusaurus\/[\w-]+) (\d+\.\d+\.\d+(?:-[\w.-]+)?) \(([\w./~-]+)\)/;

/** The text of a source file's first comment (a run of // lines, or one block comment), or ''. */
export function firstComment(source) {
  const start = source.search(/\/\/|\/\*/);
  if (start === -1) return '';
  if (source.startsWith('/*', start)) {
    const end = source.indexOf('*/', start);
    return source.slice(start, end === -1 ? undefined : end + 2);
  }
  const lines = [];
  for (const line of source.slice(start).split('\n')) {
    if (!line.trim().startsWith('//')) break;
    lines.push(line.trim());
  }
  return lines.join('\n');
}

/**
 * Where an ejected component came from, as its first comment says (line breaks and the `*` or
 * `//` that start comment lines do not matter), or null if it does not say.
 */
export function ejectedFrom(source) {
  const comment = firstComment(source)
    .replace(/^\s*(\/\*\*?|\*\/|\*|\/\/)/gm, ' ')
    .replace(/\s+/g, ' ');
  const match = MARKER.exec(comment);
  if (!match) return null;
  const [, how, packageName, version, original] = match;
  return {kind: how === 'Replaces' ? 'replaces' : 'ejected', packageName, version, original};
}

/** The theme's component files (not tests) under `themeDir`, relative to `root`, each with where it came from. */
export function ejectedComponents(themeDir, root = process.cwd(), read = (file) => readFileSync(file, 'utf8')) {
  return readdirSync(themeDir, {recursive: true})
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort()
    .map((file) => {
      const absolute = path.join(themeDir, file);
      return {file: path.relative(root, absolute), from: ejectedFrom(read(absolute))};
    })
    .filter((component) => component.from !== null);
}

/** Lines added and removed in a unified diff (its ---/+++ file lines not counted). */
export function diffCounts(diff) {
  let added = 0;
  let removed = 0;
  for (const line of diff.split('\n')) {
    if (line.startsWith('+') && !line.startsWith('+++')) added++;
    else if (line.startsWith('-') && !line.startsWith('---')) removed++;
  }
  return {added, removed};
}
