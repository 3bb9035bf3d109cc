/**
 * Each mail the site sends, built from its event: the id that makes it once-only, the
 * recipient, the subject, and the HTML and plain text rendered from its React Email component.
 * Pure apart from rendering; the callers (index.ts, the scheduled jobs) write them to the outbox.
 */
import {createHash} from 'node:crypto';
import {render} from '@react-email/render';
import type {ReactElement} from 'react';
import QRCode from 'qrcode';
import {courseCatalog, courseTerms} from '../generated/courseCatalog';
import type {PaymentRequest} from '../paymentSettings';
import {bankName, vietQrPayload} from '../vietQrPayload';
import type {MailKind, OutgoingMail} from './outbox';
import {listUnsubscribeHeaders, TOKEN_LIFETIME_MS, unsubscribeToken, type UnsubscribeTopic} from './unsubscribe';
import {AnsweredMail} from './templates/AnsweredMail';
import {CancelledMail} from './templates/CancelledMail';
import {OwnerDigestMail} from './templates/OwnerDigestMail';
import {OwnerQuestionsMail} from './templates/OwnerQuestionsMail';
import {OwnerSignupMail, type OwnerSignup} from './templates/OwnerSignupMail';
import {PaidMail} from './templates/PaidMail';
import {ReminderMail} from './templates/ReminderMail';
import {SignupMail} from './templates/SignupMail';

/** The site paths mails link to. */
export const MAIL_PATHS = {
  terms: '/khoa-hoc-dieu-khoan-dieu-kien',
  courses: '/khoa-hoc',
  desk: '/quan-tri',
  review: '/on-tap',
  personal: '/ca-nhan',
  classroom: '/lop-hoc',
  /** The id of a page's questions and answers section. */
  questionsAnchor: '#hoi-dap',
  /** The page that confirms an unsubscribe (a GET never unsubscribes: link scanners follow links). */
  unsubscribePage: '/huy-nhan-thu',
  /** RFC 8058 one-click: mail apps POST `List-Unsubscribe=One-Click` here. */
  unsubscribeApi: '/api/thu/huy',
} as const;

export interface MailContext {
  /** The site's origin, without a trailing slash (SITE_URL; production: siteFacts.url). */
  siteUrl: string;
  /** MAIL_LINK_SECRET: signs the unsubscribe links. */
  linkSecret: string;
  now: number;
}

/** What a sign-up's mails need to know of it. */
export interface SignupFacts {
  hoTen: string;
  email: string;
  soDienThoai: string;
  khoaHoc: string;
  ghiChu: string;
  maThamChieu: string;
}

const shortHash = (text: string) => createHash('sha256').update(text.trim().toLowerCase()).digest('hex').slice(0, 16);

async function rendered(element: ReactElement) {
  const [html, text] = await Promise.all([render(element), render(element, {plainText: true})]);
  return {html, text};
}

function courseOf(slug: string) {
  const course = courseCatalog.find((entry) => entry.slug === slug);
  return {
    title: course?.title ?? slug,
    shortTitle: course?.shortTitle ?? slug,
    duration: course?.duration ?? '',
    price: course?.price ?? null,
    waitlist: course?.status === 'waitlist',
    url: `/lp-khoa-hoc-${slug}`,
  };
}

/** The unsubscribe page's link (the mail's footer) and the RFC 8058 headers, for one address and topic. */
export function unsubscribeLinks(context: MailContext, email: string, topic: UnsubscribeTopic) {
  const token = unsubscribeToken({email, topic, expires: context.now + TOKEN_LIFETIME_MS}, context.linkSecret);
  const query = `?t=${encodeURIComponent(token)}`;
  return {
    pageUrl: `${context.siteUrl}${MAIL_PATHS.unsubscribePage}${query}`,
    headers: listUnsubscribeHeaders(`${context.siteUrl}${MAIL_PATHS.unsubscribeApi}${query}`),
  };
}

async function mail(
  id: string,
  kind: MailKind,
  to: string,
  subject: string,
  element: ReactElement,
  extra: Pick<OutgoingMail, 'headers' | 'attachments' | 'about'> = {},
): Promise<OutgoingMail> {
  return {id, kind, to, subject, ...(await rendered(element)), ...extra};
}

/** To the buyer at sign-up; with the VietQR image attached when the transfer details are known. */
export async function signupMail(
  context: MailContext,
  signup: SignupFacts,
  payment: PaymentRequest | null,
  checkout: {checkoutUrl: string; qrCode: string} | null = null,
) {
  const course = courseOf(signup.khoaHoc);
  // With payOS, the QR is the payment request's own (the gateway matches it to the order).
  const qrText = payment ? (checkout?.qrCode ?? vietQrPayload(payment)) : null;
  const qr = qrText ? await QRCode.toBuffer(qrText, {errorCorrectionLevel: 'M', margin: 4, scale: 6}) : null;
  const cid = `vietqr-${signup.maThamChieu}@learn-anything.vn`;
  return mail(
    `dangKy_${signup.maThamChieu}`,
    'dangKy',
    signup.email,
    `Đăng ký khóa ${course.shortTitle}: mã ${signup.maThamChieu} và cách thanh toán`,
    <SignupMail
      siteUrl={context.siteUrl}
      name={signup.hoTen}
      course={course.title}
      courseUrl={`${context.siteUrl}${course.url}`}
      duration={course.duration}
      price={course.price}
      waitlist={course.waitlist}
      code={signup.maThamChieu}
      payment={
        payment
          ? {bank: bankName(payment.bin), account: payment.account, holder: payment.name, amount: payment.amount}
          : null
      }
      qrSrc={qr ? `cid:${cid}` : null}
      checkoutUrl={checkout?.checkoutUrl ?? null}
      paymentDays={courseTerms.paymentDays}
      refund={courseTerms.refund}
      termsUrl={`${context.siteUrl}${MAIL_PATHS.terms}`}
    />,
    qr
      ? {
          attachments: [
            {
              filename: `vietqr-${signup.maThamChieu}.png`,
              content: qr.toString('base64'),
              encoding: 'base64',
              contentType: 'image/png',
              cid,
            },
          ],
        }
      : {},
  );
}

const ownerSignup = (signup: SignupFacts): OwnerSignup => ({
  course: courseOf(signup.khoaHoc).shortTitle,
  code: signup.maThamChieu,
  name: signup.hoTen,
  email: signup.email,
  phone: signup.soDienThoai,
  note: signup.ghiChu,
});

/** To one owner address: a new sign-up. */
export async function ownerSignupMail(context: MailContext, owner: string, signup: SignupFacts) {
  const links = unsubscribeLinks(context, owner, 'thongBaoChu');
  const course = courseOf(signup.khoaHoc).shortTitle;
  return mail(
    `chuDangKy_${signup.maThamChieu}_${shortHash(owner)}`,
    'chuDangKy',
    owner,
    `Đăng ký mới: ${course} (${signup.maThamChieu})`,
    <OwnerSignupMail
      siteUrl={context.siteUrl}
      deskUrl={`${context.siteUrl}${MAIL_PATHS.desk}`}
      unsubscribeUrl={links.pageUrl}
      signup={ownerSignup(signup)}
    />,
    {headers: links.headers, about: [signup.email]},
  );
}

/** To one owner address: a day's sign-ups. `day` is the Vietnamese day (yyyy-mm-dd) it is sent on. */
export async function ownerDigestMail(context: MailContext, owner: string, day: string, signups: SignupFacts[]) {
  const links = unsubscribeLinks(context, owner, 'thongBaoChu');
  const [y, m, d] = day.split('-');
  return mail(
    `chuTongHop_${day}_${shortHash(owner)}`,
    'chuTongHop',
    owner,
    `${signups.length} đăng ký mới trong 24 giờ qua (${d}/${m}/${y})`,
    <OwnerDigestMail
      siteUrl={context.siteUrl}
      deskUrl={`${context.siteUrl}${MAIL_PATHS.desk}`}
      unsubscribeUrl={links.pageUrl}
      day={`${d}/${m}/${y}`}
      signups={signups.map(ownerSignup)}
    />,
    {headers: links.headers, about: signups.map((signup) => signup.email)},
  );
}

/** To the buyer: paid, with the classroom link. `event` is the status change's audit id. */
export async function paidMail(context: MailContext, event: string, signup: SignupFacts) {
  const course = courseOf(signup.khoaHoc);
  return mail(
    `daThanhToan_${event}`,
    'daThanhToan',
    signup.email,
    `Đã nhận học phí: mời bạn vào lớp ${course.shortTitle}`,
    <PaidMail
      siteUrl={context.siteUrl}
      name={signup.hoTen}
      course={course.title}
      code={signup.maThamChieu}
      classroomUrl={`${context.siteUrl}${MAIL_PATHS.classroom}`}
    />,
  );
}

/** To the buyer: the sign-up is cancelled. `event` is the status change's audit id. */
export async function cancelledMail(context: MailContext, event: string, signup: SignupFacts) {
  const course = courseOf(signup.khoaHoc);
  return mail(
    `daHuy_${event}`,
    'daHuy',
    signup.email,
    `Đăng ký khóa ${course.shortTitle} đã được hủy (${signup.maThamChieu})`,
    <CancelledMail
      siteUrl={context.siteUrl}
      name={signup.hoTen}
      course={course.title}
      code={signup.maThamChieu}
      coursesUrl={`${context.siteUrl}${MAIL_PATHS.courses}`}
    />,
  );
}

/** To a member: the day's review reminder. `day` (yyyy-mm-dd, Vietnam) makes it once a day. */
export async function reminderMail(context: MailContext, uid: string, email: string, day: string, due: number) {
  const links = unsubscribeLinks(context, email, 'nhacOnTap');
  return mail(
    `nhacOnTap_${uid}_${day}`,
    'nhacOnTap',
    email,
    `Hôm nay có ${due} câu đến hạn ôn tập`,
    <ReminderMail
      siteUrl={context.siteUrl}
      reviewUrl={`${context.siteUrl}${MAIL_PATHS.review}`}
      settingsUrl={`${context.siteUrl}${MAIL_PATHS.personal}`}
      unsubscribeUrl={links.pageUrl}
      due={due}
    />,
    {headers: links.headers},
  );
}

/** What the mails need of a question. */
export interface QuestionFacts {
  id: string;
  trang: string;
  ten: string;
  markdown: string;
  email: string;
  answerHtml: string;
  published: boolean;
}

/** To the asker: their question is answered. Once per question, whatever edits follow. */
export async function answeredMail(context: MailContext, question: QuestionFacts) {
  const links = unsubscribeLinks(context, question.email, 'traLoiCauHoi');
  const readUrl = question.published
    ? `${context.siteUrl}${question.trang}${MAIL_PATHS.questionsAnchor}`
    : `${context.siteUrl}${MAIL_PATHS.personal}`;
  return mail(
    `daTraLoi_${question.id}`,
    'daTraLoi',
    question.email,
    'Câu hỏi của bạn trên Learn Anything đã có câu trả lời',
    <AnsweredMail
      siteUrl={context.siteUrl}
      readUrl={readUrl}
      settingsUrl={`${context.siteUrl}${MAIL_PATHS.personal}`}
      unsubscribeUrl={links.pageUrl}
      page={question.trang}
      question={question.markdown}
      answerHtml={question.answerHtml}
      published={question.published}
    />,
    {headers: links.headers},
  );
}

/** A question's first characters, for a digest. */
const EXCERPT_CHARS = 280;
const excerpt = (text: string) => (text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1)}…` : text);

/** To one owner address: the questions of the 24 hours before `day`'s digest (yyyy-mm-dd, Vietnam). */
export async function ownerQuestionsMail(
  context: MailContext,
  owner: string,
  day: string,
  questions: readonly (Pick<QuestionFacts, 'trang' | 'ten' | 'markdown'> & {email: string | null})[],
  waiting: number,
) {
  const links = unsubscribeLinks(context, owner, 'cauHoiMoi');
  const [y, m, d] = day.split('-');
  return mail(
    `chuCauHoi_${day}_${shortHash(owner)}`,
    'chuCauHoi',
    owner,
    `${questions.length} câu hỏi mới dưới các bài (${d}/${m}/${y})`,
    <OwnerQuestionsMail
      siteUrl={context.siteUrl}
      deskUrl={`${context.siteUrl}${MAIL_PATHS.desk}`}
      unsubscribeUrl={links.pageUrl}
      day={`${d}/${m}/${y}`}
      questions={questions.map((question) => ({
        page: question.trang,
        pageUrl: `${context.siteUrl}${question.trang}`,
        name: question.ten,
        excerpt: excerpt(question.markdown),
      }))}
      waiting={waiting}
    />,
    // Erased with the askers: it names them and quotes their questions.
    {headers: links.headers, about: questions.flatMap((question) => (question.email ? [question.email] : []))},
  );
}
