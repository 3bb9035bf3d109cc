import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isMembersContentPath, MEMBERS_HOME} from '../src/features/auth/membersPath';
import {isMembersPath} from '../src/features/auth/membersPath';
import type {LoadContext, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import membersRoutesPlugin, {lessonRoutePaths, memberRoutePaths} from './members-routes';

describe('members-routes plugin', () => {
  it('gives every file in members/ a route inside the members content prefixes (kept out of search, images and caches)', () => {
    const routes = memberRoutePaths(path.resolve(__dirname, '../members'));
    expect(routes).toContain(MEMBERS_HOME);
    for (const route of routes) expect(isMembersContentPath(route), route).toBe(true);
  });
});

describe('lesson routes', () => {
  it('puts lessons in the classroom (sign-in required) and each course’s first lesson in the public preview', () => {
    const members = path.resolve(__dirname, '../members');
    const {lessons, previews} = lessonRoutePaths(members);
    expect(lessons).toContain('/lop-hoc/obsidian-flow/obsidian-va-vault-dau-tien');
    for (const route of lessons) expect(isMembersPath(route), route).toBe(true);
    expect(previews).toContain('/hoc-thu/obsidian-flow/obsidian-va-vault-dau-tien');
    for (const route of previews) expect(isMembersPath(route), route).toBe(false);
    expect(memberRoutePaths(members).some((route) => route.includes('khoa-hoc'))).toBe(false);
  });
});

describe('classroom routes', () => {
  it('adds one route each for the classroom and the free lessons, not one per lesson', async () => {
    const added: RouteConfig[] = [];
    const plugin = membersRoutesPlugin({siteDir: path.resolve(__dirname, '..')} as LoadContext);
    await plugin.contentLoaded!({
      content: undefined,
      actions: {addRoute: (route: RouteConfig) => added.push(route)} as unknown as PluginContentLoadedActions,
    });
    const classroom = added.filter((route) => /^\/(lop-hoc|hoc-thu)(\/|$)/.test(route.path));
    expect(classroom.map((route) => [route.path, route.exact])).toEqual([
      ['/lop-hoc', false],
      ['/hoc-thu', false],
    ]);
    expect(new Set(classroom.map((route) => route.component)).size).toBe(1);
  });
});
