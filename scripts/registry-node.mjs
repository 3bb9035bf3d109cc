#!/usr/bin/env node
/**
 * Prints the bin/ folder of the Node.js release named in .nvmrc (the release the project is
 * tested on), fetched once from the npm registry when this Node is another release. .ci/run puts
 * it first on PATH, so CI runs the tests on that Node whatever Node the machine has.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {registryNodeBinary} from './lib/functionsNode.mjs';

const version = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim();
if (!/^\d+\.\d+\.\d+$/.test(version))
  throw new Error(`.nvmrc: cần một phiên bản đầy đủ (vd. 26.12.1), có "${version}".`);
console.log(path.dirname(process.versions.node === version ? process.execPath : registryNodeBinary(version)));
