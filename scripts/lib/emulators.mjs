import {spawn, spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {createInterface} from 'node:readline';
import {startFirestoreStandIn} from './firestoreStandIn.mjs';
import {functionsNodeBinary} from './functionsNode.mjs';

const require = createRequire(import.meta.url);

export const DEMO_PROJECT = 'demo-learn-anything';

/** Builds the Cloud Functions (members content + TypeScript) for the emulator. */
export function buildFunctions() {
  const result = spawnSync('npm', ['run', 'build', '--prefix', 'functions'], {stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function emulatorsExecArgs(only, command, config) {
  return [
    require.resolve('firebase-tools/lib/bin/firebase.js'),
    'emulators:exec',
    '--only',
    only,
    '--project',
    DEMO_PROJECT,
    ...(config ? ['--config', config] : []),
    command,
  ];
}

/**
 * Runs a command inside the Firebase emulators (no real project, offline):
 * they start, the command runs, they stop. The local Firestore stand-in
 * (firestoreStandIn.mjs) runs in this process for the whole time. FIRESTORE_EMULATOR_HOST points
 * at it: the Functions emulator starts the functions with its own environment
 * plus ours (firebase-tools spawns them with {...process.env, ...}), so
 * firebase-admin in the function uses the stand-in; so does the command.
 * The official Firestore emulator is not started. `config` is the Firebase
 * config file (default firebase.json; the browser tests use firebase.build.json,
 * which has the build's Content-Security-Policy). The Firebase CLI itself runs
 * on the functions' Node major (functionsNode.mjs), because the Functions
 * emulator starts the functions with the Node that runs it. Resolves to the
 * exit code.
 */
export async function runInEmulatorsWithFirestore(only, command, env = {}, {quietRequests = false, config} = {}) {
  const standIn = await startFirestoreStandIn();
  console.log(`Firestore stand-in (@firestore-emulator/server) on ${standIn.address}.`);
  const child = spawn(functionsNodeBinary(), emulatorsExecArgs(only, command, config), {
    stdio: ['inherit', quietRequests ? 'pipe' : 'inherit', 'inherit'],
    env: {...process.env, ...env, FIRESTORE_EMULATOR_HOST: standIn.address},
  });
  if (quietRequests) {
    // The hosting emulator logs every request; in test runs those lines drown the results.
    createInterface({input: child.stdout}).on('line', (line) => {
      if (!/hosting: 127\.0\.0\.1 - - |^\[hosting\] Rewriting /.test(line)) console.log(line);
    });
  }
  // Ctrl+C reaches the emulators too (same process group): wait for them to
  // shut down instead of dying first. A SIGTERM sent to us alone is passed on.
  const onSigint = () => {};
  const onSigterm = () => child.kill('SIGTERM');
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);
  try {
    return await new Promise((resolve) => {
      child.once('error', (error) => {
        console.error(error);
        resolve(1);
      });
      child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    });
  } finally {
    process.off('SIGINT', onSigint);
    process.off('SIGTERM', onSigterm);
    standIn.stop();
  }
}
