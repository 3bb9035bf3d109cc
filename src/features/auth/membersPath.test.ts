import {describe, expect, it} from 'vitest';
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
    ['/members', '/api/members'],
    ['/members/', '/api/members'],
    ['/tai-nguyen', '/api/members/tai-nguyen'],
    ['/tai-nguyen/checklist-seo-docusaurus', '/api/members/tai-nguyen/checklist-seo-docusaurus'],
  ])('%s → %s', (path, api) => {
    expect(membersApiPath(path)).toBe(api);
  });
});
