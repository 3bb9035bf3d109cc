import {deleteApp, initializeApp, type App} from 'firebase-admin/app';
import {getFirestore, Timestamp, type Firestore} from 'firebase-admin/firestore';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {BASE_URL} from './support/browser';

// POST /api/dang-ky, reached the way visitors reach it: through the hosting
// emulator's rewrite of /api/** to the Cloud Function, which stores sign-ups in
// the local Firestore stand-in (scripts/lib/firestoreStandIn.mjs). This file
// reads the stand-in back with firebase-admin, as the function writes it.
//
// The function limits each client to 5 requests per 10 minutes, keyed on the
// first X-Forwarded-For address, which the hosting emulator passes on as
// received. Every request here therefore sends its own address, so no test
// uses up another's allowance; the rate-limit test checks that this works.

const ENDPOINT = `${BASE_URL}/api/dang-ky`;
const PROJECT = 'demo-learn-anything';
const COLLECTION = 'dangKyKhoaHoc';
const REFERENCE = /^LA-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;
// The form's own pattern (src/features/courses/signupSubmit.ts).
const CLIENT_REFERENCE = /^LA-[A-Z0-9]{6}$/;

let lastAddress = 0;
/** A client address no other request in this file uses (documentation range 198.51.100.0/24 and up). */
function freshAddress(): string {
  lastAddress += 1;
  return `198.51.${100 + Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}

const runId = Date.now().toString(36);
let lastEmail = 0;
function uniqueEmail(): string {
  lastEmail += 1;
  return `hoc-vien-${runId}-${lastEmail}@example.com`;
}

function validSignup(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    hoTen: 'Trần Thị Bích',
    email: uniqueEmail(),
    soDienThoai: '0987 654 321',
    khoaHoc: 'python-web-scraping',
    ghiChu: 'Mình học buổi tối.',
    dongY: true,
    ...overrides,
  };
}

interface SendOptions {
  method?: string;
  /** null: no Content-Type header at all. */
  contentType?: string | null;
  address?: string;
}

/** Sends a body (an object is sent as JSON text, a string as is). */
function send(body: unknown, {method = 'POST', contentType = 'application/json', address}: SendOptions = {}) {
  const headers: Record<string, string> = {'X-Forwarded-For': address ?? freshAddress(), Accept: 'application/json'};
  let payload: Uint8Array<ArrayBuffer> | undefined;
  if (body !== undefined && method !== 'GET' && method !== 'HEAD') {
    // Bytes, so that fetch adds no Content-Type of its own.
    payload = new TextEncoder().encode(typeof body === 'string' ? body : JSON.stringify(body));
  }
  if (contentType !== null) headers['Content-Type'] = contentType;
  return fetch(ENDPOINT, {method, headers, body: payload});
}

async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

let app: App;
let db: Firestore;

async function storedDocs() {
  return (await db.collection(COLLECTION).get()).docs;
}

async function storedFor(email: string) {
  return (await storedDocs()).filter((doc) => doc.get('email') === email);
}

beforeAll(async () => {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run this file through scripts/run-e2e.mjs.');
  }
  app = initializeApp({projectId: PROJECT}, 'signup-api-test');
  db = getFirestore(app);
});

afterAll(async () => {
  if (app) await deleteApp(app);
});

describe('POST /api/dang-ky: đăng ký hợp lệ', () => {
  it('trả 201 với mã tham chiếu, lưu bản đã chuẩn hóa vào Firestore', async () => {
    const email = uniqueEmail();
    const before = Date.now();
    const response = await send(
      validSignup({
        hoTen: '  Lê   Văn Cường ',
        email: `  ${email.toUpperCase()} `,
        soDienThoai: '+84 912.345.678',
        khoaHoc: 'obsidian-flow',
      }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = await jsonOf(response);
    expect(body.ok).toBe(true);
    expect(body.maThamChieu).toMatch(REFERENCE);
    expect(body.maThamChieu).toMatch(CLIENT_REFERENCE);

    const docs = await storedFor(email);
    expect(docs).toHaveLength(1);
    const data = docs[0].data();
    expect(docs[0].id).toMatch(/^obsidian-flow_[0-9a-f]{64}$/);
    expect(docs[0].id).not.toContain('example');
    const {taoLuc, ...rest} = data;
    expect(rest).toEqual({
      hoTen: 'Lê Văn Cường',
      email,
      soDienThoai: '+84912345678',
      khoaHoc: 'obsidian-flow',
      ghiChu: 'Mình học buổi tối.',
      dongY: true,
      maThamChieu: body.maThamChieu,
    });
    // FieldValue.serverTimestamp(), filled in by the database.
    expect(taoLuc).toBeInstanceOf(Timestamp);
    expect((taoLuc as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 5_000);
    expect((taoLuc as Timestamp).toMillis()).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('ghi chú có thẻ <script> được lưu nguyên văn như chữ thường và không bị phản chiếu', async () => {
    const note = '<script>alert("xss")</script> <img src=x onerror=alert(1)>';
    const signup = validSignup({ghiChu: note});
    const response = await send(signup);
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).not.toContain('<script');
    expect((await storedFor(signup.email as string))[0].get('ghiChu')).toBe(note);
  });
});

describe('POST /api/dang-ky: trùng email và khóa học', () => {
  it('lần thứ hai trả 409 với lời nhắn tiếng Việt và không ghi đè bản đầu', async () => {
    const email = uniqueEmail();
    const address = freshAddress();
    const first = await send(validSignup({email, khoaHoc: 'tao-website-docusaurus-seo'}), {address});
    expect(first.status).toBe(201);
    const {maThamChieu} = await jsonOf(first);

    const again = await send(
      validSignup({email: ` ${email.replace('hoc-vien', 'HOC-VIEN')} `, khoaHoc: 'tao-website-docusaurus-seo', hoTen: 'Người Khác'}),
      {address},
    );
    expect(again.status).toBe(409);
    expect(again.headers.get('cache-control')).toBe('no-store');
    const body = await jsonOf(again);
    expect(body.ok).toBe(false);
    expect(body.message).toMatch(/đã được dùng để đăng ký khóa học này/);

    const docs = await storedFor(email);
    expect(docs).toHaveLength(1);
    expect(docs[0].get('maThamChieu')).toBe(maThamChieu);
    expect(docs[0].get('hoTen')).toBe('Trần Thị Bích');

    // The same email may sign up for another course.
    expect((await send(validSignup({email, khoaHoc: 'python-chung-khoan'}), {address})).status).toBe(201);
    expect(await storedFor(email)).toHaveLength(2);
  });
});

interface BadCase {
  name: string;
  body?: unknown;
  options?: SendOptions;
  status: number;
  /** Fields expected in `errors` (400 from the function). */
  fields?: string[];
  /**
   * Refused with 400 by the JSON body parser that runs before the function
   * (the emulator's, like Cloud Functions' Functions Framework, is body-parser
   * in strict mode: malformed JSON and top-level strings or null never reach
   * the function), so only the status is checked.
   */
  framework?: true;
}

const withoutField = (field: string) => {
  const signup = validSignup();
  delete signup[field];
  return signup;
};

const BAD_CASES: BadCase[] = [
  {name: 'đối tượng rỗng', body: {}, status: 400, fields: ['hoTen', 'email', 'soDienThoai', 'khoaHoc', 'dongY']},
  {name: 'thiếu họ tên', body: withoutField('hoTen'), status: 400, fields: ['hoTen']},
  {name: 'thiếu email', body: withoutField('email'), status: 400, fields: ['email']},
  {name: 'thiếu số điện thoại', body: withoutField('soDienThoai'), status: 400, fields: ['soDienThoai']},
  {name: 'thiếu khóa học', body: withoutField('khoaHoc'), status: 400, fields: ['khoaHoc']},
  {name: 'thiếu đồng ý', body: withoutField('dongY'), status: 400, fields: ['dongY']},
  {name: 'không đồng ý', body: validSignup({dongY: false}), status: 400, fields: ['dongY']},
  {name: 'đồng ý là chuỗi', body: validSignup({dongY: 'true'}), status: 400, fields: ['dongY']},
  {name: 'thừa trường', body: validSignup({laQuanTri: true}), status: 400, fields: ['form']},
  {name: 'thừa trường __proto__', body: `{"__proto__": {"x": 1}, ${JSON.stringify(validSignup()).slice(1)}`, status: 400, fields: ['form']},
  {name: 'họ tên là số', body: validSignup({hoTen: 12345}), status: 400, fields: ['hoTen']},
  {name: 'email là mảng', body: validSignup({email: ['a@example.com']}), status: 400, fields: ['email']},
  {name: 'khóa học là đối tượng', body: validSignup({khoaHoc: {slug: 'obsidian-flow'}}), status: 400, fields: ['khoaHoc']},
  {name: 'ghi chú là số', body: validSignup({ghiChu: 42}), status: 400, fields: ['ghiChu']},
  {name: 'email không có @', body: validSignup({email: 'ten-gmail.com'}), status: 400, fields: ['email']},
  {name: 'email không có tên miền cấp cao', body: validSignup({email: 'ten@gmail'}), status: 400, fields: ['email']},
  {name: 'số điện thoại quá ngắn', body: validSignup({soDienThoai: '12345'}), status: 400, fields: ['soDienThoai']},
  {name: 'số máy bàn', body: validSignup({soDienThoai: '024 3826 4567'}), status: 400, fields: ['soDienThoai']},
  {name: 'khóa học không tồn tại', body: validSignup({khoaHoc: 'khoa-hoc-khong-co'}), status: 400, fields: ['khoaHoc']},
  {name: 'script trong họ tên', body: validSignup({hoTen: '<script>alert(1)</script>'}), status: 400, fields: ['hoTen']},
  {name: 'script trong email', body: validSignup({email: '"><script>alert(1)</script>@example.com'}), status: 400, fields: ['email']},
  {name: 'script trong khóa học', body: validSignup({khoaHoc: '<script>alert(1)</script>'}), status: 400, fields: ['khoaHoc']},
  {name: 'họ tên quá dài', body: validSignup({hoTen: 'A'.repeat(101)}), status: 400, fields: ['hoTen']},
  {name: 'ghi chú quá dài', body: validSignup({ghiChu: 'x'.repeat(1001)}), status: 400, fields: ['ghiChu']},
  {name: 'thân là mảng', body: [validSignup()], status: 400, fields: ['form']},
  {name: 'thân là chuỗi JSON', body: JSON.stringify('xin chào'), status: 400, framework: true},
  {name: 'thân là null', body: 'null', status: 400, framework: true},
  {name: 'JSON hỏng', body: '{"hoTen": "An",', status: 400, framework: true},
  {name: 'thân rỗng', body: '', status: 400, fields: ['form']},
  {name: 'thân quá lớn (20 KB)', body: validSignup({ghiChu: 'x'.repeat(20 * 1024)}), status: 413},
  {name: 'thân rất lớn (200 KB)', body: validSignup({ghiChu: 'ư'.repeat(100 * 1024)}), status: 413},
  {name: 'Content-Type text/plain', body: validSignup(), options: {contentType: 'text/plain;charset=UTF-8'}, status: 415},
  {name: 'Content-Type biểu mẫu', body: 'hoTen=An&dongY=true', options: {contentType: 'application/x-www-form-urlencoded'}, status: 415},
  {name: 'không có Content-Type', body: validSignup(), options: {contentType: null}, status: 415},
  {name: 'phương thức GET', options: {method: 'GET'}, status: 405},
  {name: 'phương thức PUT', body: validSignup(), options: {method: 'PUT'}, status: 405},
  {name: 'phương thức DELETE', options: {method: 'DELETE'}, status: 405},
];

describe('POST /api/dang-ky: dữ liệu sai không được lưu', () => {
  it('có ít nhất 20 trường hợp', () => {
    expect(BAD_CASES.length).toBeGreaterThanOrEqual(20);
  });

  it.each(BAD_CASES)('$name → $status', async ({body, options, status, fields, framework}) => {
    const before = (await storedDocs()).length;
    const response = await send(body, options);
    expect(response.status).toBe(status);
    if (status === 405) expect(response.headers.get('allow')).toBe('POST');
    if (fields) {
      expect(response.headers.get('cache-control')).toBe('no-store');
      const answer = await jsonOf(response);
      expect(answer.ok).toBe(false);
      const errors = answer.errors as Record<string, string>;
      for (const field of fields) expect(typeof errors[field], `errors.${field}`).toBe('string');
      expect(Object.keys(errors).sort()).toEqual([...fields].sort());
    } else if (!framework) {
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect((await jsonOf(response)).ok).toBe(false);
    }
    expect((await storedDocs()).length).toBe(before);
  });
});

describe('POST /api/dang-ky: giới hạn tần suất', () => {
  it('5 lần trong 10 phút cho mỗi địa chỉ, lần thứ 6 trả 429; địa chỉ khác không bị ảnh hưởng', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await send(validSignup(), {address})).status).toBe(201);
    }
    const blocked = validSignup();
    const response = await send(blocked, {address});
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await jsonOf(response)).message).toMatch(/quá nhiều lần/);
    expect(await storedFor(blocked.email as string)).toHaveLength(0);

    // The key is the forwarded address (the hosting emulator passes X-Forwarded-For on):
    // another address from the same machine still gets through.
    expect((await send(validSignup(), {address: freshAddress()})).status).toBe(201);
  });
});
