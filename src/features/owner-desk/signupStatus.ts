/**
 * The states of a course sign-up, the moves between them and the sign-up as the
 * API hands it to the owner's desk, shared by the desk and the Cloud Function
 * (functions/src/signupStatus.ts is a symbolic link to this file, as
 * signupValidation.ts is). Plain data only.
 *
 *   moi → daGuiHuongDan → daThanhToan → dangHoc
 *    ╰──────────── any of them ──────────→ daHuy → (back to) moi
 *
 * A sign-up moves forward any number of steps (a learner may pay from the QR on
 * the success page before any instructions were sent), back one step to correct
 * a mistake, or to daHuy from anywhere; a cancelled sign-up only comes back as
 * moi. Cancelling is a state, never a deletion. A sign-up in daThanhToan or
 * dangHoc is an enrolment: that email may open the course's lessons.
 */

export const SIGNUP_STATUSES = ['moi', 'daGuiHuongDan', 'daThanhToan', 'dangHoc', 'daHuy'] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];

/** A sign-up as the desk sees it. Times in ms since the epoch (0 when unknown). */
export interface DeskSignup {
  id: string;
  maThamChieu: string;
  hoTen: string;
  email: string;
  soDienThoai: string;
  khoaHoc: string;
  ghiChu: string;
  trangThai: SignupStatus;
  taoLuc: number;
  capNhatLuc: number;
}

/** Stored sign-ups written before statuses existed have none: they are new. */
export const DEFAULT_STATUS: SignupStatus = 'moi';

export const STATUS_LABELS: Readonly<Record<SignupStatus, string>> = {
  moi: 'Mới',
  daGuiHuongDan: 'Đã gửi hướng dẫn',
  daThanhToan: 'Đã thanh toán',
  dangHoc: 'Đang học',
  daHuy: 'Đã hủy',
};

const FORWARD: readonly SignupStatus[] = ['moi', 'daGuiHuongDan', 'daThanhToan', 'dangHoc'];

export function isSignupStatus(value: unknown): value is SignupStatus {
  return typeof value === 'string' && (SIGNUP_STATUSES as readonly string[]).includes(value);
}

/** The stored status of a sign-up document (a missing or unknown value reads as new). */
export function statusOf(stored: unknown): SignupStatus {
  return isSignupStatus(stored) ? stored : DEFAULT_STATUS;
}

/** Whether an owner may move a sign-up from `from` to `to`. */
export function canMove(from: SignupStatus, to: SignupStatus): boolean {
  if (from === to) return false;
  if (from === 'daHuy') return to === 'moi';
  if (to === 'daHuy') return true;
  const a = FORWARD.indexOf(from);
  const b = FORWARD.indexOf(to);
  return b > a || b === a - 1;
}

/** The Vietnamese reason a move is refused, or null when it is allowed. */
export function moveError(from: SignupStatus, to: SignupStatus): string | null {
  if (canMove(from, to)) return null;
  if (from === to) return `Đăng ký đã ở trạng thái "${STATUS_LABELS[to]}".`;
  if (from === 'daHuy') return 'Đăng ký đã hủy chỉ có thể mở lại thành "Mới".';
  return `Không thể chuyển từ "${STATUS_LABELS[from]}" về "${STATUS_LABELS[to]}": chỉ lùi được một bước để sửa nhầm.`;
}

/** The statuses that make the sign-up's email a student of its course. */
export function isEnrolledStatus(status: SignupStatus): boolean {
  return status === 'daThanhToan' || status === 'dangHoc';
}
