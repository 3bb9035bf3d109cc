import {describe, expect, it} from 'vitest';
import {
  applyCourseFromQuery,
  courseFromQuery,
  draftForAnotherCourse,
  draftToInput,
  emptyDraft,
  isDraftEmpty,
  parseDraft,
  prefillFromUser,
  serializeDraft,
  withTypedFields,
  type SignupDraft,
} from './signupDraft';
import {SIGNUP_FIELDS, validateSignup} from './signupValidation';
import {courseSlugs} from '../../data/courses';

const typed: SignupDraft = {
  hoTen: 'Lê Minh Quân',
  email: 'quan@example.vn',
  soDienThoai: '0905 123 456',
  khoaHoc: 'obsidian-flow',
  ghiChu: 'Học buổi tối',
  dongY: true,
};

describe('parseDraft / serializeDraft', () => {
  it('round-trips a draft, diacritics included', () => {
    expect(parseDraft(serializeDraft(typed))).toEqual(typed);
  });

  it.each([null, '', 'không phải JSON', '[]', '42', 'null', '"chuỗi"'])('gives null for %j', (stored) => {
    expect(parseDraft(stored)).toBeNull();
  });

  it('keeps the readable fields and drops the rest', () => {
    const stored = JSON.stringify({hoTen: 'An', email: 5, dongY: 'true', khac: 'x'});
    expect(parseDraft(stored)).toEqual({...emptyDraft, hoTen: 'An'});
  });

  it('caps very long stored strings', () => {
    const stored = JSON.stringify({ghiChu: 'a'.repeat(20_000)});
    expect(parseDraft(stored)?.ghiChu.length).toBe(5000);
  });
});

describe('withTypedFields', () => {
  const stored = {...emptyDraft, hoTen: 'Nguyễn Văn A', email: 'a@example.com'};
  it('puts what was typed before hydration over the stored draft, field by field', () => {
    const draft = withTypedFields(stored, {
      hoTen: {value: 'Trần Thị B'},
      email: {value: ''},
      ghiChu: {value: 'Tôi học buổi tối'},
      dongY: {value: 'on', checked: true},
    });
    expect(draft).toEqual({...stored, hoTen: 'Trần Thị B', ghiChu: 'Tôi học buổi tối', dongY: true});
  });
  it('keeps the stored draft when nothing was typed or a field is missing', () => {
    expect(withTypedFields(stored, {hoTen: {value: ''}, email: null, dongY: {value: 'on', checked: false}})).toEqual(
      stored,
    );
  });
});

describe('isDraftEmpty', () => {
  it('is true for the empty draft and for whitespace only', () => {
    expect(isDraftEmpty(emptyDraft)).toBe(true);
    expect(isDraftEmpty({...emptyDraft, hoTen: '   '})).toBe(true);
  });

  it('is false as soon as something is typed or ticked', () => {
    expect(isDraftEmpty({...emptyDraft, soDienThoai: '09'})).toBe(false);
    expect(isDraftEmpty({...emptyDraft, dongY: true})).toBe(false);
  });
});

describe('course from the query string', () => {
  it('reads a known ?khoa=', () => {
    expect(courseFromQuery('?khoa=python-web-scraping')).toBe('python-web-scraping');
    expect(courseFromQuery('?utm_source=fb&khoa=tao-website-docusaurus-seo')).toBe('tao-website-docusaurus-seo');
  });

  it.each(['', '?khoa=', '?khoa=khong-co', '?course=obsidian-flow'])('ignores %j', (search) => {
    expect(courseFromQuery(search)).toBeNull();
  });

  it('lets the link just followed win over an older draft', () => {
    expect(applyCourseFromQuery(typed, '?khoa=python-chung-khoan')).toEqual({...typed, khoaHoc: 'python-chung-khoan'});
  });

  it('keeps the draft (same object) when there is nothing to apply', () => {
    expect(applyCourseFromQuery(typed, '')).toBe(typed);
    expect(applyCourseFromQuery(typed, '?khoa=obsidian-flow')).toBe(typed);
  });
});

describe('prefillFromUser', () => {
  it('does nothing without a user', () => {
    expect(prefillFromUser(emptyDraft, null)).toBe(emptyDraft);
  });

  it('fills empty name and email from the member', () => {
    expect(prefillFromUser(emptyDraft, {displayName: ' Trần Quốc Bảo ', email: 'bao@example.vn'})).toEqual({
      ...emptyDraft,
      hoTen: 'Trần Quốc Bảo',
      email: 'bao@example.vn',
    });
  });

  it('never overwrites what was typed', () => {
    expect(prefillFromUser(typed, {displayName: 'Người khác', email: 'khac@example.vn'})).toBe(typed);
  });

  it('copes with missing or null fields', () => {
    expect(prefillFromUser(emptyDraft, {displayName: null, email: 'a@b.vn'})).toEqual({...emptyDraft, email: 'a@b.vn'});
    expect(prefillFromUser(emptyDraft, {})).toBe(emptyDraft);
  });
});

describe('draftToInput', () => {
  it('has exactly the fields the server accepts', () => {
    expect(Object.keys(draftToInput(typed)).sort()).toEqual([...SIGNUP_FIELDS].sort());
  });

  it('passes validation for a well-filled draft', () => {
    expect(validateSignup(draftToInput(typed), courseSlugs).ok).toBe(true);
  });
});

describe('draftForAnotherCourse', () => {
  it('keeps who the visitor is and clears the rest', () => {
    expect(draftForAnotherCourse(typed)).toEqual({
      ...emptyDraft,
      hoTen: typed.hoTen,
      email: typed.email,
      soDienThoai: typed.soDienThoai,
    });
  });
});
