/**
 * Builds the Obsidian FLOW vault zip. Pure (no file system access): the plugin
 * reads the files and writes the result. Deterministic: entries are sorted and
 * every entry gets the same modification time, so the same vault always gives
 * the same bytes.
 */
import {zipSync, type Zippable} from 'fflate';

export interface VaultFile {
  /** Path inside the vault, '/'-separated, e.g. '00-Inbox/Ghi nhanh.md'. */
  path: string;
  data: Uint8Array;
}

/**
 * Fixed modification time of every entry. fflate writes DOS time from the
 * local-time fields of the Date, so it is built from local fields too: the
 * archive is the same in every time zone.
 */
export const VAULT_ZIP_MTIME = new Date(2026, 0, 1, 12, 0, 0);

const IGNORED_NAMES = new Set(['.DS_Store', 'Thumbs.db', 'desktop.ini']);
const IGNORED_PATHS = [
  '.obsidian/workspace.json',
  '.obsidian/workspace-mobile.json',
  '.obsidian/plugins/',
  '.trash/',
  '.git/',
];

/** Editor and OS leftovers that must not end up in the download. */
export function isIgnoredVaultPath(path: string): boolean {
  const name = path.split('/').pop() ?? '';
  return IGNORED_NAMES.has(name) || IGNORED_PATHS.some((prefix) => path === prefix || path.startsWith(prefix));
}

/** Sorted, NFC-normalised, with leftovers removed. */
export function normaliseVaultFiles(files: readonly VaultFile[]): VaultFile[] {
  return files
    .map((file) => ({path: file.path.replace(/\\/g, '/').normalize('NFC'), data: file.data}))
    .filter((file) => !isIgnoredVaultPath(file.path))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Every folder that holds a file, parents first, each ending in '/'. */
function folderEntries(paths: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const path of paths) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i += 1) folders.add(`${parts.slice(0, i).join('/')}/`);
  }
  return [...folders].sort();
}

/**
 * Zips the vault under a single root folder (so unzipping gives one folder to
 * open as a vault), with explicit folder entries.
 */
export function buildVaultZip(rootName: string, files: readonly VaultFile[]): Uint8Array {
  const sorted = normaliseVaultFiles(files);
  const entries: Zippable = {};
  entries[`${rootName}/`] = new Uint8Array(0);
  for (const folder of folderEntries(sorted.map((file) => file.path))) {
    entries[`${rootName}/${folder}`] = new Uint8Array(0);
  }
  for (const file of sorted) {
    entries[`${rootName}/${file.path}`] = file.data;
  }
  return zipSync(entries, {level: 9, mtime: VAULT_ZIP_MTIME});
}
