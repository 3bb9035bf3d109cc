// @ts-check
import {readdirSync} from 'node:fs';
import path from 'node:path';

/**
 * Every file below `dir`, at any depth, as paths joined onto `dir`, sorted; `keep`
 * chooses among them. Node's recursive readdir does the walking: this is the
 * project's one file walker (plugins, scripts and tests use it).
 *
 * @param {string} dir
 * @param {(file: string) => boolean} [keep]
 * @returns {string[]}
 */
export function filesUnder(dir, keep = () => true) {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(keep)
    .sort();
}

/**
 * Every HTML file below `dir` (a build's pages and redirect pages).
 *
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFilesUnder(dir) {
  return filesUnder(dir, (file) => file.endsWith('.html'));
}
