/**
 * The desk's "Hỏi đáp": the questions waiting under each page, the recently handled ones and the
 * blocked askers (QUESTIONS_API/quan-tri). Each action updates the lists from the server's answer.
 */
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {QUESTIONS_API} from '@site/src/data/apiPaths';
import {useAuth} from '@site/src/features/auth/AuthProvider';
import type {FirebaseSettings} from '@site/src/features/auth/firebaseConfig';
import {callApi} from './apiClient';
import {vietnamDateTime} from './deskView';
import QuestionCard, {type Act, type Preview} from './QuestionCard';
import {
  applyUpdate,
  doneMessage,
  errorText,
  loadedDesk,
  withoutBlock,
  type BlockedAsker,
  type DeskQuestion,
  type QuestionsDesk,
} from './questionsView';
import WaitingBadge from './WaitingBadge';
import styles from './OwnerDesk.module.css';

function BlockedItem({asker, unblock}: {asker: BlockedAsker; unblock: (asker: BlockedAsker) => Promise<string>}) {
  const [error, setError] = useState('');
  return (
    <li className={styles.blocked} data-nguoi-hoi={asker.uid}>
      <span>
        {asker.ten || 'Người hỏi đã xóa dữ liệu'}, chặn lúc {vietnamDateTime(asker.luc)}
      </span>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={async () => setError(await unblock(asker))}
      >
        Bỏ chặn
      </button>
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </li>
  );
}

export default function QuestionsPanel({onWaiting}: {onWaiting: (count: number) => void}): ReactNode {
  const {getIdToken} = useAuth();
  const firebase = useDocusaurusContext().siteConfig.customFields?.firebase as FirebaseSettings | undefined;
  const [desk, setDesk] = useState<QuestionsDesk | null>(null);
  const [error, setError] = useState('');
  const [said, setSaid] = useState('');
  const status = useRef<HTMLParagraphElement>(null);

  const load = useCallback(async () => {
    const answer = await callApi<QuestionsDesk>(`${QUESTIONS_API}/quan-tri`, {token: getIdToken, firebase});
    if (answer.status !== 200) return setError(errorText(answer));
    setError('');
    setDesk(loadedDesk(answer.body));
  }, [getIdToken, firebase]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (desk) onWaiting(desk.soCho);
  }, [desk, onWaiting]);

  const act: Act = async (question, action) => {
    const answer = await callApi<{cauHoi?: DeskQuestion; truong?: string}>(
      `${QUESTIONS_API}/quan-tri/${encodeURIComponent(question.id)}`,
      {method: 'POST', body: action, token: getIdToken, firebase},
    );
    const updated = answer.body.cauHoi;
    if (answer.status !== 200 || !updated) return {error: errorText(answer), field: answer.body.truong};
    setDesk((old) => (old ? applyUpdate(old, updated, Date.now()) : old));
    setSaid(doneMessage(action, updated));
    // The question may have left the list it was in: the message takes the focus, and is read.
    status.current?.focus();
    return null;
  };
  /** '' when done, else the error to show next to the button. */
  const unblock = async (asker: BlockedAsker) => {
    const answer = await callApi<{biChan?: boolean}>(
      `${QUESTIONS_API}/quan-tri/bo-chan/${encodeURIComponent(asker.uid)}`,
      {method: 'POST', body: {}, token: getIdToken, firebase},
    );
    if (answer.status !== 200) return errorText(answer);
    setDesk((old) => (old ? withoutBlock(old, asker.uid) : old));
    setSaid(`Đã bỏ chặn ${asker.ten || 'người hỏi đã xóa dữ liệu'}: người này lại đặt được câu hỏi.`);
    status.current?.focus();
    return '';
  };
  const preview: Preview = async (text) => {
    const answer = await callApi<{html?: string}>(`${QUESTIONS_API}/xem-truoc`, {
      method: 'POST',
      body: {noiDung: text},
      token: getIdToken,
      firebase,
    });
    return answer.status === 200 && typeof answer.body.html === 'string'
      ? {html: answer.body.html}
      : {error: errorText(answer)};
  };

  return (
    <section className={styles.section} aria-labelledby="hoi-dap">
      <h2 id="hoi-dap">Hỏi đáp {desk && <WaitingBadge count={desk.soCho} />}</h2>
      <p>
        Câu hỏi bạn đọc đặt dưới các bài viết và bài học. Câu trả lời công khai hiện dưới trang cho mọi người (bài học:
        cho học viên của khóa); câu trả lời riêng chỉ người hỏi đọc được. Người hỏi nhận thư khi câu hỏi được trả lời
        lần đầu.
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <p ref={status} role="status" aria-live="polite" tabIndex={-1}>
        {said}
      </p>
      <button type="button" className="button button--secondary button--sm" onClick={() => void load()}>
        Tải lại hỏi đáp
      </button>

      {desk && (
        <>
          <h3 className="margin-top--md">Chờ trả lời ({desk.soCho})</h3>
          {desk.nhom.length === 0 && <p>Không có câu hỏi nào chờ trả lời.</p>}
          {desk.nhom.map((group) => (
            <section key={group.trang} className={styles.questionGroup} aria-label={`Câu hỏi dưới ${group.trang}`}>
              <h4 className={styles.pagePath}>
                <Link to={group.trang}>{group.trang}</Link> ({group.soCho})
              </h4>
              {group.cauHoi.map((question) => (
                <QuestionCard key={question.id} question={question} recent={false} act={act} preview={preview} />
              ))}
            </section>
          ))}

          <h3>Đã xử lý gần đây</h3>
          {desk.gan.length === 0 && <p>Chưa xử lý câu hỏi nào.</p>}
          {desk.gan.map((question) => (
            <QuestionCard key={question.id} question={question} recent act={act} preview={preview} />
          ))}

          <h3>Người hỏi bị chặn</h3>
          {desk.biChan.length === 0 ? (
            <p>Không chặn ai.</p>
          ) : (
            <ul className={styles.blockedList}>
              {desk.biChan.map((asker) => (
                <BlockedItem key={asker.uid} asker={asker} unblock={unblock} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
