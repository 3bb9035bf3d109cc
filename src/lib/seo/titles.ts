/**
 * Page titles that fit in search results: Google shows about 60 characters of a title.
 * A page's own title is at most TITLE_MAX characters (titleRules.mjs, checked by `npm run
 * check:content` and the browser tests); the site name follows it only where the whole still fits.
 */
import {TITLE_MAX, textLength} from './titleRules.mjs';

/** "Title | Site" when it fits in TITLE_MAX characters, else the title alone; the site name alone for no title. */
export function formatPageTitle(title: string | undefined, siteTitle: string, delimiter = '|'): string {
  const own = title?.trim();
  if (!own || own === siteTitle) return siteTitle;
  const full = `${own} ${delimiter} ${siteTitle}`;
  return textLength(full) <= TITLE_MAX ? full : own;
}
