import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {stories} from '@site/src/data/stories';
import styles from './cam-hung-thanh-cong.module.css';

export default function SuccessStoriesPage(): ReactNode {
  return (
    <Layout
      title="Cảm hứng thành công"
      description="Câu chuyện tự học của học viên Learn Anything: khó khăn ban đầu, cách họ học Python, Obsidian, Docusaurus và kết quả cụ thể sau vài tháng.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Cảm hứng thành công</Heading>
        <p className={styles.lead}>
          Không có phép màu nào trong tự học: chỉ có một mục tiêu rõ, một phương pháp phù hợp và sự đều đặn. Đây là
          hành trình của những người đã đi trước, kể cả những lúc họ muốn bỏ cuộc.
        </p>
        <ul className={styles.list}>
          {stories.map((story) => (
            <li key={story.slug} className={styles.story}>
              <Heading as="h2" className={styles.headline}>
                <Link to={`/cam-hung-thanh-cong/cau-chuyen/${story.slug}`}>{story.headline}</Link>
              </Heading>
              <p className={styles.who}>
                {story.name} · {story.role}
              </p>
              <p>{story.summary}</p>
              <blockquote className={styles.quote}>{story.quote}</blockquote>
            </li>
          ))}
        </ul>
        <p>
          Bạn muốn bắt đầu hành trình của mình? Xem <Link to="/khoa-hoc">các khóa học</Link> hoặc bắt đầu miễn phí với{' '}
          <Link to="/docs/intro">hướng dẫn tự học</Link>.
        </p>
      </main>
    </Layout>
  );
}
