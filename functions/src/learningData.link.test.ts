import {lstatSync, realpathSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const here = __dirname;

describe.each(['learningData.ts', 'learningLimits.ts'])('functions/src/%s', (name) => {
  it('là liên kết tới đúng tệp mô hình dữ liệu dùng chung với trang, không phải bản sao', () => {
    const link = path.join(here, name);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(realpathSync(link)).toBe(realpathSync(path.join(here, '../../src/features/learning-space', name)));
  });
});
