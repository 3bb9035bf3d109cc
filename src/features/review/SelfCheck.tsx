import React, {useEffect, useId, useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {fetchArticleReviewData, type ArticleReviewData, type ReviewItemData} from './reviewData';
import {useReviewStore, updateReviewStore} from './localReview';
import {withArticle, withCheck, withoutArticle, type CheckResult} from './reviewStore';
import {REVIEW_PAGE_PATH} from './paths';
import styles from './SelfCheck.module.css';

/** Trusted HTML built from the site's own review files (plugins/review-items.ts drops raw HTML). */
function Html({html, as: Tag = 'div', className}: {html: string; as?: 'div' | 'span'; className?: string}) {
  return <Tag className={className} dangerouslySetInnerHTML={{__html: html}} />;
}

function save(itemId: string, correct: boolean): void {
  const result: CheckResult = {correct, at: Date.now()};
  updateReviewStore((store) => withCheck(store, itemId, result));
}

function SectionLink({item}: {item: ReviewItemData}): ReactNode {
  return (
    <p className={styles.back}>
      Xem lại mục: <Link to={item.section.href}>{item.section.title}</Link>
    </p>
  );
}

function LastTime({result}: {result?: CheckResult}): ReactNode {
  if (!result) return null;
  return <p className={styles.last}>Lần trước: {result.correct ? 'trả lời đúng' : 'chưa đúng'}</p>;
}

/** A multiple-choice item: a group of radio buttons, answered with "Trả lời". */
function ChoiceItem({item, last}: {item: ReviewItemData; last?: CheckResult}): ReactNode {
  const name = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [answered, setAnswered] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const options = item.options ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setAnswered(chosen);
    save(item.id, options[chosen].correct);
  };
  const picked = answered === null ? null : options[answered];
  const right = options.find((option) => option.correct);
  return (
    <form className={styles.item} onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.question}>{item.question}</legend>
        {options.map((option, index) => (
          <label key={index} className={styles.option}>
            <input
              type="radio"
              name={name}
              checked={chosen === index}
              onChange={() => {
                setChosen(index);
                setMissing(false);
              }}
            />
            <Html as="span" html={option.html} />
          </label>
        ))}
      </fieldset>
      <button type="submit" className={styles.button}>
        Trả lời
      </button>
      <LastTime result={answered === null ? last : undefined} />
      <div role="status" className={styles.feedback}>
        {missing && <p>Hãy chọn một câu trả lời trước.</p>}
        {picked && (
          <div className={picked.correct ? styles.right : styles.wrong}>
            <p className={styles.verdict}>{picked.correct ? 'Đúng.' : 'Chưa đúng.'}</p>
            {picked.explanationHtml && <Html html={picked.explanationHtml} />}
            {!picked.correct && right && (
              <div>
                <p>
                  Đáp án đúng: <Html as="span" html={right.html} />
                </p>
                {right.explanationHtml && <Html html={right.explanationHtml} />}
              </div>
            )}
            {item.explanationHtml && <Html html={item.explanationHtml} />}
            <SectionLink item={item} />
          </div>
        )}
      </div>
    </form>
  );
}

/** A recall item: the reader thinks of the answer, shows it, and says whether they had it. */
function RecallItem({item, last}: {item: ReviewItemData; last?: CheckResult}): ReactNode {
  const [shown, setShown] = useState(false);
  const [verdict, setVerdict] = useState<boolean | null>(null);
  const judge = (correct: boolean) => {
    setVerdict(correct);
    save(item.id, correct);
  };
  return (
    <div className={styles.item}>
      <h3 className={styles.question}>{item.question}</h3>
      {!shown && (
        <button type="button" className={styles.button} onClick={() => setShown(true)}>
          Hiện đáp án
        </button>
      )}
      <LastTime result={verdict === null ? last : undefined} />
      <div role="status" className={styles.feedback}>
        {shown && (
          <div className={styles.answer}>
            <p className={styles.verdict}>Đáp án</p>
            <Html html={item.answerHtml ?? ''} />
            <SectionLink item={item} />
            {verdict === null ? (
              <div className={styles.judge} role="group" aria-label="Bạn đã nhớ đúng chưa?">
                <button type="button" className={styles.button} onClick={() => judge(true)}>
                  Tôi đã nhớ đúng
                </button>
                <button type="button" className={styles.button} onClick={() => judge(false)}>
                  Tôi chưa nhớ ra
                </button>
              </div>
            ) : (
              <p>{verdict ? 'Đã ghi: bạn nhớ đúng.' : 'Đã ghi: bạn chưa nhớ ra. Hãy đọc lại mục trên.'}</p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * "Tự kiểm tra": a page's review items, answered in place with feedback at once, each answer
 * kept on this device (localReview.ts); "Thêm vào ôn tập" adds the page's items to the daily
 * review (/on-tap). Used at the end of a knowledge-base article (SelfCheck below) and of a
 * course lesson (classroom/LessonView.tsx, with the items the classroom API sent with it).
 * `followable: false` leaves out "Thêm vào ôn tập", for a page whose items the review cannot
 * schedule for this reader (a course's free lesson read by a visitor). Renders nothing without items.
 */
export function SelfCheckItems({data, followable = true}: {data: ArticleReviewData; followable?: boolean}): ReactNode {
  const store = useReviewStore();
  const [failed, setFailed] = useState(false);
  if (data.items.length === 0) return null;
  const added = store?.added.includes(data.path) ?? false;
  const toggle = () =>
    setFailed(!updateReviewStore((current) => (added ? withoutArticle : withArticle)(current, data.path)));
  return (
    <section className={styles.box} aria-labelledby="tu-kiem-tra" data-self-check="">
      <h2 id="tu-kiem-tra">Tự kiểm tra</h2>
      <p>
        {data.items.length} câu hỏi giúp bạn nhớ lâu điều vừa đọc. Trả lời rồi xem giải thích ngay bên dưới mỗi câu.
      </p>
      {data.items.map((item) =>
        item.options ? (
          <ChoiceItem key={item.id} item={item} last={store?.checks[item.id]} />
        ) : (
          <RecallItem key={item.id} item={item} last={store?.checks[item.id]} />
        ),
      )}
      {followable && (
        <>
          <div className={styles.footer}>
            <button type="button" className={styles.button} aria-pressed={added} disabled={!store} onClick={toggle}>
              Thêm vào ôn tập
            </button>
            <Link to={REVIEW_PAGE_PATH}>Mở trang Ôn tập</Link>
          </div>
          <div role="status">
            {added && <p className={styles.last}>Các câu hỏi của bài này đã nằm trong lịch ôn tập của bạn.</p>}
            {failed && <p>Trình duyệt không cho lưu dữ liệu trên thiết bị này, nên chưa lưu được thay đổi.</p>}
          </div>
        </>
      )}
    </section>
  );
}

/**
 * The self-check at the end of a knowledge-base article: fetches the article's items (the JSON
 * written by plugins/review-items.ts). Renders nothing for an article without items or when
 * they cannot be fetched.
 */
export default function SelfCheck({articlePath}: {articlePath: string}): ReactNode {
  const [data, setData] = useState<ArticleReviewData | null>(null);
  useEffect(() => {
    let live = true;
    fetchArticleReviewData(articlePath).then(
      (json) => live && setData(json),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [articlePath]);
  return data && <SelfCheckItems data={data} />;
}
