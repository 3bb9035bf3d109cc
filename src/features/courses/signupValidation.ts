/**
 * Validation rules for the course sign-up form (/dang-ky-khoa-hoc).
 *
 * This module is shared by the browser form and the Cloud Function behind
 * POST SIGNUP_API, so it must stay free of browser, React and Node imports:
 * plain TypeScript only, no imports at all. The courses one can sign up for are
 * passed in: the form passes `courseSlugs` from src/data/courses.ts, the function
 * the same list generated from that file at its build
 * (functions/scripts/build-site-data.mjs).
 */

/** Every field the server accepts; anything else in the body is rejected. */
export const SIGNUP_FIELDS = ['hoTen', 'email', 'soDienThoai', 'khoaHoc', 'ghiChu', 'dongY'] as const;

export type SignupField = (typeof SIGNUP_FIELDS)[number];

/** Length limits, counted in characters after trimming (shared with the form's maxLength). */
export const SIGNUP_LIMITS = {
  hoTen: {min: 2, max: 100},
  email: {max: 254},
  /** Raw phone input, including the spaces, dots and dashes people type. */
  soDienThoai: {max: 20},
  ghiChu: {max: 1000},
} as const;

/** A sign-up that passed validation, normalised for storage. */
export interface SignupValue<Slug extends string = string> {
  /** Trimmed, NFC-normalised, inner whitespace collapsed. */
  hoTen: string;
  /** Trimmed and lower-cased. */
  email: string;
  /** Always +84 followed by 9 digits. */
  soDienThoai: string;
  /** One of the course slugs passed to validateSignup. */
  khoaHoc: Slug;
  /** Trimmed; empty string when not given. */
  ghiChu: string;
  dongY: true;
}

/** Field messages in Vietnamese; `form` holds problems that belong to no single field. */
export type SignupErrors = Partial<Record<SignupField | 'form', string>>;

export type SignupValidation<Slug extends string = string> =
  {ok: true; value: SignupValue<Slug>} | {ok: false; errors: SignupErrors};

export const SIGNUP_MESSAGES = {
  notAnObject: 'Dữ liệu đăng ký không hợp lệ.',
  unknownFields: (names: string[]) => `Dữ liệu có trường không được hỗ trợ: ${names.join(', ')}.`,
  wrongType: 'Giá trị của trường này không hợp lệ.',
  hoTenRequired: 'Vui lòng nhập họ và tên.',
  hoTenTooShort: `Họ và tên cần có ít nhất ${SIGNUP_LIMITS.hoTen.min} ký tự.`,
  hoTenTooLong: `Họ và tên quá dài (tối đa ${SIGNUP_LIMITS.hoTen.max} ký tự).`,
  hoTenChars: 'Họ và tên chỉ gồm chữ cái, khoảng trắng, dấu gạch nối, dấu chấm hoặc dấu nháy đơn.',
  hoTenNoLetters: 'Họ và tên cần bắt đầu bằng một chữ cái và có ít nhất hai chữ cái.',
  hiddenChars:
    'Ô này có ký tự ẩn hoặc ký tự điều khiển (ví dụ ký tự đảo chiều văn bản, ký tự không có độ rộng); vui lòng gõ lại nội dung này.',
  emailRequired: 'Vui lòng nhập địa chỉ email.',
  emailTooLong: `Email quá dài (tối đa ${SIGNUP_LIMITS.email.max} ký tự).`,
  emailNoAt: 'Email cần có ký tự @, ví dụ: ten@gmail.com.',
  emailShape: 'Email chưa đúng định dạng, ví dụ: ten@gmail.com.',
  phoneRequired: 'Vui lòng nhập số điện thoại.',
  phoneTooLong: `Số điện thoại quá dài (tối đa ${SIGNUP_LIMITS.soDienThoai.max} ký tự).`,
  phoneShape: 'Số điện thoại chưa đúng: hãy nhập số di động Việt Nam, ví dụ 0912 345 678 hoặc +84 912 345 678.',
  phoneNotMobile: 'Vui lòng nhập số di động (đầu số 03, 05, 07, 08 hoặc 09), không dùng số máy bàn.',
  courseRequired: 'Vui lòng chọn khóa học.',
  courseUnknown: 'Khóa học này không có trong danh sách, vui lòng chọn lại.',
  ghiChuTooLong: `Ghi chú quá dài (tối đa ${SIGNUP_LIMITS.ghiChu.max} ký tự).`,
  dongYRequired: 'Bạn cần đồng ý với điều khoản khóa học để đăng ký.',
} as const;

const MOBILE_PREFIXES = ['3', '5', '7', '8', '9'];

/**
 * Turns a Vietnamese mobile number into +84xxxxxxxxx, or null when it is not one.
 * Accepts 0xxxxxxxxx (10 digits) and +84xxxxxxxxx (9 digits after +84), with
 * spaces, dots and dashes anywhere between the digits; mobile prefixes 03, 05,
 * 07, 08, 09 only.
 */
export function normalizePhone(raw: string): string | null {
  const national = nationalNumber(raw);
  return national && MOBILE_PREFIXES.includes(national[0]) ? `+84${national}` : null;
}

/** The 9 digits after 0 or +84, whatever the prefix, or null if the shape is wrong. */
function nationalNumber(raw: string): string | null {
  const compact = raw.trim().replace(/[\s.-]/g, '');
  const match = /^(?:0|\+84)(\d{9})$/.exec(compact);
  return match ? match[1] : null;
}

// Letters (with Vietnamese diacritics, precomposed or combining), spaces and the
// few punctuation marks found in real names. The first character is a letter,
// so a name made only of combining marks is refused.
const NAME_CHARS = /^\p{L}[\p{L}\p{M} '’.-]*$/u;
const LETTER = /\p{L}/gu;

// Pragmatic address shape: a local part of RFC 5322 "atext" (printable ASCII
// letters, digits and !#$%&'*+/=?^_`{|}~- , dots between them), one @, a dotted
// domain with a 2+ letter TLD. No control characters, spaces or quotes can pass.
const EMAIL_SHAPE =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i;

/**
 * Characters no field may contain, even the free-text note: control characters
 * other than tab and line breaks (NUL, BEL, ESC, DEL, C1), format characters
 * (bidi overrides and isolates, zero-width space and joiners, BOM, soft hyphen),
 * lone UTF-16 surrogates (JSON can carry them, Firestore cannot store them),
 * private-use code points and the noncharacters U+FFFE/U+FFFF.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
const HIDDEN_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Cf}\p{Cs}\p{Co}\uFFFE\uFFFF]/u;

/** True when the text has a character from HIDDEN_CHARS (see above). */
export function hasHiddenChars(text: string): boolean {
  return HIDDEN_CHARS.test(text);
}

function checkName(raw: string): {value: string} | {error: string} {
  const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (name === '') return {error: SIGNUP_MESSAGES.hoTenRequired};
  if (name.length > SIGNUP_LIMITS.hoTen.max) return {error: SIGNUP_MESSAGES.hoTenTooLong};
  if (name.length < SIGNUP_LIMITS.hoTen.min) return {error: SIGNUP_MESSAGES.hoTenTooShort};
  if (!NAME_CHARS.test(name)) {
    return {error: /^\p{M}/u.test(name) ? SIGNUP_MESSAGES.hoTenNoLetters : SIGNUP_MESSAGES.hoTenChars};
  }
  if ((name.match(LETTER) ?? []).length < 2) return {error: SIGNUP_MESSAGES.hoTenNoLetters};
  return {value: name};
}

function checkEmail(raw: string): {value: string} | {error: string} {
  const email = raw.trim();
  if (email === '') return {error: SIGNUP_MESSAGES.emailRequired};
  if (email.length > SIGNUP_LIMITS.email.max) return {error: SIGNUP_MESSAGES.emailTooLong};
  if (!email.includes('@')) return {error: SIGNUP_MESSAGES.emailNoAt};
  if (!EMAIL_SHAPE.test(email) || email.includes('..')) return {error: SIGNUP_MESSAGES.emailShape};
  return {value: email.toLowerCase()};
}

function checkPhone(raw: string): {value: string} | {error: string} {
  const phone = raw.trim();
  if (phone === '') return {error: SIGNUP_MESSAGES.phoneRequired};
  if (phone.length > SIGNUP_LIMITS.soDienThoai.max) return {error: SIGNUP_MESSAGES.phoneTooLong};
  const national = nationalNumber(phone);
  if (!national) {
    // Landlines have 11 digits (02x + 8): say so rather than "wrong format".
    const landline = /^(?:0|\+84)2\d{9}$/.test(phone.replace(/[\s.-]/g, ''));
    return {error: landline ? SIGNUP_MESSAGES.phoneNotMobile : SIGNUP_MESSAGES.phoneShape};
  }
  if (!MOBILE_PREFIXES.includes(national[0])) return {error: SIGNUP_MESSAGES.phoneNotMobile};
  return {value: `+84${national}`};
}

function checkCourse(raw: string, courseSlugs: readonly string[]): {value: string} | {error: string} {
  const slug = raw.trim();
  if (slug === '') return {error: SIGNUP_MESSAGES.courseRequired};
  if (!courseSlugs.includes(slug)) return {error: SIGNUP_MESSAGES.courseUnknown};
  return {value: slug};
}

function checkNote(raw: string): {value: string} | {error: string} {
  const note = raw.normalize('NFC').trim();
  if (note.length > SIGNUP_LIMITS.ghiChu.max) return {error: SIGNUP_MESSAGES.ghiChuTooLong};
  return {value: note};
}

/**
 * Validates a sign-up body (parsed JSON from the server, or the form's payload
 * in the browser). Every field is checked, so the form can show all messages
 * at once; unknown fields and wrong types are rejected, and so is a course
 * that is not in `courseSlugs`.
 */
export function validateSignup<Slug extends string>(
  input: unknown,
  courseSlugs: readonly Slug[],
): SignupValidation<Slug> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {ok: false, errors: {form: SIGNUP_MESSAGES.notAnObject}};
  }
  const record = input as Record<string, unknown>;
  // Own properties only: nothing inherited from a prototype counts as sent.
  const body: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(record)) body[key] = record[key];
  const errors: SignupErrors = {};

  const unknown = Object.keys(body).filter((key) => !(SIGNUP_FIELDS as readonly string[]).includes(key));
  if (unknown.length > 0) errors.form = SIGNUP_MESSAGES.unknownFields(unknown);

  const text = (
    field: Exclude<SignupField, 'dongY'>,
    check: (raw: string) => {value: string} | {error: string},
    optional = false,
  ): string | undefined => {
    const raw = body[field];
    if ((raw === undefined || raw === null) && optional) return '';
    if (raw === undefined || raw === null) {
      // Missing is the same as empty: the check gives the "please fill in" message.
      const result = check('');
      if ('error' in result) errors[field] = result.error;
      return undefined;
    }
    if (typeof raw !== 'string') {
      errors[field] = SIGNUP_MESSAGES.wrongType;
      return undefined;
    }
    if (hasHiddenChars(raw)) {
      errors[field] = SIGNUP_MESSAGES.hiddenChars;
      return undefined;
    }
    const result = check(raw);
    if ('error' in result) {
      errors[field] = result.error;
      return undefined;
    }
    return result.value;
  };

  const hoTen = text('hoTen', checkName);
  const email = text('email', checkEmail);
  const soDienThoai = text('soDienThoai', checkPhone);
  // checkCourse only returns a value found in courseSlugs.
  const khoaHoc = text('khoaHoc', (raw) => checkCourse(raw, courseSlugs)) as Slug | undefined;
  const ghiChu = text('ghiChu', checkNote, true);

  const dongY = body.dongY;
  if (dongY !== true) {
    errors.dongY =
      dongY === undefined || dongY === false || dongY === null
        ? SIGNUP_MESSAGES.dongYRequired
        : SIGNUP_MESSAGES.wrongType;
  }

  if (
    Object.keys(errors).length > 0 ||
    hoTen === undefined ||
    email === undefined ||
    soDienThoai === undefined ||
    khoaHoc === undefined ||
    ghiChu === undefined
  ) {
    return {ok: false, errors};
  }
  return {ok: true, value: {hoTen, email, soDienThoai, khoaHoc, ghiChu, dongY: true}};
}
