/**
 * For unit tests only (uses node:fs): does a site route used in a data file
 * exist? Knowledge-base routes are checked against the files in kien-thuc/;
 * other routes must be in KNOWN_SITE_PAGES.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {filesUnder} from '../../scripts/lib/files.mjs';

const ROOT = resolve(__dirname, '../..');
const KIEN_THUC = join(ROOT, 'kien-thuc');

/** Site pages outside the knowledge base that quizzes may link to. */
export const KNOWN_SITE_PAGES = ['/lp-khoa-hoc-obsidian-flow', '/khoa-hoc', '/tra-cuu-than-so-hoc', '/trac-nghiem'];

function categorySlugs(dir: string): Set<string> {
  const found = new Set<string>();
  for (const file of filesUnder(dir, (path) => path.endsWith('_category_.json'))) {
    const slug = JSON.parse(readFileSync(file, 'utf8'))?.link?.slug;
    if (typeof slug === 'string') found.add(slug);
  }
  return found;
}

export function linkExists(to: string): boolean {
  if (KNOWN_SITE_PAGES.includes(to)) return true;
  const match = /^\/kien-thuc\/(.+)$/.exec(to);
  if (!match) return false;
  const path = match[1];
  if (path.startsWith('category/')) return categorySlugs(KIEN_THUC).has(`/${path}`);
  return existsSync(join(KIEN_THUC, `${path}.md`)) || existsSync(join(KIEN_THUC, path, 'index.md'));
}
