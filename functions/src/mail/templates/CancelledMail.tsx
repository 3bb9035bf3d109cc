/** To the buyer: the sign-up is cancelled. */
import {Action, Facts, MailLayout, P} from './MailLayout';

export interface CancelledMailProps {
  siteUrl: string;
  name: string;
  course: string;
  code: string;
  coursesUrl: string;
}

export function CancelledMail({siteUrl, name, course, code, coursesUrl}: CancelledMailProps) {
  return (
    <MailLayout
      preview={`Đăng ký khóa ${course} đã được hủy`}
      reason="Bạn nhận thư này vì từng đăng ký một khóa học trên trang."
      siteUrl={siteUrl}
    >
      <P>Chào {name},</P>
      <P>Đăng ký khóa học dưới đây đã được hủy. Nếu bạn đã học trong lớp, quyền vào lớp cũng kết thúc.</P>
      <Facts
        rows={[
          ['Khóa học', course],
          ['Mã tham chiếu', code],
        ]}
      />
      <P>
        Nếu bạn đã chuyển khoản mà chưa được hoàn, hoặc thấy việc hủy này là nhầm, hãy trả lời thư này kèm mã tham
        chiếu.
      </P>
      <Action href={coursesUrl}>Xem các khóa học</Action>
    </MailLayout>
  );
}
