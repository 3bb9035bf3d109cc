import {describe, expect, it} from 'vitest';
import {classifyRoute} from './searchSections';

describe('classifyRoute', () => {
  it.each([
    ['/kien-thuc/python/pandas-can-ban', {section: 'Kiến thức', subsection: 'Python'}],
    [
      '/kien-thuc/phat-trien-ban-than/than-so-hoc/cach-tinh-so-chu-dao',
      {section: 'Kiến thức', subsection: 'Phát triển bản thân'},
    ],
    ['/blog/ra-mat-blog-learn-anything', {section: 'Blog'}],
    ['/docs/intro', {section: 'Tài liệu'}],
    ['/cam-hung-thanh-cong/cau-chuyen/sinh-vien-xay-bo-nao-thu-hai', {section: 'Câu chuyện'}],
    ['/lp-khoa-hoc-obsidian-flow', {section: 'Khóa học'}],
    ['/khoa-hoc', {section: 'Khóa học'}],
    ['/download-obsidian-flow', {section: 'Khóa học'}],
    ['/tra-cuu-than-so-hoc', {section: 'Trang khác'}],
    ['/', {section: 'Trang khác'}],
  ])('%s', (route, expected) => {
    expect(classifyRoute(route)).toEqual(expected);
  });

  it.each([
    '/404',
    '/search',
    '/blog',
    '/blog/page/2',
    '/blog/archive',
    '/blog/authors/minh-khoa',
    '/blog/tags/python',
    '/kien-thuc/tags/python',
    '/kien-thuc/category/docusaurus',
    '/members',
    '/tai-nguyen/checklist-seo-docusaurus',
    '/books',
    '/ngoai-tuyen',
  ])('skips %s', (route) => {
    expect(classifyRoute(route)).toBeNull();
  });
});
