import {describe, expect, it} from 'vitest';
import {questionId, questionPage} from './questions';

const lessons = {'obsidian-flow': ['bai-1']};

describe('questionPage', () => {
  it.each([
    ['/kien-thuc/python/cai-dat-python-va-moi-truong-ao', 'public'],
    ['/kien-thuc/sach-hay/tu-duy-nhanh-va-cham/phan-1', 'public'],
    ['/kien-thuc/obsidian/phuong-phap-FLOW/cau-truc-vault-flow', 'public'],
    ['/blog/vi-sao-chon-docusaurus', 'public'],
    ['/lop-hoc/obsidian-flow/bai-1', 'lesson'],
  ])('takes %s', (path, kind) => {
    expect(questionPage(path, lessons)?.kind).toBe(kind);
  });

  it.each([
    '/kien-thuc/python',
    '/kien-thuc/category/python',
    '/kien-thuc/tags/seo',
    '/blog/tags',
    '/blog/page/2',
    '/blog/archive',
    '/lop-hoc/obsidian-flow/bai-9',
    '/lop-hoc/khoa-khac/bai-1',
    '/quan-tri',
    '/kien-thuc/python/../../quan-tri',
    '/kien-thuc/python/bai_1',
    `/kien-thuc/python/${'a'.repeat(200)}`,
    42,
  ])('refuses %s', (path) => {
    expect(questionPage(path, lessons)).toBeNull();
  });
});

describe('questionId', () => {
  it('gives the same id to the same question whatever its spacing and case, another to another page', () => {
    const id = questionId('an', '/blog/a', 'Câu hỏi  này');
    expect(questionId('an', '/blog/a', ' câu HỎI này\n')).toBe(id);
    expect(questionId('an', '/blog/b', 'Câu hỏi này')).not.toBe(id);
    expect(questionId('binh', '/blog/a', 'Câu hỏi này')).not.toBe(id);
  });
});
