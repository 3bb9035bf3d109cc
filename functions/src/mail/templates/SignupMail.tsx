/** To the buyer, at sign-up: the course, the fee, the reference code, how to pay, and the refund rule. */
import {Img, Link, Section} from '@react-email/components';
import {formatVnd} from '../../money';
import {mailColours} from '../../generated/mailFacts';
import {Facts, MailLayout, P, styles} from './MailLayout';

export interface SignupMailProps {
  siteUrl: string;
  name: string;
  course: string;
  courseUrl: string;
  duration: string;
  /** VND, or null for a fee agreed case by case. */
  price: number | null;
  /** The course takes sign-ups for its waiting list: nothing to pay yet. */
  waitlist: boolean;
  code: string;
  /** The transfer details, when the owner's account is configured and the course has a fee. */
  payment: {bank: string; account: string; holder: string; amount: number} | null;
  /** `cid:` of the attached VietQR image, with `payment`. */
  qrSrc: string | null;
  /** The payOS checkout page of this sign-up, when the gateway is configured: paid transfers are confirmed at once. */
  checkoutUrl?: string | null;
  paymentDays: number;
  refund: {withinDays: number; maxProgressPercent: number};
  termsUrl: string;
}

export function SignupMail(props: SignupMailProps) {
  const {payment, price, code} = props;
  return (
    <MailLayout
      preview={`Mã tham chiếu ${code}: cách thanh toán khóa ${props.course}`}
      reason="Bạn nhận thư này vì vừa đăng ký một khóa học trên trang."
      siteUrl={props.siteUrl}
    >
      <P>Chào {props.name},</P>
      <P>
        Learn Anything đã nhận đăng ký khóa{' '}
        <Link href={props.courseUrl} className="la-link" style={styles.link}>
          {props.course}
        </Link>{' '}
        của bạn.
      </P>
      <Facts
        rows={[
          ['Khóa học', props.course],
          ['Thời lượng', props.duration],
          ['Học phí', price === null ? 'trao đổi riêng qua email' : formatVnd(price)],
          ['Mã tham chiếu', code],
        ]}
      />
      {props.waitlist ? (
        <P>
          Khóa này đang nhận đăng ký danh sách chờ: bạn chưa phải trả gì. Khi mở lớp, chúng tôi gửi thư báo lịch khai
          giảng và học phí; bạn chỉ thanh toán nếu quyết định tham gia.
        </P>
      ) : price === null ? (
        <P>Học phí khóa này được trao đổi riêng: chúng tôi sẽ trả lời thư này với mức học phí và cách thanh toán.</P>
      ) : payment ? (
        <>
          <P>
            Cách thanh toán: chuyển khoản {formatVnd(payment.amount)} trong {props.paymentDays} ngày, với nội dung
            chuyển khoản đúng là <strong>{code}</strong>, hoặc quét mã VietQR dưới đây bằng ứng dụng ngân hàng (mã đã
            điền sẵn số tiền và nội dung).
          </P>
          <Facts
            rows={[
              ['Ngân hàng', payment.bank],
              ['Số tài khoản', payment.account],
              ['Chủ tài khoản', payment.holder],
              ['Số tiền', formatVnd(payment.amount)],
              ['Nội dung chuyển khoản', code],
            ]}
          />
          {props.qrSrc ? (
            <Section style={{margin: '0 0 16px', textAlign: 'center'}}>
              <Img
                src={props.qrSrc}
                width="240"
                height="240"
                alt={`Mã VietQR: chuyển ${formatVnd(payment.amount)}, nội dung ${code}`}
                style={{
                  display: 'inline-block',
                  maxWidth: '100%',
                  height: 'auto',
                  backgroundColor: mailColours.light.background,
                }}
              />
            </Section>
          ) : null}
          {props.checkoutUrl ? (
            <P>
              Bạn cũng có thể mở{' '}
              <Link href={props.checkoutUrl} className="la-link" style={styles.link}>
                trang thanh toán payOS
              </Link>
              : khoản chuyển được xác nhận tự động và lớp học mở ngay khi tiền đến.
            </P>
          ) : null}
          <P>Khi khoản chuyển đến, chúng tôi gửi thư xác nhận kèm đường vào lớp học.</P>
        </>
      ) : (
        <P>Chúng tôi sẽ gửi thông tin chuyển khoản trong thư tiếp theo.</P>
      )}
      <P muted>
        Hoàn học phí: bạn được hoàn toàn bộ học phí nếu yêu cầu trong {props.refund.withinDays} ngày kể từ khi được vào
        lớp và đã học chưa quá {props.refund.maxProgressPercent}% số bài, không cần nêu lý do. Chi tiết trong{' '}
        <Link href={props.termsUrl} className="la-link" style={styles.link}>
          điều khoản khóa học
        </Link>
        .
      </P>
      <P muted>
        Nếu bạn đổi ý, chỉ cần trả lời thư này: chúng tôi hủy đăng ký, và xóa dữ liệu của bạn nếu bạn yêu cầu.
      </P>
    </MailLayout>
  );
}
