import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import ProgressSlot from '../learning-space/ProgressSlot';
import DatedLinks from './DatedLinks';
import type {DatedLink, SectionSummary, TagCount} from './knowledgeBase';
import styles from './discovery.module.css';

export interface KnowledgeHomeData {
  sections: SectionSummary[];
  recentlyUpdated: DatedLink[];
  tags: TagCount[];
  tagsPath: string;
  articleCount: number;
}

/** /kien-thuc: the knowledge base's home, from data computed at build time (plugins/discovery.ts). */
export default function KnowledgeHomePage({data}: {data: KnowledgeHomeData}): ReactNode {
  return (
    <Layout
      title="Kho kiến thức"
      description={`Kho kiến thức Learn Anything: ${data.articleCount} bài viết về công nghệ, Obsidian, Python, mô hình tư duy, phát triển bản thân và sách hay, đọc theo lộ trình từ cơ bản.`}
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Kho kiến thức</Heading>
        <p className={styles.sectionDescription}>
          {data.articleCount} bài viết trong sáu chủ đề. Mỗi chủ đề có một bài để bắt đầu, rồi đọc tiếp theo thứ tự ở
          thanh bên.
        </p>

        <section aria-labelledby="chu-de">
          <Heading as="h2" id="chu-de">
            Sáu chủ đề
          </Heading>
          <ul className={styles.sections}>
            {data.sections.map((section) => (
              <li key={section.to} className={styles.sectionCard}>
                <Heading as="h3" className={styles.sectionTitle}>
                  <Icon name={section.icon} size={22} />
                  <Link to={section.to}>{section.title}</Link>
                </Heading>
                <p className={styles.sectionCount}>{section.count} bài viết</p>
                <ProgressSlot prefix={section.to} />
                <p className={styles.sectionDescription}>{section.description}</p>
                {section.start && (
                  <p className={styles.sectionStart}>
                    Bắt đầu từ đây: <Link to={section.start.permalink}>{section.start.title}</Link>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>

        {data.recentlyUpdated.length > 0 && (
          <section className={styles.block} aria-labelledby="moi-cap-nhat">
            <Heading as="h2" id="moi-cap-nhat">
              Mới cập nhật
            </Heading>
            <DatedLinks items={data.recentlyUpdated} dateLabel="cập nhật" />
          </section>
        )}

        <section className={styles.block} aria-labelledby="the-pho-bien">
          <Heading as="h2" id="the-pho-bien">
            Thẻ được dùng nhiều
          </Heading>
          <ul className={styles.tags}>
            {data.tags.map((tag) => (
              <li key={tag.permalink}>
                <Link to={tag.permalink} className={styles.tag}>
                  {tag.label} ({tag.count})
                </Link>
              </li>
            ))}
          </ul>
          <p className="margin-top--md">
            <Link to={data.tagsPath}>Xem tất cả các thẻ</Link>
          </p>
        </section>
      </main>
    </Layout>
  );
}
