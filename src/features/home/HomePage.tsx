import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CardGrid from '@site/src/components/CardGrid';
import {knowledgeSections, tools} from '@site/src/data/sections';
import {site} from '@site/src/data/site';
import DatedLinks from '@site/src/features/discovery/DatedLinks';
import type {DatedLink} from '@site/src/features/discovery/knowledgeBase';
import styles from './HomePage.module.css';

export interface HomeData {
  latestPosts: DatedLink[];
  recentlyUpdated: DatedLink[];
}

function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.heroTitle}>
          Tự học bất cứ điều gì, <span className={styles.accent}>bằng tiếng Việt</span>
        </Heading>
        <p className={styles.heroLead}>
          Kiến thức công nghệ, Python, quản lý tri thức với Obsidian, mô hình tư duy và phát triển bản thân: viết rõ
          ràng, kiểm chứng được, làm theo được ngay.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/intro">
            Bắt đầu từ đây
          </Link>
          <Link className="button button--secondary button--lg" to="/khoa-hoc">
            Xem khóa học
          </Link>
        </div>
      </div>
    </header>
  );
}

/** The home page (route added by plugins/discovery.ts with the latest posts and updates, computed at build time). */
export default function Home({data}: {data: HomeData}): ReactNode {
  return (
    <Layout
      title="Tự học bất cứ điều gì"
      description="Learn Anything: thư viện tự học tiếng Việt về công nghệ, Python, Obsidian, mô hình tư duy, sách hay và phát triển bản thân, kèm công cụ và khóa học."
    >
      <Head>
        {/* Google Search reads a site's favicon from the home page, from a URL; every page has it inline too. */}
        <link rel="icon" href={site.favicon} />
      </Head>
      <Hero />
      <main className="container margin-vert--xl">
        <section className={styles.section} aria-labelledby="kho-kien-thuc">
          <Heading as="h2" id="kho-kien-thuc">
            Kho kiến thức
          </Heading>
          <p className={styles.sectionLead}>Sáu chủ đề, mỗi chủ đề có lộ trình đọc từ cơ bản đến nâng cao.</p>
          <CardGrid items={knowledgeSections} />
          <p className="margin-top--md">
            <Link to="/kien-thuc">Xem toàn bộ kho kiến thức</Link>
          </p>
        </section>
        <section className={styles.section} aria-labelledby="bai-moi">
          <Heading as="h2" id="bai-moi">
            Bài mới trên blog
          </Heading>
          <DatedLinks items={data.latestPosts} dateLabel="đăng" />
          <p className="margin-top--md">
            <Link to="/blog">Xem tất cả bài viết</Link>
          </p>
        </section>
        {data.recentlyUpdated.length > 0 && (
          <section className={styles.section} aria-labelledby="moi-cap-nhat">
            <Heading as="h2" id="moi-cap-nhat">
              Kiến thức mới cập nhật
            </Heading>
            <DatedLinks items={data.recentlyUpdated} dateLabel="cập nhật" />
          </section>
        )}
        <section className={styles.section} aria-labelledby="cong-cu">
          <Heading as="h2" id="cong-cu">
            Công cụ miễn phí
          </Heading>
          <p className={styles.sectionLead}>
            Chạy ngay trên trình duyệt, không cần tài khoản, dữ liệu không rời máy bạn.
          </p>
          <CardGrid items={tools} />
        </section>
        <section className={styles.callout} aria-labelledby="hoc-cung-nhau">
          <Heading as="h2" id="hoc-cung-nhau">
            Học sâu hơn cùng {site.title}
          </Heading>
          <p>
            Các khóa học đi từ kiến thức đến sản phẩm: một kho ghi chú chạy được, một bộ phân tích dữ liệu chứng khoán,
            một trình thu thập dữ liệu, một website chuẩn SEO của riêng bạn. Đọc{' '}
            <Link to="/cam-hung-thanh-cong">những câu chuyện minh họa</Link> hoặc theo dõi <Link to="/blog">blog</Link>{' '}
            để nhận bài mới mỗi tuần.
          </p>
          <Link className="button button--primary" to="/khoa-hoc">
            Tìm khóa học phù hợp
          </Link>
        </section>
      </main>
    </Layout>
  );
}
