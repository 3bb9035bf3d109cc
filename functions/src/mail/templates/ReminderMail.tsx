/** To a member who opted in: today's review is waiting. */
import {Link} from '@react-email/components';
import {Action, MailLayout, P, styles} from './MailLayout';

export interface ReminderMailProps {
  siteUrl: string;
  reviewUrl: string;
  settingsUrl: string;
  unsubscribeUrl: string;
  due: number;
}

export function ReminderMail({siteUrl, reviewUrl, settingsUrl, unsubscribeUrl, due}: ReminderMailProps) {
  return (
    <MailLayout
      preview={`Hôm nay có ${due} câu đến hạn ôn tập`}
      reason="Bạn nhận thư này vì đã bật nhắc ôn tập qua email."
      siteUrl={siteUrl}
      unsubscribeUrl={unsubscribeUrl}
    >
      <P>
        Hôm nay có <strong>{due} câu</strong> đến hạn ôn tập. Ôn đúng lúc sắp quên là lúc một lần ôn giữ kiến thức lâu
        nhất: thường chỉ mất vài phút.
      </P>
      <Action href={reviewUrl}>Ôn tập ngay</Action>
      <P muted>
        Đổi giờ nhắc hoặc số câu tối thiểu trong{' '}
        <Link href={settingsUrl} className="la-link" style={styles.link}>
          trang cá nhân
        </Link>
        .
      </P>
    </MailLayout>
  );
}
