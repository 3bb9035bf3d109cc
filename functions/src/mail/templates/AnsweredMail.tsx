/** To a member: the owner answered their question. */
import {Link, Section} from '@react-email/components';
import {Action, MailLayout, P, styles} from './MailLayout';

export interface AnsweredMailProps {
  siteUrl: string;
  /** The page with the question (its Q&A section), or /ca-nhan for a private answer. */
  readUrl: string;
  settingsUrl: string;
  unsubscribeUrl: string;
  /** The page's path. */
  page: string;
  /** The question as typed (shown as text). */
  question: string;
  /** The answer's HTML, from the sanitizer (questions/markdown.ts). */
  answerHtml: string;
  published: boolean;
}

export function AnsweredMail(props: AnsweredMailProps) {
  const {siteUrl, readUrl, settingsUrl, unsubscribeUrl, page, question, answerHtml, published} = props;
  return (
    <MailLayout
      preview={`Câu hỏi của bạn ở trang ${page} đã có câu trả lời`}
      reason="Bạn nhận thư này vì đã đặt câu hỏi trên Learn Anything."
      siteUrl={siteUrl}
      unsubscribeUrl={unsubscribeUrl}
    >
      <P>
        Câu hỏi của bạn ở trang <strong>{page}</strong> đã có câu trả lời.
      </P>
      <Section className="la-card" style={styles.card}>
        <P muted>Bạn hỏi:</P>
        <P>{question}</P>
        <P muted>Trả lời:</P>
        <div className="la-text" style={styles.text} dangerouslySetInnerHTML={{__html: answerHtml}} />
      </Section>
      <P muted>
        {published
          ? 'Câu hỏi và câu trả lời đã được đăng dưới bài, chỉ kèm tên hiển thị bạn đã chọn.'
          : 'Câu trả lời này chỉ dành cho bạn, không đăng công khai.'}
      </P>
      <Action href={readUrl}>{published ? 'Xem dưới bài' : 'Xem trong trang cá nhân'}</Action>
      <P muted>
        Không muốn nhận thư khi câu hỏi được trả lời? Tắt trong{' '}
        <Link href={settingsUrl} className="la-link" style={styles.link}>
          trang cá nhân
        </Link>
        .
      </P>
    </MailLayout>
  );
}
