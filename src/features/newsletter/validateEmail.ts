export type EmailCheck = {ok: true; email: string} | {ok: false; message: string};

// Pragmatic address shape: local part, one @, a dotted domain with a 2+ letter TLD.
const EMAIL_SHAPE =
  /^[^\s@"<>()[\],;:]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i;

/** Checks an email typed into a form and explains the problem in Vietnamese. */
export function validateEmail(input: string): EmailCheck {
  const email = input.trim();
  if (email === '') {
    return {ok: false, message: 'Vui lòng nhập địa chỉ email.'};
  }
  if (email.length > 254) {
    return {ok: false, message: 'Email quá dài (tối đa 254 ký tự).'};
  }
  if (!email.includes('@')) {
    return {ok: false, message: 'Email cần có ký tự @, ví dụ: ten@gmail.com.'};
  }
  if (!EMAIL_SHAPE.test(email) || email.includes('..')) {
    return {ok: false, message: 'Email chưa đúng định dạng, ví dụ: ten@gmail.com.'};
  }
  return {ok: true, email};
}
