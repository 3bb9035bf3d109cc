#!/usr/bin/env node
/**
 * `npm start`: the site in development (http://localhost:3000) together with
 * the Firebase Auth and Functions emulators, so Google sign-in and members
 * content work locally with no Firebase project and no internet, and the
 * local Firestore stand-in, so course sign-ups (/api/dang-ky) work too.
 */
import {buildFunctions, runInEmulatorsWithFirestore} from './lib/emulators.mjs';

buildFunctions();
const extra = process.argv.slice(2).join(' ');
process.exit(
  await runInEmulatorsWithFirestore('auth,functions', `npx docusaurus start --host localhost --port 3000 ${extra}`),
);
