/**
 * The sync's decisions, as pure functions over lists of items (see
 * learningData.ts). The device keeps its data in localStorage (the "local"
 * view) and remembers the server's items as of the last sync (the "base");
 * what the member changed since is the difference between the two.
 */
import {itemId, sortItems, type Change, type Item, type Kind, type ValueOf} from './learningData';

/** An item as the device holds it (no server time). */
export type LocalItem = {[K in Kind]: {kind: K; key: string; value: ValueOf[K]}}[Kind];

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function byId<T extends {kind: Kind; key: string}>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [itemId(item), item] as const));
}

/** What turns `base` into `local`: upserts for new or changed items, deletions for removed ones. */
export function diffItems(base: readonly LocalItem[], local: readonly LocalItem[]): Change[] {
  const before = byId(base);
  const after = byId(local);
  const changes: Change[] = [];
  for (const [id, item] of after) {
    const old = before.get(id);
    if (!old || stableJson(old.value) !== stableJson(item.value)) {
      changes.push({kind: item.kind, key: item.key, value: item.value} as Change);
    }
  }
  for (const [id, item] of before) {
    if (!after.has(id)) changes.push({kind: item.kind, key: item.key, value: null});
  }
  return sortItems(changes);
}

/**
 * First sign-in on a device whose data belongs to nobody yet: every local item
 * the account does not hold is added; an item it already holds (same kind and
 * key: the same page, the same name and date of birth, the same assessment) is
 * folded into it. Nothing is deleted.
 */
export function firstSignInChanges(server: readonly LocalItem[], local: readonly LocalItem[]): Change[] {
  const held = byId(server);
  return sortItems(
    local
      .filter((item) => !held.has(itemId(item)))
      .map((item) => ({kind: item.kind, key: item.key, value: item.value}) as Change),
  );
}

/** `items` with `changes` applied on top (the device's edits made while a sync was in flight). */
export function applyLocal(items: readonly LocalItem[], changes: readonly Change[]): LocalItem[] {
  const map = byId(items);
  for (const change of changes) {
    if (change.value === null) map.delete(itemId(change));
    else map.set(itemId(change), {kind: change.kind, key: change.key, value: change.value} as LocalItem);
  }
  return sortItems([...map.values()]);
}

/** Server items without their time, as the device holds them. */
export function withoutTimes(items: readonly Item[]): LocalItem[] {
  return items.map(({kind, key, value}) => ({kind, key, value}) as LocalItem);
}

/** Splits changes into requests the API accepts (at most `size` each). */
export function chunk<T>(list: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < list.length; i += size) parts.push(list.slice(i, i + size));
  return parts;
}

/**
 * `earlier` then `later`, one change per item: for an item changed in both,
 * the later change wins.
 */
export function mergeChanges(earlier: readonly Change[], later: readonly Change[]): Change[] {
  const map = new Map<string, Change>();
  for (const change of [...earlier, ...later]) map.set(itemId(change), change);
  return sortItems([...map.values()]);
}

/** Whose data the device holds and the server's items as of its last sync (without times). */
export interface DeviceState {
  uid: string;
  base: LocalItem[];
}

/**
 * Changes made on this device for an account and not sent yet, kept per
 * account id until that account is signed in here again: a device shared by
 * two accounts loses nothing of either.
 */
export type Stash = Readonly<Record<string, readonly Change[]>>;

/** The stash with `changes` added to the account's (later ones win); unchanged when there are none. */
export function stashChanges(stash: Stash, uid: string, changes: readonly Change[]): Stash {
  if (changes.length === 0) return stash;
  return {...stash, [uid]: mergeChanges(stash[uid] ?? [], changes)};
}

/** The stash without the account's changes (once they reached the server). */
export function unstash(stash: Stash, uid: string): Stash {
  return Object.fromEntries(Object.entries(stash).filter(([id]) => id !== uid));
}

/**
 * What the device's data becomes when `uid` starts syncing on it, before any
 * request. When the device last synced with another account, that account's
 * unsent changes (the difference since its last sync) go to the stash under
 * its id, and the device starts empty for `uid` (its data then comes from the
 * server): nothing of one account is merged into another or lost. Otherwise
 * nothing changes (null): the same account carries on, or the device is
 * nobody's yet and its data merges into this first account (firstSignInChanges).
 */
export function switchAccount(
  uid: string,
  state: DeviceState | null,
  local: readonly LocalItem[],
  stash: Stash,
): {state: DeviceState; local: LocalItem[]; stash: Stash} | null {
  if (!state || state.uid === uid) return null;
  return {
    state: {uid, base: []},
    local: [],
    stash: stashChanges(stash, state.uid, diffItems(state.base, local)),
  };
}

/**
 * What one run sends for `uid`: the account's stashed changes first, then
 * what changed on the device since its last sync, or, on a device that is
 * nobody's yet, its items the account lacks (`server`, needed only then).
 */
export function runChanges(
  uid: string,
  state: DeviceState | null,
  local: readonly LocalItem[],
  stash: Stash,
  server: readonly LocalItem[] | null,
): Change[] {
  const own = state?.uid === uid ? diffItems(state.base, local) : firstSignInChanges(server ?? [], local);
  return mergeChanges(stash[uid] ?? [], own);
}

/**
 * At sign-out, what the device keeps of the account once its data is cleared
 * from it: the changes not sent yet (all its items when it never synced),
 * stashed under its id.
 */
export function signOutStash(uid: string, state: DeviceState | null, local: readonly LocalItem[], stash: Stash): Stash {
  if (state && state.uid !== uid) return stash;
  return stashChanges(stash, uid, diffItems(state?.base ?? [], local));
}
