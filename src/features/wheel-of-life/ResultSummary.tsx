import React, {type ReactNode} from 'react';
import type {WheelArea} from '../../data/wheelOfLife';
import {average, balanceScore, formatNumber, largestGaps, lowestAreas, meanAbsoluteDeviation} from './scoring';
import styles from './WheelOfLife.module.css';

interface Props {
  areas: readonly WheelArea[];
  current: readonly number[];
  target: readonly (number | null)[];
  /** Heading level of the sub-headings (the summary sits under an h2). */
  headingLevel?: 'h3' | 'h4';
  /** Id of the page section that explains the balance figure. */
  explanationId?: string;
}

/** Balance, average, lowest areas and largest gaps. */
export default function ResultSummary({areas, current, target, headingLevel = 'h3', explanationId}: Props): ReactNode {
  const Heading = headingLevel;
  const balance = balanceScore(current);
  const mean = average(current);
  const lowest = lowestAreas(current);
  const gaps = largestGaps(current, target);
  const hasTarget = target.some((t) => t != null);
  return (
    <>
      <div className={styles.figures}>
        <p className={styles.stat}>
          <span className={styles.statLabel}>Chỉ số cân bằng</span>
          <span className={styles.statValue} data-testid="chi-so-can-bang">
            {formatNumber(balance, 0)}/100
          </span>
        </p>
        <p className={styles.stat}>
          <span className={styles.statLabel}>Điểm trung bình</span>
          <span className={styles.statValue}>{formatNumber(mean)}/10</span>
        </p>
      </div>
      <p>
        Trung bình mỗi lĩnh vực lệch {formatNumber(meanAbsoluteDeviation(current))} điểm so với điểm trung bình{' '}
        {formatNumber(mean)} của bạn. 100 nghĩa là mọi lĩnh vực bằng điểm nhau; con số càng thấp, bánh xe càng méo.
        {explanationId && (
          <>
            {' '}
            {/* eslint-disable-next-line @docusaurus/no-html-links -- in-page link to a part rendered in the browser only; Link would hand it to the build's anchor check */}
            <a href={`#${explanationId}`}>Xem cách tính</a>.
          </>
        )}
      </p>
      <div className={styles.figures}>
        <div>
          <Heading>Lĩnh vực thấp nhất</Heading>
          {lowest.length === 0 ? (
            <p>Mọi lĩnh vực đang bằng điểm nhau.</p>
          ) : (
            <ul className={styles.cleanList}>
              {lowest.map(({index, score}) => (
                <li key={index}>
                  {areas[index].name}: {score} điểm
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <Heading>Khoảng cách lớn nhất tới mục tiêu</Heading>
          {gaps.length > 0 ? (
            <ul className={styles.cleanList}>
              {gaps.map((gap) => (
                <li key={gap.index}>
                  {areas[gap.index].name}: {gap.current} → {gap.target} (thiếu {gap.gap} điểm)
                </li>
              ))}
            </ul>
          ) : (
            <p>
              {hasTarget
                ? 'Bạn đã đạt hoặc vượt mọi điểm mục tiêu đã đặt.'
                : 'Chưa đặt điểm mục tiêu nên chưa có khoảng cách để so.'}
            </p>
          )}
        </div>
      </div>
    </>
  );
}
