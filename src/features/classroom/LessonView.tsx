import React, {useCallback, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import {signupPath, type CourseSlug} from '@site/src/data/courses';
import {hasMark, notifyLocalChange, readProgress, setMark, writeProgress} from '../learning-space/progressStore';
import {useReadMarks} from '../learning-space/useReadMarks';
import type {ArticleReviewData} from '../review/reviewData';
import {SelfCheckItems} from '../review/SelfCheck';
import QuestionsSlot from '../questions/QuestionsSlot';
import {CLASSROOM_HOME, lessonApiPath, lessonPath, type LessonAddress} from './lessonPaths';
import {useClassroomApi} from './useClassroomApi';
import styles from './Classroom.module.css';

interface LessonAnswer {
  course: {slug: string; title: string};
  lesson: {slug: string; title: string; description: string; minutes: number; module: number; html: string};
  previous: {slug: string; title: string} | null;
  next: {slug: string; title: string} | null;
  /** The lesson's review items, keyed by its /lop-hoc path. */
  review: ArticleReviewData;
}

/**
 * A lesson (/lop-hoc/<course>/<lesson>) or a course's free first lesson
 * (/hoc-thu/<course>/<lesson>), inside the classroom route's layout
 * (ClassroomRoute.tsx). The text comes from the classroom API, which
 * serves it only to the course's students and owners (the preview to anyone);
 * none of it is in the build. At its end, the articles' self-check with the
 * lesson's items, which come with it; "Thêm vào ôn tập" is left out of the
 * free lesson (/hoc-thu), whose reader the review may not serve lessons to.
 * "Đánh dấu đã học" keeps progress in the learning space (a `daDoc` mark on
 * the lesson's /lop-hoc address), and a lesson marked or added is one whose
 * items the daily review schedules for its students. Last, the lesson's questions and answers
 * ("Hỏi đáp", features/questions), for its students only: not on the free lesson.
 */
export default function LessonView({address}: {address: LessonAddress}): ReactNode {
  const loaded = useClassroomApi<LessonAnswer>(lessonApiPath(address), !address.preview);
  const marks = useReadMarks();
  const key = lessonPath(address.course, address.lesson);
  const done = marks !== null && hasMark(marks, 'daDoc', key);
  const title = loaded.state === 'ready' ? loaded.data.lesson.title : 'Bài học';
  const toggleDone = useCallback(() => {
    const current = readProgress();
    writeProgress(setMark(current, 'daDoc', key, title, !hasMark(current, 'daDoc', key)));
    notifyLocalChange();
  }, [key, title]);

  return (
    <>
      <PageMetadata
        title={title}
        description="Bài học trong lớp học Learn Anything, dành cho học viên đã ghi danh khóa học; bài đầu tiên học thử miễn phí."
      />
      {loaded.state === 'loading' && (
        <p role="status" className="text--muted">
          Đang tải bài học…
        </p>
      )}
      {loaded.state === 'error' && (
        <div role="alert">
          <p className={styles.error}>{loaded.message}</p>
          <p>
            <Link to={CLASSROOM_HOME}>Về Lớp học của tôi</Link>
          </p>
        </div>
      )}
      {loaded.state === 'ready' && (
        <article>
          <p className={styles.meta}>
            {loaded.data.course.title} · Học phần {loaded.data.lesson.module} · khoảng {loaded.data.lesson.minutes} phút
          </p>
          <Heading as="h1">{loaded.data.lesson.title}</Heading>
          <div className="markdown" dangerouslySetInnerHTML={{__html: loaded.data.lesson.html}} />
          {loaded.data.review && <SelfCheckItems data={loaded.data.review} followable={!address.preview} />}
          {address.preview ? (
            <p className="margin-top--lg">
              Đây là bài học thử miễn phí.{' '}
              <Link to={signupPath(loaded.data.course.slug as CourseSlug)}>Đăng ký khóa học</Link> để học tiếp các bài
              sau.
            </p>
          ) : (
            <button
              type="button"
              className={`button ${done ? 'button--secondary' : 'button--primary'} margin-top--lg`}
              aria-pressed={done}
              onClick={toggleDone}
              disabled={marks === null}
            >
              {done ? 'Đã học xong bài này (bấm để bỏ đánh dấu)' : 'Đánh dấu đã học'}
            </button>
          )}
          <nav className={styles.pager} aria-label="Bài trước và bài sau">
            {loaded.data.previous ? (
              <Link to={lessonPath(loaded.data.course.slug, loaded.data.previous.slug)} rel="prev">
                ← Bài trước: {loaded.data.previous.title}
              </Link>
            ) : (
              <span />
            )}
            {loaded.data.next && (
              <Link to={lessonPath(loaded.data.course.slug, loaded.data.next.slug)} rel="next">
                Bài sau: {loaded.data.next.title} →
              </Link>
            )}
          </nav>
          {!address.preview && <QuestionsSlot page={key} lesson />}
        </article>
      )}
    </>
  );
}
