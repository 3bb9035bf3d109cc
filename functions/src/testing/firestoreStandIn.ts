/**
 * A Firestore for one test file: the local stand-in (scripts/lib/firestoreStandIn.mjs) on a free
 * port, and an Admin SDK app of its own that talks to it. Test support only: not in the functions'
 * build (tsconfig.json excludes src/testing).
 */
import {deleteApp, initializeApp} from 'firebase-admin/app';
import {getFirestore, type Firestore} from 'firebase-admin/firestore';
// @ts-expect-error: a plain ES module of the site's scripts, without types.
import {startFirestoreStandIn} from '../../../scripts/lib/firestoreStandIn.mjs';

export interface TestFirestore {
  db: Firestore;
  /** The stand-in's data, e.g. to check what was stored. */
  state: {toJSON(): unknown};
  stop(): Promise<void>;
}

/** Starts the stand-in and an app named `name` (unique per file: apps live as long as the worker). */
export async function startTestFirestore(name: string): Promise<TestFirestore> {
  const standIn = (await startFirestoreStandIn({port: 0})) as {
    address: string;
    state: {toJSON(): unknown};
    stop: () => void;
  };
  process.env.FIRESTORE_EMULATOR_HOST = standIn.address;
  // No Google metadata server here: the Admin SDK must not wait for one.
  process.env.METADATA_SERVER_DETECTION = 'none';
  const app = initializeApp({projectId: 'demo-learn-anything'}, name);
  return {
    db: getFirestore(app),
    state: standIn.state,
    async stop() {
      await deleteApp(app);
      standIn.stop();
      delete process.env.FIRESTORE_EMULATOR_HOST;
      delete process.env.METADATA_SERVER_DETECTION;
    },
  };
}
