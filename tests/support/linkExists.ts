/**
 * For unit tests only (uses node:fs): does a site route used in a data file
 * exist? Knowledge-base routes are checked against the files in kien-thuc/;
 * other routes must be in KNOWN_SITE_PAGES.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';

const ROOT = resolve(__dirname, '../..');
const KIEN_THUC = join(ROOT, 'kien-thuc');

/** Site pages outside the knowledge base that quizzes may link to. */
export const KNOWN_SITE_PAGES = ['/lp-khoa-hoc-obsidian-flow', '/khoa-hoc', '/tra-cuu-than-so-hoc', '/trac-nghiem'];

function categorySlugs(dir: string, found: Set<string> = new Set()): Set<string> {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) categorySlugs(path, found);
    else if (entry.name === '_category_.json') {
      const slug = JSON.parse(readFileSync(path, 'utf8'))?.link?.slug;
      if (typeof slug === 'string') found.add(slug);
    }
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
