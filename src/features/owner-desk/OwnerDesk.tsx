import React, {lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {OWNER_API} from '@site/src/data/apiPaths';
import {courses} from '@site/src/data/courses';
import {useAuth} from '@site/src/features/auth/AuthProvider';
import type {FirebaseSettings} from '@site/src/features/auth/firebaseConfig';
import {callApi} from './apiClient';
import {
  applyFilter,
  countByCourseAndStatus,
  EMPTY_FILTER,
  isNewSince,
  signupsCsv,
  vietnamDateTime,
  type DeskFilter,
  type DeskSignup,
} from './deskView';
import {paymentFor, type BankAccount} from './paymentSettings';
import {isSignupStatus, SIGNUP_STATUSES, STATUS_LABELS, type SignupStatus} from './signupStatus';
import MailPanel from './MailPanel';
import ReviewPanel from './ReviewPanel';
import VietQrImage from './VietQrImage';
import WaitingBadge from './WaitingBadge';
import {questionAuditText} from './questionsView';
import styles from './OwnerDesk.module.css';

// Questions and their forms are a chunk of their own; the badge's count comes back from it.
const QuestionsPanel = lazy(() => import('./QuestionsPanel'));

type AuditRecord =
  | {kind: 'move'; at: number; by: string; maThamChieu: string; khoaHoc: string; from: SignupStatus; to: SignupStatus}
  | {kind: 'erase'; at: number; by: string; count: number}
  | {kind: 'question'; at: number; by: string; page: string; action: string};

interface DeskData {
  signups: DeskSignup[];
  audit: AuditRecord[];
  previousVisit: number;
  bank: BankAccount | null;
}

type MoveResult = {id: string; ok: true} | {id: string; ok: false; error: string};

const courseNames = Object.fromEntries(courses.map((course) => [course.slug, course.shortTitle]));
const courseSlugs = courses.map((course) => course.slug);

function SignupDetail({signup, bank}: {signup: DeskSignup; bank: BankAccount | null}): ReactNode {
  const course = courses.find((entry) => entry.slug === signup.khoaHoc);
  const price = typeof course?.price === 'number' ? course.price : null;
  const payment = paymentFor(bank, price, signup.maThamChieu);
  return (
    <div className={styles.detail}>
      <div>
        {payment ? (
          <VietQrImage payment={payment} label={`Mã VietQR chuyển ${price} đồng, nội dung ${signup.maThamChieu}`} />
        ) : (
          <p className="text--muted">
            Chưa có mã VietQR: cần cấu hình tài khoản ngân hàng (OWNER_BANK_*) và khóa học có học phí cố định.
          </p>
        )}
        {signup.ghiChu && <p>Ghi chú của người đăng ký: {signup.ghiChu}</p>}
      </div>
      <p>
        Thư hướng dẫn thanh toán (mã tham chiếu {signup.maThamChieu}, học phí, tài khoản và mã VietQR) được tự gửi tới{' '}
        {signup.email} ngay khi đăng ký; trạng thái gửi và nút gửi lại ở mục “Thư đã gửi” bên dưới.
      </p>
    </div>
  );
}

function auditText(record: AuditRecord): string {
  const when = vietnamDateTime(record.at);
  if (record.kind === 'erase') {
    return `${when}: ${record.by} xóa dữ liệu theo yêu cầu của một người (${record.count} đăng ký).`;
  }
  if (record.kind === 'question') return `${when}: ${record.by} ${questionAuditText(record.action, record.page)}.`;
  return `${when}: ${record.by} chuyển ${record.maThamChieu} (${courseNames[record.khoaHoc] ?? record.khoaHoc}) từ "${STATUS_LABELS[record.from]}" sang "${STATUS_LABELS[record.to]}".`;
}

/** The owner's desk: sign-ups, filters, counts, status changes, VietQR and message, CSV, erasure, audit. */
export default function OwnerDesk(): ReactNode {
  const {getIdToken} = useAuth();
  const firebase = useDocusaurusContext().siteConfig.customFields?.firebase as FirebaseSettings | undefined;
  const [data, setData] = useState<DeskData | null>(null);
  const [loadError, setLoadError] = useState('');
  const [filter, setFilter] = useState<DeskFilter>(EMPTY_FILTER);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [target, setTarget] = useState<SignupStatus>('daGuiHuongDan');
  const [notice, setNotice] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [eraseEmail, setEraseEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState(0);

  const load = useCallback(async () => {
    const answer = await callApi<DeskData>(`${OWNER_API}/dang-ky`, {token: await getIdToken(), firebase});
    if (answer.status === 200) {
      // The first load keeps the previous visit for the "new" marks; reloads after an action keep it too.
      setData((old) => ({...answer.body, previousVisit: old ? old.previousVisit : answer.body.previousVisit}));
      setLoadError('');
    } else setLoadError(answer.body.error ?? `Máy chủ trả lời ${answer.status}.`);
  }, [getIdToken, firebase]);
  useEffect(() => {
    void load();
  }, [load]);

  const shown = useMemo(() => (data ? applyFilter(data.signups, filter) : []), [data, filter]);
  const counts = useMemo(() => (data ? countByCourseAndStatus(data.signups, courseSlugs) : {}), [data]);
  const newCount = data ? data.signups.filter((signup) => isNewSince(signup, data.previousVisit)).length : 0;

  if (loadError) {
    return (
      <p role="alert" className={styles.error}>
        {loadError}
      </p>
    );
  }
  if (!data) {
    return (
      <p role="status" className="text--muted">
        Đang tải danh sách đăng ký…
      </p>
    );
  }

  const setField = (name: keyof DeskFilter) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setFilter((old) => ({...old, [name]: event.target.value}));
  const toggle = (id: string) =>
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allShownSelected = shown.length > 0 && shown.every((signup) => selected.has(signup.id));

  const move = async () => {
    const ids = shown.filter((signup) => selected.has(signup.id)).map((signup) => signup.id);
    if (ids.length === 0) {
      setNotice('Hãy chọn ít nhất một đăng ký trong danh sách đang hiện.');
      return;
    }
    setBusy(true);
    const answer = await callApi<{results?: MoveResult[]}>(`${OWNER_API}/trang-thai`, {
      method: 'POST',
      body: {ids, to: target},
      token: await getIdToken(),
      firebase,
    });
    setBusy(false);
    if (answer.status !== 200 || !answer.body.results) {
      setNotice(answer.body.error ?? `Máy chủ trả lời ${answer.status}.`);
      return;
    }
    const failed = answer.body.results.filter((result): result is MoveResult & {ok: false} => !result.ok);
    const code = (id: string) => data.signups.find((signup) => signup.id === id)?.maThamChieu ?? id;
    setNotice(
      `Đã chuyển ${answer.body.results.length - failed.length} đăng ký sang "${STATUS_LABELS[target]}".` +
        (failed.length
          ? ` Không chuyển được ${failed.length}: ${failed.map((f) => `${code(f.id)}: ${f.error}`).join(' ')}`
          : ''),
    );
    setSelected(new Set());
    await load();
  };

  const erase = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!window.confirm(`Xóa vĩnh viễn mọi đăng ký của ${eraseEmail}? Không thể hoàn tác.`)) return;
    setBusy(true);
    const answer = await callApi<{deleted?: number}>(`${OWNER_API}/xoa-du-lieu`, {
      method: 'POST',
      body: {email: eraseEmail},
      token: await getIdToken(),
      firebase,
    });
    setBusy(false);
    if (answer.status === 200) {
      setNotice(`Đã xóa ${answer.body.deleted ?? 0} đăng ký của địa chỉ này; nhật ký chỉ ghi số lượng.`);
      setEraseEmail('');
      await load();
    } else setNotice(answer.body.error ?? `Máy chủ trả lời ${answer.status}.`);
  };

  const downloadCsv = () => {
    const blob = new Blob([signupsCsv(shown, courseNames)], {type: 'text/csv;charset=utf-8'});
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `dang-ky-khoa-hoc-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };

  return (
    <>
      <nav className={styles.deskNav} aria-label="Các mục của bàn quản trị">
        <ul>
          <li>
            <Link to="#danh-sach">Đăng ký</Link>
          </li>
          <li>
            <Link to="#hoi-dap">
              Hỏi đáp <WaitingBadge count={waiting} />
            </Link>
          </li>
          <li>
            <Link to="#can-xem">Cần xem</Link>
          </li>
          <li>
            <Link to="#thu">Thư đã gửi</Link>
          </li>
          <li>
            <Link to="#nhat-ky">Nhật ký</Link>
          </li>
        </ul>
      </nav>

      <p role="status">
        {data.signups.length} đăng ký
        {data.previousVisit > 0 && `, ${newCount} mới kể từ lần xem trước (${vietnamDateTime(data.previousVisit)})`}.
      </p>

      <section className={styles.section} aria-labelledby="dem">
        <h2 id="dem">Số đăng ký theo khóa và trạng thái</h2>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable table must be reachable by keyboard (axe: scrollable-region-focusable) */}
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Bảng số đăng ký">
          <table>
            <thead>
              <tr>
                <th scope="col">Khóa học</th>
                {SIGNUP_STATUSES.map((status) => (
                  <th scope="col" key={status}>
                    {STATUS_LABELS[status]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Object.entries(counts).map(([slug, byStatus]) => (
                <tr key={slug}>
                  <th scope="row">{courseNames[slug] ?? slug}</th>
                  {SIGNUP_STATUSES.map((status) => (
                    <td key={status}>{byStatus[status]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="danh-sach">
        <h2 id="danh-sach">Đăng ký</h2>
        <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
          <label className={styles.field}>
            Tìm (mã, email, số điện thoại, họ tên)
            <input type="search" value={filter.query} onChange={setField('query')} maxLength={200} />
          </label>
          <label className={styles.field}>
            Khóa học
            <select value={filter.course} onChange={setField('course')}>
              <option value="">Tất cả</option>
              {courses.map((course) => (
                <option key={course.slug} value={course.slug}>
                  {course.shortTitle}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            Trạng thái
            <select value={filter.status} onChange={setField('status')}>
              <option value="">Tất cả</option>
              {SIGNUP_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            Từ ngày
            <input type="date" value={filter.from} onChange={setField('from')} />
          </label>
          <label className={styles.field}>
            Đến ngày
            <input type="date" value={filter.to} onChange={setField('to')} />
          </label>
        </form>

        <div className={`${styles.bulk} margin-vert--md`}>
          <label className={styles.field}>
            Chuyển các đăng ký đã chọn ({selected.size}) sang
            <select
              value={target}
              onChange={(event) => isSignupStatus(event.target.value) && setTarget(event.target.value)}
            >
              {SIGNUP_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="button button--primary" onClick={move} disabled={busy}>
            Chuyển trạng thái
          </button>
          <button type="button" className="button button--secondary" onClick={downloadCsv}>
            Tải CSV ({shown.length} dòng)
          </button>
        </div>
        <p role="status" aria-live="polite">
          {notice}
        </p>

        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable table must be reachable by keyboard (axe: scrollable-region-focusable) */}
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Bảng các đăng ký">
          <table>
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label="Chọn mọi đăng ký đang hiện"
                    checked={allShownSelected}
                    onChange={() =>
                      setSelected(allShownSelected ? new Set() : new Set(shown.map((signup) => signup.id)))
                    }
                  />
                </th>
                <th scope="col">Mã</th>
                <th scope="col">Thời điểm</th>
                <th scope="col">Khóa</th>
                <th scope="col">Họ tên</th>
                <th scope="col">Email</th>
                <th scope="col">Điện thoại</th>
                <th scope="col">Trạng thái</th>
                <th scope="col">Chi tiết</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((signup) => {
                const fresh = isNewSince(signup, data.previousVisit);
                return (
                  <React.Fragment key={signup.id}>
                    <tr className={fresh ? styles.newRow : undefined} data-ma={signup.maThamChieu}>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`Chọn ${signup.maThamChieu}`}
                          checked={selected.has(signup.id)}
                          onChange={() => toggle(signup.id)}
                        />
                      </td>
                      <td>
                        {signup.maThamChieu} {fresh && <span className={styles.new}>Mới</span>}
                      </td>
                      <td>{vietnamDateTime(signup.taoLuc)}</td>
                      <td>{courseNames[signup.khoaHoc] ?? signup.khoaHoc}</td>
                      <td>{signup.hoTen}</td>
                      <td>{signup.email}</td>
                      <td>{signup.soDienThoai}</td>
                      <td>{STATUS_LABELS[signup.trangThai]}</td>
                      <td>
                        <button
                          type="button"
                          className="button button--link button--sm"
                          aria-expanded={open === signup.id}
                          onClick={() => setOpen(open === signup.id ? null : signup.id)}
                        >
                          {open === signup.id ? 'Ẩn' : 'Thanh toán và thư'}
                          <span className="sr-only"> của {signup.maThamChieu}</span>
                        </button>
                      </td>
                    </tr>
                    {open === signup.id && (
                      <tr>
                        <td colSpan={9}>
                          <SignupDetail signup={signup} bank={data.bank} />
                        </td>
                      </tr>
                    )}
                  </React.Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
        {shown.length === 0 && <p>Không có đăng ký nào khớp bộ lọc.</p>}
      </section>

      <Suspense
        fallback={
          <section className={styles.section} aria-labelledby="hoi-dap">
            <h2 id="hoi-dap">Hỏi đáp</h2>
            <p role="status" className="text--muted">
              Đang tải hỏi đáp…
            </p>
          </section>
        }
      >
        <QuestionsPanel onWaiting={setWaiting} />
      </Suspense>

      <ReviewPanel />

      <MailPanel />

      <section className={styles.section} aria-labelledby="xoa">
        <h2 id="xoa">Xóa dữ liệu theo yêu cầu</h2>
        <p>
          Khi một người yêu cầu xóa dữ liệu, mọi đăng ký của email đó bị xóa hẳn; nhật ký chỉ ghi ai xóa, khi nào và bao
          nhiêu đăng ký. Muốn ngừng một đăng ký mà vẫn giữ lại, hãy chuyển sang &quot;Đã hủy&quot;.
        </p>
        <form className={styles.bulk} onSubmit={erase}>
          <label className={styles.field}>
            Email của người yêu cầu
            <input
              type="email"
              required
              maxLength={254}
              value={eraseEmail}
              onChange={(event) => setEraseEmail(event.target.value)}
            />
          </label>
          <button type="submit" className="button button--danger" disabled={busy}>
            Xóa dữ liệu
          </button>
        </form>
      </section>

      <section className={styles.section} aria-labelledby="nhat-ky">
        <h2 id="nhat-ky">Nhật ký thao tác</h2>
        {data.audit.length === 0 ? (
          <p>Chưa có thao tác nào.</p>
        ) : (
          <ul>
            {data.audit.map((record, index) => (
              <li key={`${record.at}-${index}`}>{auditText(record)}</li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
