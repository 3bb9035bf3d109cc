import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {coursePath, courses, signupPath, type Course} from '@site/src/data/courses';
import {site} from '@site/src/data/site';
import EmailLink from '@site/src/components/EmailLink';
import {serializeJsonLd} from '@site/src/lib/seo/structuredData';
import {courseListJsonLd} from './courseJsonLd';
import {ctaLabel} from './format';
import {CourseFacts, StatusBadge} from './CourseLanding';
import styles from './CourseLanding.module.css';

function CourseCard({course}: {course: Course}): ReactNode {
  const headingId = `khoa-${course.slug}`;
  return (
    <li className={clsx(styles.card, styles.courseCard)}>
      <div>
        <StatusBadge status={course.status} />
      </div>
      <Heading as="h2" id={headingId} className={styles.courseCardTitle}>
        <Link to={coursePath(course.slug)}>{course.shortTitle}</Link>
      </Heading>
      <p>{course.tagline}</p>
      <CourseFacts course={course} />
      <div className={styles.cardActions}>
        <Link className="button button--primary" to={coursePath(course.slug)}>
          Xem chi tiết<span className="sr-only"> khóa {course.shortTitle}</span>
        </Link>
        <Link className="button button--secondary" to={signupPath(course.slug)}>
          {ctaLabel(course.status)}
          <span className="sr-only"> khóa {course.shortTitle}</span>
        </Link>
      </div>
    </li>
  );
}

/** The /khoa-hoc page: every course from src/data/courses.ts, then how signing up works. */
export default function CourseCatalog(): ReactNode {
  return (
    <Layout
      title="Khóa học"
      description="Bốn khóa học trực tuyến của Learn Anything: Obsidian FLOW, Python cho chứng khoán, Python web scraping và tạo website Docusaurus chuẩn SEO, học theo dự án thật."
    >
      <Head>
        <script type="application/ld+json">{serializeJsonLd(courseListJsonLd(courses, site))}</script>
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">Khóa học</Heading>
        <p className={styles.tagline}>
          Mỗi khóa học đi từ kiến thức đến một sản phẩm cụ thể của chính bạn: một kho ghi chú chạy được, một báo cáo dữ
          liệu chứng khoán tự động, một trình thu thập dữ liệu, một website chuẩn SEO. Học trực tuyến theo tuần, có bài
          tập, góp ý và buổi hỏi đáp.
        </p>
        <ul className={styles.courseList}>
          {courses.map((course) => (
            <CourseCard key={course.slug} course={course} />
          ))}
        </ul>

        <section className={styles.section} aria-labelledby="cach-dang-ky">
          <Heading as="h2" id="cach-dang-ky">
            Đăng ký như thế nào
          </Heading>
          <ol className={styles.steps}>
            <li>Chọn khóa học và điền phiếu đăng ký: họ tên, email, số điện thoại.</li>
            <li>
              Ngay sau khi gửi phiếu, bạn nhận email có mã tham chiếu, học phí và hướng dẫn thanh toán. Với khóa đang ở
              danh sách chờ, chúng tôi email khi mở lớp và bạn chưa phải trả gì.
            </li>
            <li>Chuyển khoản học phí, ghi mã tham chiếu trong nội dung chuyển khoản.</li>
            <li>Nhận quyền truy cập khu vực học viên và bắt đầu học theo lộ trình tuần.</li>
          </ol>
          <p>
            Trước khi đăng ký, hãy đọc <Link to="/khoa-hoc-dieu-khoan-dieu-kien">điều khoản và điều kiện khóa học</Link>{' '}
            về học phí, hoàn tiền và thời hạn truy cập. Có câu hỏi? Viết cho chúng tôi qua <EmailLink />.
          </p>
        </section>

        <section className={styles.section} aria-labelledby="hoc-mien-phi">
          <Heading as="h2" id="hoc-mien-phi">
            Muốn thử trước? Học miễn phí
          </Heading>
          <ul>
            <li>
              <Link to="/kien-thuc/category/obsidian-flow">Phương pháp FLOW</Link> và{' '}
              <Link to="/download-obsidian-flow">vault mẫu Obsidian FLOW</Link> tải về miễn phí.
            </li>
            <li>
              <Link to="/kien-thuc/python">Kiến thức Python</Link>: từ cài đặt đến pandas và phân tích cổ phiếu.
            </li>
            <li>
              <Link to="/kien-thuc/category/docusaurus">Loạt bài về Docusaurus</Link>: từ cài đặt đến SEO và triển khai.
            </li>
            <li>
              <Link to="/cam-hung-thanh-cong">Câu chuyện minh họa</Link> về những hành trình tự học thường gặp.
            </li>
          </ul>
        </section>
      </main>
    </Layout>
  );
}
