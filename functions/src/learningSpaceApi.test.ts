import {describe, expect, it} from 'vitest';
import type {DecodedIdToken} from 'firebase-admin/auth';
import {LEARNING_SPACE_API, MEMBERS_API} from '../../src/data/apiPaths';
import {demoAppCheckVerifier, mintDemoAppCheckToken} from './appCheck';
import {LIMITS} from './learningData';
import {
  handleLearningSpaceRequest,
  learningSpaceUid,
  memoryLearningSpaceStore,
  type LearningSpaceRequest,
} from './learningSpaceApi';

const PROJECT = 'demo-learn-anything';
const APP_CHECK = mintDemoAppCheckToken(PROJECT);
const users: Record<string, Partial<DecodedIdToken>> = {
  'token-an': {uid: 'an', email: 'an@example.com', email_verified: true},
  'token-binh': {uid: 'binh', email: 'binh@example.com', email_verified: true},
  'token-chua-xac-minh': {uid: 'chua', email: 'chua@example.com', email_verified: false},
};

function setup() {
  const store = memoryLearningSpaceStore();
  let clock = 1000;
  const deps = {
    verifyIdToken: async (token: string) => {
      const user = users[token];
      if (!user) throw Object.assign(new Error('bad'), {code: 'auth/argument-error'});
      return user as DecodedIdToken;
    },
    verifyAppCheck: demoAppCheckVerifier(PROJECT),
    store,
    now: () => (clock += 1000),
  };
  const call = (
    method: string,
    path: string,
    token: string | undefined,
    body?: unknown,
    contentType = 'application/json',
  ) => {
    const raw = body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const request: LearningSpaceRequest = {
      method,
      path,
      authorization: token ? `Bearer ${token}` : undefined,
      appCheckToken: APP_CHECK,
      contentType: raw ? contentType : undefined,
      contentLength: raw ? String(raw.length) : undefined,
      rawBody: raw,
    };
    return handleLearningSpaceRequest(request, deps);
  };
  return {store, call};
}

const bookmark = {kind: 'dauTrang', key: '/blog/ra-mat-blog-learn-anything', value: {title: 'Ra mắt blog'}};

describe('learningSpaceUid', () => {
  it('chỉ nhận LEARNING_SPACE_API và các đường dẫn con', () => {
    expect(learningSpaceUid(`${LEARNING_SPACE_API}/abc`)).toBe('abc');
    expect(learningSpaceUid(LEARNING_SPACE_API)).toBe('');
    expect(learningSpaceUid(`${LEARNING_SPACE_API}x`)).toBeNull();
    expect(learningSpaceUid(MEMBERS_API)).toBeNull();
  });
});

describe('handleLearningSpaceRequest', () => {
  it('ghi rồi đọc lại dữ liệu của chính mình, kèm giờ máy chủ', async () => {
    const {call} = setup();
    const written = await call('POST', `${LEARNING_SPACE_API}/an`, 'token-an', {changes: [bookmark]});
    expect(written.status).toBe(200);
    expect(written.body.items).toEqual([{...bookmark, updatedAt: 2000}]);
    const read = await call('GET', `${LEARNING_SPACE_API}/an`, 'token-an');
    expect(read.body.items).toEqual([{...bookmark, updatedAt: 2000}]);
    expect(read.body.limits).toEqual(LIMITS);
  });

  it('403 khi đọc, ghi hoặc xóa dữ liệu của người khác; dữ liệu không đổi', async () => {
    const {call, store} = setup();
    await call('POST', `${LEARNING_SPACE_API}/an`, 'token-an', {changes: [bookmark]});
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await call(
        method,
        `${LEARNING_SPACE_API}/an`,
        'token-binh',
        method === 'POST' ? {changes: [{...bookmark, value: null}]} : undefined,
      );
      expect(response.status).toBe(403);
      expect(response.body.error).toMatch(/chính mình/);
    }
    expect(store.data.get('an')?.size).toBe(1);
  });

  it('401 khi chưa đăng nhập, 403 khi email chưa xác minh (như nội dung học viên)', async () => {
    const {call} = setup();
    expect((await call('GET', `${LEARNING_SPACE_API}/an`, undefined)).status).toBe(401);
    expect((await call('GET', `${LEARNING_SPACE_API}/chua`, 'token-chua-xac-minh')).status).toBe(403);
  });

  it.each<[string, unknown, string, number]>([
    ['không phải JSON', '{khong-phai-json', 'application/json', 400],
    ['sai Content-Type', {changes: []}, 'text/plain', 415],
    ['loại dữ liệu lạ', {changes: [{kind: 'quanTri', key: 'x', value: true}]}, 'application/json', 400],
    [
      'mã HTML trong tiêu đề kèm trường thừa',
      {changes: [{...bookmark, value: {title: 'x', html: '<img onerror=alert(1)>'}}]},
      'application/json',
      400,
    ],
    ['quá lớn', {changes: [{...bookmark, value: {title: 'a'.repeat(600 * 1024)}}]}, 'application/json', 413],
  ])('từ chối dữ liệu xấu bằng JSON tiếng Việt: %s', async (_name, body, contentType, status) => {
    const {call, store} = setup();
    const response = await call('POST', `${LEARNING_SPACE_API}/an`, 'token-an', body, contentType);
    expect(response.status).toBe(status);
    expect(response.body.error).toMatch(/[ảạấầậđếệóộơờụữý]/);
    expect(store.data.get('an')?.size ?? 0).toBe(0);
  });

  it(`giới hạn ${LIMITS.hoSo} hồ sơ thần số học`, async () => {
    const {call} = setup();
    const profiles = Array.from({length: LIMITS.hoSo + 1}, (_, i) => ({
      kind: 'hoSo',
      key: `người ${i}|2000-01-01`,
      value: {name: `Người ${i}`, date: '2000-01-01', savedAt: i},
    }));
    const response = await call('POST', `${LEARNING_SPACE_API}/an`, 'token-an', {changes: profiles});
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(`tối đa ${LIMITS.hoSo} hồ sơ`);
  });

  it('xóa toàn bộ: máy chủ không còn gì của người dùng', async () => {
    const {call, store} = setup();
    await call('POST', `${LEARNING_SPACE_API}/an`, 'token-an', {changes: [bookmark]});
    await call('POST', `${LEARNING_SPACE_API}/binh`, 'token-binh', {changes: [bookmark]});
    const response = await call('DELETE', `${LEARNING_SPACE_API}/an`, 'token-an');
    expect(response).toMatchObject({status: 200, body: {items: []}});
    expect(store.data.has('an')).toBe(false);
    expect(store.data.get('binh')?.size).toBe(1);
    expect((await call('GET', `${LEARNING_SPACE_API}/an`, 'token-an')).body.items).toEqual([]);
  });

  it('405 với phương thức khác, 404 khi thiếu mã người dùng', async () => {
    const {call} = setup();
    expect(await call('PUT', `${LEARNING_SPACE_API}/an`, 'token-an')).toMatchObject({
      status: 405,
      headers: {Allow: 'GET, POST, DELETE'},
    });
    expect((await call('GET', LEARNING_SPACE_API, 'token-an')).status).toBe(404);
  });
});
