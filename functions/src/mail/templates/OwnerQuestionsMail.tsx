/** To the owner: the questions asked in the 24 hours before this morning's digest. */
import {Link} from '@react-email/components';
import {Action, Facts, MailLayout, P, styles} from './MailLayout';

export interface OwnerQuestion {
  pageUrl: string;
  page: string;
  name: string;
  /** The question as typed, cut to a preview. */
  excerpt: string;
}

export interface OwnerQuestionsMailProps {
  siteUrl: string;
  deskUrl: string;
  unsubscribeUrl: string;
  /** dd/mm/yyyy */
  day: string;
  questions: readonly OwnerQuestion[];
  /** Unanswered in all, including older ones. */
  waiting: number;
}

export function OwnerQuestionsMail({
  siteUrl,
  deskUrl,
  unsubscribeUrl,
  day,
  questions,
  waiting,
}: OwnerQuestionsMailProps) {
  return (
    <MailLayout
      preview={`${questions.length} câu hỏi mới, ${waiting} câu đang chờ trả lời`}
      reason="Bạn nhận thư này vì là chủ khóa học của Learn Anything."
      siteUrl={siteUrl}
      unsubscribeUrl={unsubscribeUrl}
    >
      <P>
        Trong 24 giờ tính đến sáng {day} có {questions.length} câu hỏi mới. Tổng cộng {waiting} câu đang chờ trả lời.
      </P>
      {questions.map((question, index) => (
        <Facts
          key={index}
          rows={[
            [
              'Trang',
              <Link key="page" href={question.pageUrl} className="la-link" style={styles.link}>
                {question.page}
              </Link>,
            ],
            ['Người hỏi', question.name],
            ['Câu hỏi', question.excerpt],
          ]}
        />
      ))}
      <Action href={deskUrl}>Trả lời trong bàn quản trị</Action>
    </MailLayout>
  );
}
