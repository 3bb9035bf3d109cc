import {describe, expect, it} from 'vitest';
import {SIGNUP_LIMITS, SIGNUP_MESSAGES, normalizePhone, validateSignup as validateWith} from './signupValidation';
import {courseSlugs, type CourseSlug} from '../../data/courses';

/** The validation as the form runs it: with the courses of src/data/courses.ts. */
const validateSignup = (input: unknown) => validateWith(input, courseSlugs);

const valid = {
  hoTen: 'Nguyễn Thị Thu Hà',
  email: 'thuha.nguyen@gmail.com',
  soDienThoai: '0912 345 678',
  khoaHoc: 'python-chung-khoan',
  ghiChu: 'Em muốn học buổi tối.',
  dongY: true,
};

function errorsOf(input: unknown) {
  const result = validateSignup(input);
  if (result.ok) throw new Error('expected errors');
  return result.errors;
}

describe('normalizePhone', () => {
  it.each([
    ['0912345678', '+84912345678'],
    ['0912 345 678', '+84912345678'],
    ['0912.345.678', '+84912345678'],
    ['0912-345-678', '+84912345678'],
    ['  0981 234 567 ', '+84981234567'],
    ['0321234567', '+84321234567'],
    ['0521234567', '+84521234567'],
    ['0701234567', '+84701234567'],
    ['0861234567', '+84861234567'],
    ['+84912345678', '+84912345678'],
    ['+84 912 345 678', '+84912345678'],
    ['+84-912-345-678', '+84912345678'],
    ['+84 3 2123 4567', '+84321234567'],
  ])('normalises %s to %s', (raw, expected) => {
    expect(normalizePhone(raw)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['091234567', '9 digits with 0'],
    ['09123456789', '11 digits with 0'],
    ['+8491234567', '8 digits after +84'],
    ['+849123456789', '10 digits after +84'],
    ['+840912345678', '+84 followed by the national 0'],
    ['84912345678', '84 without the plus'],
    ['912345678', 'no prefix'],
    ['0212345678', 'prefix 02 (landline)'],
    ['0112345678', 'prefix 01'],
    ['0412345678', 'prefix 04'],
    ['0612345678', 'prefix 06'],
    ['+84212345678', '+84 with landline prefix 2'],
    ['0912 345 67a', 'a letter'],
    ['(091) 2345678', 'parentheses'],
    ['0912/345/678', 'slashes'],
    ['+1 912 345 678', 'another country'],
    ['０９１２３４５６７８', 'full-width digits'],
  ])('rejects %s (%s)', (raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });
});

describe('validateSignup: a valid sign-up', () => {
  it('accepts it and normalises the values', () => {
    expect(validateSignup(valid)).toEqual({
      ok: true,
      value: {
        hoTen: 'Nguyễn Thị Thu Hà',
        email: 'thuha.nguyen@gmail.com',
        soDienThoai: '+84912345678',
        khoaHoc: 'python-chung-khoan',
        ghiChu: 'Em muốn học buổi tối.',
        dongY: true,
      },
    });
  });

  it('trims the name, collapses its spaces and normalises it to NFC', () => {
    const decomposed = '  Trần   Quốc  Bảo '.normalize('NFD');
    const result = validateSignup({...valid, hoTen: decomposed});
    expect(result.ok && result.value.hoTen).toBe('Trần Quốc Bảo');
    expect(result.ok && result.value.hoTen).toBe('Trần Quốc Bảo'.normalize('NFC'));
  });

  it.each([
    'Đặng Ngọc Ánh',
    'Lê Thị Ỷ Lan',
    "O'Connor Nguyễn",
    'Hồ Xuân-Hương',
    'Nguyễn V. Anh',
    'Mỹ',
    'Ông Ích Khiêm',
  ])('accepts the name %s', (hoTen) => {
    expect(validateSignup({...valid, hoTen}).ok).toBe(true);
  });

  it('lower-cases and trims the email', () => {
    const result = validateSignup({...valid, email: '  An.Nguyen+Hoc@Learn-Anything.VN '});
    expect(result.ok && result.value.email).toBe('an.nguyen+hoc@learn-anything.vn');
  });

  it('accepts every course slug', () => {
    expect(courseSlugs.length).toBeGreaterThan(0);
    for (const khoaHoc of courseSlugs) {
      const result = validateSignup({...valid, khoaHoc});
      expect(result.ok && result.value.khoaHoc).toBe(khoaHoc);
    }
  });

  it('treats the note as optional (missing, null or empty)', () => {
    const {ghiChu: _omit, ...withoutNote} = valid;
    for (const input of [withoutNote, {...valid, ghiChu: null}, {...valid, ghiChu: '   '}]) {
      const result = validateSignup(input);
      expect(result.ok && result.value.ghiChu).toBe('');
    }
  });

  it('accepts fields exactly at their limits', () => {
    const result = validateSignup({
      ...valid,
      hoTen: 'Ă'.repeat(SIGNUP_LIMITS.hoTen.max),
      ghiChu: 'ê'.repeat(SIGNUP_LIMITS.ghiChu.max),
      email: `${'a'.repeat(SIGNUP_LIMITS.email.max - '@gmail.com'.length)}@gmail.com`,
    });
    expect(result.ok).toBe(true);
  });
});

describe('validateSignup: names', () => {
  it.each([
    ['', SIGNUP_MESSAGES.hoTenRequired],
    ['   ', SIGNUP_MESSAGES.hoTenRequired],
    ['A', SIGNUP_MESSAGES.hoTenTooShort],
    ['Nguyễn Văn 2', SIGNUP_MESSAGES.hoTenChars],
    ['<script>', SIGNUP_MESSAGES.hoTenChars],
    ['Hà @ Nội', SIGNUP_MESSAGES.hoTenChars],
    ['-Nguyễn', SIGNUP_MESSAGES.hoTenChars],
    ['Ă'.repeat(SIGNUP_LIMITS.hoTen.max + 1), SIGNUP_MESSAGES.hoTenTooLong],
  ])('rejects %j with a Vietnamese message', (hoTen, message) => {
    expect(errorsOf({...valid, hoTen})).toEqual({hoTen: message});
  });
});

describe('validateSignup: emails', () => {
  it.each([
    ['', SIGNUP_MESSAGES.emailRequired],
    ['thuhagmail.com', SIGNUP_MESSAGES.emailNoAt],
    ['thuha@', SIGNUP_MESSAGES.emailShape],
    ['@gmail.com', SIGNUP_MESSAGES.emailShape],
    ['thuha@gmail', SIGNUP_MESSAGES.emailShape],
    ['thu ha@gmail.com', SIGNUP_MESSAGES.emailShape],
    ['thuha@@gmail.com', SIGNUP_MESSAGES.emailShape],
    ['thuha@gmail..com', SIGNUP_MESSAGES.emailShape],
    [`${'a'.repeat(250)}@b.vn`, SIGNUP_MESSAGES.emailTooLong],
  ])('rejects %j', (email, message) => {
    expect(errorsOf({...valid, email})).toEqual({email: message});
  });
});

describe('validateSignup: phone numbers', () => {
  it('normalises a +84 number with dots', () => {
    const result = validateSignup({...valid, soDienThoai: '+84.981.234.567'});
    expect(result.ok && result.value.soDienThoai).toBe('+84981234567');
  });

  it.each([
    ['', SIGNUP_MESSAGES.phoneRequired],
    ['0912 345 67', SIGNUP_MESSAGES.phoneShape],
    ['84912345678', SIGNUP_MESSAGES.phoneShape],
    ['0283 822 1234', SIGNUP_MESSAGES.phoneNotMobile],
    ['+84 24 3825 1234', SIGNUP_MESSAGES.phoneNotMobile],
    ['0612345678', SIGNUP_MESSAGES.phoneNotMobile],
    ['0 9 1 2 3 4 5 6 7 8 9 0 1', SIGNUP_MESSAGES.phoneTooLong],
  ])('rejects %j', (soDienThoai, message) => {
    expect(errorsOf({...valid, soDienThoai})).toEqual({soDienThoai: message});
  });
});

describe('validateSignup: course, note and agreement', () => {
  it('asks for a course when none is chosen', () => {
    expect(errorsOf({...valid, khoaHoc: ''})).toEqual({khoaHoc: SIGNUP_MESSAGES.courseRequired});
  });

  it.each(['khoa-hoc-la', 'Obsidian-Flow', 'obsidian flow', 'python'])('rejects the unknown course %j', (khoaHoc) => {
    expect(errorsOf({...valid, khoaHoc})).toEqual({khoaHoc: SIGNUP_MESSAGES.courseUnknown});
  });

  it('rejects a note over the limit', () => {
    expect(errorsOf({...valid, ghiChu: 'a'.repeat(SIGNUP_LIMITS.ghiChu.max + 1)})).toEqual({
      ghiChu: SIGNUP_MESSAGES.ghiChuTooLong,
    });
  });

  it.each([false, undefined, null])('requires the agreement (dongY: %j)', (dongY) => {
    expect(errorsOf({...valid, dongY})).toEqual({dongY: SIGNUP_MESSAGES.dongYRequired});
  });

  it.each(['true', 1, 'on', {}])('rejects a non-boolean agreement %j', (dongY) => {
    expect(errorsOf({...valid, dongY})).toEqual({dongY: SIGNUP_MESSAGES.wrongType});
  });
});

describe('validateSignup: shape of the body', () => {
  it.each([null, undefined, 'hoTen=An', 42, [valid], true])('rejects %j as a whole', (input) => {
    expect(errorsOf(input)).toEqual({form: SIGNUP_MESSAGES.notAnObject});
  });

  it('reports every missing field at once', () => {
    expect(errorsOf({})).toEqual({
      hoTen: SIGNUP_MESSAGES.hoTenRequired,
      email: SIGNUP_MESSAGES.emailRequired,
      soDienThoai: SIGNUP_MESSAGES.phoneRequired,
      khoaHoc: SIGNUP_MESSAGES.courseRequired,
      dongY: SIGNUP_MESSAGES.dongYRequired,
    });
  });

  it('rejects unknown fields even when the rest is valid', () => {
    const errors = errorsOf({...valid, isAdmin: true, gia: 0});
    expect(Object.keys(errors)).toEqual(['form']);
    expect(errors.form).toContain('isAdmin');
    expect(errors.form).toContain('gia');
  });

  it.each([
    ['hoTen', 42],
    ['hoTen', ['Nguyễn', 'An']],
    ['email', {address: 'a@b.vn'}],
    ['soDienThoai', 912345678],
    ['khoaHoc', 1],
    ['ghiChu', false],
  ])('rejects %s of the wrong type (%j)', (field, value) => {
    expect(errorsOf({...valid, [field]: value})).toEqual({[field]: SIGNUP_MESSAGES.wrongType});
  });

  it('does not let inherited properties through', () => {
    const input = Object.create({dongY: true}) as Record<string, unknown>;
    Object.assign(input, {...valid, dongY: undefined});
    delete input.dongY;
    expect(errorsOf(input)).toEqual({dongY: SIGNUP_MESSAGES.dongYRequired});
  });

  it('every message is Vietnamese with diacritics', () => {
    const texts = Object.values(SIGNUP_MESSAGES).map((message) =>
      typeof message === 'function' ? message(['x']) : message,
    );
    for (const text of texts) expect(text).toMatch(/[àáảãạăâđèéẻẽẹêìíỉĩịòóỏõọôơùúủũụưỳýỷỹỵ]/i);
  });
});

describe('course slugs', () => {
  it('are the ones passed in: a course missing from the list is refused', () => {
    const [first, ...others] = courseSlugs;
    expect(validateWith({...valid, khoaHoc: first}, others).ok).toBe(false);
    const result = validateWith({...valid, khoaHoc: first}, [first]);
    const slug: CourseSlug | false = result.ok && result.value.khoaHoc;
    expect(slug).toBe(first);
  });
});

describe('validateSignup: ký tự ẩn, ký tự điều khiển và tên không có chữ cái', () => {
  it.each([
    ['hoTen', 'Nguyễn\u0000An'],
    ['hoTen', 'An\u200DBình'],
    ['hoTen', '\u202EnA nễyugN'],
    ['email', 'a\u0000b@gmail.com'],
    ['email', 'a\u0007@gmail.com'],
    ['email', 'an\u200B@gmail.com'],
    ['soDienThoai', '0912\u0000345678'],
    ['khoaHoc', 'obsidian-flow\u200B'],
    ['ghiChu', 'a\uD800b'],
    ['ghiChu', 'a\uDC00'],
    ['ghiChu', 'chuông\u0007'],
    ['ghiChu', 'ESC\u001B[31m'],
    ['ghiChu', 'tệp\u202Egnp.exe'],
    ['ghiChu', '\u2066cách ly\u2069'],
    ['ghiChu', '\uFEFFđầu'],
    ['ghiChu', 'C1\u0085'],
    ['ghiChu', 'riêng\uE000'],
    ['ghiChu', 'không\uFFFF'],
  ])('%s chứa %j: lỗi ký tự ẩn', (field, value) => {
    expect(errorsOf({...valid, [field]: value})).toEqual({[field]: SIGNUP_MESSAGES.hiddenChars});
  });

  it('ghi chú vẫn nhận xuống dòng và tab', () => {
    expect(validateSignup({...valid, ghiChu: 'Dòng một\r\nDòng hai\tcó tab'}).ok).toBe(true);
  });

  it.each([
    ['chỉ dấu kết hợp', '\u0301\u0301\u0301'],
    ['bắt đầu bằng dấu kết hợp', '\u0301An'],
    ['chỉ một chữ cái và dấu', 'A\u0301\u0301'],
  ])('họ tên %s: bị từ chối', (_name, value) => {
    expect(errorsOf({...valid, hoTen: value}).hoTen).toBe(SIGNUP_MESSAGES.hoTenNoLetters);
  });

  it('tên có dấu tổ hợp (chưa chuẩn hóa NFC) vẫn hợp lệ', () => {
    expect(validateSignup({...valid, hoTen: 'Nguye\u0302\u0303n Văn An'}).ok).toBe(true);
  });
});
