/**
 * Background sync of the learning space, loaded with import() only once a
 * member is signed in (src/theme/Root → LearningSpaceSync). Local-first: the
 * page changes localStorage at once; this sends the difference to the server
 * and writes the account's data back.
 *
 * One run:
 * 1. read everything on the device (localData.ts) and the state of the last
 *    sync (SYNC_STATE_KEY: whose data this device holds, and the server's
 *    items then);
 * 2. decide the changes (syncPlan.ts): the difference since the last sync; on
 *    the first sign-in on this device, the device's items the account lacks
 *    (merged, duplicates folded); when the device last synced with another
 *    account, that account's unsent changes are first stashed under its id
 *    (STASH_KEY) and the device starts empty for this one: nothing is merged
 *    into the wrong account, nothing is lost; an account's stash is sent the
 *    next time it syncs here;
 * 3. send them (POST); the answer is everything the account holds, each item
 *    as last written on the server (last writer wins per item);
 * 4. write that back, keeping anything changed on the page meanwhile, and sync
 *    again if there was.
 *
 * Runs at start, after each local change (debounced), when the connection
 * returns, and when the tab becomes visible again (another device may have
 * written). A failure is shown (syncStatus.ts) with a retry; nothing local is
 * dropped: the unsent changes stay the difference from the last sync.
 *
 * Signing out (AuthProvider's signOut) first sends what is pending, then
 * stashes whatever could not be sent and clears the account's data from the
 * device, so the next person on it starts empty.
 */
import {readStorage, removeStorage, writeStorage} from '../../lib/browserStorage';
import {setBeforeSignOut} from '../auth/AuthProvider';
import {callLearningSpace, LearningSpaceError, type ApiContext} from './api';
import {MAX_CHANGES, type Change, type Item} from './learningData';
import {readLocalItems, writeLocalItems} from './localData';
import {LOCAL_CHANGE_EVENT, SYNCED_EVENT} from './progressStore';
import {
  applyLocal,
  chunk,
  diffItems,
  runChanges,
  signOutStash,
  switchAccount,
  unstash,
  withoutTimes,
  type DeviceState,
  type Stash,
} from './syncPlan';
import {setSyncRetry, setSyncState} from './syncStatus';

export const SYNC_STATE_KEY = 'learn-anything:dong-bo';
/** Each account's changes made on this device and not sent yet, while another account (or nobody) uses it. */
export const STASH_KEY = 'learn-anything:dong-bo:cho-gui';

interface SyncStateStored {
  version: 1;
  uid: string;
  items: Item[];
}

function readState(): SyncStateStored | null {
  try {
    const data = JSON.parse(readStorage(SYNC_STATE_KEY) ?? 'null') as SyncStateStored | null;
    return data?.version === 1 && typeof data.uid === 'string' && Array.isArray(data.items) ? data : null;
  } catch {
    return null;
  }
}

/** Without storage the next run treats the device as new and merges again: nothing is lost. */
function writeState(uid: string, items: Item[]): void {
  writeStorage(SYNC_STATE_KEY, JSON.stringify({version: 1, uid, items}));
}

function deviceState(): DeviceState | null {
  const state = readState();
  return state && {uid: state.uid, base: withoutTimes(state.items)};
}

function clearState(): void {
  removeStorage(SYNC_STATE_KEY);
}

function readStash(): Stash {
  try {
    const data = JSON.parse(readStorage(STASH_KEY) ?? 'null') as {
      version?: unknown;
      accounts?: unknown;
    };
    return data?.version === 1 && typeof data.accounts === 'object' && data.accounts !== null
      ? (data.accounts as Stash)
      : {};
  } catch {
    return {};
  }
}

/** False when the browser refused: then nothing that relies on the stash may go ahead. */
function writeStash(stash: Stash): boolean {
  return Object.keys(stash).length === 0
    ? removeStorage(STASH_KEY)
    : writeStorage(STASH_KEY, JSON.stringify({version: 1, accounts: stash}));
}

const STASH_REFUSED =
  'Trình duyệt không cho lưu dữ liệu nên chưa thể chuyển sang tài khoản này mà vẫn giữ thay đổi của tài khoản trước.';

/** The server's items as of the last sync on this device, for the personal page's dates. */
export function lastSyncedItems(uid: string): Item[] {
  const state = readState();
  return state?.uid === uid ? state.items : [];
}

async function send(context: ApiContext, changes: Change[]): Promise<Item[]> {
  if (changes.length === 0) return callLearningSpace(context, 'POST', []);
  let items: Item[] = [];
  for (const part of chunk(changes, MAX_CHANGES)) items = await callLearningSpace(context, 'POST', part);
  return items;
}

/** Stores the account's `items` on the device, keeping what the page changed since `start`. */
function settle(uid: string, items: Item[], start: ReturnType<typeof readLocalItems>): boolean {
  const during = diffItems(start, readLocalItems());
  writeLocalItems(applyLocal(withoutTimes(items), during));
  writeState(uid, items);
  window.dispatchEvent(new Event(SYNCED_EVENT));
  return during.length > 0;
}

/** One sync run (exported for the personal page's buttons). */
export async function syncOnce(context: ApiContext): Promise<void> {
  const {uid} = context;
  const switched = switchAccount(uid, deviceState(), readLocalItems(), readStash());
  if (switched) {
    // The previous account's unsent changes are kept before its data leaves the device.
    if (!writeStash(switched.stash)) throw new LearningSpaceError(STASH_REFUSED);
    writeLocalItems(switched.local);
    writeState(uid, []);
    window.dispatchEvent(new Event(SYNCED_EVENT));
  }
  const start = readLocalItems();
  const state = deviceState();
  const server = state ? null : withoutTimes(await callLearningSpace(context, 'GET'));
  const stash = readStash();
  const items = await send(context, runChanges(uid, state, start, stash, server));
  if (stash[uid]) writeStash(unstash(readStash(), uid));
  if (settle(uid, items, start)) await syncOnce(context);
}

/** Deletes everything of the member on the server and on this device (including changes stashed for it). */
export async function deleteEverything(context: ApiContext): Promise<void> {
  await callLearningSpace(context, 'DELETE');
  writeStash(unstash(readStash(), context.uid));
  writeLocalItems([]);
  writeState(context.uid, []);
  window.dispatchEvent(new Event(SYNCED_EVENT));
}

/** How long signing out waits for the last changes to reach the server. */
const SIGN_OUT_WAIT_MS = 5000;

/**
 * Before the member signs out: sends what is pending (waiting at most
 * SIGN_OUT_WAIT_MS), stashes under the member's id whatever did not reach the
 * server, and clears the member's data from the device. If the stash cannot be
 * written, the data stays on the device (the next account's sync stashes it).
 */
export async function leaveDevice(context: ApiContext): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    syncOnce(context).catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, SIGN_OUT_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (!writeStash(signOutStash(context.uid, deviceState(), readLocalItems(), readStash()))) return;
  writeLocalItems([]);
  clearState();
}

/** Everything the account holds, for the JSON download. */
export function fetchEverything(context: ApiContext): Promise<Item[]> {
  return callLearningSpace(context, 'GET');
}

const DEBOUNCE_MS = 800;

/** Starts syncing for this member; returns the function that stops it. */
export function startSync(context: ApiContext): () => void {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting = false;
  let stopped = false;

  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (!navigator.onLine) {
      setSyncState({state: 'offline'});
      return;
    }
    setSyncState({state: 'syncing'});
    running = syncOnce(context)
      .then(() => {
        // "Synced" only when no newer change is waiting to be sent.
        if (!again && !waiting) setSyncState({state: 'synced', at: Date.now()});
      })
      .catch((error: unknown) => {
        if (error instanceof LearningSpaceError && error.offline) setSyncState({state: 'offline'});
        else setSyncState({state: 'error', message: error instanceof Error ? error.message : String(error)});
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  /** After a local change: shown as pending at once, sent after a short pause (several quick clicks, one request). */
  const soon = () => {
    clearTimeout(timer);
    waiting = true;
    setSyncState({state: 'syncing'});
    timer = setTimeout(() => {
      waiting = false;
      run();
    }, DEBOUNCE_MS);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') run();
  };
  window.addEventListener(LOCAL_CHANGE_EVENT, soon);
  window.addEventListener('online', run);
  document.addEventListener('visibilitychange', onVisible);
  setSyncRetry(run);
  setBeforeSignOut(async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    await leaveDevice(context);
  });
  run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    setBeforeSignOut(null);
    window.removeEventListener(LOCAL_CHANGE_EVENT, soon);
    window.removeEventListener('online', run);
    document.removeEventListener('visibilitychange', onVisible);
    setSyncRetry(null);
    setSyncState({state: 'off'});
  };
}
