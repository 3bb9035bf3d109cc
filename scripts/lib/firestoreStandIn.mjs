/**
 * A local stand-in for the Firestore emulator, for tests and `npm start`.
 *
 * The official emulator needs Java 21 and a download, so locally the Cloud
 * Function talks to @firestore-emulator/server (an in-memory Firestore gRPC
 * server written in Node) instead. firebase-admin finds it through
 * FIRESTORE_EMULATOR_HOST. Everything lives in memory and is gone when the
 * process stops. Production uses Firestore itself.
 *
 * Usage: `node scripts/lib/firestoreStandIn.mjs` runs it on its own until Ctrl+C.
 */
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import {FirestoreServer} from '@firestore-emulator/server';

export const FIRESTORE_STAND_IN_HOST = '127.0.0.1';
export const FIRESTORE_STAND_IN_PORT = 8085;
/** Value for FIRESTORE_EMULATOR_HOST. */
export const FIRESTORE_STAND_IN_ADDRESS = `${FIRESTORE_STAND_IN_HOST}:${FIRESTORE_STAND_IN_PORT}`;

/**
 * Starts the stand-in on loopback. FirestoreServer.start() binds 0.0.0.0, so
 * this binds the same gRPC server itself, on 127.0.0.1 only, with the package's
 * own copy of @grpc/grpc-js (credentials must come from the same copy).
 */
export async function startFirestoreStandIn({host = FIRESTORE_STAND_IN_HOST, port = FIRESTORE_STAND_IN_PORT} = {}) {
  const standIn = new FirestoreServer();
  const grpcServer = standIn.server;
  if (typeof grpcServer?.bindAsync !== 'function') {
    throw new Error('@firestore-emulator/server changed: FirestoreServer has no gRPC `server` to bind.');
  }
  const requireFromPackage = createRequire(createRequire(import.meta.url).resolve('@firestore-emulator/server'));
  const {ServerCredentials} = requireFromPackage('@grpc/grpc-js');
  const boundPort = await new Promise((resolve, reject) => {
    grpcServer.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (error, boundPort) =>
      error
        ? reject(
            new Error(
              `Firestore stand-in could not listen on ${host}:${port} (are the emulators already running, e.g. \`npm start\` or another test run?): ${error.message}`,
            ),
          )
        : resolve(boundPort),
    );
  });
  return {
    // The port actually bound: the one asked for, or a free one for port 0.
    address: `${host}:${boundPort}`,
    /** The in-memory data (FirestoreState), e.g. `state.toJSON()`. */
    state: standIn.state,
    stop: () => standIn.stop(),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const standIn = await startFirestoreStandIn();
  console.log(`Firestore stand-in listening on ${standIn.address} (FIRESTORE_EMULATOR_HOST=${standIn.address}).`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      standIn.stop();
      process.exit(0);
    });
  }
}
