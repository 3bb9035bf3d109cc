/**
 * The few names the tools and the pages share with the learning space: where
 * the reading marks are kept and the window events that say something changed.
 * Its own tiny module so that the numerology and wheel-of-life tools, the
 * knowledge-base home and the course pages load nothing more for it.
 */

/** localStorage key of the reading marks and bookmarks (progressStore.ts). */
export const PROGRESS_KEY = 'learn-anything:tien-do-hoc';
/** Fired on window when the visitor changes anything the learning space keeps (marks, profiles, wheel history). */
export const LOCAL_CHANGE_EVENT = 'learn-anything:du-lieu-doi';
/** Fired on window after a sync rewrote the local copies with the account's data. */
export const SYNCED_EVENT = 'learn-anything:da-dong-bo';

/** Tells the sync (when running) and other components that the visitor changed something. */
export function notifyLocalChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(LOCAL_CHANGE_EVENT));
}
