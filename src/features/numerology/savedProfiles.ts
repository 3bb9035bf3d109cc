/**
 * Saved profiles: up to MAX_PROFILES (name, date of birth) pairs kept in localStorage so
 * a family's numbers are one click away. Everything here is pure except
 * `loadProfiles` / `storeProfiles`, which use localStorage (src/lib/browserStorage) and
 * never throw: a store that cannot be read (bad JSON, wrong shape, bad entries) is
 * ignored and reported as corrupt, a browser that refuses storage is reported
 * as unavailable.
 */
import {readStorage, writeStorage} from '../../lib/browserStorage';
import {parseIsoDate} from './dates';
import {LIMITS} from '../learning-space/learningLimits';
import {notifyLocalChange} from '../learning-space/signals';
import {MAX_NAME_LENGTH, normalizeName} from './validate';

export const STORAGE_KEY = 'learn-anything:than-so-hoc:ho-so';
/** As many as a member's account keeps (learningLimits.ts), so a synced list always fits. */
export const MAX_PROFILES = LIMITS.hoSo;
const VERSION = 1;

export interface SavedProfile {
  name: string;
  /** yyyy-mm-dd */
  date: string;
  /** ms since epoch, for ordering */
  savedAt: number;
}

export interface LoadedProfiles {
  profiles: SavedProfile[];
  /** The stored value existed but could not be fully read; it was ignored (or partly). */
  corrupt: boolean;
  /** localStorage threw (disabled, private mode quota...). */
  unavailable: boolean;
}

export type AddResult =
  | {status: 'added'; profiles: SavedProfile[]}
  | {status: 'exists'; profiles: SavedProfile[]}
  | {status: 'full'; profiles: SavedProfile[]};

export function profileId(profile: Pick<SavedProfile, 'name' | 'date'>): string {
  return `${normalizeName(profile.name).toLocaleLowerCase('vi')}|${profile.date}`;
}

function isProfile(value: unknown): value is SavedProfile {
  if (typeof value !== 'object' || value === null) return false;
  const {name, date, savedAt} = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    normalizeName(name) !== '' &&
    [...name].length <= MAX_NAME_LENGTH &&
    typeof date === 'string' &&
    parseIsoDate(date) !== null &&
    typeof savedAt === 'number' &&
    Number.isFinite(savedAt)
  );
}

/** Reads the stored JSON. Never throws. */
export function parseStore(raw: string | null): {profiles: SavedProfile[]; corrupt: boolean} {
  if (raw === null || raw === '') return {profiles: [], corrupt: false};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {profiles: [], corrupt: true};
  }
  const list = (data as {profiles?: unknown} | null)?.profiles;
  if (
    typeof data !== 'object' ||
    data === null ||
    (data as {version?: unknown}).version !== VERSION ||
    !Array.isArray(list)
  ) {
    return {profiles: [], corrupt: true};
  }
  const profiles: SavedProfile[] = [];
  const seen = new Set<string>();
  let corrupt = false;
  for (const item of list) {
    if (!isProfile(item) || seen.has(profileId(item)) || profiles.length >= MAX_PROFILES) {
      corrupt = true;
      continue;
    }
    seen.add(profileId(item));
    profiles.push({name: normalizeName(item.name), date: item.date, savedAt: item.savedAt});
  }
  return {profiles, corrupt};
}

export function serializeStore(profiles: readonly SavedProfile[]): string {
  return JSON.stringify({version: VERSION, profiles});
}

/** Adds a profile at the top; refuses duplicates and one beyond MAX_PROFILES. */
export function addProfile(profiles: readonly SavedProfile[], entry: SavedProfile): AddResult {
  const id = profileId(entry);
  if (profiles.some((profile) => profileId(profile) === id)) return {status: 'exists', profiles: [...profiles]};
  if (profiles.length >= MAX_PROFILES) return {status: 'full', profiles: [...profiles]};
  return {status: 'added', profiles: [entry, ...profiles]};
}

export function removeProfile(profiles: readonly SavedProfile[], id: string): SavedProfile[] {
  return profiles.filter((profile) => profileId(profile) !== id);
}

export function loadProfiles(): LoadedProfiles {
  const raw = readStorage(STORAGE_KEY);
  return raw === undefined
    ? {profiles: [], corrupt: false, unavailable: true}
    : {...parseStore(raw), unavailable: false};
}

/** Writes the list; false when the browser refused. A member's sync (learning-space/sync.ts) is told. */
export function storeProfiles(profiles: readonly SavedProfile[]): boolean {
  if (!writeStorage(STORAGE_KEY, serializeStore(profiles))) return false;
  notifyLocalChange();
  return true;
}
