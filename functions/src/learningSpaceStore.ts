import {createHash} from 'node:crypto';
import {Timestamp, type Firestore} from 'firebase-admin/firestore';
import {KINDS, type Item, type Kind} from './learningData';
import type {LearningSpaceStore} from './learningSpaceApi';

/**
 * Firestore layout: one document tree per member,
 * `hocVien/{uid}/duLieu/{loai}_{sha256(khoa)}`, each document one item:
 * `{loai, khoa, giaTri, capNhatLuc}` (capNhatLuc: the server's time of the last
 * write). Keys are hashed into ids because page paths contain slashes.
 */
export const LEARNING_SPACE_COLLECTION = 'hocVien';
export const LEARNING_SPACE_ITEMS = 'duLieu';

export function itemDocId(kind: Kind, key: string): string {
  return `${kind}_${createHash('sha256').update(key, 'utf8').digest('hex').slice(0, 40)}`;
}

/** Firestore's limit of operations in one batch. */
const BATCH_LIMIT = 500;

export function firestoreLearningSpaceStore(db: Firestore): LearningSpaceStore {
  const items = (uid: string) => db.collection(LEARNING_SPACE_COLLECTION).doc(uid).collection(LEARNING_SPACE_ITEMS);
  return {
    async list(uid) {
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
    },
    async write(uid, written, deleted) {
      const batch = db.batch();
      for (const item of written) {
        batch.set(items(uid).doc(itemDocId(item.kind, item.key)), {
          loai: item.kind,
          khoa: item.key,
          giaTri: item.value,
          capNhatLuc: Timestamp.fromMillis(item.updatedAt),
        });
      }
      for (const gone of deleted) batch.delete(items(uid).doc(itemDocId(gone.kind, gone.key)));
      await batch.commit();
    },
    async deleteAll(uid) {
      const snapshot = await items(uid).get();
      for (let i = 0; i < snapshot.docs.length; i += BATCH_LIMIT) {
        const batch = db.batch();
        for (const doc of snapshot.docs.slice(i, i + BATCH_LIMIT)) batch.delete(doc.ref);
        await batch.commit();
      }
      await db.collection(LEARNING_SPACE_COLLECTION).doc(uid).delete();
    },
  };
}
