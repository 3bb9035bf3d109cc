import {existsSync} from 'node:fs';
import {spawnSync} from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for Debian's Chromium in a sandbox with no outside network (browser tests, benchmark). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Makes sure Debian's Chromium is installed for the browser tests: installs it
 * with apt when running as root, otherwise explains what to run and exits.
 */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium chưa có: đang cài gói Debian `chromium` bằng apt-get...');
    const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
    const update = spawnSync('apt-get', ['update'], {stdio: 'inherit', env});
    const install = spawnSync('apt-get', ['install', '-y', 'chromium'], {stdio: 'inherit', env});
    if (update.status === 0 && install.status === 0 && existsSync(CHROMIUM_PATH)) return;
  }
  console.error(
    [
      `Không tìm thấy Chromium ở ${CHROMIUM_PATH}.`,
      'Cài bằng: sudo apt-get update && sudo apt-get install -y chromium',
      'hoặc đặt biến CHROMIUM_PATH trỏ tới một bản Chromium/Chrome có sẵn.',
    ].join('\n'),
  );
  process.exit(1);
}
