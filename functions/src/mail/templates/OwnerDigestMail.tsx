/** To the owner: the day's sign-ups in one mail (when the owner chose a daily digest in the desk). */
import {Action, Facts, MailLayout, P} from './MailLayout';
import type {OwnerSignup} from './OwnerSignupMail';

export interface OwnerDigestMailProps {
  siteUrl: string;
  deskUrl: string;
  unsubscribeUrl: string;
  /** dd/mm/yyyy */
  day: string;
  signups: readonly OwnerSignup[];
}

export function OwnerDigestMail({siteUrl, deskUrl, unsubscribeUrl, day, signups}: OwnerDigestMailProps) {
  return (
    <MailLayout
      preview={`${signups.length} đăng ký mới trong 24 giờ qua`}
      reason="Bạn nhận thư này vì đã chọn nhận thư tổng hợp hằng ngày trong bàn quản trị."
      siteUrl={siteUrl}
      unsubscribeUrl={unsubscribeUrl}
    >
      <P>
        Trong 24 giờ tính đến sáng {day} có {signups.length} đăng ký mới:
      </P>
      {signups.map((signup) => (
        <Facts
          key={signup.code}
          rows={[
            ['Khóa học', signup.course],
            ['Mã tham chiếu', signup.code],
            ['Họ tên', signup.name],
            ['Email', signup.email],
          ]}
        />
      ))}
      <Action href={deskUrl}>Mở bàn quản trị</Action>
    </MailLayout>
  );
}
