#!/usr/bin/env node
/**
 * Writes the Pagefind index from records prepared by plugins/search-index.ts.
 * Pagefind is ESM-only while Docusaurus loads plugins as CommonJS, so the
 * plugin runs this script as a child process.
 *
 *   node scripts/write-search-index.mjs <records.json> <output dir>
 */
import {existsSync, readFileSync, rmSync, statSync} from 'node:fs';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import * as pagefind from 'pagefind';
import {filesUnder} from './lib/files.mjs';

/** Files every Pagefind bundle has; the search page cannot work without them. */
const ESSENTIAL = ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json', 'wasm.unknown.pagefind'];

/** What is still missing or empty in the bundle (the essential files, and any other file written so far). */
function unfinished(outputPath) {
  const missing = ESSENTIAL.filter((file) => !existsSync(path.join(outputPath, file)));
  const empty = filesUnder(outputPath).filter((file) => statSync(file).size === 0);
  return [...missing, ...empty.map((file) => path.relative(outputPath, file))];
}

/**
 * Pagefind's writeFiles can answer before its backend has finished writing, and close()
 * kills the backend: on a busy machine that can leave pagefind.js empty and search broken.
 * Wait until every file is there with content, or fail the build saying which are not.
 */
async function waitUntilWritten(outputPath, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (let left = unfinished(outputPath); left.length > 0; left = unfinished(outputPath)) {
    if (Date.now() > deadline)
      throw new Error(`Pagefind: chưa ghi xong ${left.join(', ')} sau ${timeoutMs / 1000} giây.`);
    await sleep(100);
  }
}

const [recordsFile, outputPath] = process.argv.slice(2);
const records = JSON.parse(readFileSync(recordsFile, 'utf8'));
const {index, errors} = await pagefind.createIndex({forceLanguage: 'vi'});
if (!index) throw new Error(`Pagefind: ${errors.join(', ')}`);
for (const record of records) {
  const response = await index.addCustomRecord(record);
  if (response.errors.length > 0) throw new Error(`Pagefind ${record.url}: ${response.errors.join(', ')}`);
}
const written = await index.writeFiles({outputPath});
if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join(', ')}`);
await waitUntilWritten(outputPath);
await pagefind.close();

// The site has its own search page: drop Pagefind's ready-made UI bundles.
for (const file of [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
]) {
  rmSync(path.join(outputPath, file), {force: true});
}
