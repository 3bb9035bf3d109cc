import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import * as apiPaths from '../../src/data/apiPaths';
import {courses} from '../../src/data/courses';
import {apiPathsFromData, apiPathsModule, courseSlugsFromData, courseSlugsModule} from '../scripts/build-site-data.mjs';
import {demoAppCheckVerifier, mintDemoAppCheckToken} from './appCheck';
import {memoryCounterStore, FixedWindowRateLimiter} from './rateLimit';
import * as generatedApiPaths from './generated/apiPaths';
import {courseSlugs as generated} from './generated/courseSlugs';
import {handleSignupRequest, type SignupDeps} from './signupApi';

// ./generated/ is what the functions' build writes from src/data (scripts/build-site-data.mjs);
// Vitest's globalSetup runs the same step before these tests.

function deps(): SignupDeps {
  const counters = memoryCounterStore();
  let codes = 0;
  return {
    courseSlugs: generated,
    verifyAppCheck: demoAppCheckVerifier('demo-learn-anything'),
    clientAddress: '203.0.113.7',
    limitAddress: (address) =>
      new FixedWindowRateLimiter({name: 'ip', limit: 50, windowMs: 600_000}, counters).hit(address),
    limitEmail: (email) =>
      new FixedWindowRateLimiter({name: 'email', limit: 50, windowMs: 600_000}, counters).hit(email),
    store: async () => 'created',
    newCode: () => `LA-TEST${codes++}`,
    logDuplicate: () => {},
  };
}

async function signUp(khoaHoc: string, api: SignupDeps) {
  const body = {hoTen: 'Nguyễn Văn An', email: 'an@example.com', soDienThoai: '0912345678', khoaHoc, dongY: true};
  const rawBody = Buffer.from(JSON.stringify(body), 'utf8');
  return handleSignupRequest(
    {
      method: 'POST',
      contentType: 'application/json',
      contentLength: String(rawBody.length),
      rawBody,
      appCheckToken: mintDemoAppCheckToken('demo-learn-anything'),
      trap: '',
      elapsedMs: '8000',
    },
    api,
  );
}

describe('các khóa học mà API đăng ký nhận (sinh từ src/data/courses.ts khi dựng functions)', () => {
  it('đúng bằng danh sách khóa học của trang, cùng thứ tự', async () => {
    expect(generated).toEqual(courses.map((course) => course.slug));
    expect(await courseSlugsFromData()).toEqual(generated);
    expect(courseSlugsModule(generated)).toContain(`= ${JSON.stringify(generated)};`);
  });

  it('nhận đăng ký cho mọi khóa học của trang', async () => {
    const api = deps();
    for (const course of courses) {
      const result = await signUp(course.slug, api);
      expect(result.status, course.slug).toBe(202);
    }
  });

  it('từ chối một khóa học không có trong dữ liệu', async () => {
    const result = await signUp('khoa-hoc-khong-co', deps());
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual({khoaHoc: 'Khóa học này không có trong danh sách, vui lòng chọn lại.'});
  });

  it('báo lỗi rõ ràng khi tệp dữ liệu có import lúc chạy (không thể nạp riêng)', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'course-slugs-')), 'courses.ts');
    writeFileSync(file, "import {x} from './x';\nexport const courseSlugs = [x];\n");
    await expect(courseSlugsFromData(file)).rejects.toThrow(/không có import lúc chạy/);
  });
});

describe('các đường dẫn API mà hàm trả lời (sinh từ src/data/apiPaths.ts khi dựng functions)', () => {
  it('đúng bằng các đường dẫn mà trang gọi, không thiếu không thừa', async () => {
    expect({...generatedApiPaths}).toEqual({...apiPaths});
    expect(await apiPathsFromData()).toEqual({...apiPaths});
    expect(apiPathsModule({SIGNUP_API: '/api/dang-ky'})).toContain('export const SIGNUP_API = "/api/dang-ky";\n');
  });

  it('báo lỗi khi một đường dẫn không nằm dưới API_PREFIX, không phải chuỗi, hoặc thiếu tiền tố', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-paths-'));
    const write = (name: string, text: string) => {
      const file = path.join(dir, name);
      writeFileSync(file, text);
      return file;
    };
    const outside = write('outside.ts', "export const API_PREFIX = '/api';\nexport const X = '/khac/x';\n");
    await expect(apiPathsFromData(outside)).rejects.toThrow(/X = "\/khac\/x"/);
    const notString = write('number.ts', "export const API_PREFIX = '/api';\nexport const X = 1;\n");
    await expect(apiPathsFromData(notString)).rejects.toThrow(/đường dẫn API không hợp lệ: X = 1/);
    const noPrefix = write('none.ts', "export const X = '/api/x';\n");
    await expect(apiPathsFromData(noPrefix)).rejects.toThrow(/không có API_PREFIX/);
  });
});
