import {describe, expect, it} from 'vitest';
import {describeProgress, listProgress, sectionProgress} from './sectionProgress';
import type {PageMark} from './progressStore';

const read = (key: string): PageMark => ({kind: 'daDoc', key, value: {title: 'x'}});

describe('sectionProgress', () => {
  const paths = [
    '/kien-thuc/python',
    '/kien-thuc/python/a',
    '/kien-thuc/python/web/b',
    '/kien-thuc/pythonx/c',
    '/kien-thuc/obsidian/d',
  ];

  it('đếm bài trong mục (không tính trang giới thiệu của mục) và bài đã đọc', () => {
    const marks = [
      read('/kien-thuc/python/a'),
      read('/kien-thuc/python'),
      read('/kien-thuc/pythonx/c'),
      {kind: 'dauTrang', key: '/kien-thuc/python/web/b', value: {title: 'x'}} as PageMark,
    ];
    expect(sectionProgress(paths, marks, '/kien-thuc/python')).toEqual({read: 1, total: 2});
  });

  it('bài đã xóa khỏi trang không được tính', () => {
    expect(sectionProgress(paths, [read('/kien-thuc/python/da-xoa')], '/kien-thuc/python')).toEqual({
      read: 0,
      total: 2,
    });
  });

  it('đếm theo một danh sách bài cho sẵn (danh sách đọc của khóa học), chỉ các dấu "đã đọc"', () => {
    const marks = [
      read('/kien-thuc/python/a'),
      read('/kien-thuc/obsidian/d'),
      {kind: 'dauTrang', key: '/kien-thuc/python/web/b', value: {title: 'x'}} as PageMark,
    ];
    expect(listProgress(['/kien-thuc/python/a', '/kien-thuc/python/web/b'], marks)).toEqual({read: 1, total: 2});
  });

  it('mô tả bằng tiếng Việt', () => {
    expect(describeProgress({read: 3, total: 8})).toBe('Đã đọc 3/8 bài (38%)');
    expect(describeProgress({read: 0, total: 0})).toBe('Đã đọc 0/0 bài (0%)');
  });
});
