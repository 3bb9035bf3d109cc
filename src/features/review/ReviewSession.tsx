import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useAuth} from '../auth/AuthProvider';
import ReminderSettings from '../mail/ReminderSettingsSlot';
import SyncStatusText from '../learning-space/SyncStatusText';
import {useReadMarks} from '../learning-space/useReadMarks';
import type {ReviewItemData} from './reviewData';
import {updateReviewStore, useReviewStore} from './localReview';
import {withReview} from './reviewStore';
import {followedSet} from './reviewSet';
import {useFollowedArticles} from './useFollowedArticles';
import {useFollowedLessons} from './useFollowedLessons';
import {
  cardsFromLog,
  formatInterval,
  MAX_NEW_PER_DAY,
  MIN_NEW_PER_DAY,
  newReviewId,
  previewDue,
  RATING_LABELS,
  RATINGS,
  sessionQueue,
  streak,
  todaysSession,
  type ReviewRating,
} from './schedule';
import ReviewExports from './ReviewExports';
import styles from './ReviewSession.module.css';

function Html({html}: {html: string}): ReactNode {
  return <div dangerouslySetInnerHTML={{__html: html}} />;
}

const dateTime = new Intl.DateTimeFormat('vi-VN', {dateStyle: 'full', timeStyle: 'short'});

/** The answer side of an item: the recall answer, or the right option with its explanation. */
function Answer({item}: {item: ReviewItemData}): ReactNode {
  const right = item.options?.find((option) => option.correct);
  return (
    <div className={styles.answer}>
      {item.answerHtml && <Html html={item.answerHtml} />}
      {right && (
        <>
          <Html html={right.html} />
          {right.explanationHtml && <Html html={right.explanationHtml} />}
        </>
      )}
      {item.explanationHtml && <Html html={item.explanationHtml} />}
      <p className={styles.small}>
        Xem lại mục: <Link to={item.section.href}>{item.section.title}</Link>
      </p>
    </div>
  );
}

/** Where the reviews are kept: on this device, or in the member's account (with the sync's state). */
function Account(): ReactNode {
  const {status, signIn} = useAuth();
  if (status === 'signedOut')
    return (
      <p className={styles.account}>
        Các lần ôn của bạn đang được lưu trên thiết bị này.{' '}
        <button type="button" className={styles.linkButton} onClick={() => void signIn()}>
          Đăng nhập
        </button>{' '}
        để giữ chúng trên mọi thiết bị.
      </p>
    );
  if (status !== 'signedIn') return null;
  return (
    <p className={styles.account} role="status" data-review-sync="">
      <SyncStatusText
        retryClassName={styles.linkButton}
        synced="Các lần ôn đã được đồng bộ với tài khoản của bạn."
        syncing="Đang đồng bộ các lần ôn…"
      />
    </p>
  );
}

function NewPerDay({value}: {value: number}): ReactNode {
  const [text, setText] = useState(String(value));
  const [error, setError] = useState('');
  useEffect(() => setText(String(value)), [value]);
  const save = () => {
    const n = Number(text);
    if (!/^\d+$/.test(text.trim()) || n < MIN_NEW_PER_DAY || n > MAX_NEW_PER_DAY) {
      setError(`Hãy nhập một số nguyên từ ${MIN_NEW_PER_DAY} đến ${MAX_NEW_PER_DAY}.`);
      return;
    }
    setError('');
    updateReviewStore((store) => ({...store, newPerDay: n}));
  };
  return (
    <form
      className={styles.setting}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label htmlFor="so-cau-moi">Số câu mới mỗi ngày</label>
      <input
        id="so-cau-moi"
        inputMode="numeric"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'so-cau-moi-loi' : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={styles.button}>
        Lưu
      </button>
      {error && (
        <p id="so-cau-moi-loi" className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * The daily review (/on-tap): the items of the articles the reader marked read or added, due
 * today by FSRS (schedule.ts), plus new ones up to the daily limit; for a student, also the
 * lessons of their courses they marked learnt or added (useFollowedLessons.ts). Space shows the answer,
 * 1–4 grade it. Everything is kept on this device (localReview.ts) and, for a member, synced
 * with the account (learning-space/reviewItems.ts).
 */
export default function ReviewSession(): ReactNode {
  const store = useReviewStore();
  const marks = useReadMarks();
  const [part, setPart] = useState<string | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [said, setSaid] = useState('');
  const revealButton = useRef<HTMLButtonElement>(null);
  const firstGrade = useRef<HTMLButtonElement>(null);

  const followed = useMemo(
    () =>
      store && marks ? new Set([...store.added, ...marks.filter((m) => m.kind === 'daDoc').map((m) => m.key)]) : null,
    [store, marks],
  );
  const {articles, failed: failedArticles} = useFollowedArticles(followed);
  const lessons = useFollowedLessons(followed);
  const set = useMemo(
    () => followedSet([...(articles ?? []), ...lessons.lessons], followed ?? new Set(), part),
    [articles, lessons, followed, part],
  );
  const failed =
    failedArticles + (lessons.failed ? [...(followed ?? [])].filter((path) => path.startsWith('/lop-hoc/')).length : 0);
  const cards = useMemo(() => cardsFromLog(store?.log ?? []), [store]);
  const now = Date.now();
  const session = store ? todaysSession([...set.items.keys()], cards, now, store.newPerDay, store.log) : null;
  const queue = session ? sessionQueue(session, cards, now) : [];
  const currentId = queue[0];
  const current = currentId ? set.items.get(currentId) : undefined;
  const preview = currentId ? previewDue(cards.get(currentId), now) : null;

  const grade = useCallback(
    (rating: ReviewRating) => {
      if (!currentId || !preview) return;
      const at = Date.now();
      updateReviewStore((s) => withReview(s, {id: newReviewId(), item: currentId, rating, at}));
      setSaid(`Đã ghi: ${RATING_LABELS[rating]}. Câu này quay lại sau ${formatInterval(preview[rating] - at)}.`);
      setRevealed(false);
    },
    [currentId, preview],
  );

  useEffect(() => {
    if (revealed) firstGrade.current?.focus();
  }, [revealed]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!current || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, select, textarea, a, summary')) return;
      if (!revealed && event.key === ' ') {
        event.preventDefault();
        setRevealed(true);
      } else if (revealed && /^[1-4]$/.test(event.key)) {
        event.preventDefault();
        grade(Number(event.key) as ReviewRating);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, revealed, grade]);

  if (!store || !articles) return <p>Đang tải câu hỏi ôn tập…</p>;

  return (
    <div className={styles.app} data-review-session="">
      <dl className={styles.stats}>
        <div>
          <dt>Đến hạn hôm nay</dt>
          <dd data-stat="due">{session?.due.length ?? 0}</dd>
        </div>
        <div>
          <dt>Câu mới hôm nay</dt>
          <dd data-stat="new">{session?.fresh.length ?? 0}</dd>
        </div>
        <div>
          <dt>Chưa học</dt>
          <dd>{session?.newTotal ?? 0}</dd>
        </div>
        <div>
          <dt>Lần đã ôn</dt>
          <dd data-stat="reviews">{store.log.length}</dd>
        </div>
        <div>
          <dt>Chuỗi ngày ôn</dt>
          <dd data-stat="streak">{streak(store.log, now)} ngày</dd>
        </div>
      </dl>

      {set.parts.length > 1 && (
        <p className={styles.setting}>
          <label htmlFor="loc-muc">Ôn theo mục</label>
          <select id="loc-muc" value={part ?? ''} onChange={(event) => setPart(event.target.value || null)}>
            <option value="">Tất cả các mục</option>
            {set.parts.map((p) => (
              <option key={p.path} value={p.path}>
                {p.title}
              </option>
            ))}
          </select>
        </p>
      )}

      {failed > 0 && (
        <p role="alert">
          Chưa tải được câu hỏi của {failed} bài bạn theo dõi. Hãy kiểm tra kết nối rồi tải lại trang (câu hỏi của một
          bài dùng được khi ngoại tuyến sau khi bạn đã mở nó lúc có mạng).
        </p>
      )}

      <div role="status" className={styles.said}>
        {said}
      </div>

      {current && preview ? (
        <section className={styles.card} aria-labelledby="cau-hoi-on-tap">
          <p className={styles.small}>
            <Link to={current.article.path}>{current.article.title}</Link>
          </p>
          <h2 id="cau-hoi-on-tap" className={styles.question}>
            {current.item.question}
          </h2>
          {current.item.options && (
            <ul className={styles.options}>
              {current.item.options.map((option, index) => (
                <li key={index} dangerouslySetInnerHTML={{__html: option.html}} />
              ))}
            </ul>
          )}
          {revealed ? (
            <>
              <Answer item={current.item} />
              <div className={styles.grades} role="group" aria-label="Bạn nhớ câu này thế nào?">
                {RATINGS.map((rating) => (
                  <button
                    key={rating}
                    ref={rating === 1 ? firstGrade : undefined}
                    type="button"
                    className={styles.button}
                    aria-keyshortcuts={String(rating)}
                    onClick={() => grade(rating)}
                  >
                    <kbd>{rating}</kbd> {RATING_LABELS[rating]} · {formatInterval(preview[rating] - now)}
                  </button>
                ))}
              </div>
            </>
          ) : (
            <button
              ref={revealButton}
              type="button"
              className={styles.button}
              aria-keyshortcuts="Space"
              onClick={() => setRevealed(true)}
            >
              Hiện đáp án (phím cách)
            </button>
          )}
        </section>
      ) : (
        <div className={styles.card}>
          {set.items.size === 0 ? (
            <p>
              Chưa có câu hỏi nào để ôn. Ở cuối mỗi bài trong <Link to="/kien-thuc">kho kiến thức</Link>, bấm “Đánh dấu
              đã đọc” hoặc “Thêm vào ôn tập” để đưa câu hỏi của bài vào đây.
            </p>
          ) : (
            <>
              <p className={styles.question}>Hôm nay bạn đã ôn xong.</p>
              <p>
                {session?.nextDue
                  ? `Câu tiếp theo đến hạn vào ${dateTime.format(session.nextDue)}.`
                  : session?.newTotal
                    ? 'Bạn đã học đủ số câu mới của hôm nay; các câu mới còn lại sẽ có vào ngày mai.'
                    : 'Chưa có câu nào được hẹn ôn lại.'}
              </p>
            </>
          )}
        </div>
      )}

      <Account />
      <NewPerDay value={store.newPerDay} />
      <ReminderSettings />
      <ReviewExports articles={set.articles} lessonMarkdown={lessons.markdown} />
    </div>
  );
}
