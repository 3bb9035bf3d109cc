import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

describe('môi trường chạy của Cloud Functions', () => {
  it('các kiểm thử của functions chạy trên đúng bản Node chính mà functions được triển khai', () => {
    const {engines} = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
    expect(process.versions.node.split('.')[0]).toBe(engines.node);
  });
});
