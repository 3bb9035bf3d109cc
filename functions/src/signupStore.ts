import {FieldValue, type Firestore} from 'firebase-admin/firestore';
import {SIGNUP_COLLECTION, type SignupRecord} from './signupApi';

/** gRPC status ALREADY_EXISTS, which DocumentReference.create() fails with when the id is taken. */
const ALREADY_EXISTS = 6;

export function isAlreadyExists(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as {code?: unknown}).code;
  return code === ALREADY_EXISTS || code === 'already-exists' || code === 'ALREADY_EXISTS';
}

/**
 * Stores a sign-up with create(): a single write with the precondition "does
 * not exist", so two simultaneous sign-ups with the same email and course
 * cannot both succeed and nothing is ever overwritten. `taoLuc` is the
 * server's time of the write.
 */
export function firestoreSignupStore(db: Firestore) {
  return async (docId: string, record: SignupRecord): Promise<'created' | 'duplicate'> => {
    try {
      await db
        .collection(SIGNUP_COLLECTION)
        .doc(docId)
        .create({...record, taoLuc: FieldValue.serverTimestamp()});
      return 'created';
    } catch (error) {
      if (isAlreadyExists(error)) return 'duplicate';
      throw error;
    }
  };
}
