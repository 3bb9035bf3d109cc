import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isMembersContentPath, MEMBERS_HOME} from '../src/features/auth/membersPath';
import {memberRoutePaths} from './members-routes';

describe('members-routes plugin', () => {
  it('gives every file in members/ a route inside the members content prefixes (kept out of search, images and caches)', () => {
    const routes = memberRoutePaths(path.resolve(__dirname, '../members'));
    expect(routes).toContain(MEMBERS_HOME);
    for (const route of routes) expect(isMembersContentPath(route), route).toBe(true);
  });
});
