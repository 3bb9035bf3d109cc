/**
 * The desk's "Thư đã gửi": the latest mails with their delivery state, a resend for those that
 * are done, and how the owner hears of new sign-ups (OWNER_API/thu, /gui-lai, /thong-bao).
 */
import React, {useCallback, useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {OWNER_API} from '@site/src/data/apiPaths';
import {useAuth} from '@site/src/features/auth/AuthProvider';
import type {FirebaseSettings} from '@site/src/features/auth/firebaseConfig';
import {callApi} from './apiClient';
import {vietnamDateTime} from './deskView';
import {canResend, deliveryText, MAIL_KIND_LABELS, NOTICE_LABELS, type DeskMail, type NoticeMode} from './mailView';
import styles from './OwnerDesk.module.css';

export default function MailPanel(): ReactNode {
  const {getIdToken} = useAuth();
  const firebase = useDocusaurusContext().siteConfig.customFields?.firebase as FirebaseSettings | undefined;
  const [mails, setMails] = useState<DeskMail[] | null>(null);
  const [mode, setMode] = useState<NoticeMode | null>(null);
  const [said, setSaid] = useState('');
  const [error, setError] = useState('');

  const call = useCallback(
    async <T,>(route: string, body?: unknown) =>
      callApi<T>(`${OWNER_API}/${route}`, {method: body ? 'POST' : 'GET', body, token: await getIdToken(), firebase}),
    [getIdToken, firebase],
  );
  const load = useCallback(async () => {
    const answer = await call<{mails: DeskMail[]; notice: NoticeMode}>('thu');
    if (answer.status !== 200) return setError(answer.body.error ?? `Máy chủ trả lời ${answer.status}.`);
    setError('');
    setMails(answer.body.mails);
    setMode(answer.body.notice);
  }, [call]);
  useEffect(() => {
    void load();
  }, [load]);

  const chooseMode = async (next: NoticeMode) => {
    const answer = await call<{notice: NoticeMode}>('thong-bao', {cheDo: next});
    if (answer.status !== 200) return setError(answer.body.error ?? `Máy chủ trả lời ${answer.status}.`);
    setMode(answer.body.notice);
    setSaid(`Đã lưu: ${NOTICE_LABELS[answer.body.notice].toLowerCase()}.`);
  };
  const resend = async (mail: DeskMail) => {
    const answer = await call<{ok: boolean}>('gui-lai', {id: mail.id, resends: mail.delivery.resends});
    setSaid(answer.status === 200 ? `Đã gửi lại thư tới ${mail.to}.` : (answer.body.error ?? 'Chưa gửi lại được.'));
    await load();
  };

  return (
    <section className={styles.section} aria-labelledby="thu">
      <h2 id="thu">Thư đã gửi</h2>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {mode && (
        <fieldset className={styles.noticeModes}>
          <legend>Báo cho bạn khi có đăng ký mới</legend>
          {(Object.keys(NOTICE_LABELS) as NoticeMode[]).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="thong-bao"
                value={value}
                checked={mode === value}
                onChange={() => void chooseMode(value)}
              />{' '}
              {NOTICE_LABELS[value]}
            </label>
          ))}
          <p className="text--muted">
            Chọn một cách có gửi thư cũng bật lại thư báo (đăng ký mới, tổng hợp câu hỏi mới) cho địa chỉ đã bấm “Hủy
            nhận” trong thư.
          </p>
        </fieldset>
      )}
      <p role="status" aria-live="polite">
        {said}
      </p>
      <button type="button" className="button button--secondary button--sm" onClick={() => void load()}>
        Tải lại danh sách thư
      </button>
      {mails && mails.length === 0 && <p>Chưa có thư nào.</p>}
      {mails && mails.length > 0 && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable table must be reachable by keyboard (axe: scrollable-region-focusable)
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Bảng thư đã gửi">
          <table>
            <thead>
              <tr>
                <th scope="col">Thời điểm</th>
                <th scope="col">Loại</th>
                <th scope="col">Người nhận</th>
                <th scope="col">Tiêu đề</th>
                <th scope="col">Trạng thái</th>
                <th scope="col">Gửi lại</th>
              </tr>
            </thead>
            <tbody>
              {mails.map((mail) => (
                <tr key={mail.id} data-thu={mail.id}>
                  <td>{vietnamDateTime(mail.createdAt)}</td>
                  <td>{MAIL_KIND_LABELS[mail.kind] ?? mail.kind}</td>
                  <td>{mail.to}</td>
                  <td>{mail.subject}</td>
                  <td>{deliveryText(mail.delivery)}</td>
                  <td>
                    {canResend(mail) && (
                      <button
                        type="button"
                        className="button button--secondary button--sm"
                        aria-label={`Gửi lại thư “${mail.subject}” tới ${mail.to}`}
                        onClick={() => void resend(mail)}
                      >
                        Gửi lại
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
