import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {CLASSROOM_API} from '@site/src/data/apiPaths';
import {hasMark} from '../learning-space/progressStore';
import {useReadMarks} from '../learning-space/useReadMarks';
import {lessonPath} from './lessonPaths';
import {useClassroomApi} from './useClassroomApi';
import styles from './Classroom.module.css';

interface ClassroomAnswer {
  courses: {slug: string; title: string; lessons: {slug: string; title: string; minutes: number}[]}[];
}

/** "Lớp học của tôi": the courses the signed-in member is enrolled in, their lessons and what is done. */
export default function MyClassroom(): ReactNode {
  const loaded = useClassroomApi<ClassroomAnswer>(CLASSROOM_API, true);
  const marks = useReadMarks() ?? [];
  if (loaded.state === 'loading') {
    return (
      <p role="status" className="text--muted">
        Đang tải lớp học của bạn…
      </p>
    );
  }
  if (loaded.state === 'error') {
    return (
      <p role="alert" className={styles.error}>
        {loaded.message}
      </p>
    );
  }
  if (loaded.data.courses.length === 0) {
    return (
      <p>
        Tài khoản này chưa ghi danh khóa học nào. Bài học mở ngay khi học phí được xác nhận; hãy đăng nhập bằng đúng tài
        khoản Google có email bạn đã dùng khi <Link to="/khoa-hoc">đăng ký khóa học</Link>.
      </p>
    );
  }
  return (
    <>
      {loaded.data.courses.map((course) => {
        const done = course.lessons.filter((lesson) =>
          hasMark(marks, 'daDoc', lessonPath(course.slug, lesson.slug)),
        ).length;
        return (
          <section key={course.slug} className="margin-vert--lg">
            <Heading as="h2">{course.title}</Heading>
            <p className={styles.meta}>
              Đã học {done}/{course.lessons.length} bài
            </p>
            <ol>
              {course.lessons.map((lesson) => (
                <li key={lesson.slug}>
                  <Link to={lessonPath(course.slug, lesson.slug)}>{lesson.title}</Link>{' '}
                  <span className={styles.meta}>
                    ({lesson.minutes} phút
                    {hasMark(marks, 'daDoc', lessonPath(course.slug, lesson.slug)) ? ', đã học' : ''})
                  </span>
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </>
  );
}
