import {describe, expect, it} from 'vitest';
import {APP_CHECK_MESSAGES, checkAppCheck, demoAppCheckVerifier, DEMO_APP_ID, mintDemoAppCheckToken} from './appCheck';

const PROJECT = 'demo-learn-anything';
const verify = demoAppCheckVerifier(PROJECT);

describe('checkAppCheck với mã demo làm tại chỗ', () => {
  it('mã hợp lệ: qua, kèm app id', async () => {
    expect(await checkAppCheck(mintDemoAppCheckToken(PROJECT), verify)).toEqual({ok: true, appId: DEMO_APP_ID});
  });

  it('thiếu mã: 401 với hướng dẫn tiếng Việt', async () => {
    expect(await checkAppCheck(undefined, verify)).toEqual({
      ok: false,
      status: 401,
      message: APP_CHECK_MESSAGES.missing,
    });
    expect(await checkAppCheck('  ', verify)).toEqual({ok: false, status: 401, message: APP_CHECK_MESSAGES.missing});
  });

  it.each([
    ['chữ ký giả', () => mintDemoAppCheckToken(PROJECT, {key: 'khoa-khac'})],
    ['dự án khác', () => mintDemoAppCheckToken('demo-du-an-khac')],
    ['hết hạn', () => mintDemoAppCheckToken(PROJECT, {now: Date.now() - 7200_000})],
    ['không phải JWT', () => 'khong-phai-ma'],
    [
      'phần thân bị sửa',
      () => {
        const [h, , s] = mintDemoAppCheckToken(PROJECT).split('.');
        return [
          h,
          Buffer.from(JSON.stringify({aud: [`projects/${PROJECT}`], sub: 'x', exp: 9e9})).toString('base64url'),
          s,
        ].join('.');
      },
    ],
    [
      'alg none',
      () => {
        const [, p] = mintDemoAppCheckToken(PROJECT).split('.');
        return [Buffer.from('{"alg":"none"}').toString('base64url'), p, 'x'].join('.');
      },
    ],
  ])('mã giả hoặc sai (%s): 401', async (_name, make) => {
    expect(await checkAppCheck(make(), verify)).toEqual({ok: false, status: 401, message: APP_CHECK_MESSAGES.invalid});
  });

  it('chỉ dành cho dự án demo-', () => {
    expect(() => mintDemoAppCheckToken('learn-anything-vn')).toThrow();
    expect(() => demoAppCheckVerifier('learn-anything-vn')).toThrow();
  });
});
