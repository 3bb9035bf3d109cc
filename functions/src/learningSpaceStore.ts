import {createHash, randomUUID} from 'node:crypto';
import {Timestamp, type DocumentReference, type Firestore} from 'firebase-admin/firestore';
import {KINDS, type Item, type Kind} from './learningData';
import type {LearningSpaceStore} from './learningSpaceApi';

/**
 * Firestore layout: one document tree per member,
 * `hocVien/{uid}/duLieu/{loai}_{sha256(khoa)}`, each document one item:
 * `{loai, khoa, giaTri, capNhatLuc}` (capNhatLuc: the server's time of the last
 * write). Keys are hashed into ids because page paths contain slashes.
 *
 * Writes are serialised per member by a version token, so that limits cannot
 * be raced: `hocVien/{uid}` holds `{phienBan}`, the id of the one document in
 * `hocVien/{uid}/phienBan`. A write reads the token, then the items, and
 * commits one batch that first consumes the token (deletes its document with
 * the precondition "exists"; for a member's first write, creates `hocVien/{uid}`
 * with the precondition "does not exist"), then writes a new token and the
 * items. Of two requests that read the same state, only the first commit
 * passes its precondition; the other is refused whole and starts again from
 * the new state (up to MAX_ATTEMPTS times).
 *
 * Why not a Firestore transaction: the local stand-in (@firestore-emulator/server)
 * accepts transaction calls but does not isolate them (BeginTransaction hands
 * out a dummy id, Commit ignores it and nothing is locked), so a transaction
 * could not be tested here. It does check `exists` preconditions inside a
 * commit, as Firestore does; tokens are random, so one that was consumed never
 * comes back. A commit whose first write fails applies nothing, in Firestore
 * and in the stand-in.
 */
export const LEARNING_SPACE_COLLECTION = 'hocVien';
export const LEARNING_SPACE_ITEMS = 'duLieu';
export const LEARNING_SPACE_VERSIONS = 'phienBan';

/** How many times a write starts again after a concurrent one got in first. */
const MAX_ATTEMPTS = 10;
/** gRPC codes of a failed precondition: NOT_FOUND, ALREADY_EXISTS, FAILED_PRECONDITION, ABORTED. */
const CONFLICT_CODES = new Set([5, 6, 9, 10]);

export function itemDocId(kind: Kind, key: string): string {
  return `${kind}_${createHash('sha256').update(key, 'utf8').digest('hex').slice(0, 40)}`;
}

/** Firestore's limit of operations in one batch (for deleting everything). */
const BATCH_LIMIT = 500;

const isConflict = (error: unknown) => CONFLICT_CODES.has((error as {code?: unknown})?.code as number);

export function firestoreLearningSpaceStore(db: Firestore): LearningSpaceStore {
  const root = (uid: string) => db.collection(LEARNING_SPACE_COLLECTION).doc(uid);
  const items = (uid: string) => root(uid).collection(LEARNING_SPACE_ITEMS);
  const versions = (uid: string) => root(uid).collection(LEARNING_SPACE_VERSIONS);
  const itemRef = (uid: string, item: {kind: Kind; key: string}): DocumentReference =>
    items(uid).doc(itemDocId(item.kind, item.key));

  async function list(uid: string): Promise<Item[]> {
    const snapshot = await items(uid).get();
    const result: Item[] = [];
    for (const doc of snapshot.docs) {
      const {loai, khoa, giaTri, capNhatLuc} = doc.data() as {
        loai?: unknown;
        khoa?: unknown;
        giaTri?: unknown;
        capNhatLuc?: unknown;
      };
      if (typeof loai !== 'string' || !(KINDS as readonly string[]).includes(loai) || typeof khoa !== 'string')
        continue;
      const updatedAt = capNhatLuc instanceof Timestamp ? capNhatLuc.toMillis() : 0;
      result.push({kind: loai, key: khoa, value: giaTri, updatedAt} as Item);
    }
    return result;
  }

  return {
    list,
    async update(uid, plan) {
      for (let attempt = 1; ; attempt += 1) {
        // The token first, then the items: any write committed after this read changes the token.
        const head = await root(uid).get();
        const token = head.exists ? (head.get('phienBan') as unknown) : undefined;
        const applied = plan(await list(uid));
        if (!applied.ok) return applied;
        const next = randomUUID();
        const batch = db.batch();
        if (typeof token === 'string') {
          batch.delete(versions(uid).doc(token), {exists: true});
          batch.set(root(uid), {phienBan: next});
        } else {
          batch.create(root(uid), {phienBan: next});
        }
        batch.create(versions(uid).doc(next), {});
        for (const item of applied.written) {
          batch.set(itemRef(uid, item), {
            loai: item.kind,
            khoa: item.key,
            giaTri: item.value,
            capNhatLuc: Timestamp.fromMillis(item.updatedAt),
          });
        }
        for (const gone of applied.deleted) batch.delete(itemRef(uid, gone));
        try {
          await batch.commit();
          return applied;
        } catch (error) {
          if (!isConflict(error) || attempt >= MAX_ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
        }
      }
    },
    async deleteAll(uid) {
      // The token and its document go first: a write that read the old state then fails and starts again.
      const head = await root(uid).get();
      const token = head.get('phienBan') as unknown;
      const first = db.batch();
      first.delete(root(uid));
      if (typeof token === 'string') first.delete(versions(uid).doc(token));
      await first.commit();
      for (const collection of [items(uid), versions(uid)]) {
        const snapshot = await collection.get();
        for (let i = 0; i < snapshot.docs.length; i += BATCH_LIMIT) {
          const batch = db.batch();
          for (const doc of snapshot.docs.slice(i, i + BATCH_LIMIT)) batch.delete(doc.ref);
          await batch.commit();
        }
      }
    },
  };
}
