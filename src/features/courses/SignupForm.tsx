import React, {lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {appCheckHeaders} from '@site/src/features/auth/appCheckToken';
import type {FirebaseSettings} from '@site/src/features/auth/firebaseConfig';
import clsx from 'clsx';
import {courses, courseSlugs, coursePath, getCourse, type Course} from '@site/src/data/courses';
import EmailLink from '@site/src/components/EmailLink';
import {readStorage, removeStorage, writeStorage} from '@site/src/lib/browserStorage';
import {SIGNUP_FIELDS, SIGNUP_LIMITS, validateSignup, type SignupErrors, type SignupField} from './signupValidation';
import {
  DRAFT_STORAGE_KEY,
  applyCourseFromQuery,
  draftForAnotherCourse,
  draftToInput,
  emptyDraft,
  isDraftEmpty,
  parseDraft,
  prefillFromUser,
  serializeDraft,
  withTypedFields,
  type SignupDraft,
  type SignupUser,
} from './signupDraft';
import {submitSignup, type SubmitOutcome} from './signupSubmit';

// Only after a successful sign-up with the owner's account configured: the QR code and its libraries.
const PaymentQr = lazy(() => import('./PaymentQr'));
import {formatPrice, statusLabels} from './format';
import styles from './SignupForm.module.css';

interface Props {
  /**
   * The signed-in member, if any: their name and email fill the empty fields
   * (see prefillFromUser). Pass null while there is no auth context.
   */
  user?: SignupUser | null;
}

type SendState = {kind: 'idle'} | {kind: 'sending'} | Exclude<SubmitOutcome, {kind: 'success'}>;

interface Success {
  code: string;
  /** How to pay at once (the server's `thanhToan`, checked by PaymentQr), when it sent one. */
  payment?: unknown;
  course: Course;
  name: string;
  email: string;
}

const FIELD_IDS: Record<SignupField, string> = {
  hoTen: 'dang-ky-ho-ten',
  email: 'dang-ky-email',
  soDienThoai: 'dang-ky-so-dien-thoai',
  khoaHoc: 'dang-ky-khoa-hoc',
  ghiChu: 'dang-ky-ghi-chu',
  dongY: 'dang-ky-dong-y',
};

function readDraft(): SignupDraft | null {
  return parseDraft(readStorage(DRAFT_STORAGE_KEY, 'session') ?? null);
}

/** Storage can be unavailable (private mode, quota): the form still works without it. */
function writeDraft(draft: SignupDraft | null): void {
  if (draft === null || isDraftEmpty(draft)) removeStorage(DRAFT_STORAGE_KEY, 'session');
  else writeStorage(DRAFT_STORAGE_KEY, serializeDraft(draft), 'session');
}

function knownCourse(slug: string): Course | null {
  return courses.find((course) => course.slug === slug) ?? null;
}

function FieldError({field, message}: {field: SignupField; message?: string}): ReactNode {
  if (!message) return null;
  return (
    <p id={`${FIELD_IDS[field]}-loi`} className={styles.error}>
      {message}
    </p>
  );
}

function SuccessView({success, onAgain}: {success: Success; onAgain: () => void}): ReactNode {
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

/**
 * The course sign-up form. Keeps a draft in sessionStorage until it is sent, so
 * nothing typed is lost on an error, a failed request or a reload; validates
 * with the same rules as the server (signupValidation.ts).
 */
export default function SignupForm({user = null}: Props): ReactNode {
  const location = useLocation();
  const [draft, setDraft] = useState<SignupDraft>(emptyDraft);
  const [ready, setReady] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<SignupField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<SignupErrors>({});
  const [send, setSend] = useState<SendState>({kind: 'idle'});
  const [success, setSuccess] = useState<Success | null>(null);
  const fieldRefs = useRef<Partial<Record<SignupField, HTMLElement | null>>>({});
  const statusRef = useRef<HTMLDivElement>(null);
  const firebase = useDocusaurusContext().siteConfig.customFields?.firebase as FirebaseSettings | undefined;
  // Bot traps: a field people never see, and the time from a usable form to its submission.
  const trapRef = useRef<HTMLInputElement>(null);
  const readyAt = useRef(0);
  const appCheckWarm = useRef(false);

  // Restore the draft once in the browser (never during the server render), keeping what was typed
  // into the form before hydration: the fields still show it, but the state does not have it yet.
  useEffect(() => {
    readyAt.current = performance.now();
    const fields = fieldRefs.current as Parameters<typeof withTypedFields>[1];
    setDraft(withTypedFields(readDraft() ?? emptyDraft, fields));
    setReady(true);
  }, []);

  // ?khoa=<slug> preselects the course, also when the query changes on the same page.
  useEffect(() => {
    if (ready) setDraft((current) => applyCourseFromQuery(current, location.search));
  }, [ready, location.search]);

  // Signed-in members get their name and email filled in.
  useEffect(() => {
    if (ready) setDraft((current) => prefillFromUser(current, user));
  }, [ready, user]);

  // Keep the draft until it is sent.
  useEffect(() => {
    if (ready && !success) writeDraft(draft);
  }, [ready, success, draft]);

  useEffect(() => {
    if (send.kind !== 'idle' && send.kind !== 'sending' && send.kind !== 'invalid') statusRef.current?.focus();
  }, [send]);

  const validation = useMemo(() => validateSignup(draftToInput(draft), courseSlugs), [draft]);
  const clientErrors: SignupErrors = validation.ok ? {} : validation.errors;

  const errorFor = (field: SignupField): string | undefined =>
    serverErrors[field] ?? (submitted || touched.has(field) ? clientErrors[field] : undefined);

  const update = <K extends keyof SignupDraft>(field: K, value: SignupDraft[K]) => {
    setDraft((current) => ({...current, [field]: value}));
    if (serverErrors[field]) {
      setServerErrors((current) => {
        const next = {...current};
        delete next[field];
        return next;
      });
    }
    if (send.kind !== 'idle' && send.kind !== 'sending') setSend({kind: 'idle'});
  };

  const touch = (field: SignupField) => {
    const value = draft[field];
    if (typeof value === 'string' && value.trim() === '') return;
    if (!touched.has(field)) setTouched(new Set([...touched, field]));
  };

  const focusFirstError = (errors: SignupErrors) => {
    const first = SIGNUP_FIELDS.find((field) => errors[field]);
    if (first) fieldRefs.current[first]?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.kind === 'sending') return;
    setSubmitted(true);
    const result = validateSignup(draftToInput(draft), courseSlugs);
    if (!result.ok) {
      setSend({kind: 'idle'});
      focusFirstError(result.errors);
      return;
    }
    // How long the person took, measured before App Check's token (which may take a moment to fetch).
    const elapsedMs = Math.round(performance.now() - readyAt.current);
    setSend({kind: 'sending'});
    const headers = {
      ...(await appCheckHeaders(firebase)),
      'X-Form-Trap': trapRef.current?.value ?? '',
      'X-Form-Elapsed-Ms': String(elapsedMs),
    };
    const outcome = await submitSignup(result.value, fetch, undefined, headers);
    if (outcome.kind === 'success') {
      writeDraft(null);
      setSuccess({
        code: outcome.maThamChieu,
        payment: outcome.payment,
        course: getCourse(result.value.khoaHoc),
        name: result.value.hoTen,
        email: result.value.email,
      });
      setSend({kind: 'idle'});
      return;
    }
    if (outcome.kind === 'invalid') {
      setServerErrors(outcome.errors);
      focusFirstError(outcome.errors);
    }
    setSend(outcome);
  };

  // App Check (and, in production, reCAPTCHA) loads when someone starts on the form, not with the page.
  const warmAppCheck = () => {
    if (appCheckWarm.current) return;
    appCheckWarm.current = true;
    void appCheckHeaders(firebase);
  };

  const again = () => {
    setDraft((current) => draftForAnotherCourse(current));
    setSubmitted(false);
    setTouched(new Set());
    setServerErrors({});
    setSuccess(null);
  };

  if (success) return <SuccessView success={success} onAgain={again} />;

  const selected = knownCourse(draft.khoaHoc);
  const describedBy = (field: SignupField, hint?: boolean) =>
    clsx(hint && `${FIELD_IDS[field]}-goi-y`, errorFor(field) && `${FIELD_IDS[field]}-loi`) || undefined;
  const invalid = (field: SignupField) => (errorFor(field) ? true : undefined);
  const errorCount = SIGNUP_FIELDS.filter((field) => errorFor(field)).length;
  const sending = send.kind === 'sending';
  const noteLength = draft.ghiChu.trim().length;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      onFocus={warmAppCheck}
      aria-busy={sending || undefined}
    >
      <p className={styles.required}>
        Các mục có dấu <span aria-hidden="true">*</span>
        <span className="sr-only">sao</span> là bắt buộc.
      </p>

      {/* Honeypot: off screen and out of the tab order and the accessibility tree; people leave it empty, form-filling bots do not. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="dang-ky-trang-web">Trang web của bạn (để trống ô này)</label>
        <input
          ref={trapRef}
          id="dang-ky-trang-web"
          name="trang-web"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div className={styles.field}>
        <label htmlFor={FIELD_IDS.hoTen}>
          Họ và tên <span aria-hidden="true">*</span>
        </label>
        <input
          ref={(element) => {
            fieldRefs.current.hoTen = element;
          }}
          id={FIELD_IDS.hoTen}
          name="hoTen"
          type="text"
          autoComplete="name"
          required
          value={draft.hoTen}
          onChange={(event) => update('hoTen', event.target.value)}
          onBlur={() => touch('hoTen')}
          aria-invalid={invalid('hoTen')}
          aria-describedby={describedBy('hoTen')}
        />
        <FieldError field="hoTen" message={errorFor('hoTen')} />
      </div>

      <div className={styles.field}>
        <label htmlFor={FIELD_IDS.email}>
          Email <span aria-hidden="true">*</span>
        </label>
        <input
          ref={(element) => {
            fieldRefs.current.email = element;
          }}
          id={FIELD_IDS.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          required
          value={draft.email}
          onChange={(event) => update('email', event.target.value)}
          onBlur={() => touch('email')}
          aria-invalid={invalid('email')}
          aria-describedby={describedBy('email')}
        />
        <FieldError field="email" message={errorFor('email')} />
      </div>

      <div className={styles.field}>
        <label htmlFor={FIELD_IDS.soDienThoai}>
          Số điện thoại <span aria-hidden="true">*</span>
        </label>
        <p id={`${FIELD_IDS.soDienThoai}-goi-y`} className={styles.hint}>
          Số di động Việt Nam, ví dụ 0912 345 678 hoặc +84 912 345 678.
        </p>
        <input
          ref={(element) => {
            fieldRefs.current.soDienThoai = element;
          }}
          id={FIELD_IDS.soDienThoai}
          name="soDienThoai"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          value={draft.soDienThoai}
          onChange={(event) => update('soDienThoai', event.target.value)}
          onBlur={() => touch('soDienThoai')}
          aria-invalid={invalid('soDienThoai')}
          aria-describedby={describedBy('soDienThoai', true)}
        />
        <FieldError field="soDienThoai" message={errorFor('soDienThoai')} />
      </div>

      <div className={styles.field}>
        <label htmlFor={FIELD_IDS.khoaHoc}>
          Khóa học <span aria-hidden="true">*</span>
        </label>
        <select
          ref={(element) => {
            fieldRefs.current.khoaHoc = element;
          }}
          id={FIELD_IDS.khoaHoc}
          name="khoaHoc"
          required
          value={selected ? draft.khoaHoc : ''}
          onChange={(event) => {
            update('khoaHoc', event.target.value);
            setTouched(new Set([...touched, 'khoaHoc']));
          }}
          aria-invalid={invalid('khoaHoc')}
          aria-describedby={describedBy('khoaHoc', Boolean(selected))}
        >
          <option value="">Chọn một khóa học</option>
          {courses.map((course) => (
            <option key={course.slug} value={course.slug}>
              {course.shortTitle} (
              {course.status === 'open' ? formatPrice(course.price) : statusLabels.waitlist.toLowerCase()})
            </option>
          ))}
        </select>
        {selected && (
          <p id={`${FIELD_IDS.khoaHoc}-goi-y`} className={styles.hint}>
            {selected.duration}, học trực tuyến. Học phí: {formatPrice(selected.price)}.{' '}
            {selected.status === 'waitlist' &&
              'Khóa học đang ở danh sách chờ: đăng ký không mất phí, chúng tôi email khi mở lớp. '}
            <Link to={coursePath(selected.slug)}>Xem chi tiết khóa {selected.shortTitle}</Link>
          </p>
        )}
        <FieldError field="khoaHoc" message={errorFor('khoaHoc')} />
      </div>

      <div className={styles.field}>
        <label htmlFor={FIELD_IDS.ghiChu}>Ghi chú (không bắt buộc)</label>
        <p id={`${FIELD_IDS.ghiChu}-goi-y`} className={styles.hint}>
          Mục tiêu của bạn, khung giờ tiện học hoặc câu hỏi cho chúng tôi. Đã dùng {noteLength}/
          {SIGNUP_LIMITS.ghiChu.max} ký tự.
        </p>
        <textarea
          ref={(element) => {
            fieldRefs.current.ghiChu = element;
          }}
          id={FIELD_IDS.ghiChu}
          name="ghiChu"
          rows={4}
          value={draft.ghiChu}
          onChange={(event) => update('ghiChu', event.target.value)}
          onBlur={() => touch('ghiChu')}
          aria-invalid={invalid('ghiChu')}
          aria-describedby={describedBy('ghiChu', true)}
        />
        <FieldError field="ghiChu" message={errorFor('ghiChu')} />
      </div>

      <div className={clsx(styles.field, styles.checkboxField)}>
        <input
          ref={(element) => {
            fieldRefs.current.dongY = element;
          }}
          id={FIELD_IDS.dongY}
          name="dongY"
          type="checkbox"
          required
          checked={draft.dongY}
          onChange={(event) => update('dongY', event.target.checked)}
          aria-invalid={invalid('dongY')}
          aria-describedby={describedBy('dongY')}
        />
        <label htmlFor={FIELD_IDS.dongY}>
          Tôi đã đọc và đồng ý với <Link to="/khoa-hoc-dieu-khoan-dieu-kien">điều khoản và điều kiện khóa học</Link>,
          gồm cả cách Learn Anything xử lý dữ liệu cá nhân của tôi. <span aria-hidden="true">*</span>
        </label>
        <FieldError field="dongY" message={errorFor('dongY')} />
      </div>

      {serverErrors.form && (
        <p className={styles.error} role="alert">
          {serverErrors.form}
        </p>
      )}

      <div ref={statusRef} tabIndex={-1} className={styles.statusArea}>
        {(send.kind === 'rateLimited' || send.kind === 'failed' || send.kind === 'verification') && (
          <div className={clsx(styles.notice, styles.noticeError)} role="alert">
            <p className={styles.noticeTitle}>
              {send.kind === 'rateLimited'
                ? 'Vui lòng đợi một chút'
                : send.kind === 'verification'
                  ? 'Chưa xác minh được trình duyệt'
                  : 'Chưa gửi được đăng ký'}
            </p>
            <p>{send.message}</p>
          </div>
        )}
        {send.kind === 'invalid' && (
          <div className={clsx(styles.notice, styles.noticeError)} role="alert">
            <p>{send.message}</p>
          </div>
        )}
      </div>

      <div className={styles.submitRow}>
        <button type="submit" className="button button--primary button--lg" disabled={sending}>
          {sending ? 'Đang gửi…' : 'Gửi đăng ký'}
        </button>
        <p className={styles.hint} aria-live="polite">
          {submitted && errorCount > 0
            ? `Còn ${errorCount} mục cần sửa trước khi gửi.`
            : ready && !isDraftEmpty(draft)
              ? 'Thông tin bạn nhập được lưu tạm trên trình duyệt này cho đến khi gửi xong.'
              : ''}
        </p>
      </div>
    </form>
  );
}
