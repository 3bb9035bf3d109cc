import {afterEach, describe, expect, it} from 'vitest';
import {readStorage, removeStorage, writeStorage} from './browserStorage';

/** The Storage methods the helper uses, over a Map (unit tests run in Node, which has no Web Storage). */
class MapStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

function setWindow(value: object | undefined): void {
  (globalThis as {window?: object}).window = value;
}

afterEach(() => setWindow(undefined));

describe('browserStorage', () => {
  it('reads, writes and removes in local or session storage', () => {
    const local = new MapStorage();
    const session = new MapStorage();
    setWindow({localStorage: local, sessionStorage: session});
    expect(readStorage('a')).toBeNull();
    expect(writeStorage('a', '1')).toBe(true);
    expect(writeStorage('a', '2', 'session')).toBe(true);
    expect([readStorage('a'), readStorage('a', 'session')]).toEqual(['1', '2']);
    expect(removeStorage('a')).toBe(true);
    expect([local.items.has('a'), session.items.has('a')]).toEqual([false, true]);
  });

  it('reports a browser that refuses storage instead of throwing', () => {
    setWindow({
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(readStorage('a')).toBeUndefined();
    expect(writeStorage('a', '1')).toBe(false);
    expect(removeStorage('a')).toBe(false);
  });

  it('reports a full storage', () => {
    const full = new MapStorage();
    full.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    setWindow({localStorage: full});
    expect(writeStorage('a', '1')).toBe(false);
    expect(readStorage('a')).toBeNull();
  });
});
