import React, {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useOnceAfterHydration} from '@site/src/lib/useTypedBeforeHydration';
import {scoreQuiz, type QuizAnswers, type QuizDefinition, type QuizResult} from './engine';
import styles from './Quiz.module.css';

interface Props {
  quiz: QuizDefinition;
}

/** Any quiz from the engine: one radio group per question, then the result band. */
export default function QuizRunner({quiz}: Props): ReactNode {
  const id = useId();
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [result, setResult] = useState<QuizResult | null>(null);
  // After each step, move focus where the person needs to be next (keyboard and screen reader users).
  const [focusRequest, setFocusRequest] = useState<{target: 'result' | 'error' | 'form'; at: number} | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const total = quiz.questions.length;
  const answered = quiz.questions.filter((q) => answers[q.id] !== undefined).length;
  const questionId = (index: number) => `${id}-cau-${index + 1}`;

  // Choices clicked before hydration on a slow network are still checked in the page but not in
  // the state: keep them, once, before the next render would clear them.
  useOnceAfterHydration(() => {
    const clicked: Record<string, string> = {};
    for (const question of quiz.questions) {
      const name = CSS.escape(`${id}-${question.id}`);
      const input = formRef.current?.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`);
      if (input) clicked[question.id] = input.value;
    }
    if (Object.keys(clicked).length > 0) setAnswers((current) => ({...clicked, ...current}));
  });

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'result') resultRef.current?.focus();
    else if (focusRequest.target === 'error') errorRef.current?.focus();
    else formRef.current?.querySelector('input')?.focus();
  }, [focusRequest]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = scoreQuiz(quiz, answers);
    setResult(next);
    setFocusRequest({target: next.complete ? 'result' : 'error', at: Date.now()});
  };

  const restart = () => {
    setAnswers({});
    setResult(null);
    setFocusRequest({target: 'form', at: Date.now()});
  };

  const review = () => {
    setResult(null);
    setFocusRequest({target: 'form', at: Date.now()});
  };

  if (result?.complete) {
    const {band, total: score, max} = result;
    return (
      <section className={styles.result} aria-labelledby={`${id}-ket-qua`}>
        <p className={styles.kicker}>Kết quả của bạn</p>
        <h2 id={`${id}-ket-qua`} ref={resultRef} tabIndex={-1} className={styles.resultHeading}>
          {band.title}
        </h2>
        <p className={styles.score}>
          <strong data-testid="diem-trac-nghiem">
            {score}/{max}
          </strong>{' '}
          điểm
        </p>
        <p>{band.summary}</p>
        <h3>Ba việc nên làm tiếp</h3>
        <ol>
          {band.advice.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        <h3>Đọc thêm</h3>
        <ul>
          {band.recommendations.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
        <h3>Các mức kết quả</h3>
        <ol className={styles.bands}>
          {quiz.bands.map((b) => (
            <li key={b.id} className={b.id === band.id ? styles.bandCurrent : undefined}>
              <span className={styles.bandRange}>
                {b.min}–{b.max} điểm
              </span>{' '}
              {b.title}
              {b.id === band.id && <strong> (mức của bạn)</strong>}
            </li>
          ))}
        </ol>
        <div className={styles.buttons}>
          <button type="button" className="button button--secondary" onClick={restart}>
            Làm lại
          </button>
          <button type="button" className="button button--secondary" onClick={review}>
            Xem lại câu trả lời
          </button>
        </div>
      </section>
    );
  }

  const missing = result && !result.complete ? result.missing : [];
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={quiz.title}>
      {missing.length > 0 && (
        <div ref={errorRef} tabIndex={-1} className="alert alert--danger margin-bottom--md" role="alert">
          Bạn còn {missing.length} câu chưa trả lời:{' '}
          {missing.map((question, i) => {
            const index = quiz.questions.indexOf(question);
            return (
              <React.Fragment key={question.id}>
                {i > 0 && ', '}
                {/* eslint-disable-next-line @docusaurus/no-html-links -- in-page link to a part rendered in the browser only; Link would hand it to the build's anchor check */}
                <a href={`#${questionId(index)}`}>câu {index + 1}</a>
              </React.Fragment>
            );
          })}
          .
        </div>
      )}
      <ol className={styles.questions}>
        {quiz.questions.map((question, index) => {
          const unanswered = missing.includes(question) && answers[question.id] === undefined;
          return (
            <li key={question.id}>
              <fieldset
                id={questionId(index)}
                className={unanswered ? `${styles.question} ${styles.unanswered}` : styles.question}
              >
                <legend className={styles.legend}>
                  <span className={styles.number}>
                    Câu {index + 1}/{total}.
                  </span>{' '}
                  {question.text}
                </legend>
                {question.hint && <p className={styles.hint}>{question.hint}</p>}
                <div className={styles.options}>
                  {question.options.map((option) => (
                    <label key={option.id} className={styles.option}>
                      <input
                        type="radio"
                        name={`${id}-${question.id}`}
                        value={option.id}
                        checked={answers[question.id] === option.id}
                        onChange={() => setAnswers({...answers, [question.id]: option.id})}
                      />
                      <span>{option.label}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className={styles.submitRow}>
        <button type="submit" className="button button--primary button--lg">
          Xem kết quả
        </button>
        <span className={styles.progress}>
          Đã trả lời {answered}/{total} câu
        </span>
      </div>
    </form>
  );
}
