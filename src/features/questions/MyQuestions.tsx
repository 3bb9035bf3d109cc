import React, {useEffect, useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {answerMailPreference, errorMessage, fetchOwn} from './api';
import {groupByPage, questionsAnchor, STATE_LABELS} from './questionForm';
import {questionDate} from './staticHtml';
import type {OwnQuestion} from './types';
import {useMemberContext} from './useMemberContext';
import './questions.css';
import styles from './MyQuestions.module.css';

type Loaded = {state: 'loading'} | {state: 'ready'; list: OwnQuestion[]} | {state: 'error'; message: string};

/** The mail preference "Gửi thư cho tôi khi câu hỏi được trả lời" (traLoiCauHoi), saved on change. */
function AnswerMailChoice(): ReactNode {
  const context = useMemberContext();
  const [value, setValue] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{kind: 'ok' | 'error'; text: string} | null>(null);

  useEffect(() => {
    let live = true;
    void answerMailPreference(context).then((answer) => {
      if (!live) return;
      if (answer.status === 200 && typeof answer.body.traLoiCauHoi === 'boolean') setValue(answer.body.traLoiCauHoi);
      else setMessage({kind: 'error', text: errorMessage(answer)});
    });
    return () => {
      live = false;
    };
  }, [context]);

  // The box changes at once; it goes back if the server refuses.
  const change = async (next: boolean) => {
    if (busy) return;
    const before = value;
    setValue(next);
    setBusy(true);
    setMessage(null);
    const answer = await answerMailPreference(context, next);
    setBusy(false);
    if (answer.status === 200 && typeof answer.body.traLoiCauHoi === 'boolean') {
      setValue(answer.body.traLoiCauHoi);
      setMessage({
        kind: 'ok',
        text: answer.body.traLoiCauHoi
          ? 'Đã lưu: bạn sẽ nhận thư khi câu hỏi được trả lời.'
          : 'Đã lưu: không gửi thư khi câu hỏi được trả lời.',
      });
    } else {
      setValue(before);
      setMessage({kind: 'error', text: errorMessage(answer)});
    }
  };

  return (
    <>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={value ?? false}
          disabled={value === null}
          aria-busy={busy}
          onChange={(event) => void change(event.target.checked)}
        />
        Gửi thư cho tôi khi câu hỏi được trả lời
      </label>
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? styles.error : styles.note}
        >
          {message.text}
        </p>
      )}
    </>
  );
}

/** "Câu hỏi của bạn" on /ca-nhan: every question the member asked, by page, with its state and answer. */
export default function MyQuestions(): ReactNode {
  const context = useMemberContext();
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded>({state: 'loading'});

  useEffect(() => {
    let live = true;
    void fetchOwn(context).then((answer) => {
      if (!live) return;
      if (answer.status === 200 && Array.isArray(answer.body.cauHoi)) {
        setLoaded({state: 'ready', list: answer.body.cauHoi});
      } else setLoaded({state: 'error', message: errorMessage(answer)});
    });
    return () => {
      live = false;
    };
  }, [context]);

  return (
    <section className={styles.block} aria-labelledby={`${id}-tieu-de`} data-hoi-dap="">
      <h2 id={`${id}-tieu-de`}>Câu hỏi của bạn</h2>
      <AnswerMailChoice />
      {loaded.state === 'loading' && (
        <p role="status" className={styles.note}>
          Đang tải câu hỏi của bạn…
        </p>
      )}
      {loaded.state === 'error' && (
        <p role="alert" className={styles.error}>
          Chưa tải được câu hỏi của bạn: {loaded.message}
        </p>
      )}
      {loaded.state === 'ready' && loaded.list.length === 0 && (
        <p>Bạn chưa đặt câu hỏi nào. Cuối mỗi bài viết có mục “Hỏi đáp” để hỏi tác giả.</p>
      )}
      {loaded.state === 'ready' &&
        groupByPage(loaded.list).map((group) => (
          <div key={group.trang} className={styles.group}>
            <h3 className={styles.page}>
              <Link to={questionsAnchor(group.trang)}>{group.trang}</Link>
            </h3>
            <ul className="hoi-dap__danh-sach">
              {group.cauHoi.map((question) => (
                <li key={question.id} className="hoi-dap__muc">
                  <p className="hoi-dap__meta">
                    <span className="hoi-dap__ten">{question.ten}</span> hỏi · {questionDate(question.hoiLuc)} ·{' '}
                    <span className={styles.state}>{STATE_LABELS[question.trangThai]}</span>
                  </p>
                  <div className="hoi-dap__noi-dung" dangerouslySetInnerHTML={{__html: question.cauHoiHtml}} />
                  {question.traLoi && (
                    <div className="hoi-dap__tra-loi">
                      <p className="hoi-dap__meta">
                        Trả lời · {questionDate(question.traLoi.luc)}
                        {question.traLoi.congKhai ? '' : ' · chỉ bạn thấy'}
                      </p>
                      <div className="hoi-dap__noi-dung" dangerouslySetInnerHTML={{__html: question.traLoi.html}} />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}
