import {describe, expect, it} from 'vitest';
import {generateReferenceCode, REFERENCE_ALPHABET, REFERENCE_PATTERN, signupDocId} from './signupCode';

describe('generateReferenceCode', () => {
  it('có dạng LA- và 6 ký tự, khớp với mẫu mà trình duyệt chấp nhận', () => {
    for (let i = 0; i < 500; i += 1) {
      const code = generateReferenceCode();
      expect(code).toMatch(REFERENCE_PATTERN);
      // The form (signupSubmit.ts) accepts /^LA-[A-Z0-9]{6}$/.
      expect(code).toMatch(/^LA-[A-Z0-9]{6}$/);
    }
  });

  it('bảng chữ không có ký tự dễ nhầm và không lặp', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(REFERENCE_ALPHABET).not.toContain(ambiguous);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
    expect(REFERENCE_ALPHABET).toHaveLength(31);
  });

  it('lấy từng ký tự theo nguồn ngẫu nhiên được truyền vào', () => {
    const picks = [0, 1, 2, 28, 29, 30];
    const asked: number[] = [];
    const code = generateReferenceCode((max) => {
      asked.push(max);
      return picks.shift()!;
    });
    expect(code).toBe('LA-234XYZ');
    expect(asked).toEqual(Array(6).fill(31));
  });

  it('dùng đều mọi ký tự của bảng chữ', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 300; i += 1) for (const ch of generateReferenceCode().slice(3)) seen.add(ch);
    expect(seen.size).toBe(REFERENCE_ALPHABET.length);
  });
});

describe('signupDocId', () => {
  it('ổn định, khác nhau theo email và khóa học, không chứa email', () => {
    const id = signupDocId('an@example.com', 'obsidian-flow');
    expect(id).toBe(signupDocId('an@example.com', 'obsidian-flow'));
    expect(id).toMatch(/^obsidian-flow_[0-9a-f]{64}$/);
    expect(id).not.toContain('example');
    expect(signupDocId('an@example.com', 'python-web-scraping')).not.toBe(id);
    expect(signupDocId('binh@example.com', 'obsidian-flow')).not.toBe(id);
  });
});
