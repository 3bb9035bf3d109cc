import type {CoursePrice, CourseStatus} from '../../data/courses';

/**
 * Number formatting done by hand rather than with Intl, so the server render and
 * the browser always produce the same text (no hydration mismatch).
 */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 790000 → '790.000 ₫'; 'Liên hệ' stays as it is. */
export function formatPrice(price: CoursePrice): string {
  if (price === 'Liên hệ') return price;
  return `${groupThousands(String(Math.round(price)))} ₫`;
}

/** A size in Vietnamese units with a decimal comma: 812 → '812 byte', 25088 → '24,5 KB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Kích thước không hợp lệ: ${bytes}`);
  if (bytes < 1024) return `${Math.round(bytes)} byte`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // One decimal, rounded; 1023,96 KB rounds up to the next unit rather than showing '1024 KB'.
  let rounded = Math.round(value * 10) / 10;
  if (rounded >= 1024 && unit < units.length - 1) {
    rounded = Math.round((rounded / 1024) * 10) / 10;
    unit += 1;
  }
  const [whole, decimal] = rounded.toFixed(1).split('.');
  const text = decimal === '0' ? groupThousands(whole) : `${groupThousands(whole)},${decimal}`;
  return `${text} ${units[unit]}`;
}

export const statusLabels: Record<CourseStatus, string> = {
  open: 'Đang mở đăng ký',
  waitlist: 'Danh sách chờ',
};

/** Text of the call-to-action button for a course in this state. */
export function ctaLabel(status: CourseStatus): string {
  return status === 'open' ? 'Đăng ký khóa học' : 'Đăng ký danh sách chờ';
}
