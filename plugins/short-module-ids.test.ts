import {describe, expect, it} from 'vitest';
import shortModuleIdsPlugin, {MODULE_ID_DIGITS, moduleIds} from './short-module-ids';

const names = Array.from({length: 600}, (_, index) => `./src/components/Part${index}/index.tsx`);

describe('module ids of a fixed length', () => {
  it('gives each module its own id below 10^digits, the same from build to build', () => {
    const ids = moduleIds(names);
    expect(ids).toHaveLength(names.length);
    expect(new Set(ids).size).toBe(names.length);
    expect(ids.every((id) => Number.isInteger(id) && id >= 0 && id < 10 ** MODULE_ID_DIGITS)).toBe(true);
    expect(moduleIds([...names].reverse())).toEqual([...ids].reverse());
  });

  it('gives two modules with the same name two ids', () => {
    const ids = moduleIds(['./src/a.css', './src/b.tsx', './src/a.css']);
    expect(new Set(ids).size).toBe(3);
  });

  it('keeps the ids of the other modules when one is added (unless the new one takes a colliding id)', () => {
    const before = moduleIds(names);
    const after = moduleIds([...names, './src/components/New/index.tsx']);
    const moved = names.filter((_, index) => before[index] !== after[index]);
    expect(moved.length).toBeLessThanOrEqual(1);
  });

  it('resolves a collision with the next free id', () => {
    // With one digit, 5 names must take 5 different ids among 0-9.
    const ids = moduleIds(['a', 'b', 'c', 'd', 'e'], 1);
    expect(new Set(ids).size).toBe(5);
  });

  it('fails the build when more than half the ids would be used', () => {
    expect(() => moduleIds(['a', 'b', 'c', 'd', 'e', 'f'], 1)).toThrow(/raise MODULE_ID_DIGITS/);
  });

  it('applies to the production browser bundles only', () => {
    const plugin = shortModuleIdsPlugin();
    const configure = (isServer: boolean) =>
      (plugin.configureWebpack as (config: unknown, isServer: boolean) => {plugins?: unknown[]})({}, isServer);
    const environment = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'production';
      expect(configure(false).plugins).toHaveLength(1);
      expect(configure(true)).toEqual({});
      process.env.NODE_ENV = 'development';
      expect(configure(false)).toEqual({});
    } finally {
      process.env.NODE_ENV = environment;
    }
  });
});
