import {describe, expect, it} from 'vitest';
import {courseReadingList, type SidebarItemLike} from './courseReading';

const docs = [
  {id: 'python/index', permalink: '/kien-thuc/python'},
  {id: 'python/a', permalink: '/kien-thuc/python/a'},
  {id: 'python/web/b', permalink: '/kien-thuc/python/web/b'},
  {id: 'pythonx/c', permalink: '/kien-thuc/pythonx/c'},
  {id: 'obsidian/flow/d', permalink: '/kien-thuc/obsidian/phuong-phap-flow/d'},
  {id: 'obsidian/flow/e', permalink: '/kien-thuc/obsidian/phuong-phap-flow/e'},
  {id: 'obsidian/f', permalink: '/kien-thuc/obsidian/f'},
];
const sidebars: SidebarItemLike[][] = [
  [
    {type: 'doc', id: 'obsidian/f'},
    {
      type: 'category',
      link: {type: 'generated-index', permalink: '/kien-thuc/category/obsidian-flow'},
      items: [
        {type: 'doc', id: 'obsidian/flow/e'},
        {type: 'category', items: [{type: 'doc', id: 'obsidian/flow/d'}]},
      ],
    },
  ],
];

describe('courseReadingList', () => {
  it('một trang (mục) là mọi bài dưới đường dẫn của nó, không tính chính nó', () => {
    expect(courseReadingList(['/kien-thuc/python'], sidebars, docs)).toEqual([
      '/kien-thuc/python/a',
      '/kien-thuc/python/web/b',
    ]);
  });

  it('trang mục lục của một nhóm là mọi bài trong nhóm, kể cả nhóm con, theo thứ tự thanh bên', () => {
    expect(courseReadingList(['/kien-thuc/category/obsidian-flow/'], sidebars, docs)).toEqual([
      '/kien-thuc/obsidian/phuong-phap-flow/e',
      '/kien-thuc/obsidian/phuong-phap-flow/d',
    ]);
  });

  it('gộp các liên kết, mỗi bài một lần; liên kết ngoài kho kiến thức không thêm bài nào', () => {
    expect(
      courseReadingList(
        ['/kien-thuc/category/obsidian-flow', '/kien-thuc/obsidian', '/download-obsidian-flow'],
        sidebars,
        docs,
      ),
    ).toEqual([
      '/kien-thuc/obsidian/phuong-phap-flow/e',
      '/kien-thuc/obsidian/phuong-phap-flow/d',
      '/kien-thuc/obsidian/f',
    ]);
  });
});
