import {describe, expect, it} from 'vitest';
import {checkDisplayName, checkQuestionText, cleanName, cleanText} from './questionText';

describe('questionText', () => {
  it('keeps line breaks and tabs, drops other control characters, and trims', () => {
    expect(cleanText(' \u0000một\r\nhai\tba\u0007\u2028 ')).toBe('một\nhai\tba');
  });

  it('makes a name one line, so that it can never reach a mail header', () => {
    expect(cleanName('Nguyễn\r\nBcc: ai@example.com')).toBe('Nguyễn Bcc: ai@example.com');
  });

  it('counts 2,000 characters as the browser does, composed Vietnamese as one each', () => {
    expect(checkQuestionText('ệ'.repeat(2000))).toMatchObject({ok: true});
    expect(checkQuestionText('e\u0323\u0302'.repeat(2000))).toMatchObject({ok: true});
    expect(checkQuestionText('ệ'.repeat(2001))).toMatchObject({ok: false, field: 'noiDung'});
    expect(checkQuestionText(' \n ')).toMatchObject({ok: false, field: 'noiDung'});
  });

  it('refuses an empty or too long display name', () => {
    expect(checkDisplayName('  Lan   Anh ')).toEqual({ok: true, value: 'Lan Anh'});
    expect(checkDisplayName('\t')).toMatchObject({ok: false, field: 'ten'});
    expect(checkDisplayName('A'.repeat(61))).toMatchObject({ok: false, field: 'ten'});
  });
});
