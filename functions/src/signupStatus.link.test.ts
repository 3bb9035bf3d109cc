import {lstatSync, realpathSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

describe('functions/src/signupStatus.ts', () => {
  it('là liên kết tới đúng tệp trạng thái dùng chung với bàn quản trị, không phải bản sao', () => {
    const link = path.join(__dirname, 'signupStatus.ts');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(realpathSync(link)).toBe(
      realpathSync(path.join(__dirname, '../../src/features/owner-desk/signupStatus.ts')),
    );
  });
});
