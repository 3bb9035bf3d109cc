import {afterEach, describe, expect, it, vi} from 'vitest';
import {whenIdle} from './whenIdle';

function stubWindow(win: Partial<Window>): void {
  vi.stubGlobal('window', win);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('dùng requestIdleCallback với thời hạn, và huỷ được', () => {
    const requestIdleCallback = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdleCallback = vi.fn();
    stubWindow({requestIdleCallback, cancelIdleCallback} as unknown as Partial<Window>);
    const callback = vi.fn();
    const cancel = whenIdle(callback, 2000);
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, {timeout: 2000});
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('không có requestIdleCallback (Safari cũ): chạy ở tác vụ sau, và huỷ được', () => {
    vi.useFakeTimers();
    stubWindow({setTimeout, clearTimeout} as unknown as Partial<Window>);
    const callback = vi.fn();
    whenIdle(callback, 2000);
    expect(callback).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled, 2000)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
