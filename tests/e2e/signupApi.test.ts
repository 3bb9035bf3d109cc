import {deleteApp, initializeApp, type App} from 'firebase-admin/app';
import {getFirestore, Timestamp, type Firestore} from 'firebase-admin/firestore';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {BASE_URL} from './support/browser';
import {mintDemoAppCheckToken} from '../../functions/src/appCheck';
import {SIGNUP_API} from '../../src/data/apiPaths';

// POST /api/dang-ky, reached the way visitors reach it: through the hosting
// emulator's rewrite of /api/** to the Cloud Function, which stores sign-ups in
// the local Firestore stand-in (scripts/lib/firestoreStandIn.mjs). This file
// reads the stand-in back with firebase-admin, as the function writes it.
//
// The function limits each client address to 10 requests per 10 minutes in
// Firestore counters shared by every instance. The address is the entry of
// X-Forwarded-For that the platform's own proxies wrote: in production the
// third from the right (Firebase Hosting's CDN, then Google's front end); the
// hosting emulator appends nothing, so in the emulator the function trusts the
// last entry, and these tests play the platform's proxy by writing it. Every
// request sends its own address, so no test uses up another's allowance.

const ENDPOINT = `${BASE_URL}${SIGNUP_API}`;
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
  /** The whole X-Forwarded-For value; by default a fresh address. */
  address?: string;
  headers?: Record<string, string>;
  /** X-Firebase-AppCheck; by default a valid demo token, null for none. */
  appCheck?: string | null;
}

// App Check tokens made here for the demo project, as the emulator accepts them (functions/src/appCheck.ts).
const APP_CHECK = mintDemoAppCheckToken(PROJECT);

/** Sends a body (an object is sent as JSON text, a string as is, bytes as they are). */
function send(
  body: unknown,
  {method = 'POST', contentType = 'application/json', address, headers: extra, appCheck = APP_CHECK}: SendOptions = {},
) {
  const headers: Record<string, string> = {
    'X-Forwarded-For': address ?? freshAddress(),
    Accept: 'application/json',
    // What the form sends: its honeypot (empty) and how long it took to fill in.
    'X-Form-Trap': '',
    'X-Form-Elapsed-Ms': '6000',
    ...(appCheck === null ? {} : {'X-Firebase-AppCheck': appCheck}),
    ...extra,
  };
  let payload: Uint8Array<ArrayBuffer> | undefined;
  if (body !== undefined && method !== 'GET' && method !== 'HEAD') {
    // Bytes, so that fetch adds no Content-Type of its own.
    payload =
      body instanceof Uint8Array
        ? (body as Uint8Array<ArrayBuffer>)
        : new TextEncoder().encode(typeof body === 'string' ? body : JSON.stringify(body));
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

describe(`POST ${SIGNUP_API}: đăng ký hợp lệ`, () => {
  it('trả 202 với mã tham chiếu, lưu bản đã chuẩn hóa vào Firestore', async () => {
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
    expect(response.status).toBe(202);
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
    expect(response.status).toBe(202);
    const text = await response.text();
    expect(text).not.toContain('<script');
    expect((await storedFor(signup.email as string))[0].get('ghiChu')).toBe(note);
  });
});

describe(`POST ${SIGNUP_API}: không tiết lộ email nào đã đăng ký`, () => {
  it('lần thứ hai cùng email và khóa học nhận đúng câu trả lời như lần đầu, không đổi gì đã lưu', async () => {
    const email = uniqueEmail();
    const first = await send(validSignup({email, khoaHoc: 'tao-website-docusaurus-seo'}));
    const again = await send(
      validSignup({
        email: ` ${email.replace('hoc-vien', 'HOC-VIEN')} `,
        khoaHoc: 'tao-website-docusaurus-seo',
        hoTen: 'Người Khác',
      }),
    );
    const stranger = await send(validSignup({khoaHoc: 'tao-website-docusaurus-seo'}));
    const answers = await Promise.all(
      [first, again, stranger].map(async (response) => ({
        status: response.status,
        headers: ['cache-control', 'content-type', 'retry-after'].map((name) => response.headers.get(name)),
        body: await jsonOf(response),
      })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.headers).toEqual(answers[0].headers);
      // The emulator has demo bank and payOS settings (functions/.env.demo-learn-anything): every answer
      // carries the same fields (the VietQR payment for its own code, the payOS checkout), new sign-up or
      // repeat alike.
      expect(Object.keys(answer.body).sort()).toEqual(Object.keys(answers[0].body).sort());
      expect(Object.keys(answer.body)).toEqual(expect.arrayContaining(['maThamChieu', 'message', 'ok', 'thanhToan']));
      expect((answer.body.thanhToan as {memo: string}).memo).toBe(answer.body.maThamChieu);
      expect(answer.body.message).toBe(answers[0].body.message);
      expect(answer.body.maThamChieu).toMatch(REFERENCE);
    }

    const docs = await storedFor(email);
    expect(docs).toHaveLength(1);
    expect(docs[0].get('maThamChieu')).toBe(answers[0].body.maThamChieu);
    expect(docs[0].get('hoTen')).toBe('Trần Thị Bích');

    // The same email may sign up for another course.
    expect((await send(validSignup({email, khoaHoc: 'python-chung-khoan'}))).status).toBe(202);
    expect(await storedFor(email)).toHaveLength(2);
  });
});

interface BadCase {
  /** Kind of hostile input (the report's table groups by it). */
  kind: string;
  name: string;
  body?: unknown;
  options?: SendOptions;
  status: number;
  /** Fields expected in `errors` (400 from the function). */
  fields?: string[];
  /**
   * Refused before the function runs, by the JSON body parser of the
   * functions runtime (body-parser in strict mode, in the emulator as in the
   * Functions Framework): its answer is the framework's, not the API's JSON.
   */
  framework?: true;
}

const withoutField = (field: string) => {
  const signup = validSignup();
  delete signup[field];
  return signup;
};

/** JSON text of a valid sign-up with one field's value replaced by raw JSON text (e.g. escapes JSON.stringify would not write). */
function rawField(field: string, rawValue: string): string {
  const signup = validSignup({[field]: '__RAW__'});
  return JSON.stringify(signup).replace('"__RAW__"', rawValue);
}

const TEXT_FIELDS = ['hoTen', 'email', 'soDienThoai', 'khoaHoc', 'ghiChu'];
const hidden = (field: string, value: string): Record<string, unknown> => {
  const base: Record<string, string> = {
    hoTen: `Trần${value}Bích`,
    email: `bich${value}@example.com`,
    soDienThoai: `0987${value}654321`,
    khoaHoc: `python-web-scraping${value}`,
    ghiChu: `Mình học${value} buổi tối.`,
  };
  return validSignup({[field]: base[field]});
};

const MB = 1024 * 1024;

const BAD_CASES: BadCase[] = [
  // Missing, wrong or absurd values.
  {
    kind: 'thiếu hoặc sai giá trị',
    name: 'đối tượng rỗng',
    body: {},
    status: 400,
    fields: ['hoTen', 'email', 'soDienThoai', 'khoaHoc', 'dongY'],
  },
  ...['hoTen', 'email', 'soDienThoai', 'khoaHoc', 'dongY'].map((field) => ({
    kind: 'thiếu hoặc sai giá trị',
    name: `thiếu ${field}`,
    body: withoutField(field),
    status: 400,
    fields: [field],
  })),
  {
    kind: 'thiếu hoặc sai giá trị',
    name: 'không đồng ý',
    body: validSignup({dongY: false}),
    status: 400,
    fields: ['dongY'],
  },
  {
    kind: 'thiếu hoặc sai giá trị',
    name: 'email không có @',
    body: validSignup({email: 'ten-gmail.com'}),
    status: 400,
    fields: ['email'],
  },
  {
    kind: 'thiếu hoặc sai giá trị',
    name: 'email không có tên miền cấp cao',
    body: validSignup({email: 'ten@gmail'}),
    status: 400,
    fields: ['email'],
  },
  {
    kind: 'thiếu hoặc sai giá trị',
    name: 'email 300 ký tự',
    body: validSignup({email: `${'a'.repeat(290)}@example.com`}),
    status: 400,
    fields: ['email'],
  },
  {
    kind: 'thiếu hoặc sai giá trị',
    name: 'số máy bàn',
    body: validSignup({soDienThoai: '024 3826 4567'}),
    status: 400,
    fields: ['soDienThoai'],
  },
  {
    kind: 'thiếu hoặc sai giá trị',
    name: 'khóa học không tồn tại',
    body: validSignup({khoaHoc: 'khoa-hoc-khong-co'}),
    status: 400,
    fields: ['khoaHoc'],
  },
  {
    kind: 'thiếu hoặc sai giá trị',
    name: 'họ tên quá dài',
    body: validSignup({hoTen: 'A'.repeat(101)}),
    status: 400,
    fields: ['hoTen'],
  },
  {
    kind: 'thiếu hoặc sai giá trị',
    name: 'ghi chú quá dài',
    body: validSignup({ghiChu: 'x'.repeat(1001)}),
    status: 400,
    fields: ['ghiChu'],
  },

  // Markup and injection attempts.
  {
    kind: 'chèn mã',
    name: 'script trong họ tên',
    body: validSignup({hoTen: '<script>alert(1)</script>'}),
    status: 400,
    fields: ['hoTen'],
  },
  {
    kind: 'chèn mã',
    name: 'script trong email',
    body: validSignup({email: '"><script>alert(1)</script>@example.com'}),
    status: 400,
    fields: ['email'],
  },
  {
    kind: 'chèn mã',
    name: 'script trong khóa học',
    body: validSignup({khoaHoc: '<script>alert(1)</script>'}),
    status: 400,
    fields: ['khoaHoc'],
  },
  {
    kind: 'chèn mã',
    name: 'xuống dòng và tiêu đề HTTP trong họ tên',
    body: validSignup({hoTen: 'An\r\nSet-Cookie: a=b'}),
    status: 400,
    fields: ['hoTen'],
  },
  {
    kind: 'chèn mã',
    name: 'toán tử NoSQL thay cho email',
    body: validSignup({email: {$gt: ''}}),
    status: 400,
    fields: ['email'],
  },
  {
    kind: 'chèn mã',
    name: 'SQL trong số điện thoại',
    body: validSignup({soDienThoai: "0912345678' OR '1'='1"}),
    status: 400,
    fields: ['soDienThoai'],
  },

  // Unpaired UTF-16 surrogates (valid JSON escapes; Firestore cannot store them).
  ...TEXT_FIELDS.flatMap((field) => [
    {
      kind: 'surrogate lẻ',
      name: `\\ud800 lẻ trong ${field}`,
      body: rawField(field, '"An\\ud800 Bình"'),
      status: 400,
      fields: [field],
    },
    {
      kind: 'surrogate lẻ',
      name: `\\udc00 lẻ trong ${field}`,
      body: rawField(field, '"\\udc00An Bình"'),
      status: 400,
      fields: [field],
    },
  ]),

  // Control characters.
  ...(
    [
      ['NUL', '\u0000'],
      ['BEL', '\u0007'],
      ['ESC', '\u001B'],
      ['DEL', '\u007F'],
      ['C1 NEL', '\u0085'],
    ] as const
  ).flatMap(([label, char]) =>
    ['hoTen', 'email', 'ghiChu'].map((field) => ({
      kind: 'ký tự điều khiển',
      name: `${label} trong ${field}`,
      body: hidden(field, char),
      status: 400,
      fields: [field],
    })),
  ),
  {
    kind: 'ký tự điều khiển',
    name: 'NUL trong số điện thoại',
    body: hidden('soDienThoai', '\u0000'),
    status: 400,
    fields: ['soDienThoai'],
  },
  {
    kind: 'ký tự điều khiển',
    name: 'NUL trong khóa học',
    body: hidden('khoaHoc', '\u0000'),
    status: 400,
    fields: ['khoaHoc'],
  },

  // Bidi overrides and isolates.
  ...(
    [
      ['RLO U+202E', '\u202E'],
      ['LRO U+202D', '\u202D'],
      ['RLI U+2067', '\u2067'],
      ['PDI U+2069', '\u2069'],
      ['RLM U+200F', '\u200F'],
    ] as const
  ).flatMap(([label, char]) =>
    ['hoTen', 'ghiChu'].map((field) => ({
      kind: 'đảo chiều văn bản',
      name: `${label} trong ${field}`,
      body: hidden(field, char),
      status: 400,
      fields: [field],
    })),
  ),
  {kind: 'đảo chiều văn bản', name: 'RLO trong email', body: hidden('email', '\u202E'), status: 400, fields: ['email']},

  // Zero-width characters.
  ...(
    [
      ['ZWSP U+200B', '\u200B'],
      ['ZWNJ U+200C', '\u200C'],
      ['ZWJ U+200D', '\u200D'],
      ['WJ U+2060', '\u2060'],
      ['BOM U+FEFF', '\uFEFF'],
    ] as const
  ).flatMap(([label, char]) =>
    ['hoTen', 'email'].map((field) => ({
      kind: 'ký tự không độ rộng',
      name: `${label} trong ${field}`,
      body: hidden(field, char),
      status: 400,
      fields: [field],
    })),
  ),
  {
    kind: 'ký tự không độ rộng',
    name: 'ZWJ trong ghi chú',
    body: hidden('ghiChu', '\u200D'),
    status: 400,
    fields: ['ghiChu'],
  },

  // Names without letters.
  {
    kind: 'tên chỉ có dấu kết hợp',
    name: 'ba dấu sắc',
    body: validSignup({hoTen: '\u0301\u0301\u0301'}),
    status: 400,
    fields: ['hoTen'],
  },
  {
    kind: 'tên chỉ có dấu kết hợp',
    name: 'dấu kết hợp đứng đầu',
    body: validSignup({hoTen: '\u0303\u0323An'}),
    status: 400,
    fields: ['hoTen'],
  },
  {
    kind: 'tên chỉ có dấu kết hợp',
    name: 'một chữ cái và hai dấu',
    body: validSignup({hoTen: 'A\u0301\u0323'}),
    status: 400,
    fields: ['hoTen'],
  },
  {
    kind: 'tên chỉ có dấu kết hợp',
    name: 'chỉ dấu câu',
    body: validSignup({hoTen: "'.-'"}),
    status: 400,
    fields: ['hoTen'],
  },

  // Arrays, objects and other types where strings belong.
  ...TEXT_FIELDS.map((field) => ({
    kind: 'mảng thay cho chuỗi',
    name: `${field} là mảng`,
    body: validSignup({[field]: [String(validSignup()[field])]}),
    status: 400,
    fields: [field],
  })),
  {
    kind: 'mảng thay cho chuỗi',
    name: 'dongY là mảng',
    body: validSignup({dongY: [true]}),
    status: 400,
    fields: ['dongY'],
  },
  {kind: 'sai kiểu', name: 'họ tên là số', body: validSignup({hoTen: 12345}), status: 400, fields: ['hoTen']},
  {kind: 'sai kiểu', name: 'ghi chú là số', body: validSignup({ghiChu: 42}), status: 400, fields: ['ghiChu']},
  {kind: 'sai kiểu', name: 'email là true', body: validSignup({email: true}), status: 400, fields: ['email']},
  {kind: 'sai kiểu', name: 'đồng ý là chuỗi', body: validSignup({dongY: 'true'}), status: 400, fields: ['dongY']},
  {kind: 'sai kiểu', name: 'đồng ý là 1', body: validSignup({dongY: 1}), status: 400, fields: ['dongY']},

  // Nested JSON.
  {
    kind: 'JSON lồng nhau',
    name: 'khóa học là đối tượng',
    body: validSignup({khoaHoc: {slug: 'obsidian-flow'}}),
    status: 400,
    fields: ['khoaHoc'],
  },
  {
    kind: 'JSON lồng nhau',
    name: 'ghi chú lồng 2000 tầng mảng',
    body: rawField('ghiChu', '['.repeat(2000) + ']'.repeat(2000)),
    status: 400,
    fields: ['ghiChu'],
  },
  {
    kind: 'JSON lồng nhau',
    name: 'họ tên lồng 500 tầng đối tượng',
    body: rawField('hoTen', '{"a":'.repeat(500) + '1' + '}'.repeat(500)),
    status: 400,
    fields: ['hoTen'],
  },
  {kind: 'JSON lồng nhau', name: 'thân là mảng', body: [validSignup()], status: 400, fields: ['form']},
  {kind: 'JSON lồng nhau', name: 'thân là mảng lồng mảng', body: [[[validSignup()]]], status: 400, fields: ['form']},

  // Prototype keys.
  {
    kind: 'khóa prototype',
    name: '__proto__',
    body: `{"__proto__": {"dongY": true}, ${JSON.stringify(validSignup()).slice(1)}`,
    status: 400,
    fields: ['form'],
  },
  {
    kind: 'khóa prototype',
    name: 'constructor',
    body: validSignup({constructor: {prototype: {x: 1}}}),
    status: 400,
    fields: ['form'],
  },
  {kind: 'khóa prototype', name: 'prototype', body: validSignup({prototype: {}}), status: 400, fields: ['form']},
  {
    kind: 'khóa prototype',
    name: 'hasOwnProperty',
    body: validSignup({hasOwnProperty: 'x'}),
    status: 400,
    fields: ['form'],
  },
  {kind: 'khóa prototype', name: 'toString', body: validSignup({toString: 'x'}), status: 400, fields: ['form']},
  {kind: 'khóa prototype', name: 'thừa trường', body: validSignup({laQuanTri: true}), status: 400, fields: ['form']},

  // Big bodies (the function refuses anything above 10 KB).
  {kind: 'thân quá lớn', name: '11 KB', body: validSignup({ghiChu: 'x'.repeat(11 * 1024)}), status: 413},
  {kind: 'thân quá lớn', name: '200 KB chữ có dấu', body: validSignup({ghiChu: 'ư'.repeat(100 * 1024)}), status: 413},
  {kind: 'thân quá lớn', name: '1 MB', body: validSignup({ghiChu: 'a'.repeat(MB)}), status: 413},
  {
    kind: 'thân quá lớn',
    name: '1 MB toàn khoảng trắng',
    body: ' '.repeat(MB) + JSON.stringify(validSignup()),
    status: 413,
  },
  {kind: 'thân quá lớn', name: '5 MB', body: validSignup({ghiChu: 'b'.repeat(5 * MB)}), status: 413},

  // Content types.
  {
    kind: 'sai Content-Type',
    name: 'text/plain',
    body: validSignup(),
    options: {contentType: 'text/plain;charset=UTF-8'},
    status: 415,
  },
  {kind: 'sai Content-Type', name: 'text/html', body: validSignup(), options: {contentType: 'text/html'}, status: 415},
  {
    kind: 'sai Content-Type',
    name: 'application/xml',
    body: '<dangKy/>',
    options: {contentType: 'application/xml'},
    status: 415,
  },
  {
    kind: 'sai Content-Type',
    name: 'biểu mẫu',
    body: 'hoTen=An&dongY=true',
    options: {contentType: 'application/x-www-form-urlencoded'},
    status: 415,
  },
  {
    kind: 'sai Content-Type',
    name: 'multipart',
    body: '--x\r\n\r\n--x--',
    options: {contentType: 'multipart/form-data; boundary=x'},
    status: 415,
  },
  {
    kind: 'sai Content-Type',
    name: 'application/jsonp',
    body: validSignup(),
    options: {contentType: 'application/jsonp'},
    status: 415,
  },
  {
    kind: 'sai Content-Type',
    name: 'application/octet-stream',
    body: validSignup(),
    options: {contentType: 'application/octet-stream'},
    status: 415,
  },
  {
    kind: 'sai Content-Type',
    name: 'JSON UTF-16',
    body: validSignup(),
    options: {contentType: 'application/json; charset=utf-16'},
    status: 400,
    framework: true,
  },
  {
    kind: 'sai Content-Type',
    name: 'không có Content-Type',
    body: validSignup(),
    options: {contentType: null},
    status: 415,
  },
  {kind: 'sai Content-Type', name: 'Content-Type rỗng', body: validSignup(), options: {contentType: ''}, status: 415},
  {
    kind: 'sai Content-Type',
    name: 'JSON latin1',
    body: validSignup(),
    options: {contentType: 'application/json; charset=latin1'},
    status: 415,
    framework: true,
  },

  // Not JSON, or not the JSON we take.
  {kind: 'JSON không hợp lệ', name: 'thân rỗng', body: '', status: 400, fields: ['form']},
  {
    kind: 'JSON không hợp lệ',
    name: 'byte không phải UTF-8',
    body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    options: {contentType: 'text/plain'},
    status: 415,
  },
  {
    kind: 'JSON không hợp lệ',
    name: 'thân là chuỗi JSON',
    body: JSON.stringify('xin chào'),
    status: 400,
    framework: true,
  },
  {kind: 'JSON không hợp lệ', name: 'thân là null', body: 'null', status: 400, framework: true},
  {kind: 'JSON không hợp lệ', name: 'thân là số', body: '42', status: 400, framework: true},
  {kind: 'JSON không hợp lệ', name: 'JSON hỏng', body: '{"hoTen": "An",', status: 400, framework: true},
  {
    kind: 'JSON không hợp lệ',
    name: 'dấu phẩy thừa',
    body: JSON.stringify(validSignup()).replace(/}$/, ',}'),
    status: 400,
    framework: true,
  },
  {kind: 'JSON không hợp lệ', name: 'nháy đơn', body: "{'hoTen': 'An'}", status: 400, framework: true},
  {kind: 'JSON không hợp lệ', name: 'NaN', body: '{"hoTen": NaN}', status: 400, framework: true},
  {kind: 'JSON không hợp lệ', name: 'chú thích', body: '{/* x */"hoTen": "An"}', status: 400, framework: true},

  // Methods.
  {kind: 'phương thức', name: 'GET', options: {method: 'GET'}, status: 405},
  {kind: 'phương thức', name: 'PUT', body: validSignup(), options: {method: 'PUT'}, status: 405},
  {kind: 'phương thức', name: 'DELETE', options: {method: 'DELETE'}, status: 405},
  {kind: 'phương thức', name: 'PATCH', body: validSignup(), options: {method: 'PATCH'}, status: 405},
];

const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹáàãéèíìóòõúùý]/i;

/** Every string in an answer body (messages and field errors). */
function messagesOf(body: Record<string, unknown>): string[] {
  const errors = (body.errors ?? {}) as Record<string, unknown>;
  return [body.message, ...Object.values(errors)].filter((value): value is string => typeof value === 'string');
}

const outcomes: Array<{kind: string; name: string; status: number; json: boolean}> = [];

describe(`POST ${SIGNUP_API}: dữ liệu độc hại không được lưu và không gây lỗi 5xx`, () => {
  it('có ít nhất 80 trường hợp', () => {
    expect(BAD_CASES.length).toBeGreaterThanOrEqual(80);
  });

  it.each(BAD_CASES)('[$kind] $name → $status', async ({kind, name, body, options, status, fields, framework}) => {
    const before = (await storedDocs()).length;
    const response = await send(body, options);
    const json = (response.headers.get('content-type') ?? '').includes('application/json');
    outcomes.push({kind, name, status: response.status, json});
    expect(response.status).toBe(status);
    if (status === 405) expect(response.headers.get('allow')).toBe('POST');
    if (!framework) {
      expect(json).toBe(true);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const answer = await jsonOf(response);
      expect(answer.ok).toBe(false);
      const messages = messagesOf(answer);
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(message).toMatch(VIETNAMESE);
      if (fields) {
        const errors = answer.errors as Record<string, string>;
        expect(Object.keys(errors).sort()).toEqual([...fields].sort());
      }
    } else {
      await response.arrayBuffer();
    }
    expect((await storedDocs()).length).toBe(before);
  });

  it('bảng kết quả theo loại (in ra cho báo cáo)', () => {
    const byKind = new Map<string, Map<string, number>>();
    for (const {kind, status, json} of outcomes) {
      const key = `${status}${json ? ' JSON' : ' HTML'}`;
      const row = byKind.get(kind) ?? new Map<string, number>();
      row.set(key, (row.get(key) ?? 0) + 1);
      byKind.set(kind, row);
    }
    const lines = [...byKind].map(
      ([kind, row]) => `| ${kind} | ${[...row].map(([k, n]) => `${n} × ${k}`).join(', ')} |`,
    );
    console.log(['| Loại | Kết quả |', '| --- | --- |', ...lines].join('\n'));
    expect(outcomes.every(({status}) => status >= 400 && status < 500)).toBe(true);
  });
});

describe(`POST ${SIGNUP_API}: giới hạn tần suất dùng chung, theo địa chỉ nền tảng xác nhận`, () => {
  it('200 yêu cầu từ một máy, mỗi lần một X-Forwarded-For giả khác nhau: chỉ 10 lần đầu qua, còn lại 429', async () => {
    const client = '203.0.113.200';
    const statuses: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      // The client writes whatever it likes on the left; the (stand-in) platform appends the real address.
      const spoofed = `10.${i % 250}.${(i * 7) % 250}.${(i % 200) + 1}, 198.18.${i % 250}.1`;
      const response = await send(validSignup(), {address: `${spoofed}, ${client}`});
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await jsonOf(response)).message).toMatch(/quá nhiều lần/);
      } else {
        await response.arrayBuffer();
      }
    }
    const accepted = statuses.filter((status) => status === 202).length;
    const limited = statuses.filter((status) => status === 429).length;
    console.log(`Lũ 200 yêu cầu (X-Forwarded-For xoay vòng, một máy): ${accepted} × 202, ${limited} × 429`);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses.slice(10)).toEqual(Array(190).fill(429));

    // The count lives in Firestore, not in the instance: one counter document
    // for this address and window holds all 200 hits.
    const counters = (await db.collection('gioiHanTanSuat').get()).docs.filter((doc) => doc.id.startsWith('ip_'));
    expect(counters.map((doc) => doc.get('soLan'))).toContain(200);
    const counter = counters.find((doc) => doc.get('soLan') === 200)!;
    expect(counter.id).not.toContain('203.0.113');
    expect(counter.get('hetHanLuc')).toBeInstanceOf(Timestamp);

    // Another address from the same machine still gets through.
    expect((await send(validSignup(), {address: freshAddress()})).status).toBe(202);
  });

  it('cùng một email từ nhiều địa chỉ: 5 lần mỗi giờ, lần thứ 6 trả 429 và không lưu', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await send(validSignup({email, khoaHoc: 'obsidian-flow'}), {address: freshAddress()});
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect(await storedFor(email)).toHaveLength(1);
  });
});

describe(`POST ${SIGNUP_API}: Firebase App Check và bẫy bot`, () => {
  it.each([
    ['không có mã', null, /chưa gửi kèm mã xác minh/],
    ['mã giả (khóa khác)', mintDemoAppCheckToken(PROJECT, {key: 'khoa-gia'}), /không hợp lệ hoặc đã hết hạn/],
    ['mã của dự án khác', mintDemoAppCheckToken('demo-du-an-khac'), /không hợp lệ/],
    ['mã hết hạn', mintDemoAppCheckToken(PROJECT, {now: Date.now() - 2 * 3600_000}), /hết hạn/],
    ['không phải JWT', 'abc', /không hợp lệ/],
  ])('%s: 401 JSON tiếng Việt, không lưu gì', async (_name, appCheck, message) => {
    const signup = validSignup();
    const response = await send(signup, {appCheck});
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = await jsonOf(response);
    expect(body).toMatchObject({ok: false, code: 'app-check'});
    expect(body.message).toMatch(message);
    expect(await storedFor(signup.email as string)).toHaveLength(0);
  });

  it('mã hợp lệ: được nhận', async () => {
    const signup = validSignup();
    expect((await send(signup)).status).toBe(202);
    expect(await storedFor(signup.email as string)).toHaveLength(1);
  });

  it('ô bẫy bị điền: câu trả lời như thật, không lưu gì', async () => {
    const signup = validSignup();
    const response = await send(signup, {headers: {'X-Form-Trap': 'https://spam.example'}});
    expect(response.status).toBe(202);
    expect(Object.keys(await jsonOf(response)).sort()).toEqual(['maThamChieu', 'message', 'ok']);
    expect(await storedFor(signup.email as string)).toHaveLength(0);
  });

  it('gửi sau 400 ms: 400 JSON với lời nhắn tiếng Việt cho biểu mẫu, không lưu gì', async () => {
    const signup = validSignup();
    const response = await send(signup, {headers: {'X-Form-Elapsed-Ms': '400'}});
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ok: false, errors: {form: expect.stringContaining('Gửi đăng ký')}});
    expect(await storedFor(signup.email as string)).toHaveLength(0);
  });
});
