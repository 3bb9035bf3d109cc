import {beforeAll, describe, expect, it} from 'vitest';
import {BASE_URL} from './support/browser';
import {clearUsers, createUserToken, expiredCopy} from './support/authEmulator';

// The Cloud Function, reached the way visitors reach it: through the hosting
// emulator's rewrite of /api/** (firebase.json), verifying real emulator tokens.
const PAGE = `${BASE_URL}/api/members/tai-nguyen/checklist-seo-docusaurus`;
const get = (url: string, token?: string) =>
  fetch(url, token ? {headers: {Authorization: `Bearer ${token}`}} : undefined);

let memberToken: string;
beforeAll(async () => {
  await clearUsers();
  memberToken = await createUserToken('hoc-vien@example.com');
});

describe('API nội dung học viên', () => {
  it('401 khi không có token', async () => {
    const response = await get(PAGE);
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('403 với token hỏng', async () => {
    expect((await get(PAGE, 'khong-phai-token')).status).toBe(403);
  });

  it('403 với token đã hết hạn', async () => {
    expect((await get(PAGE, expiredCopy(memberToken))).status).toBe(403);
  });

  it('403 với tài khoản không có email', async () => {
    const anonymous = await createUserToken();
    const response = await get(PAGE, anonymous);
    expect(response.status).toBe(403);
    expect(((await response.json()) as {error: string}).error).toContain('email');
  });

  it('404 với trang không tồn tại', async () => {
    expect((await get(`${BASE_URL}/api/members/tai-nguyen/khong-co-trang-nay`, memberToken)).status).toBe(404);
  });

  it('200 với nội dung khi token hợp lệ và có email', async () => {
    const response = await get(PAGE, memberToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = (await response.json()) as {title: string; html: string};
    expect(body.title.length).toBeGreaterThan(5);
    expect(body.html).toContain('<h2');
  });

  it('trang chủ học viên có câu đánh dấu', async () => {
    const body = (await (await get(`${BASE_URL}/api/members`, memberToken)).json()) as {html: string};
    expect(body.html).toContain('Cảm ơn bạn đã đồng hành cùng Learn Anything trên hành trình tự học.');
  });

  it('405 với phương thức khác GET', async () => {
    const response = await fetch(PAGE, {method: 'DELETE', headers: {Authorization: `Bearer ${memberToken}`}});
    expect(response.status).toBe(405);
  });
});
