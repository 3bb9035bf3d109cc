#!/usr/bin/env node
/**
 * Which of the site's patches (patches/, applied by patch-package on install) and
 * bundle-time rewrites (plugins/docusaurus-client-fixes.ts) still apply to another
 * Docusaurus version, before upgrading to it:
 *
 *   npm run check:next-docusaurus -- 4.0.0-canary-6822
 *   npm run check:next-docusaurus -- canary      # the newest 4.x canary on the registry
 *
 * In a scratch folder it installs this commit with every @docusaurus/* package at that
 * version (from the registry), checks each file of each patch with `git apply --check`,
 * applies those that fit, then builds the site: a rewrite whose file is gone or whose
 * text changed stops the build with its own message. Exits 1 if anything does not apply.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {patchSections, withDocusaurusVersion} from './lib/nextDocusaurus.mjs';

const log = (message) => process.stderr.write(`${message}\n`);
const run = (command, args, options = {}) =>
  spawnSync(command, args, {encoding: 'utf8', maxBuffer: 1 << 28, ...options});

let version = process.argv[2];
if (!version) {
  console.error(
    'Cần tên phiên bản Docusaurus, ví dụ: npm run check:next-docusaurus -- 4.0.0-canary-6822 (hoặc canary)',
  );
  process.exit(2);
}
if (version === 'canary') {
  const versions = JSON.parse(run('npm', ['view', '@docusaurus/core', 'versions', '--json']).stdout);
  version = versions
    .filter((v) => /^4\.\d+\.\d+-canary-\d+$/.test(v))
    .sort((a, b) => canaryNumber(a) - canaryNumber(b))
    .at(-1);
  if (!version) {
    console.error('Registry không có bản canary 4.x nào của @docusaurus/core.');
    process.exit(2);
  }
}

const scratch = mkdtempSync(path.join(tmpdir(), `la-docusaurus-${version}-`));
log(`Thư mục tạm: ${scratch}`);
const archive = run('sh', ['-c', `git archive HEAD | tar -x -C "${scratch}"`]);
if (archive.status !== 0) fail(`git archive: ${archive.stderr}`);
const manifest = JSON.parse(readFileSync(path.join(scratch, 'package.json'), 'utf8'));
writeFileSync(path.join(scratch, 'package.json'), JSON.stringify(withDocusaurusVersion(manifest, version), null, 2));
log(`Cài @docusaurus/*@${version} (npm install, không chạy script cài đặt)...`);
const install = run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--legacy-peer-deps'], {
  cwd: scratch,
});
if (install.status !== 0) fail(`npm install thất bại:\n${install.stderr}`);

const rows = [];
const patchDir = path.join(scratch, 'patches');
for (const file of existsSync(patchDir)
  ? readdirSync(patchDir)
      .filter((f) => f.endsWith('.patch'))
      .sort()
  : []) {
  for (const section of patchSections(readFileSync(path.join(patchDir, file), 'utf8'))) {
    const target = path.join(scratch, section.path);
    const check = existsSync(target)
      ? run('git', ['apply', '--check', '-'], {cwd: scratch, input: section.text})
      : {status: 1, stderr: 'tệp không còn'};
    const applies = check.status === 0;
    if (applies) run('git', ['apply', '-'], {cwd: scratch, input: section.text});
    rows.push({what: `${file}: ${section.path.replace(/^node_modules\//, '')}`, applies, why: firstLine(check.stderr)});
  }
}

log('Build thử với các patch áp được...');
const build = run('npx', ['docusaurus', 'build'], {cwd: scratch, env: {...process.env, NODE_ENV: 'production'}});
const output = `${build.stdout}\n${build.stderr}`;
const rewriteErrors = [...new Set(output.match(/plugins\/docusaurus-client-fixes[^\n]*/g) ?? [])];
rows.push({
  what: 'bundle-time rewrites and the build',
  applies: build.status === 0,
  why: build.status === 0 ? '' : rewriteErrors.join(' | ') || firstLine(lastError(output)),
});

console.log(`\n## Docusaurus ${version}: patch và rewrite\n`);
console.log('| Thay đổi | Áp được | Lý do |');
console.log('|---|---|---|');
for (const row of rows) console.log(`| ${row.what} | ${row.applies ? 'có' : '**không**'} | ${row.why ?? ''} |`);
console.log(`\nThư mục tạm (xóa khi xong): ${scratch}`);
process.exit(rows.every((row) => row.applies) ? 0 : 1);

function canaryNumber(v) {
  return Number(v.split('-canary-')[1]);
}

function firstLine(text = '') {
  return (
    text
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''
  );
}

function lastError(text) {
  const lines = text.split('\n');
  const index = lines.findLastIndex((line) => /error/i.test(line));
  return index === -1 ? '' : lines.slice(index, index + 3).join(' ');
}

function fail(message) {
  console.error(message);
  process.exit(2);
}
