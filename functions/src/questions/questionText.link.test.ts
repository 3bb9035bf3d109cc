import {lstatSync, realpathSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

describe('functions/src/questions/questionText.ts', () => {
  it('là liên kết tới đúng tệp kiểm tra câu hỏi dùng chung với trang, không phải bản sao', () => {
    const link = path.join(__dirname, 'questionText.ts');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(realpathSync(link)).toBe(
      realpathSync(path.join(__dirname, '../../../src/features/questions/questionText.ts')),
    );
  });
});
