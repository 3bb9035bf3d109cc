import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {stories, storyLabel} from '@site/src/data/stories';
import styles from './cam-hung-thanh-cong.module.css';

export default function SuccessStoriesPage(): ReactNode {
  return (
    <Layout
      title="Cảm hứng thành công"
      description="Ba câu chuyện minh họa về tự học Python, Obsidian và Docusaurus: khó khăn ban đầu, cách học từng bước và kết quả khiêm tốn, có thể đạt được sau vài tháng."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Cảm hứng thành công</Heading>
        <p className={styles.lead}>
          Không có phép màu nào trong tự học: chỉ có một mục tiêu rõ, một phương pháp phù hợp và sự đều đặn. Ba câu
          chuyện dưới đây kể lại những hành trình như thế, kể cả những lúc muốn bỏ cuộc.
        </p>
        <p className={styles.label}>
          <strong>Lưu ý:</strong> {storyLabel}
        </p>
        <ul className={styles.list}>
          {stories.map((story) => (
            <li key={story.slug} className={styles.story}>
              <Heading as="h2" className={styles.headline}>
                <Link to={`/cam-hung-thanh-cong/cau-chuyen/${story.slug}`}>{story.headline}</Link>
              </Heading>
              <p className={styles.who}>
                Nhân vật: {story.name} · {story.role}
              </p>
              <p className={styles.kind}>Câu chuyện minh họa</p>
              <p>{story.summary}</p>
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
