#!/usr/bin/env node
/**
 * Which of the site's patches (patches/, applied by patch-package on install) and
 * bundle-time rewrites (plugins/docusaurus-client-fixes.ts) still apply to another
 * Docusaurus version, before upgrading to it:
 *
 *   npm run check:next-docusaurus -- 4.0.0-canary-6822
 *   npm run check:next-docusaurus -- canary      # the newest 4.x canary on the registry
 *
 * In a scratch folder (a clone of this commit) it installs it with every @docusaurus/* package at that
 * version (from the registry), checks each file of each patch with `git apply --check`,
 * applies those that fit, then builds the site: a rewrite whose file is gone or whose
 * text changed stops the build with its own message. Exits 1 if anything does not apply.
 *
 * It also prints, for each ejected theme component (src/theme/, scripts/lib/ejectedComponents.mjs),
 * what changed upstream in its original between the version it came from and this one: the
 * original at that version (from node_modules, or `npm pack`) against the one just installed.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {docusaurusPackages, patchSections, withDocusaurusVersion} from './lib/patchFiles.mjs';
import {diffCounts, ejectedComponents} from './lib/ejectedComponents.mjs';

const log = (message) => process.stderr.write(`${message}\n`);
const run = (command, args, options = {}) =>
  spawnSync(command, args, {encoding: 'utf8', maxBuffer: 1 << 28, ...options});

const asked = process.argv[2];
if (!asked) {
  console.error(
    'Cần tên phiên bản Docusaurus, ví dụ: npm run check:next-docusaurus -- 4.0.0-canary-6822 (hoặc canary)',
  );
  process.exit(2);
}
// `canary`: the 4.x canaries, newest first; the first whose packages are all on the registry is checked.
const candidates =
  asked === 'canary'
    ? JSON.parse(run('npm', ['view', '@docusaurus/core', 'versions', '--json']).stdout)
        .filter((v) => /^4\.\d+\.\d+-canary-\d+$/.test(v))
        .sort((a, b) => canaryNumber(b) - canaryNumber(a))
    : [asked];
if (candidates.length === 0) fail('Registry không có bản canary 4.x nào của @docusaurus/core.');

const scratch = mkdtempSync(path.join(tmpdir(), 'la-next-docusaurus-'));
log(`Thư mục tạm: ${scratch}`);
// A clone, not an archive: the build reads each page's last update from git.
const clone = run('git', ['clone', '--quiet', '--depth', '1', `file://${process.cwd()}`, scratch]);
if (clone.status !== 0) fail(`git clone: ${clone.stderr}`);
const manifest = JSON.parse(readFileSync(path.join(scratch, 'package.json'), 'utf8'));
const skipped = [];
let version;
for (const candidate of candidates) {
  // Not every package is published with every version (the ESLint plugin has no canaries): those stay as they are.
  const published = docusaurusPackages(manifest).filter(
    (name) => run('npm', ['view', `${name}@${candidate}`, 'version']).stdout.trim() === candidate,
  );
  const unpublished = docusaurusPackages(manifest).filter((name) => !published.includes(name));
  if (unpublished.length > 0) log(`Không có bản ${candidate}, giữ nguyên: ${unpublished.join(', ')}`);
  writeFileSync(
    path.join(scratch, 'package.json'),
    JSON.stringify(withDocusaurusVersion(manifest, candidate, published), null, 2),
  );
  log(`Cài @docusaurus/*@${candidate} (npm install, không chạy script cài đặt)...`);
  const install = run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--legacy-peer-deps'], {
    cwd: scratch,
  });
  if (install.status === 0) {
    version = candidate;
    break;
  }
  const missing = /No matching version found for (\S+?)\.?$/m.exec(install.stderr)?.[1];
  skipped.push(`${candidate}: ${missing ? `registry không có ${missing}` : firstLine(install.stderr)}`);
  log(`  không cài được ${skipped.at(-1)}`);
}
if (!version) fail(`Không cài được bản nào:\n${skipped.join('\n')}`);

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
for (const line of skipped) console.log(`Bỏ qua ${line}`);
console.log('| Thay đổi | Áp được | Lý do |');
console.log('|---|---|---|');
for (const row of rows) console.log(`| ${row.what} | ${row.applies ? 'có' : '**không**'} | ${row.why ?? ''} |`);
printUpstreamChanges(version);
console.log(`\nThư mục tạm (xóa khi xong): ${scratch}`);
process.exit(rows.every((row) => row.applies) ? 0 : 1);

/**
 * For each ejected component, the diff of its original from the version it came from to `target`
 * (the one installed in the scratch folder): a table, then each diff.
 */
function printUpstreamChanges(target) {
  const components = ejectedComponents(path.join(scratch, 'src/theme'), scratch);
  console.log(`\n## Thành phần theme đã eject: bản gốc thay đổi gì tới ${target}\n`);
  console.log('| Tệp | Bản gốc | Thay đổi |');
  console.log('|---|---|---|');
  const diffs = [];
  for (const {file, from} of components) {
    const before = originalFile(from.packageName, from.version, from.original);
    const after = path.join(scratch, 'node_modules', from.packageName, from.original);
    const origin = `${from.packageName}@${from.version} ${from.original}`;
    let change;
    if (!before) change = `**không lấy được bản ${from.version}**`;
    else if (!existsSync(after)) change = '**tệp gốc không còn**';
    else {
      const diff = run('git', ['diff', '--no-index', '--no-color', before, after]).stdout;
      const {added, removed} = diffCounts(diff);
      change = diff === '' ? 'không đổi' : `+${added} −${removed} dòng`;
      if (diff !== '') diffs.push(`### ${file} (${origin} → ${target})\n\n\`\`\`diff\n${diff.trimEnd()}\n\`\`\``);
    }
    console.log(`| ${file} | ${origin} | ${change} |`);
  }
  for (const diff of diffs) console.log(`\n${diff}`);
}

/** A package's file at a version: this checkout's node_modules when it has that version, else from `npm pack`. */
function originalFile(packageName, version, file) {
  const installed = path.join('node_modules', packageName);
  const manifest = path.join(installed, 'package.json');
  if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === version) {
    return path.resolve(installed, file);
  }
  const folder = path.join(scratch, '.originals', `${packageName.replace('/', '+')}@${version}`);
  if (!existsSync(folder)) {
    mkdirSync(folder, {recursive: true});
    const pack = run('npm', ['pack', `${packageName}@${version}`, '--silent', '--pack-destination', folder]);
    const tarball = pack.stdout.trim().split('\n').at(-1);
    if (pack.status !== 0 || !tarball) return null;
    if (run('tar', ['xzf', path.join(folder, tarball), '-C', folder]).status !== 0) return null;
  }
  const extracted = path.join(folder, 'package', file);
  return existsSync(extracted) ? extracted : null;
}

function canaryNumber(v) {
  return Number(v.split('-canary-')[1]);
}

/** The first error line of a command's output (git apply warns before it errs), or its first line. */
function firstLine(text = '') {
  const lines = text.split('\n').map((line) => line.trim());
  return lines.find((line) => line.startsWith('error:')) ?? lines.find((line) => line !== '') ?? '';
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
