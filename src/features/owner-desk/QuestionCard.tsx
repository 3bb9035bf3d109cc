/**
 * One question in the desk's "Hỏi đáp": who asked, when, the question (the server's sanitized
 * HTML), the answer form with its preview, and the owner's actions on it.
 */
import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {vietnamDateTime} from './deskView';
import {
  canBlock,
  canHide,
  canShowAgain,
  initialAnswer,
  MAX_ANSWER_CHARS,
  stateText,
  type DeskAction,
  type DeskQuestion,
} from './questionsView';
import styles from './OwnerDesk.module.css';

/** An action's outcome: null when done, else the server's error and the field it names. */
export type ActOutcome = null | {error: string; field?: string};
export type Act = (question: Pick<DeskQuestion, 'id'>, action: DeskAction) => Promise<ActOutcome>;
export type Preview = (text: string) => Promise<{html: string} | {error: string}>;

function AnswerForm({
  question,
  act,
  preview,
  onDone,
}: {
  question: DeskQuestion;
  act: Act;
  preview: Preview;
  onDone: () => void;
}): ReactNode {
  const id = useId();
  const start = initialAnswer(question);
  const [text, setText] = useState(start.text);
  const [congKhai, setCongKhai] = useState(start.congKhai);
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ActOutcome>(null);
  const [busy, setBusy] = useState(false);

  // While the server answers the buttons stay focusable (aria-disabled) and ignore clicks.
  const showPreview = async () => {
    if (busy) return;
    setBusy(true);
    const answer = await preview(text);
    setBusy(false);
    if ('error' in answer) setOutcome({error: answer.error, field: 'noiDung'});
    else {
      setOutcome(null);
      setPreviewHtml(answer.html);
    }
  };
  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const result = await act(question, {hanhDong: 'traLoi', noiDung: text, congKhai});
    setBusy(false);
    setOutcome(result);
    if (!result) onDone();
  };

  return (
    <form className={styles.answerForm} onSubmit={send}>
      <label className={styles.field} htmlFor={`${id}-text`}>
        Câu trả lời
      </label>
      <p id={`${id}-hint`} className={`${styles.hint} text--muted`}>
        Viết bằng Markdown: đoạn văn, danh sách, liên kết, chữ nghiêng, chữ đậm, mã.
      </p>
      <textarea
        id={`${id}-text`}
        className={styles.answerText}
        value={text}
        maxLength={MAX_ANSWER_CHARS}
        aria-describedby={`${id}-hint${outcome ? ` ${id}-error` : ''}`}
        aria-invalid={outcome?.field === 'noiDung' ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setPreviewHtml(null);
        }}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={congKhai} onChange={(event) => setCongKhai(event.target.checked)} /> Công khai
        câu trả lời
      </label>
      {outcome && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {outcome.error}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--secondary button--sm"
          aria-disabled={busy}
          onClick={showPreview}
        >
          Xem trước
        </button>
        <button type="submit" className="button button--primary button--sm" aria-disabled={busy}>
          Gửi câu trả lời
        </button>
      </div>
      {previewHtml !== null && (
        <section className={styles.preview} aria-labelledby={`${id}-preview`}>
          <p id={`${id}-preview`} className={styles.previewTitle}>
            Bản xem trước
          </p>
          {previewHtml ? (
            <div className="markdown" dangerouslySetInnerHTML={{__html: previewHtml}} />
          ) : (
            <p>Chưa có nội dung để xem trước.</p>
          )}
        </section>
      )}
    </form>
  );
}

function BlockConfirm({
  question,
  onConfirm,
  onCancel,
}: {
  question: DeskQuestion;
  onConfirm: () => void;
  onCancel: () => void;
}): ReactNode {
  const id = useId();
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmButton.current?.focus(), []);
  return (
    <div role="group" aria-labelledby={id} className={styles.confirm}>
      <p id={id}>
        Chặn {question.ten}? Người này sẽ không đặt thêm câu hỏi được cho tới khi bạn bỏ chặn; các câu hỏi đã gửi vẫn
        giữ nguyên.
      </p>
      <div className={styles.actions}>
        <button ref={confirmButton} type="button" className="button button--danger button--sm" onClick={onConfirm}>
          Xác nhận chặn
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={onCancel}>
          Thôi
        </button>
      </div>
    </div>
  );
}

export default function QuestionCard({
  question,
  recent,
  act,
  preview,
}: {
  question: DeskQuestion;
  /** Among the recently handled: shows its page and state, and its answer form on demand. */
  recent: boolean;
  act: Act;
  preview: Preview;
}): ReactNode {
  const id = useId();
  const [editing, setEditing] = useState(!recent);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const blockButton = useRef<HTMLButtonElement>(null);

  const run = async (action: DeskAction) => {
    const result = await act(question, action);
    setError(result ? result.error : '');
  };
  const closeConfirm = () => {
    setConfirming(false);
    // Back to the button that opened it, once it is rendered again.
    setTimeout(() => blockButton.current?.focus(), 0);
  };

  return (
    <article className={styles.question} aria-labelledby={`${id}-who`} data-cau-hoi={question.id}>
      <p id={`${id}-who`} className={styles.questionMeta}>
        <strong>{question.ten}</strong>, hỏi lúc{' '}
        <time dateTime={new Date(question.hoiLuc).toISOString()}>{vietnamDateTime(question.hoiLuc)}</time>
        {recent && (
          <>
            {' '}
            dưới <Link to={question.trang}>{question.trang}</Link>
          </>
        )}
      </p>
      {recent && <p className={styles.questionState}>{stateText(question)}</p>}
      {question.biChan && <p className={styles.questionState}>Người hỏi đang bị chặn.</p>}
      <div className="markdown" dangerouslySetInnerHTML={{__html: question.cauHoiHtml}} />
      {recent && question.traLoi && (
        <div className={styles.currentAnswer}>
          <p className={styles.previewTitle}>Câu trả lời hiện tại</p>
          <div className="markdown" dangerouslySetInnerHTML={{__html: question.traLoi.html}} />
        </div>
      )}

      <div className={styles.actions}>
        {recent && (
          <button
            type="button"
            className="button button--secondary button--sm"
            aria-expanded={editing}
            onClick={() => setEditing(!editing)}
          >
            {question.traLoi ? 'Sửa câu trả lời' : 'Trả lời'}
          </button>
        )}
        {canShowAgain(question) && (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => void run({hanhDong: 'hienLai'})}
          >
            Hiện lại
          </button>
        )}
        {canHide(question) && (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => void run({hanhDong: 'an'})}
          >
            Ẩn
          </button>
        )}
        {question.trangThai !== 'spam' && (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => void run({hanhDong: 'spam'})}
          >
            Đánh dấu spam
          </button>
        )}
        {canBlock(question) && !confirming && (
          <button
            ref={blockButton}
            type="button"
            className="button button--outline button--danger button--sm"
            onClick={() => setConfirming(true)}
          >
            Chặn người hỏi
          </button>
        )}
      </div>
      {confirming && (
        <BlockConfirm
          question={question}
          onConfirm={() => {
            setConfirming(false);
            void run({hanhDong: 'chan'});
          }}
          onCancel={closeConfirm}
        />
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {editing && <AnswerForm question={question} act={act} preview={preview} onDone={() => setEditing(!recent)} />}
    </article>
  );
}
