#!/usr/bin/env node
/**
 * Runs after `npm ci` / `npm install` at the root (npm's postinstall):
 * 0. applies the site's patches to installed packages (patches/, patch-package),
 *    failing the install if one no longer applies;
 * then, on the Node major the Cloud Functions deploy to (scripts/lib/functionsNode.mjs):
 * 1. installs the functions package (functions/, its own package-lock.json)
 *    with `npm ci`, as the deploy's build does;
 * 2. builds re2 for that Node. The Firebase CLI runs the emulators on it (so
 *    the Functions emulator runs the functions on it), and the hosting
 *    emulator needs re2 for the RE2 `regex` redirects in firebase.json (as
 *    Firebase Hosting has). re2 is a native addon, so it is built for the Node
 *    that loads it.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {functionsNodeBinary, npmCli} from './lib/functionsNode.mjs';

const patched = spawnSync(
  process.execPath,
  [createRequire(import.meta.url).resolve('patch-package/index.js'), '--error-on-fail'],
  {stdio: 'inherit'},
);
if (patched.status !== 0) process.exit(patched.status ?? 1);

const node = functionsNodeBinary();

function npm(args) {
  const result = spawnSync(node, [npmCli(), ...args], {stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
}

npm(['ci', '--prefix', 'functions', '--no-audit', '--no-fund']);

if (spawnSync(node, ['-e', "require('re2')"], {stdio: 'ignore'}).status !== 0) {
  // re2's own install script (off in allowScripts) would first download a
  // prebuilt binary from GitHub; build it from source instead, once, here.
  console.log('Dựng re2 (thư viện biểu thức chính quy của Firebase CLI) cho Node của Cloud Functions...');
  const nodeGyp = path.join(path.dirname(npmCli()), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
  const headers = path.resolve(path.dirname(node), '..');
  // node-gyp lets npm's environment override its command line: a user's
  // `nodedir` (another Node's headers) would build re2 for the wrong Node.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_config_nodedir$/i.test(key)));
  if (existsSync(path.join(headers, 'include', 'node', 'node.h'))) env.npm_package_config_node_gyp_nodedir = headers;
  const built = spawnSync(node, [nodeGyp, 'rebuild', '-j', 'max'], {
    cwd: path.dirname(createRequire(import.meta.url).resolve('re2/package.json')),
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (built.status !== 0 || spawnSync(node, ['-e', "require('re2')"], {stdio: 'inherit'}).status !== 0) {
    console.error(built.stdout, built.stderr, 'Không dựng được re2: xem lỗi ở trên (cần g++, make và python3).');
    process.exit(1);
  }
}
