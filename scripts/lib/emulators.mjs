import {spawn, spawnSync} from 'node:child_process';
import {startFirestoreStandIn} from './firestoreStandIn.mjs';

export const DEMO_PROJECT = 'demo-learn-anything';

/** Builds the Cloud Functions (members content + TypeScript) for the emulator. */
export function buildFunctions() {
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'functions'], {stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function emulatorsExecArgs(only, command) {
  return ['firebase', 'emulators:exec', '--only', only, '--project', DEMO_PROJECT, command];
}

/**
 * Runs a command inside the Firebase emulators (no real project, offline):
 * they start, the command runs, they stop. Returns the command's exit code.
 */
export function runInEmulators(only, command, env = {}) {
  const result = spawnSync('npx', emulatorsExecArgs(only, command), {stdio: 'inherit', env: {...process.env, ...env}});
  return result.status ?? 1;
}

/**
 * Like runInEmulators, with the local Firestore stand-in (firestoreStandIn.mjs)
 * running in this process for the whole time. FIRESTORE_EMULATOR_HOST points
 * at it: the Functions emulator starts the functions with its own environment
 * plus ours (firebase-tools spawns them with {...process.env, ...}), so
 * firebase-admin in the function uses the stand-in; so does the command.
 * The official Firestore emulator is not started. Resolves to the exit code.
 */
export async function runInEmulatorsWithFirestore(only, command, env = {}) {
  const standIn = await startFirestoreStandIn();
  console.log(`Firestore stand-in (@firestore-emulator/server) on ${standIn.address}.`);
  const child = spawn('npx', emulatorsExecArgs(only, command), {
    stdio: 'inherit',
    env: {...process.env, ...env, FIRESTORE_EMULATOR_HOST: standIn.address},
  });
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
