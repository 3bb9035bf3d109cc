import React, {useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {useAuth} from '../auth/AuthProvider';
import {errorMessage, fetchOwn, fetchPublished, type QuestionsSource} from './api';
import AskForm from './AskForm';
import {pendingOnPage, withQuestion} from './questionForm';
import {publishedListHtml, questionDate, QUESTIONS_HEADING} from './staticHtml';
import type {OwnQuestion, PublicQuestion} from './types';
import {useMemberContext} from './useMemberContext';
import styles from './QuestionsPanel.module.css';

type Published = {state: 'loading'} | {state: 'ready'; list: PublicQuestion[]} | {state: 'error'; message: string};

/**
 * "Hỏi đáp", loaded by QuestionsSlot.tsx: the page's published questions with their answers, the
 * member's own questions on it that wait for an answer, and the form to ask one (or the button to
 * sign in first). Until the current list arrives, the list the build wrote into the page stays.
 */
export default function QuestionsPanel({page, lesson}: QuestionsSource): ReactNode {
  const {status} = useAuth();
  const context = useMemberContext();
  const rootRef = useRef<HTMLDivElement>(null);
  const [staticList, setStaticList] = useState(false);
  const [published, setPublished] = useState<Published>({state: 'loading'});
  const [own, setOwn] = useState<OwnQuestion[]>([]);

  const placeholder = useCallback(
    () => rootRef.current?.closest('[data-hoi-dap]')?.querySelector<HTMLElement>('[data-hoi-dap-tinh]') ?? null,
    [],
  );
  useLayoutEffect(() => setStaticList(Boolean(placeholder()?.firstElementChild)), [placeholder]);

  useEffect(() => {
    if (lesson && status !== 'signedIn') return undefined;
    let live = true;
    void fetchPublished({page, lesson}, context).then((answer) => {
      if (!live) return;
      if (answer.status !== 200 || !Array.isArray(answer.body.cauHoi)) {
        setPublished({state: 'error', message: errorMessage(answer)});
        return;
      }
      setPublished({state: 'ready', list: answer.body.cauHoi});
      const element = placeholder();
      if (element) element.hidden = true;
      setStaticList(false);
    });
    return () => {
      live = false;
    };
  }, [page, lesson, status, context, placeholder]);

  useEffect(() => {
    if (status !== 'signedIn') return undefined;
    let live = true;
    void fetchOwn(context).then((answer) => {
      if (live && answer.status === 200 && Array.isArray(answer.body.cauHoi)) setOwn(answer.body.cauHoi);
    });
    return () => {
      live = false;
    };
  }, [status, context]);

  const pending = pendingOnPage(own, page);
  return (
    <div ref={rootRef}>
      {!staticList && <h2 className="hoi-dap__tieu-de">{QUESTIONS_HEADING}</h2>}
      {published.state === 'loading' && !staticList && (
        <p role="status" className={styles.note}>
          Đang tải các câu hỏi…
        </p>
      )}
      {published.state === 'error' && !staticList && (
        <p role="alert" className={styles.error}>
          Chưa tải được các câu hỏi: {published.message}
        </p>
      )}
      {published.state === 'ready' &&
        (published.list.length > 0 ? (
          <div dangerouslySetInnerHTML={{__html: publishedListHtml(published.list)}} />
        ) : (
          <p>Chưa có câu hỏi nào được trả lời ở đây.</p>
        ))}
      {pending.length > 0 && (
        <>
          <h3 className={styles.subheading}>Câu hỏi bạn đã gửi</h3>
          <ul className="hoi-dap__danh-sach">
            {pending.map((question) => (
              <li key={question.id} className="hoi-dap__muc">
                <p className="hoi-dap__meta">
                  <span className="hoi-dap__ten">{question.ten}</span> hỏi · {questionDate(question.hoiLuc)} ·{' '}
                  <span className={styles.state}>đang chờ trả lời</span>
                </p>
                <div className="hoi-dap__noi-dung" dangerouslySetInnerHTML={{__html: question.cauHoiHtml}} />
              </li>
            ))}
          </ul>
        </>
      )}
      <AskForm page={page} onAsked={(question) => setOwn((list) => withQuestion(list, question))} />
    </div>
  );
}
