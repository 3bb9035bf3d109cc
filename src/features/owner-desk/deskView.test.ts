import {describe, expect, it} from 'vitest';
import {
  applyFilter,
  countByCourseAndStatus,
  EMPTY_FILTER,
  isNewSince,
  matchesQuery,
  signupsCsv,
  vietnamDayStart,
  type DeskSignup,
} from './deskView';

const base: DeskSignup = {
  id: 'obsidian-flow_1',
  maThamChieu: 'LA-ABC234',
  hoTen: 'Trần Thị Đào',
  email: 'dao@example.com',
  soDienThoai: '0912345678',
  khoaHoc: 'obsidian-flow',
  ghiChu: '=cmd|calc',
  trangThai: 'moi',
  taoLuc: Date.UTC(2026, 10, 20, 3),
  capNhatLuc: 0,
};
const other: DeskSignup = {
  ...base,
  id: 'python-chung-khoan_2',
  maThamChieu: 'LA-XYZ789',
  hoTen: 'Lê Văn Bình',
  email: 'binh@example.com',
  soDienThoai: '0987654321',
  khoaHoc: 'python-chung-khoan',
  trangThai: 'daThanhToan',
  taoLuc: Date.UTC(2026, 10, 25, 20),
};

describe('matchesQuery', () => {
  it('finds by name with or without diacritics, email, code and phone', () => {
    for (const query of [
      'Đào',
      'dao',
      'tran thi dao',
      'DAO@EXAMPLE',
      'LA-ABC234',
      'la abc234',
      'abc234',
      '0912 345 678',
      '345678',
    ]) {
      expect(matchesQuery(base, query), query).toBe(true);
    }
    for (const query of ['binh', 'LA-XYZ789', '0987']) expect(matchesQuery(base, query), query).toBe(false);
  });
});

describe('applyFilter', () => {
  it('filters by course, status and Vietnam dates, newest first', () => {
    expect(applyFilter([base, other], EMPTY_FILTER).map((s) => s.id)).toEqual([other.id, base.id]);
    expect(applyFilter([base, other], {...EMPTY_FILTER, course: 'obsidian-flow'})).toEqual([base]);
    expect(applyFilter([base, other], {...EMPTY_FILTER, status: 'daThanhToan'})).toEqual([other]);
    // 20:00 UTC on the 25th is already the 26th in Vietnam.
    expect(applyFilter([base, other], {...EMPTY_FILTER, from: '2026-11-26'})).toEqual([other]);
    expect(applyFilter([base, other], {...EMPTY_FILTER, to: '2026-11-25'})).toEqual([base]);
    expect(vietnamDayStart('2026-02-30')).toBeNull();
  });
});

describe('counts and new sign-ups', () => {
  it('counts per course and status with zeros', () => {
    const counts = countByCourseAndStatus(
      [base, other],
      ['obsidian-flow', 'python-chung-khoan', 'python-web-scraping'],
    );
    expect(counts['obsidian-flow'].moi).toBe(1);
    expect(counts['python-chung-khoan'].daThanhToan).toBe(1);
    expect(counts['python-web-scraping']).toEqual({moi: 0, daGuiHuongDan: 0, daThanhToan: 0, dangHoc: 0, daHuy: 0});
  });
  it('marks sign-ups after the previous visit, none on a first visit', () => {
    expect(isNewSince(other, base.taoLuc)).toBe(true);
    expect(isNewSince(base, base.taoLuc)).toBe(false);
    expect(isNewSince(base, 0)).toBe(false);
  });
});

describe('signupsCsv', () => {
  it('writes labels, Vietnam time and defused values', () => {
    const csv = signupsCsv([base], {'obsidian-flow': 'Obsidian FLOW'});
    expect(csv.startsWith('\uFEFF"Mã tham chiếu"')).toBe(true);
    expect(csv).toContain('"LA-ABC234","2026-11-20 10:00","Obsidian FLOW","Mới","Trần Thị Đào"');
    expect(csv).toContain(`"'=cmd|calc"`);
  });
});
