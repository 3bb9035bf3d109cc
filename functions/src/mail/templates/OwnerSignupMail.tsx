/** To the owner: one new sign-up (when the owner chose a mail per sign-up in the desk). */
import {Facts, MailLayout, P, Action} from './MailLayout';

export interface OwnerSignup {
  course: string;
  code: string;
  name: string;
  email: string;
  phone: string;
  note: string;
}

export interface OwnerSignupMailProps {
  siteUrl: string;
  deskUrl: string;
  unsubscribeUrl: string;
  signup: OwnerSignup;
}

export function OwnerSignupMail({siteUrl, deskUrl, unsubscribeUrl, signup}: OwnerSignupMailProps) {
  return (
    <MailLayout
      preview={`${signup.name} đăng ký khóa ${signup.course}`}
      reason="Bạn nhận thư này vì đã chọn nhận thư cho mỗi đăng ký mới trong bàn quản trị."
      siteUrl={siteUrl}
      unsubscribeUrl={unsubscribeUrl}
    >
      <P>Có một đăng ký mới. Người đăng ký đã nhận thư hướng dẫn thanh toán.</P>
      <Facts
        rows={[
          ['Khóa học', signup.course],
          ['Mã tham chiếu', signup.code],
          ['Họ tên', signup.name],
          ['Email', signup.email],
          ['Số điện thoại', signup.phone],
          ...(signup.note ? ([['Ghi chú', signup.note]] as const) : []),
        ]}
      />
      <Action href={deskUrl}>Mở bàn quản trị</Action>
    </MailLayout>
  );
}
