import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {signupPath, type Course} from '@site/src/data/courses';
import {site} from '@site/src/data/site';
import {serializeJsonLd} from '@site/src/lib/seo/structuredData';
import {courseJsonLd} from './courseJsonLd';
import CourseBuyerFacts from './CourseBuyerFacts';
import ProgressSlot from '../learning-space/ProgressSlot';
import {ctaLabel, formatPrice, statusLabels} from './format';
import styles from './CourseLanding.module.css';

interface SectionProps {
  course: Course;
}

/** Course JSON-LD; the page's social image is the card plugins/seo.ts draws for it. */
export function CourseHead({course}: SectionProps): ReactNode {
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(courseJsonLd(course, site))}</script>
    </Head>
  );
}

export function StatusBadge({status}: {status: Course['status']}): ReactNode {
  return (
    <span className={clsx(styles.badge, status === 'open' ? styles.badgeOpen : styles.badgeWaitlist)}>
      {statusLabels[status]}
    </span>
  );
}

/** Format, length, level and fee as a definition list. */
export function CourseFacts({course, className}: SectionProps & {className?: string}): ReactNode {
  return (
    <dl className={clsx(styles.facts, className)}>
      <div className={styles.fact}>
        <dt>Hình thức</dt>
        <dd>Trực tuyến</dd>
      </div>
      <div className={styles.fact}>
        <dt>Thời lượng</dt>
        <dd>{course.duration}</dd>
      </div>
      <div className={styles.fact}>
        <dt>Trình độ</dt>
        <dd>{course.level}</dd>
      </div>
      <div className={styles.fact}>
        <dt>Học phí</dt>
        <dd>{formatPrice(course.price)}</dd>
      </div>
    </dl>
  );
}

export function CourseHero({course, previewPath}: SectionProps & {previewPath?: string}): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <nav aria-label="Đường dẫn" className={styles.breadcrumbs}>
          <Link to="/khoa-hoc">Khóa học</Link>
          <span aria-hidden="true"> › </span>
          <span aria-current="page">{course.shortTitle}</span>
        </nav>
        <StatusBadge status={course.status} />
        <Heading as="h1" className={styles.title}>
          {course.title}
        </Heading>
        <p className={styles.tagline}>{course.tagline}</p>
        <CourseFacts course={course} />
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to={signupPath(course.slug)}>
            {ctaLabel(course.status)}
          </Link>
          <Link className="button button--secondary button--lg" href="#lo-trinh">
            Xem lộ trình học
          </Link>
        </div>
        {previewPath && (
          <p className={styles.preview}>
            <Link to={previewPath}>Học thử bài đầu miễn phí</Link>
          </p>
        )}
      </div>
    </header>
  );
}

export function CourseAudience({course}: SectionProps): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="danh-cho-ai">
      <div className={styles.columns}>
        <div>
          <Heading as="h2" id="danh-cho-ai">
            Khóa học dành cho ai
          </Heading>
          <ul className={styles.checkList}>
            {course.audience.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <Heading as="h2" id="can-chuan-bi">
            Bạn cần chuẩn bị gì
          </Heading>
          <ul>
            {course.prerequisites.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export function CourseOutcomes({course}: SectionProps): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="ket-qua">
      <Heading as="h2" id="ket-qua">
        Học xong, bạn sẽ có
      </Heading>
      <ol className={styles.outcomes}>
        {course.outcomes.map((item) => (
          <li key={item} className={styles.card}>
            {item}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function CourseSyllabus({course}: SectionProps): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="lo-trinh">
      <Heading as="h2" id="lo-trinh">
        Lộ trình học
      </Heading>
      <p className={styles.muted}>
        {course.modules.length} phần, {course.duration}. {course.format}
      </p>
      <ol className={styles.modules}>
        {course.modules.map((module, index) => (
          <li key={module.title} className={styles.card}>
            <Heading as="h3" className={styles.moduleTitle}>
              <span className={styles.moduleNumber}>Phần {index + 1}</span> {module.title}
            </Heading>
            <p className={styles.muted}>{module.summary}</p>
            <ul className={styles.lessons}>
              {module.lessons.map((lesson) => (
                <li key={lesson}>{lesson}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function CourseInstructor({course}: SectionProps): ReactNode {
  const {instructor} = course;
  return (
    <section className={styles.section} aria-labelledby="nguoi-huong-dan">
      <Heading as="h2" id="nguoi-huong-dan">
        Người hướng dẫn
      </Heading>
      <div className={clsx(styles.card, styles.instructor)}>
        <p className={styles.instructorName}>{instructor.name}</p>
        <p className={styles.muted}>{instructor.role}</p>
        <p>{instructor.bio}</p>
      </div>
    </section>
  );
}

export function CourseFaq({course}: SectionProps): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="hoi-dap">
      <Heading as="h2" id="hoi-dap">
        Câu hỏi thường gặp
      </Heading>
      <div className={styles.faq}>
        {course.faq.map((item) => (
          <details key={item.question} className={styles.faqItem}>
            <summary className={styles.faqQuestion}>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
      <p className={styles.muted}>
        Học phí, hoàn tiền, thời hạn truy cập và dữ liệu cá nhân được quy định trong{' '}
        <Link to="/khoa-hoc-dieu-khoan-dieu-kien">điều khoản và điều kiện khóa học</Link>.
      </p>
    </section>
  );
}

/**
 * `readingList`: the knowledge-base articles the related links cover
 * (plugins/course-pages.ts); how many of them the reader has marked read shows under the links.
 */
export function CourseCallToAction({course, readingList = []}: SectionProps & {readingList?: string[]}): ReactNode {
  const open = course.status === 'open';
  return (
    <section className={clsx(styles.section, styles.cta)} aria-labelledby="dang-ky">
      <Heading as="h2" id="dang-ky">
        {open ? 'Sẵn sàng bắt đầu?' : 'Muốn được báo khi mở lớp?'}
      </Heading>
      <p>
        {open
          ? `Học phí: ${formatPrice(course.price)}. Điền phiếu đăng ký trong hai phút; chúng tôi gửi email xác nhận kèm hướng dẫn thanh toán và lịch học.`
          : 'Khóa học đang nhận đăng ký danh sách chờ, không mất phí và không ràng buộc. Chúng tôi sẽ gửi email lịch khai giảng và học phí để bạn quyết định.'}
      </p>
      <Link className="button button--primary button--lg" to={signupPath(course.slug)}>
        {ctaLabel(course.status)}
      </Link>
      {course.related.length > 0 && (
        <>
          <p className={styles.relatedTitle}>Chưa sẵn sàng? Đọc trước miễn phí:</p>
          <ul className={styles.related}>
            {course.related.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
          {readingList.length > 0 && <ProgressSlot paths={readingList} />}
        </>
      )}
    </section>
  );
}

/** A whole course landing page, rendered from one entry of src/data/courses.ts. */
export default function CourseLanding({
  course,
  readingList,
  previewPath,
}: SectionProps & {readingList?: string[]; previewPath?: string}): ReactNode {
  return (
    <Layout title={`Khóa học ${course.shortTitle}`} description={course.description}>
      <CourseHead course={course} />
      <CourseHero course={course} previewPath={previewPath} />
      <main className="container margin-vert--lg">
        <CourseBuyerFacts course={course} />
        <CourseAudience course={course} />
        <CourseOutcomes course={course} />
        <CourseSyllabus course={course} />
        <CourseInstructor course={course} />
        <CourseFaq course={course} />
        <CourseCallToAction course={course} readingList={readingList} />
      </main>
    </Layout>
  );
}
