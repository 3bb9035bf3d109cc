import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type {Course} from '@site/src/data/courses';
import {buyerFacts, type BuyerFact} from './buyerFacts';
import styles from './CourseBuyerFacts.module.css';

/** The answer, with the email address it names made a mailto: link. */
function Detail({fact}: {fact: BuyerFact}): ReactNode {
  if (!fact.email || !fact.detail.includes(fact.email)) return fact.detail;
  const [before, ...after] = fact.detail.split(fact.email);
  return (
    <>
      {before}
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a mailto: address opens the mail app in place */}
      <a href={`mailto:${fact.email}`}>{fact.email}</a>
      {after.join(fact.email)}
    </>
  );
}

/** "Thông tin khóa học": every buyer fact of the course as an open definition list, no click needed. */
export default function CourseBuyerFacts({course}: {course: Course}): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="thong-tin-khoa-hoc">
      <Heading as="h2" id="thong-tin-khoa-hoc">
        Thông tin khóa học
      </Heading>
      <dl className={styles.list}>
        {buyerFacts(course).map((fact) => (
          <div key={fact.key} className={styles.row} data-fact={fact.key}>
            <dt>{fact.term}</dt>
            <dd>
              <Detail fact={fact} />
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>
        Chi tiết ở <Link to="/khoa-hoc-dieu-khoan-dieu-kien">điều khoản và điều kiện khóa học</Link>.
      </p>
    </section>
  );
}
