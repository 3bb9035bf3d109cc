import {afterEach, describe, expect, it} from 'vitest';
import {
  MAX_PROFILES,
  STORAGE_KEY,
  addProfile,
  loadProfiles,
  parseStore,
  profileId,
  removeProfile,
  serializeStore,
  storeProfiles,
  type SavedProfile,
} from './savedProfiles';

const profile = (name: string, date = '1990-09-25', savedAt = 1): SavedProfile => ({name, date, savedAt});

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

/** The browser globals loadProfiles/storeProfiles use (unit tests run in Node, which has no Web Storage). */
function installWindow(localStorage: object): void {
  (globalThis as {window?: object}).window = {localStorage, dispatchEvent: () => true};
}

afterEach(() => {
  delete (globalThis as {window?: object}).window;
});

describe('saved profiles', () => {
  it('round-trips through JSON', () => {
    const list = [profile('Lê Văn An'), profile('Trần Thị Vy', '2001-02-03', 2)];
    expect(parseStore(serializeStore(list))).toEqual({profiles: list, corrupt: false});
    expect(parseStore(null)).toEqual({profiles: [], corrupt: false});
  });

  it.each([
    ['not JSON', '{oops'],
    ['wrong shape', '[1,2,3]'],
    ['null', 'null'],
    ['wrong version', JSON.stringify({version: 9, profiles: []})],
    ['profiles not a list', JSON.stringify({version: 1, profiles: 'x'})],
  ])('ignores a corrupt store (%s) without throwing', (_, raw) => {
    expect(parseStore(raw)).toEqual({profiles: [], corrupt: true});
  });

  it('drops bad entries and keeps the good ones', () => {
    const raw = JSON.stringify({
      version: 1,
      profiles: [profile('An'), {name: 42}, profile('Bình', '1990-02-31'), profile(''), profile('An')],
    });
    expect(parseStore(raw)).toEqual({profiles: [profile('An')], corrupt: true});
  });

  it('adds at the top, refuses duplicates and one beyond MAX_PROFILES', () => {
    let list: SavedProfile[] = [];
    for (let i = 0; i < MAX_PROFILES; i += 1) {
      const result = addProfile(list, profile(`Người ${i}`, '1990-01-01', i));
      expect(result.status).toBe('added');
      list = result.profiles;
    }
    expect(list[0].name).toBe(`Người ${MAX_PROFILES - 1}`);
    expect(addProfile(list, profile('người 0', '1990-01-01')).status).toBe('exists');
    expect(addProfile(list, profile('Người mới')).status).toBe('full');
    const fewer = removeProfile(list, profileId(list[0]));
    expect(fewer).toHaveLength(MAX_PROFILES - 1);
    expect(addProfile(fewer, profile('Người mới')).status).toBe('added');
  });

  it('loads and stores through localStorage, surviving a broken one', () => {
    installWindow(memoryStorage({[STORAGE_KEY]: 'garbage'}));
    expect(loadProfiles()).toEqual({profiles: [], corrupt: true, unavailable: false});
    expect(storeProfiles([profile('An')])).toBe(true);
    expect(loadProfiles()).toEqual({profiles: [profile('An')], corrupt: false, unavailable: false});

    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    installWindow(throwing);
    expect(loadProfiles()).toEqual({profiles: [], corrupt: false, unavailable: true});
    expect(storeProfiles([])).toBe(false);
  });
});
