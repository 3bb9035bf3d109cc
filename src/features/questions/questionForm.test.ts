import {describe, expect, it} from 'vitest';
import {checkQuestionText} from './questionText';
import {
  checkQuestionForm,
  draftKey,
  groupByPage,
  parseDraft,
  pendingOnPage,
  questionsAnchor,
  serializeDraft,
  textLength,
  withQuestion,
} from './questionForm';
import type {OwnQuestion} from './types';

const own = (id: string, trang: string, hoiLuc: number, trangThai: OwnQuestion['trangThai']): OwnQuestion => ({
  id,
  trang,
  ten: 'Lan',
  cauHoi: id,
  cauHoiHtml: `<p>${id}</p>`,
  hoiLuc,
  trangThai,
  traLoi: null,
});

describe('textLength', () => {
  it('counts as the server does: NFC, trimmed, CRLF as one line break, UTF-16 units', () => {
    expect(textLength('Tiếng Việt')).toBe(10);
    expect(textLength('Tie\u0302\u0301ng')).toBe(5);
    expect(textLength('  a\r\nb  ')).toBe(3);
    expect(textLength('a\u0007b')).toBe(2);
    expect(textLength('𠀀a')).toBe(3);
  });
});

describe('checkQuestionForm', () => {
  it('trims and accepts a question and a name within the limits', () => {
    expect(checkQuestionForm({noiDung: '  Vì sao?  ', ten: ' Lan   Anh '})).toEqual({
      ok: true,
      value: {noiDung: 'Vì sao?', ten: 'Lan Anh'},
    });
    expect(checkQuestionForm({noiDung: 'a'.repeat(2000), ten: 'b'.repeat(60)}).ok).toBe(true);
  });

  it('names the field at fault, question first', () => {
    expect(checkQuestionForm({noiDung: '   ', ten: ''})).toMatchObject({ok: false, field: 'noiDung'});
    expect(checkQuestionForm({noiDung: 'a'.repeat(2001), ten: 'Lan'})).toMatchObject({
      ok: false,
      field: 'noiDung',
      error: expect.stringContaining('bớt 1 ký tự'),
    });
    expect(checkQuestionForm({noiDung: 'Vì sao?', ten: ' '})).toMatchObject({ok: false, field: 'ten'});
    expect(checkQuestionForm({noiDung: 'Vì sao?', ten: 'b'.repeat(61)})).toMatchObject({ok: false, field: 'ten'});
  });
});

describe('drafts', () => {
  it('keeps one draft per page and reads back what it stored', () => {
    expect(draftKey('/kien-thuc/a/b')).not.toBe(draftKey('/blog/c'));
    const draft = {noiDung: 'Vì sao?\nDòng hai', ten: 'Lan'};
    expect(parseDraft(serializeDraft(draft))).toEqual(draft);
  });

  it('stores nothing for an empty question and ignores what it cannot read', () => {
    expect(serializeDraft({noiDung: '  ', ten: 'Lan'})).toBeNull();
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft(undefined)).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft('{"noiDung": 1, "ten": "Lan"}')).toBeNull();
    expect(parseDraft('null')).toBeNull();
  });
});

describe('own questions', () => {
  const list = [
    own('c', '/blog/x', 3, 'choTraLoi'),
    own('b', '/kien-thuc/a/b', 2, 'daTraLoi'),
    own('a', '/kien-thuc/a/b', 1, 'choTraLoi'),
    own('d', '/kien-thuc/a/b', 4, 'an'),
  ];

  it('keeps only the pending ones of the page, oldest first', () => {
    expect(pendingOnPage(list, '/kien-thuc/a/b').map((q) => q.id)).toEqual(['a']);
    expect(pendingOnPage(list, '/blog/x').map((q) => q.id)).toEqual(['c']);
    expect(pendingOnPage(list, '/blog/y')).toEqual([]);
  });

  it('groups by page, newest question first', () => {
    expect(groupByPage(list).map((g) => [g.trang, g.cauHoi.map((q) => q.id)])).toEqual([
      ['/kien-thuc/a/b', ['d', 'b', 'a']],
      ['/blog/x', ['c']],
    ]);
  });

  it('adds a new question first and replaces one sent again', () => {
    const fresh = own('e', '/blog/x', 5, 'choTraLoi');
    expect(withQuestion(list, fresh).map((q) => q.id)).toEqual(['e', 'c', 'b', 'a', 'd']);
    expect(withQuestion(list, {...list[2]!, ten: 'Mới'}).map((q) => [q.id, q.ten])[0]).toEqual(['a', 'Mới']);
    expect(withQuestion(list, list[2]!)).toHaveLength(4);
  });
});

describe('checkQuestionText', () => {
  it('checks the question alone, for the preview', () => {
    expect(checkQuestionText(' Vì sao? ')).toEqual({ok: true, value: 'Vì sao?'});
    expect(checkQuestionText('')).toMatchObject({ok: false, field: 'noiDung'});
    expect(checkQuestionText('ệ'.repeat(2001))).toMatchObject({ok: false, field: 'noiDung'});
  });
});

describe('questionsAnchor', () => {
  it('points at the questions section of the page', () => {
    expect(questionsAnchor('/lop-hoc/khoa/bai-1')).toBe('/lop-hoc/khoa/bai-1#hoi-dap');
  });
});
