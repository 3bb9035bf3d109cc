#!/usr/bin/env node
/**
 * The Cloud Functions' unit tests, run on the Node major they deploy to
 * (functions/package.json `engines`), not on whatever Node runs npm here.
 * Extra arguments go to Vitest.
 */
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {functionsNodeBinary} from './lib/functionsNode.mjs';

const vitest = createRequire(import.meta.url).resolve('vitest/vitest.mjs');
const node = functionsNodeBinary();
const result = spawnSync(node, [vitest, 'run', '--config', 'vitest.functions.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
