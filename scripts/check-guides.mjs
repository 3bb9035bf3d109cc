#!/usr/bin/env node
/**
 * Fails when a guide says something about the repository that does not hold:
 * a relative link or anchor that does not resolve, an `npm run` script that
 * package.json does not have, or a repository path that does not exist. The
 * rules, and what counts as a path, are in scripts/lib/guideCheck.mjs.
 *
 * Usage: node scripts/check-guides.mjs
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {checkGuides} from './lib/guideCheck.mjs';

/** The guides: the developers' guides at the root and the editors' guide. */
const GUIDES = [
  'README.md',
  'CONTRIBUTING.md',
  'ARCHITECTURE.md',
  'DEPLOYING.md',
  'PERFORMANCE.md',
  'docs/viet-bai.md',
];

const git = (args, input) => spawnSync('git', args, {encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024});

// Tracked files and new ones not yet committed, without what .gitignore covers.
const listed = git(['ls-files', '-z', '--cached', '--others', '--exclude-standard']);
if (listed.status !== 0) {
  console.error(`Không đọc được danh sách tệp bằng git: ${listed.stderr || listed.error?.message}`);
  process.exit(1);
}
const files = listed.stdout
  .split('\0')
  .filter(Boolean)
  .filter((file) => existsSync(file));

const scriptsOf = (manifest) => Object.keys(JSON.parse(readFileSync(manifest, 'utf8')).scripts ?? {});
const problems = checkGuides({
  guides: GUIDES.map((file) => ({file, text: readFileSync(file, 'utf8')})),
  files,
  scripts: {'.': scriptsOf('package.json'), functions: scriptsOf('functions/package.json')},
  readMarkdown: (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined),
  isIgnored: (file) => git(['check-ignore', '-q', '--no-index', file]).status === 0,
});

if (problems.length > 0) {
  console.error(`Hướng dẫn nói sai về kho mã (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Hướng dẫn khớp với kho mã: ${GUIDES.length} tệp, liên kết, đường dẫn và lệnh npm run đều có thật.`);
