import {lstatSync, realpathSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

describe.each(['questionText.ts', 'questionQueue.ts'])('functions/src/questions/%s', (name) => {
  it('là liên kết tới đúng tệp dùng chung với trang, không phải bản sao', () => {
    const link = path.join(__dirname, name);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(realpathSync(link)).toBe(realpathSync(path.join(__dirname, '../../../src/features/questions', name)));
  });
});
