/**
 * Mail for `npm start`: a local SMTP inbox with a web page to read it (MailDev), where the
 * emulated function delivers every mail (SMTP_URL in functions/.env.demo-learn-anything), and a
 * ticker that runs the scheduled mail jobs, which nothing schedules in the emulator.
 * Both listen on loopback only.
 */
import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {DEMO_PROJECT} from './emulators.mjs';

const require = createRequire(import.meta.url);

export const MAIL_INBOX = {smtpPort: 1025, webPort: 1080, host: '127.0.0.1'};
export const MAIL_INBOX_URL = `http://${MAIL_INBOX.host}:${MAIL_INBOX.webPort}`;

/** Starts MailDev; resolves to a function that stops it. */
export function startMailInbox() {
  // maildev's `exports` names no entry point: look for its folder where Node would.
  const folder = require.resolve
    .paths('maildev')
    .map((dir) => path.join(dir, 'maildev'))
    .find((dir) => existsSync(path.join(dir, 'package.json')));
  if (!folder) throw new Error('Không tìm thấy gói maildev: chạy `npm ci` trước.');
  const bin = path.join(folder, JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')).bin.maildev);
  const child = spawn(
    process.execPath,
    [
      bin,
      '--ip',
      MAIL_INBOX.host,
      '--smtp',
      String(MAIL_INBOX.smtpPort),
      '--web-ip',
      MAIL_INBOX.host,
      '--web',
      String(MAIL_INBOX.webPort),
      '--silent',
    ],
    {stdio: ['ignore', 'ignore', 'inherit']},
  );
  child.once('error', (error) => console.error(`Không chạy được MailDev: ${error.message}`));
  console.log(`Hộp thư cục bộ (MailDev): ${MAIL_INBOX_URL}  (mọi thư trang gửi đều đến đây, không thư nào ra ngoài)`);
  return () => child.kill('SIGTERM');
}

/** The emulated function's demo path that runs the mail jobs (DEMO_MAIL_JOBS_API). */
export function mailJobsUrl(apiPath, functionsOrigin = 'http://127.0.0.1:5001') {
  return `${functionsOrigin}/${DEMO_PROJECT}/us-central1/api${apiPath}`;
}

/** Runs the mail jobs every minute while the emulators run (failures while they start are expected). */
export function tickMailJobs(url, everyMs = 60_000) {
  const timer = setInterval(() => {
    fetch(url, {method: 'POST'}).catch(() => {});
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
