/**
 * The desk's view of the outbox (GET OWNER_API/thu, functions/src/mail/outbox.ts): labels for
 * each kind and state, and whether a mail can be resent. Pure.
 */

export type DeliveryState = 'PENDING' | 'PROCESSING' | 'RETRY' | 'SUCCESS' | 'ERROR';

export interface DeskMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  createdAt: number;
  delivery: {state: DeliveryState; attempts: number; error: string | null; code: string | null; resends: number};
}

export const MAIL_KIND_LABELS: Readonly<Record<string, string>> = {
  dangKy: 'Hướng dẫn thanh toán',
  chuDangKy: 'Báo đăng ký mới',
  chuTongHop: 'Tổng hợp hằng ngày',
  daThanhToan: 'Xác nhận thanh toán',
  daHuy: 'Báo hủy đăng ký',
  nhacOnTap: 'Nhắc ôn tập',
  daTraLoi: 'Báo câu hỏi đã được trả lời',
  chuCauHoi: 'Tổng hợp câu hỏi mới',
};

export const NOTICE_LABELS = {
  moiDangKy: 'Một thư cho mỗi đăng ký mới',
  hangNgay: 'Một thư tổng hợp mỗi sáng (8:00, giờ Việt Nam)',
  tat: 'Không gửi thư (chỉ xem trong bàn quản trị)',
} as const;
export type NoticeMode = keyof typeof NOTICE_LABELS;

/** The state in words, with the attempts and the last error where they matter. */
export function deliveryText(delivery: DeskMail['delivery']): string {
  switch (delivery.state) {
    case 'SUCCESS':
      return delivery.resends > 0 ? `Đã gửi (gửi lại ${delivery.resends} lần)` : 'Đã gửi';
    case 'PENDING':
      return 'Chờ gửi';
    case 'PROCESSING':
      return 'Đang gửi';
    case 'RETRY':
      return `Gửi chưa được (${delivery.attempts} lần), sẽ tự thử lại: ${delivery.error ?? ''}`.trim();
    case 'ERROR':
      return delivery.code === 'limit'
        ? `Chưa gửi: ${delivery.error ?? 'vượt giới hạn trong ngày'}`
        : `Lỗi, đã ngừng thử (${delivery.attempts} lần): ${delivery.error ?? ''}`.trim();
  }
}

/** Only a mail that is done (sent, or given up) can be resent; one on its way is left to the outbox. */
export const canResend = (mail: DeskMail) => mail.delivery.state === 'SUCCESS' || mail.delivery.state === 'ERROR';

/** The buyer's payment-instructions mail of a sign-up, by its reference code. */
export const signupMailOf = (mails: readonly DeskMail[], code: string) => mails.find((m) => m.id === `dangKy_${code}`);
