import {describe, expect, it} from 'vitest';
import {canMove, isEnrolledStatus, moveError, SIGNUP_STATUSES, statusOf} from './signupStatus';

describe('signup status moves', () => {
  it('goes forward any number of steps and back one', () => {
    expect(canMove('moi', 'daGuiHuongDan')).toBe(true);
    expect(canMove('moi', 'daThanhToan')).toBe(true);
    expect(canMove('daGuiHuongDan', 'dangHoc')).toBe(true);
    expect(canMove('daThanhToan', 'daGuiHuongDan')).toBe(true);
    expect(canMove('dangHoc', 'moi')).toBe(false);
    expect(moveError('dangHoc', 'moi')).toMatch(/một bước/);
  });
  it('cancels from anywhere and reopens only as new', () => {
    for (const from of SIGNUP_STATUSES.filter((s) => s !== 'daHuy')) expect(canMove(from, 'daHuy')).toBe(true);
    expect(canMove('daHuy', 'moi')).toBe(true);
    expect(canMove('daHuy', 'daThanhToan')).toBe(false);
    expect(moveError('daHuy', 'dangHoc')).toMatch(/Mới/);
  });
  it('refuses a move to the same state', () => {
    for (const status of SIGNUP_STATUSES) expect(moveError(status, status)).toMatch(/đã ở trạng thái/);
  });
  it('reads missing and unknown stored values as new; only paid and studying enrol', () => {
    expect(statusOf(undefined)).toBe('moi');
    expect(statusOf('xoa')).toBe('moi');
    expect(statusOf('dangHoc')).toBe('dangHoc');
    expect(SIGNUP_STATUSES.filter(isEnrolledStatus)).toEqual(['daThanhToan', 'dangHoc']);
  });
});
