import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {courses} from '../../src/data/courses';
import {courseSlugsFromData, courseSlugsModule} from '../scripts/build-course-slugs.mjs';
import {demoAppCheckVerifier, mintDemoAppCheckToken} from './appCheck';
import {memoryCounterStore, FixedWindowRateLimiter} from './rateLimit';
import {handleSignupRequest, type SignupDeps} from './signupApi';

// What the functions' build writes into src/generated/courseSlugs.ts.
const generated: string[] = await courseSlugsFromData();

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
  it('đúng bằng danh sách khóa học của trang, cùng thứ tự', () => {
    expect(generated).toEqual(courses.map((course) => course.slug));
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
