/**
 * Reading progress ("đã đọc") and bookmarks on this device, in localStorage.
 * Small on purpose: every article page loads it (ReadingButtons). Anonymous
 * visitors keep their marks here only; after sign-in the sync (sync.ts, loaded
 * with import()) sends them to the member's account.
 *
 * Stored under PROGRESS_KEY as {"version": 1, "items": [{kind, key, value: {title}}]}.
 */
import {readStorage, writeStorage} from '../../lib/browserStorage';
import {PROGRESS_KEY} from './signals';

export {LOCAL_CHANGE_EVENT, notifyLocalChange, PROGRESS_KEY, SYNCED_EVENT} from './signals';

export type PageKind = 'daDoc' | 'dauTrang';
export interface PageMark {
  kind: PageKind;
  /** The page's path, without a trailing slash. */
  key: string;
  value: {title: string};
}

const VERSION = 1;

/** Reads the stored JSON; anything unreadable counts as no marks. Never throws. */
export function parseProgress(raw: string | null | undefined): PageMark[] {
  if (!raw) return [];
  try {
    const data = JSON.parse(raw) as {version?: unknown; items?: unknown};
    if (data?.version !== VERSION || !Array.isArray(data.items)) return [];
    return data.items.filter(
      (item): item is PageMark =>
        (item?.kind === 'daDoc' || item?.kind === 'dauTrang') &&
        typeof item.key === 'string' &&
        typeof item.value?.title === 'string',
    );
  } catch {
    return [];
  }
}

export function serializeProgress(items: readonly PageMark[]): string {
  return JSON.stringify({version: VERSION, items});
}

/** The marks with (`on`) or without the page marked as `kind`. */
export function setMark(
  items: readonly PageMark[],
  kind: PageKind,
  key: string,
  title: string,
  on: boolean,
): PageMark[] {
  const rest = items.filter((item) => !(item.kind === kind && item.key === key));
  return on ? [...rest, {kind, key, value: {title}}] : rest;
}

export function hasMark(items: readonly PageMark[], kind: PageKind, key: string): boolean {
  return items.some((item) => item.kind === kind && item.key === key);
}

/** The path as a mark's key: no trailing slash, no .html. */
export function pageKey(pathname: string): string {
  return pathname.replace(/\.html$/, '').replace(/\/+$/, '') || '/';
}

export function readProgress(): PageMark[] {
  return parseProgress(readStorage(PROGRESS_KEY));
}

/** Writes the marks; false when the browser refused. */
export function writeProgress(items: readonly PageMark[]): boolean {
  return writeStorage(PROGRESS_KEY, serializeProgress(items));
}
