import {beforeAll, describe, expect, it} from 'vitest';
import {createVerifiedUser} from '../e2e/support/authEmulator';
import {OWNER_API, SIGNUP_API} from '../../src/data/apiPaths';
import {api, FUNCTIONS_URL, owners, signInWithPassword, signUp} from '../e2e/support/courseDesk';
import {signupsCsv, type DeskSignup} from '../../src/features/owner-desk/deskView';

// Load, not correctness: many course sign-ups at once through the emulators (the hosting
// emulator's rewrite of /api/** to the real function, and the Firestore stand-in), read back
// from the owner's desk. Run by `npm run test:load`, after `npm test`.

const runId = Date.now().toString(36);
let ownerToken: string;

beforeAll(async () => {
  const email = `chu-tai-${runId}@example.com`;
  await createVerifiedUser(email);
  expect(owners('add', email)).toContain('Đã cấp quyền');
  ownerToken = await signInWithPassword(email);
});

describe('đăng ký khóa học dưới tải', () => {
  // 100 clients at once, each with its own address, through the hosting emulator as a browser
  // sends them. The Functions emulator runs one Node worker per request in flight (it ignores the
  // function's concurrency; production serves up to 80 requests per instance from warm instances)
  // and starts a worker on the request that finds none idle: 100 cold starts at once outlast the
  // hosting emulator's fixed 60-second proxy timeout and the function's own 60 seconds. So the 100
  // workers are started first, by 100 simultaneous GETs (405, no Firestore) straight to the
  // Functions emulator, which has no proxy timeout and whose start-up wait scripts/run-e2e.mjs
  // lengthens (FUNCTIONS_DISCOVERY_TIMEOUT); then the sign-ups go at once.
  it(
    '100 đăng ký từ 100 máy khác nhau cùng lúc đều hiện trong bàn quản trị và CSV, mỗi cái một mã',
    {timeout: 480_000},
    async () => {
      const warm = await Promise.allSettled(
        Array.from({length: 100}, () =>
          fetch(`${FUNCTIONS_URL}${SIGNUP_API}`, {signal: AbortSignal.timeout(200_000)}).then((r) => r.status),
        ),
      );
      const warmed = warm.filter((result) => result.status === 'fulfilled' && result.value === 405).length;
      const emails = Array.from({length: 100}, (_, i) => `tai-${runId}-${i}@example.com`);
      const started = performance.now();
      const answers = await Promise.all(emails.map((email) => signUp(email, 'python-chung-khoan', 'Người Học Tải')));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const codes = answers.map((answer) => answer.body.maThamChieu);
      const accepted = answers.filter((answer) => answer.status === 202).length;
      console.log(
        `100 đăng ký cùng lúc: ${accepted} nhận (202) trong ${seconds} s, ${new Set(codes).size} mã khác nhau; ` +
          `${warmed}/100 worker khởi động trước`,
      );
      expect(answers.map((answer) => answer.status)).toEqual(emails.map(() => 202));
      expect(new Set(codes).size).toBe(100);

      const response = await api(`${OWNER_API}/dang-ky`, ownerToken);
      expect(response.status).toBe(200);
      const desk = (await response.json()) as {signups: DeskSignup[]; bank: unknown};
      const mine = desk.signups.filter((signup) => emails.includes(signup.email));
      expect(mine.length).toBe(100);
      expect(new Set(mine.map((signup) => signup.id)).size).toBe(100);
      expect(mine.map((signup) => signup.maThamChieu).sort()).toEqual([...codes].sort());
      const csv = signupsCsv(mine, {'python-chung-khoan': 'Python chứng khoán'});
      for (const code of codes) expect(csv.split(`"${code}"`).length - 1, code).toBe(1);
      expect(csv.startsWith('\uFEFF')).toBe(true);
    },
  );
});
