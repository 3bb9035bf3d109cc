/**
 * The Vietnamese message an owner copies into an email after a sign-up: the
 * course, its length, the fee, how to pay (bank transfer with the reference
 * code as the memo, or the VietQR code) and what happens next. Plain text, so
 * it pastes the same into any mail program.
 */
import type {BankAccount} from './paymentSettings';

export interface MessageSignup {
  hoTen: string;
  maThamChieu: string;
}

export interface MessageCourse {
  title: string;
  duration: string;
  /** VND, or null when the fee is agreed case by case. */
  price: number | null;
}

/** 790000 → '790.000 ₫' (by hand, as the landing pages do: the same text everywhere). */
export function formatVnd(amount: number): string {
  return `${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ₫`;
}

export function confirmationMessage(signup: MessageSignup, course: MessageCourse, bank: BankAccount | null): string {
  const lines = [
    `Chào ${signup.hoTen},`,
    '',
    `Learn Anything đã nhận đăng ký khóa "${course.title}" của bạn. Mã tham chiếu của bạn là ${signup.maThamChieu}.`,
    '',
    `Lịch học: ${course.duration}. Bài học mở trong "Lớp học của tôi" trên trang, ngay khi học phí được xác nhận; bạn đăng nhập bằng đúng tài khoản Google có địa chỉ email đã dùng để đăng ký.`,
  ];
  if (course.price === null) {
    lines.push(
      '',
      'Học phí khóa này được trao đổi riêng: chúng tôi sẽ trả lời email này với mức học phí và cách thanh toán.',
    );
  } else {
    lines.push('', `Học phí: ${formatVnd(course.price)}.`);
    if (bank) {
      lines.push(
        '',
        'Cách thanh toán: chuyển khoản ngân hàng (hoặc quét mã VietQR đính kèm bằng ứng dụng ngân hàng, mã đã điền sẵn số tiền và nội dung):',
        `- Số tài khoản: ${bank.account}`,
        `- Chủ tài khoản: ${bank.name}`,
        `- Mã ngân hàng (BIN NAPAS): ${bank.bin}`,
        `- Số tiền: ${formatVnd(course.price)}`,
        `- Nội dung chuyển khoản: ${signup.maThamChieu}`,
        '',
        'Vui lòng ghi đúng mã tham chiếu trong nội dung chuyển khoản để chúng tôi nhận ra khoản thanh toán của bạn.',
      );
    } else {
      lines.push('', 'Chúng tôi sẽ gửi thông tin chuyển khoản trong email tiếp theo.');
    }
  }
  lines.push(
    '',
    'Nếu bạn đổi ý, chỉ cần trả lời email này: chúng tôi hủy đăng ký, và xóa dữ liệu của bạn nếu bạn yêu cầu.',
    '',
    'Chúc bạn học tốt,',
    'Đội ngũ Learn Anything',
  );
  return lines.join('\n');
}
