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
  let clock = AT;
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

const ITEM = '/kien-thuc/python/cai-dat-python-va-moi-truong-ao#vi sao nen dung moi truong ao';
/** The test's server clock starts at 1 s after 1970; reviews need times from 2020, so the clock here is now. */
const AT = Date.UTC(2026, 10, 27, 8);
const review = (id: string, rating: number, at = AT, item = ITEM) => ({
  kind: 'onTap',
  key: id,
  value: {item, rating, at},
});

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
    expect(written.body.items).toEqual([{...bookmark, updatedAt: AT + 1000}]);
    const read = await call('GET', `${LEARNING_SPACE_API}/an`, 'token-an');
    expect(read.body.items).toEqual([{...bookmark, updatedAt: AT + 1000}]);
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

  it('lưu lần ôn, kết quả tự kiểm tra và bài thêm vào ôn tập; hai thiết bị gửi trùng nhau vẫn ra một tập hợp', async () => {
    const {call} = setup();
    const path = `${LEARNING_SPACE_API}/an`;
    const check = {kind: 'tuKiemTra', key: ITEM, value: {correct: true, at: AT - 10}};
    const added = {kind: 'onTapBai', key: '/kien-thuc/python/cai-dat-python-va-moi-truong-ao', value: true};
    const phone = [review('dien-thoai-01', 3, AT - 5000), review('ca-hai-may-01', 1, AT - 4000), check, added];
    const laptop = [review('may-tinh-0001', 4, AT - 3000), review('ca-hai-may-01', 1, AT - 4000)];
    expect((await call('POST', path, 'token-an', {changes: phone})).status).toBe(200);
    const answer = await call('POST', path, 'token-an', {changes: laptop});
    expect(answer.status).toBe(200);
    const reviews = (answer.body.items as Array<{kind: string; key: string}>).filter((item) => item.kind === 'onTap');
    expect(reviews.map((item) => item.key)).toEqual(['ca-hai-may-01', 'dien-thoai-01', 'may-tinh-0001']);
    // Sending everything again (a retried request) changes nothing.
    const again = await call('POST', path, 'token-an', {changes: [...phone, ...laptop]});
    expect(again.body.items).toEqual(answer.body.items);
    expect((await call('GET', path, 'token-an')).body.items).toHaveLength(5);
  });

  it.each<[string, unknown]>([
    ['mức nhớ 5', {changes: [review('a1b2c3d4e5f6', 5)]}],
    ['mức nhớ 0', {changes: [review('a1b2c3d4e5f6', 0)]}],
    ['mức nhớ là chuỗi', {changes: [review('a1b2c3d4e5f6', '4' as unknown as number)]}],
    ['thời điểm ở tương lai', {changes: [review('a1b2c3d4e5f6', 3, AT + 3 * 86_400_000)]}],
    ['thời điểm năm 1970', {changes: [review('a1b2c3d4e5f6', 3, 5)]}],
    ['thời điểm không phải số', {changes: [review('a1b2c3d4e5f6', 3, 'hôm nay' as unknown as number)]}],
    ['mã lần ôn quá dài', {changes: [review('a'.repeat(65), 3)]}],
    ['mã lần ôn có dấu gạch chéo', {changes: [review('../../khac/x', 3)]}],
    ['câu hỏi có mã HTML', {changes: [review('a1b2c3d4e5f6', 3, AT, '/kien-thuc/a/b#<img onerror=alert(1)>')]}],
    ['câu hỏi của trang học viên', {changes: [review('a1b2c3d4e5f6', 3, AT, '/members/x#cau hoi')]}],
    [
      'trường thừa trong lần ôn',
      {changes: [{...review('a1b2c3d4e5f6', 3), value: {item: ITEM, rating: 3, at: AT, uid: 'binh'}}]},
    ],
    ['tự kiểm tra thiếu kết quả', {changes: [{kind: 'tuKiemTra', key: ITEM, value: {at: AT}}]}],
    ['bài thêm vào ôn tập ngoài kho', {changes: [{kind: 'onTapBai', key: '/tai-nguyen/x', value: true}]}],
    ['một lần ôn hợp lệ đi cùng một lần sai', {changes: [review('hop-le-00001', 3), review('sai-00000001', 9)]}],
  ])('từ chối lần ôn xấu bằng JSON 400 tiếng Việt, không lưu gì: %s', async (_name, body) => {
    const {call, store} = setup();
    const response = await call('POST', `${LEARNING_SPACE_API}/an`, 'token-an', body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/[ảạấầậđếệóộơờụữý]/);
    expect(store.data.get('an')?.size ?? 0).toBe(0);
  });

  it(`giữ tối đa ${LIMITS.onTap} lần ôn: lần cũ nhất nhường chỗ cho lần mới`, async () => {
    const {call, store} = setup();
    const path = `${LEARNING_SPACE_API}/an`;
    const old = Array.from({length: LIMITS.onTap}, (_, i) =>
      review(`cu-${String(i).padStart(8, '0')}`, 3, AT - 1e9 + i),
    );
    for (let i = 0; i < old.length; i += 500) {
      expect((await call('POST', path, 'token-an', {changes: old.slice(i, i + 500)})).status).toBe(200);
    }
    const response = await call('POST', path, 'token-an', {changes: [review('moi-00000001', 4)]});
    expect(response.status).toBe(200);
    expect(response.body.items).toHaveLength(LIMITS.onTap);
    expect(store.data.get('an')?.has('onTap\u0000cu-00000000')).toBe(false);
    expect(store.data.get('an')?.has('onTap\u0000moi-00000001')).toBe(true);
  });

  it('xóa toàn bộ cũng xóa lịch sử ôn tập', async () => {
    const {call, store} = setup();
    const path = `${LEARNING_SPACE_API}/an`;
    await call('POST', path, 'token-an', {
      changes: [review('a1b2c3d4e5f6', 3), {kind: 'onTapBai', key: '/kien-thuc/a/b', value: true}],
    });
    expect((await call('DELETE', path, 'token-an')).status).toBe(200);
    expect(store.data.has('an')).toBe(false);
    expect((await call('GET', path, 'token-an')).body.items).toEqual([]);
  });
});
