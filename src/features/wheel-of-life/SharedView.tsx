import React, {useId, useRef, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {WheelArea} from '../../data/wheelOfLife';
import WheelFigure from './WheelFigure';
import ResultSummary from './ResultSummary';
import DownloadPngButton from './DownloadPngButton';
import {balanceScore, formatNumber} from './scoring';
import {describeShareIssue, type SharedWheel} from './share';
import styles from './WheelOfLife.module.css';

interface Props {
  areas: readonly WheelArea[];
  shared: SharedWheel;
  /** Route of the quiz without the share query. */
  quizPath: string;
  explanationId: string;
}

/** A wheel opened from a share link: read-only, with a way to take the quiz oneself. */
export default function SharedView({areas, shared, quizPath, explanationId}: Props): ReactNode {
  const id = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const names = areas.map((area) => area.name);
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Bánh xe cuộc đời được chia sẻ với bạn</h2>
      {shared.issues.length > 0 && (
        <div className="alert alert--warning margin-bottom--md" role="alert">
          <p className="margin-bottom--sm">
            <strong>Liên kết chia sẻ có chỗ chưa đúng</strong>, có thể do bị cắt ngắn hoặc bị sửa khi sao chép. Những
            chỗ sai đã được thay bằng giá trị an toàn, nên hình dưới đây có thể khác với bánh xe gốc:
          </p>
          <ul className="margin-bottom--none">
            {shared.issues.map((issue, index) => (
              <li key={index}>{describeShareIssue(issue, names)}</li>
            ))}
          </ul>
        </div>
      )}
      <p>Đây là chế độ chỉ xem: bạn không sửa được điểm và không có gì được lưu vào lịch sử của bạn.</p>
      <div className={styles.layout}>
        <WheelFigure
          areas={areas}
          current={shared.current}
          target={shared.target}
          title="Bánh xe cuộc đời được chia sẻ"
          svgRef={svgRef}
        />
        <div>
          <ResultSummary areas={areas} current={shared.current} target={shared.target} explanationId={explanationId} />
          <div className={`${styles.actionsRow} ${styles.noPrint}`}>
            <Link className="button button--primary button--lg" to={quizPath}>
              Tự làm trắc nghiệm bánh xe cuộc đời
            </Link>
            <DownloadPngButton
              svgRef={svgRef}
              options={() => ({
                fileName: 'banh-xe-cuoc-doi-duoc-chia-se.png',
                heading: 'Bánh xe cuộc đời',
                caption: `Chỉ số cân bằng ${formatNumber(balanceScore(shared.current), 0)}/100`,
              })}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
