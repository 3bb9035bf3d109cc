import React, {lazy, Suspense, useEffect, useRef, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {coursePath, type Course} from '@site/src/data/courses';
import EmailLink from '@site/src/components/EmailLink';
import styles from './SignupForm.module.css';

// Only after a successful sign-up with the owner's account configured: the QR code and its libraries.
const PaymentQr = lazy(() => import('./PaymentQr'));

/** A sign-up the server accepted. */
export interface Success {
  code: string;
  /** How to pay at once (the server's `thanhToan`, checked by PaymentQr), when it sent one. */
  payment?: unknown;
  course: Course;
  name: string;
  email: string;
}

/** What the form turns into once the sign-up is accepted: the reference code and the next steps. */
export default function SuccessView({success, onAgain}: {success: Success; onAgain: () => void}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const open = success.course.status === 'open';
  return (
    <div ref={ref} className={styles.success} tabIndex={-1} role="status" aria-labelledby="dang-ky-thanh-cong">
      <Heading as="h2" id="dang-ky-thanh-cong">
        {open ? 'Đăng ký thành công!' : 'Bạn đã có tên trong danh sách chờ'}
      </Heading>
      <p>
        Cảm ơn {success.name}. Chúng tôi đã nhận đăng ký khóa <strong>{success.course.shortTitle}</strong>.
      </p>
      <p className={styles.reference}>
        Mã tham chiếu: <strong data-ma-tham-chieu>{success.code}</strong>
      </p>
      <p>
        Nếu email này đã đăng ký khóa học này trước đó, đăng ký cũ vẫn được giữ nguyên; bạn dùng mã nào trong nội dung
        chuyển khoản chúng tôi cũng đối chiếu được.
      </p>
      <Heading as="h3">Bước tiếp theo</Heading>
      {open ? (
        <ol>
          <li>
            Chúng tôi gửi ngay tới <strong>{success.email}</strong> một email có mã tham chiếu, học phí và hướng dẫn
            thanh toán (nếu email này đã đăng ký khóa này trước đó, thư đã được gửi từ lần đầu). Chưa thấy sau vài phút?
            Hãy kiểm tra cả mục Quảng cáo hoặc Spam.
          </li>
          <li>Khi chuyển khoản, ghi mã tham chiếu {success.code} trong nội dung để chúng tôi đối chiếu nhanh.</li>
          <li>Sau khi xác nhận thanh toán, bạn nhận hướng dẫn vào khu vực học viên và bắt đầu học theo lộ trình.</li>
        </ol>
      ) : null}
      {open && success.payment !== undefined ? (
        <Suspense fallback={null}>
          <PaymentQr answer={success.payment} code={success.code} />
        </Suspense>
      ) : null}
      {open ? null : (
        <ol>
          <li>
            Khi mở lớp, chúng tôi gửi email tới <strong>{success.email}</strong> kèm lịch khai giảng và học phí.
          </li>
          <li>Đăng ký danh sách chờ không mất phí và không ràng buộc: bạn chỉ thanh toán nếu quyết định tham gia.</li>
          <li>Trong lúc chờ, bạn có thể đọc trước các bài miễn phí trên kho kiến thức.</li>
        </ol>
      )}
      <p>
        Cần hỗ trợ? Viết cho chúng tôi qua <EmailLink /> và ghi kèm mã tham chiếu.
      </p>
      <div className={styles.successActions}>
        <button type="button" className="button button--secondary" onClick={onAgain}>
          Đăng ký thêm khóa khác
        </button>
        <Link className="button button--link" to={coursePath(success.course.slug)}>
          Xem lại trang khóa học
        </Link>
      </div>
    </div>
  );
}
