/**
 * Everything the learning space keeps on this device, as one list of items
 * (learningData.ts): the reading marks (progressStore.ts), the numerology
 * profiles (numerology/savedProfiles.ts), the wheel-of-life history
 * (wheel-of-life/history.ts) and the review (review/reviewStore.ts: reviews,
 * self-check answers, added articles; reviewItems.ts), each in its own
 * localStorage key.
 * The tools keep reading and writing their own keys; the sync reads them all
 * here and writes the account's data back into them.
 */
import {wheelAreas} from '../../data/wheelOfLife';
import {readStorage, writeStorage as write} from '../../lib/browserStorage';
import {
  MAX_PROFILES,
  parseStore,
  profileId,
  serializeStore,
  STORAGE_KEY as PROFILES_KEY,
} from '../numerology/savedProfiles';
import {
  parseStore as parseReviewStore,
  REVIEW_KEY,
  serializeStore as serializeReviewStore,
} from '../review/reviewStore';
import {HISTORY_KEY, HISTORY_VERSION, parseHistory} from '../wheel-of-life/history';
import type {ProfileValue, WheelValue} from './learningData';
import {parseProgress, PROGRESS_KEY, serializeProgress, type PageMark} from './progressStore';
import {reviewItems, withReviewItems} from './reviewItems';
import type {LocalItem} from './syncPlan';

const AREA_IDS = wheelAreas.map((area) => area.id);

/** The stored text; null when nothing is stored or the browser refuses storage. */
function read(key: string): string | null {
  return readStorage(key) ?? null;
}

/** Wheel entries as items: scores and targets keyed by area id, as the history stores them. */
function wheelItems(raw: string | null): LocalItem[] {
  return parseHistory(raw, AREA_IDS).entries.map((entry) => {
    const scores: Record<string, number> = {};
    const targets: Record<string, number> = {};
    AREA_IDS.forEach((areaId, index) => {
      scores[areaId] = entry.current[index];
      const goal = entry.target[index];
      if (goal != null) targets[areaId] = goal;
    });
    const value: WheelValue = {date: entry.date, scores, targets, actions: entry.actions};
    return {kind: 'banhXe', key: entry.id, value};
  });
}

/** Everything on this device. */
export function readLocalItems(): LocalItem[] {
  const profiles: LocalItem[] = parseStore(read(PROFILES_KEY)).profiles.map((profile) => ({
    kind: 'hoSo',
    key: profileId(profile),
    value: {name: profile.name, date: profile.date, savedAt: profile.savedAt},
  }));
  return [
    ...parseProgress(read(PROGRESS_KEY)),
    ...profiles,
    ...wheelItems(read(HISTORY_KEY)),
    ...reviewItems(parseReviewStore(read(REVIEW_KEY))),
  ];
}

/** Replaces what this device holds with `items`. False when the browser refused a write. */
export function writeLocalItems(items: readonly LocalItem[]): boolean {
  const marks = items.filter((item): item is PageMark => item.kind === 'daDoc' || item.kind === 'dauTrang');
  const profiles = items
    .filter((item): item is Extract<LocalItem, {kind: 'hoSo'}> => item.kind === 'hoSo')
    .map((item): ProfileValue => item.value)
    .sort((a, b) => b.savedAt - a.savedAt)
    .slice(0, MAX_PROFILES);
  const wheel = items
    .filter((item): item is Extract<LocalItem, {kind: 'banhXe'}> => item.kind === 'banhXe')
    .map((item) => ({id: item.key, ...item.value}))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const results = [
    write(PROGRESS_KEY, serializeProgress(marks)),
    write(PROFILES_KEY, serializeStore(profiles)),
    write(HISTORY_KEY, JSON.stringify({version: HISTORY_VERSION, entries: wheel})),
    write(REVIEW_KEY, serializeReviewStore(withReviewItems(parseReviewStore(read(REVIEW_KEY)), items))),
  ];
  return results.every(Boolean);
}
