import {FieldValue, Timestamp, type Firestore} from 'firebase-admin/firestore';
import {RATE_LIMIT_COLLECTION, type CounterStore} from './rateLimit';

/**
 * Counters in Firestore: an atomic increment (merged into the document, which
 * creates it on the first hit), then a read of the count. `hetHanLuc` is the
 * field the collection's TTL policy deletes by.
 */
export function firestoreCounterStore(db: Firestore): CounterStore {
  return async (docId, expiresAt) => {
    const ref = db.collection(RATE_LIMIT_COLLECTION).doc(docId);
    await ref.set({soLan: FieldValue.increment(1), hetHanLuc: Timestamp.fromDate(expiresAt)}, {merge: true});
    const count = (await ref.get()).get('soLan') as unknown;
    return typeof count === 'number' ? count : Number.POSITIVE_INFINITY;
  };
}
