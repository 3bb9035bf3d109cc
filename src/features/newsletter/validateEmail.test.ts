import {describe, expect, it} from 'vitest';
import {validateEmail} from './validateEmail';

describe('validateEmail', () => {
  it.each(['ten@gmail.com', ' an.nguyen+hoc@learn-anything.vn ', 'a@b.co'])('accepts %s', (email) => {
    expect(validateEmail(email)).toEqual({ok: true, email: email.trim()});
  });

  it('asks for an email when empty', () => {
    expect(validateEmail('  ')).toEqual({ok: false, message: 'Vui lòng nhập địa chỉ email.'});
  });

  it('explains a missing @', () => {
    expect(validateEmail('tengmail.com')).toMatchObject({ok: false, message: expect.stringContaining('@')});
  });

  it.each(['ten@', '@gmail.com', 'ten@gmail', 'ten@@gmail.com', 'ten @gmail.com', 'ten@gmail..com', 'ten@-gmail.com'])(
    'rejects %s',
    (email) => {
      expect(validateEmail(email).ok).toBe(false);
    },
  );

  it('rejects addresses longer than 254 characters', () => {
    expect(validateEmail(`${'a'.repeat(250)}@b.vn`).ok).toBe(false);
  });
});
