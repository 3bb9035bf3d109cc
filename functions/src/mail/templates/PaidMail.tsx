/** To the buyer: the payment is confirmed, with the way into the classroom. */
import {Action, Facts, MailLayout, P} from './MailLayout';

export interface PaidMailProps {
  siteUrl: string;
  name: string;
  course: string;
  code: string;
  classroomUrl: string;
}

export function PaidMail({siteUrl, name, course, code, classroomUrl}: PaidMailProps) {
  return (
    <MailLayout
      preview={`Đã nhận học phí: mời bạn vào lớp ${course}`}
      reason="Bạn nhận thư này vì đã đăng ký và thanh toán một khóa học trên trang."
      siteUrl={siteUrl}
    >
      <P>Chào {name},</P>
      <P>Learn Anything đã nhận học phí của bạn. Lớp học đã mở cho bạn từ bây giờ.</P>
      <Facts
        rows={[
          ['Khóa học', course],
          ['Mã tham chiếu', code],
        ]}
      />
      <Action href={classroomUrl}>Vào lớp học</Action>
      <P muted>
        Bạn đăng nhập bằng tài khoản Google có đúng địa chỉ email đã dùng khi đăng ký; bài học, tiến độ và câu hỏi ôn
        tập nằm trong “Lớp học của tôi”.
      </P>
    </MailLayout>
  );
}
