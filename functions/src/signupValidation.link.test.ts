import {lstatSync, realpathSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// functions/ is CommonJS; Vitest provides __dirname too.
const here = __dirname;

describe('functions/src/signupValidation.ts', () => {
  it('là liên kết tới đúng tệp kiểm tra dùng chung với biểu mẫu, không phải bản sao', () => {
    const link = path.join(here, 'signupValidation.ts');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(realpathSync(link)).toBe(realpathSync(path.join(here, '../../src/features/courses/signupValidation.ts')));
  });
});
