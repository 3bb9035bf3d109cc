#!/usr/bin/env node
/**
 * Writes the Pagefind index from records prepared by plugins/search-index.ts.
 * Pagefind is ESM-only while Docusaurus loads plugins as CommonJS, so the
 * plugin runs this script as a child process.
 *
 *   node scripts/write-search-index.mjs <records.json> <output dir>
 */
import {readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';

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
