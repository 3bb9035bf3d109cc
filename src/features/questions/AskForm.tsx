import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {readStorage, removeStorage, writeStorage} from '../../lib/browserStorage';
import {useAuth} from '../auth/AuthProvider';
import {askQuestion, errorMessage, previewQuestion} from './api';
import {checkQuestionForm, draftKey, parseDraft, serializeDraft, textLength, type QuestionDraft} from './questionForm';
import {checkQuestionText, MAX_NAME_CHARS, MAX_QUESTION_CHARS} from './questionText';
import type {OwnQuestion, QuestionField} from './types';
import {useMemberContext} from './useMemberContext';
import styles from './QuestionsPanel.module.css';

type Message = {kind: 'error'; text: string; field?: QuestionField} | {kind: 'ok'; text: string};

/**
 * The ask form for a signed-in member, or the button to sign in first. What the member types is
 * kept in sessionStorage for the page until the question is sent, and never cleared by an error.
 */
export default function AskForm({page, onAsked}: {page: string; onAsked: (question: OwnQuestion) => void}): ReactNode {
  const {status, user, signIn} = useAuth();
  const context = useMemberContext();
  const id = useId();
  const [draft, setDraft] = useState<QuestionDraft | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);

  const displayName = user?.displayName ?? '';
  useEffect(() => {
    if (status !== 'signedIn') return;
    setDraft(parseDraft(readStorage(draftKey(page), 'session')) ?? {noiDung: '', ten: displayName});
  }, [status, page, displayName]);

  useEffect(() => {
    if (message?.kind !== 'error') return;
    const target = message.field === 'noiDung' ? textRef : message.field === 'ten' ? nameRef : messageRef;
    target.current?.focus();
  }, [message]);

  useEffect(() => {
    if (preview !== null) previewRef.current?.focus();
  }, [preview]);

  const note = (
    <p className={styles.note}>
      Tác giả đọc và trả lời từng câu hỏi, và có thể đăng câu hỏi cùng câu trả lời dưới bài. Khi đăng, chỉ tên hiển thị
      bạn chọn đi kèm câu hỏi, không bao giờ hiện email của bạn.
    </p>
  );
  if (status === 'signedOut') {
    return (
      <>
        <button type="button" className="button button--primary" onClick={() => void signIn()}>
          Đăng nhập để đặt câu hỏi
        </button>
        {note}
      </>
    );
  }
  if (status !== 'signedIn' || !draft) return null;

  const update = (next: QuestionDraft) => {
    if (next.noiDung !== draft.noiDung) setPreview(null);
    setDraft(next);
    const stored = serializeDraft(next);
    if (stored === null) removeStorage(draftKey(page), 'session');
    else writeStorage(draftKey(page), stored, 'session');
  };

  const failure = (answer: Parameters<typeof errorMessage>[0]) => {
    const field = (answer.body as {truong?: unknown}).truong;
    setMessage({
      kind: 'error',
      text: errorMessage(answer),
      field: field === 'noiDung' || field === 'ten' ? field : undefined,
    });
  };

  const showPreview = async () => {
    if (busy) return;
    const checked = checkQuestionText(draft.noiDung);
    if (!checked.ok) return setMessage({kind: 'error', text: checked.error, field: checked.field});
    setBusy(true);
    setMessage(null);
    const answer = await previewQuestion(context, checked.value);
    setBusy(false);
    if (answer.status === 200 && typeof answer.body.html === 'string') setPreview(answer.body.html);
    else failure(answer);
  };

  const send = async () => {
    if (busy) return;
    const checked = checkQuestionForm(draft);
    if (!checked.ok) return setMessage({kind: 'error', text: checked.error, field: checked.field});
    setBusy(true);
    setMessage(null);
    const answer = await askQuestion(context, {trang: page, ...checked.value});
    setBusy(false);
    if ((answer.status === 200 || answer.status === 201) && answer.body.cauHoi) {
      onAsked(answer.body.cauHoi);
      update({noiDung: '', ten: draft.ten});
      setPreview(null);
      setMessage({
        kind: 'ok',
        text: !answer.body.trung
          ? 'Đã gửi câu hỏi. Câu trả lời công khai sẽ hiện ở đây, câu trả lời riêng chỉ có ở trang cá nhân của bạn.'
          : answer.body.cauHoi.trangThai === 'choTraLoi'
            ? 'Bạn đã gửi câu hỏi này rồi; nó vẫn đang chờ trả lời.'
            : 'Bạn đã gửi câu hỏi này rồi. Xem nó ở trang cá nhân của bạn.',
      });
    } else failure(answer);
  };

  const length = textLength(draft.noiDung);
  const fieldError = (field: QuestionField) =>
    message?.kind === 'error' && message.field === field ? message.text : null;
  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;
  const textError = fieldError('noiDung');
  const nameError = fieldError('ten');
  return (
    <form
      className={styles.form}
      aria-labelledby={`${id}-tieu-de`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h3 id={`${id}-tieu-de`} className={styles.subheading}>
        Đặt câu hỏi
      </h3>
      <label htmlFor={`${id}-noi-dung`} className={styles.label}>
        Câu hỏi của bạn
      </label>
      <textarea
        ref={textRef}
        id={`${id}-noi-dung`}
        className={styles.field}
        rows={5}
        value={draft.noiDung}
        onChange={(event) => update({...draft, noiDung: event.target.value})}
        aria-invalid={textError ? true : undefined}
        aria-describedby={describedBy(`${id}-goi-y`, `${id}-dem`, Boolean(textError) && `${id}-loi-noi-dung`)}
      />
      <p id={`${id}-goi-y`} className={styles.hint}>
        Có thể dùng Markdown: <code>`mã`</code>, khối mã, liên kết, danh sách, <em>*nghiêng*</em>,{' '}
        <strong>**đậm**</strong>.
      </p>
      <p id={`${id}-dem`} className={length > MAX_QUESTION_CHARS ? styles.countOver : styles.hint}>
        {length}/{MAX_QUESTION_CHARS} ký tự
      </p>
      {textError && (
        <p id={`${id}-loi-noi-dung`} className={styles.error}>
          {textError}
        </p>
      )}
      <label htmlFor={`${id}-ten`} className={styles.label}>
        Tên hiển thị
      </label>
      <input
        ref={nameRef}
        id={`${id}-ten`}
        className={styles.field}
        value={draft.ten}
        autoComplete="nickname"
        onChange={(event) => update({...draft, ten: event.target.value})}
        aria-invalid={nameError ? true : undefined}
        aria-describedby={describedBy(`${id}-ten-goi-y`, Boolean(nameError) && `${id}-loi-ten`)}
      />
      <p id={`${id}-ten-goi-y`} className={styles.hint}>
        Tối đa {MAX_NAME_CHARS} ký tự; hiện kèm câu hỏi khi được đăng.
      </p>
      {nameError && (
        <p id={`${id}-loi-ten`} className={styles.error}>
          {nameError}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy}
          onClick={() => void showPreview()}
        >
          Xem trước
        </button>
        <button type="submit" className="button button--primary" aria-disabled={busy}>
          Gửi câu hỏi
        </button>
      </div>
      {message && !(message.kind === 'error' && message.field) && (
        <p
          ref={messageRef}
          tabIndex={-1}
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? styles.error : styles.ok}
        >
          {message.text}
        </p>
      )}
      {preview !== null && (
        <div ref={previewRef} tabIndex={-1} role="region" aria-label="Xem trước câu hỏi" className={styles.preview}>
          <p className="hoi-dap__meta">Xem trước</p>
          <div className="hoi-dap__noi-dung" dangerouslySetInnerHTML={{__html: preview}} />
        </div>
      )}
      {note}
    </form>
  );
}
