#!/usr/bin/env node
/**
 * Browser tests: checks Chromium and the production build are there, then runs
 * the Vitest browser suite inside the Firebase emulators: hosting serves build/
 * with the production rules and headers from firebase.build.json (firebase.json
 * plus the build's Content-Security-Policy, written by plugins/hosting-config.ts)
 * and rewrites /api/** to the functions emulator,
 * the Auth emulator stands in for Google sign-in, and a local Firestore
 * stand-in (scripts/lib/firestoreStandIn.mjs) stores course sign-ups.
 *
 * Usage: node scripts/run-e2e.mjs [--load] [vitest args, e.g. a test file]
 * With --load it runs the load test (tests/load/, `npm run test:load`) instead of the browser suite.
 */
import {existsSync} from 'node:fs';
import {ensureChromium} from './lib/chromium.mjs';
import {buildFunctions, runInEmulatorsWithFirestore} from './lib/emulators.mjs';
import {startPayosStandIn} from './lib/payosStandIn.mjs';

if (!existsSync('build/index.html')) {
  console.error('Chưa có bản build: chạy `npm run build` trước khi chạy kiểm thử trình duyệt.');
  process.exit(1);
}
if (!existsSync('firebase.build.json')) {
  console.error(
    'Thiếu firebase.build.json (cấu hình Hosting kèm CSP, do `npm run build` ghi ra): chạy lại `npm run build`.',
  );
  process.exit(1);
}
ensureChromium();
buildFunctions();

const load = process.argv[2] === '--load';
const vitestConfig = load ? 'vitest.load.config.ts' : 'vitest.e2e.config.ts';
const vitestArgs = process.argv
  .slice(load ? 3 : 2)
  .map((arg) => JSON.stringify(arg))
  .join(' ');
// The payOS stand-in the function's demo keys point at; its webhooks go through the hosting emulator.
const payos = await startPayosStandIn({webhookUrl: 'http://127.0.0.1:5000/api/thanh-toan/payos'});
const code = await runInEmulatorsWithFirestore(
  'hosting,auth,functions',
  `npx vitest run --config ${vitestConfig} ${vitestArgs}`,
  {
    E2E_BASE_URL: 'http://127.0.0.1:5000',
    // The mails' links lead to the site the tests read (the hosting emulator).
    SITE_URL: 'http://127.0.0.1:5000',
    E2E_AUTH_EMULATOR: 'http://127.0.0.1:9099',
    // The Functions emulator starts one Node worker per request in flight and kills one that is
    // not listening within 30 s; the 100 simultaneous sign-ups of tests/load/signups.test.ts
    // start 100 workers on 2 cores, which takes longer. Seconds.
    FUNCTIONS_DISCOVERY_TIMEOUT: '240',
  },
  {quietRequests: true, config: 'firebase.build.json'},
);
await payos.stop();
process.exit(code);
