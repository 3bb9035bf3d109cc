import {beforeAll, describe, expect, it} from 'vitest';
import {BASE_URL} from './support/browser';
import {membersHomeSentence} from './support/membersHome';
import {mintDemoAppCheckToken} from '../../functions/src/appCheck';
import {MEMBERS_API} from '../../src/data/apiPaths';
import {
  clearUsers,
  createUserToken,
  createVerifiedUser,
  disableUser,
  expiredCopy,
  revokeTokens,
  withClaims,
} from './support/authEmulator';

// The Cloud Function, reached the way visitors reach it: through the hosting
// emulator's rewrite of /api/** (firebase.json), verifying real emulator tokens
// with getAuth().verifyIdToken(token, true) (revocation and disabled accounts
// are checked against the Auth emulator).
const PAGE = `${BASE_URL}${MEMBERS_API}/tai-nguyen/checklist-seo-docusaurus`;
// App Check tokens made here for the demo project, as the emulator accepts them (functions/src/appCheck.ts).
const APP_CHECK = mintDemoAppCheckToken('demo-learn-anything');
const get = (url: string, token?: string, appCheck: string | null = APP_CHECK) =>
  fetch(url, {
    headers: {
      ...(token ? {Authorization: `Bearer ${token}`} : {}),
      ...(appCheck === null ? {} : {'X-Firebase-AppCheck': appCheck}),
    },
  });

async function expectRefused(response: Response, status: 401 | 403, messagePart?: RegExp, appCheck = false) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  if (status === 401 && !appCheck) expect(response.headers.get('www-authenticate')).toMatch(/^Bearer /);
  const body = (await response.json()) as {error?: unknown; html?: unknown};
  expect(body.html).toBeUndefined();
  expect(typeof body.error).toBe('string');
  // Vietnamese, with diacritics.
  expect(body.error as string).toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹáàãéèíìóòõúùýđ]/i);
  if (messagePart) expect(body.error as string).toMatch(messagePart);
}

let memberToken: string;
beforeAll(async () => {
  await clearUsers();
  memberToken = (await createVerifiedUser('hoc-vien@example.com')).token;
});

describe('API nội dung học viên: từ chối mọi token không đủ điều kiện', () => {
  it('401 khi không có mã App Check, dù token đăng nhập hợp lệ', async () => {
    await expectRefused(await get(PAGE, memberToken, null), 401, /mã xác minh trình duyệt/, true);
  });

  it('401 với mã App Check giả', async () => {
    await expectRefused(
      await get(PAGE, memberToken, mintDemoAppCheckToken('demo-learn-anything', {key: 'khoa-gia'})),
      401,
      /App Check/,
      true,
    );
  });

  it('401 khi không có token', async () => {
    await expectRefused(await get(PAGE), 401, /cần đăng nhập/);
  });

  it.each([
    ['chuỗi không phải JWT', 'khong-phai-token'],
    ['JWT thiếu phần chữ ký', 'a.b'],
    ['phần thân không phải base64 JSON', 'eyJhbGciOiJub25lIn0.%%%.'],
  ])('401 với token hỏng: %s', async (_name, token) => {
    await expectRefused(await get(PAGE, token), 401, /không hợp lệ/);
  });

  it('401 với tiêu đề Authorization không phải Bearer', async () => {
    const response = await fetch(PAGE, {
      headers: {Authorization: `Basic ${memberToken}`, 'X-Firebase-AppCheck': APP_CHECK},
    });
    await expectRefused(response, 401, /cần đăng nhập/);
  });

  it('401 với token đã hết hạn', async () => {
    await expectRefused(await get(PAGE, expiredCopy(memberToken)), 401, /hết hạn/);
  });

  it('401 với token của dự án khác (aud và iss khác)', async () => {
    const other = withClaims(memberToken, (claims) => {
      claims.aud = 'demo-du-an-khac';
      claims.iss = 'https://securetoken.google.com/demo-du-an-khac';
    });
    await expectRefused(await get(PAGE, other), 401);
  });

  it('401 với token chỉ sai aud (cùng iss)', async () => {
    await expectRefused(
      await get(
        PAGE,
        withClaims(memberToken, (claims) => void (claims.aud = 'demo-du-an-khac')),
      ),
      401,
    );
  });

  it('401 với token đã bị thu hồi (đăng xuất khỏi mọi thiết bị)', async () => {
    const {token, uid} = await createVerifiedUser('thu-hoi@example.com');
    expect((await get(PAGE, token)).status).toBe(200);
    // Revocation has a one-second resolution (auth_time vs validSince).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await revokeTokens(uid);
    await expectRefused(await get(PAGE, token), 401, /thu hồi/);
  });

  it('403 với tài khoản đã bị khóa', async () => {
    const {token, uid} = await createVerifiedUser('bi-khoa@example.com');
    expect((await get(PAGE, token)).status).toBe(200);
    await disableUser(uid);
    await expectRefused(await get(PAGE, token), 403, /bị khóa/);
  });

  it('403 với email chưa xác minh', async () => {
    const unverified = await createUserToken('chua-xac-minh@example.com');
    await expectRefused(await get(PAGE, unverified), 403, /chưa được xác minh/);
  });

  it('403 với tài khoản không có email', async () => {
    const anonymous = await createUserToken();
    await expectRefused(await get(PAGE, anonymous), 403, /email/);
  });
});

describe('API nội dung học viên: thành viên đã xác minh', () => {
  it('404 với trang không tồn tại', async () => {
    const response = await get(`${BASE_URL}${MEMBERS_API}/tai-nguyen/khong-co-trang-nay`, memberToken);
    expect(response.status).toBe(404);
    expect(((await response.json()) as {error: string}).error).toMatch(/Không tìm thấy/);
  });

  it('200 với nội dung khi token hợp lệ, có email đã xác minh', async () => {
    const response = await get(PAGE, memberToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = (await response.json()) as {title: string; html: string};
    expect(body.title.length).toBeGreaterThan(5);
    expect(body.html).toContain('<h2');
  });

  it('trang chủ học viên có nội dung của members/index.md', async () => {
    const body = (await (await get(`${BASE_URL}${MEMBERS_API}`, memberToken)).json()) as {html: string};
    expect(body.html).toContain(membersHomeSentence());
  });

  it('405 với phương thức khác GET', async () => {
    const response = await fetch(PAGE, {
      method: 'DELETE',
      headers: {Authorization: `Bearer ${memberToken}`, 'X-Firebase-AppCheck': APP_CHECK},
    });
    expect(response.status).toBe(405);
  });
});
