#!/usr/bin/env node
/**
 * Browser tests: checks Chromium and the production build are there, then runs
 * the Vitest browser suite inside the Firebase emulators (hosting serves build/
 * with the same rules as production).
 *
 * Usage: node scripts/run-e2e.mjs [vitest args, e.g. a test file]
 */
import {existsSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import {ensureChromium} from './lib/chromium.mjs';

const PROJECT = 'demo-learn-anything';

if (!existsSync('build/index.html')) {
  console.error('Chưa có bản build: chạy `npm run build` trước khi chạy kiểm thử trình duyệt.');
  process.exit(1);
}
ensureChromium();

const vitestArgs = process.argv.slice(2).map((arg) => JSON.stringify(arg)).join(' ');
const result = spawnSync(
  'npx',
  [
    'firebase',
    'emulators:exec',
    '--only',
    'hosting',
    '--project',
    PROJECT,
    `npx vitest run --config vitest.e2e.config.ts ${vitestArgs}`,
  ],
  {
    stdio: 'inherit',
    env: {...process.env, E2E_BASE_URL: 'http://127.0.0.1:5000'},
  },
);
process.exit(result.status ?? 1);
