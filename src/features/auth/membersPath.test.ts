import {describe, expect, it} from 'vitest';
import {MEMBERS_API} from '../../data/apiPaths';
import {isMembersPath, membersApiPath} from './membersPath';

describe('isMembersPath', () => {
  it.each([
    '/members',
    '/members/',
    '/members/ho-so',
    '/tai-nguyen',
    '/tai-nguyen/',
    '/tai-nguyen/checklist-seo-docusaurus',
    '/ca-nhan',
  ])('%s is members-only', (path) => {
    expect(isMembersPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/membersxyz',
    '/members-khac',
    '/tai-nguyenabc',
    '/blog/members',
    '/Members',
    '/kien-thuc/tai-nguyen',
    '/ca-nhanx',
  ])('%s is public', (path) => {
    expect(isMembersPath(path)).toBe(false);
  });
});

describe('membersApiPath', () => {
  it.each([
    ['/members', MEMBERS_API],
    ['/members/', MEMBERS_API],
    ['/tai-nguyen', `${MEMBERS_API}/tai-nguyen`],
    ['/tai-nguyen/checklist-seo-docusaurus', `${MEMBERS_API}/tai-nguyen/checklist-seo-docusaurus`],
  ])('%s → %s', (path, api) => {
    expect(membersApiPath(path)).toBe(api);
  });
});
