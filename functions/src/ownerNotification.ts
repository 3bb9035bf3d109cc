/**
 * The e-mail that tells the owner of a new sign-up, as a document for
 * Firebase's Trigger Email extension (firestore-send-email: it sends every
 * document added to its collection, `mail` by default). Only when
 * OWNER_NOTIFY_EMAIL is set; the desk shows new sign-ups either way.
 */
import type {CatalogCourse} from './generated/courseCatalog';
import type {SignupRecord} from './signupApi';

export interface MailDocument {
  to: string[];
  message: {subject: string; text: string};
}

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/** The mail document, or null when no valid owner address is configured. */
export function ownerNotification(
  ownerEmails: string | undefined,
  record: SignupRecord,
  catalog: readonly CatalogCourse[],
): MailDocument | null {
  const to = (ownerEmails ?? '')
    .split(',')
    .map((email) => email.trim())
    .filter((email) => EMAIL.test(email));
  if (to.length === 0) return null;
  const course = catalog.find((entry) => entry.slug === record.khoaHoc);
  const name = course?.shortTitle ?? record.khoaHoc;
  return {
    to,
    message: {
      subject: `Đăng ký mới: ${name} (${record.maThamChieu})`,
      text: [
        `Có một đăng ký mới cho khóa ${name}.`,
        '',
        `Mã tham chiếu: ${record.maThamChieu}`,
        `Họ tên: ${record.hoTen}`,
        `Email: ${record.email}`,
        `Số điện thoại: ${record.soDienThoai}`,
        record.ghiChu ? `Ghi chú: ${record.ghiChu}` : '',
        '',
        'Mở bàn quản trị (/quan-tri) để gửi hướng dẫn và mã VietQR.',
      ]
        .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
        .join('\n'),
    },
  };
}
