import React, {useId, useRef, useState, type ReactNode, type Ref} from 'react';
import Link from '@docusaurus/Link';
import type {WheelArea} from '../../data/wheelOfLife';
import WheelFigure from './WheelFigure';
import ResultSummary from './ResultSummary';
import DownloadPngButton from './DownloadPngButton';
import {balanceScore, focusAreaIndexes, formatNumber} from './scoring';
import {MAX_ACTIONS, MAX_ACTION_LENGTH, formatDate, localDay, type StuckArea} from './history';
import styles from './WheelOfLife.module.css';

interface Props {
  areas: readonly WheelArea[];
  current: readonly number[];
  target: readonly (number | null)[];
  /** When the assessment was completed (ISO). */
  date: string;
  stuck: readonly StuckArea[];
  actions: readonly string[];
  onActionsSave: (actions: string[]) => boolean;
  shareUrl: string;
  onEdit: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  explanationId: string;
}

/** Everything shown after "Xem kết quả". */
export default function ResultPanel(props: Props): ReactNode {
  const {areas, current, target, date, stuck, shareUrl, onEdit, headingRef, explanationId} = props;
  const id = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const shareInputRef = useRef<HTMLInputElement>(null);
  const [actions, setActions] = useState<string[]>(() =>
    Array.from({length: MAX_ACTIONS}, (_, i) => props.actions[i] ?? ''),
  );
  const [actionStatus, setActionStatus] = useState('');
  const [copyStatus, setCopyStatus] = useState('');
  const focus = focusAreaIndexes(current, target);
  const order = [...focus, ...areas.map((_, i) => i).filter((i) => !focus.includes(i))];
  const day = formatDate(new Date(date));

  const saveActions = () => {
    const ok = props.onActionsSave(actions);
    setActionStatus(
      ok
        ? 'Đã lưu cam kết vào lịch sử. Hẹn bạn quay lại sau bảy ngày để xem mình đã làm được gì.'
        : 'Không lưu được vì trình duyệt đang chặn bộ nhớ cục bộ. Hãy ghi các việc này ra giấy hoặc in trang này.',
    );
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopyStatus('Đã sao chép liên kết.');
    } catch {
      shareInputRef.current?.select();
      setCopyStatus(
        'Không sao chép tự động được: liên kết đã được bôi đen, hãy nhấn Ctrl+C (hoặc giữ và chọn Sao chép).',
      );
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={styles.resultHeading}>
        Kết quả ngày {day}
      </h2>
      <div className={styles.layout}>
        <div>
          <WheelFigure
            areas={areas}
            current={current}
            target={target}
            title={`Bánh xe cuộc đời ngày ${day}`}
            svgRef={svgRef}
          />
        </div>
        <div>
          <ResultSummary areas={areas} current={current} target={target} explanationId={explanationId} />
          {stuck.length > 0 && (
            <div className="alert alert--warning" role="note">
              <strong>Lĩnh vực cần chú ý:</strong>{' '}
              {stuck
                .map((s) => `${areas[s.index].name} ở mức thấp trong ${s.streak} lần đánh giá liên tiếp gần nhất`)
                .join('; ')}
              . Có lẽ đã đến lúc thử một cách khác cho lĩnh vực này.
            </div>
          )}
        </div>
      </div>

      <section className={styles.section} aria-labelledby={`${id}-goi-y`}>
        <h3 id={`${id}-goi-y`}>Gợi ý cho từng lĩnh vực</h3>
        <p className={styles.muted}>Những lĩnh vực nên ưu tiên (thấp nhất hoặc xa mục tiêu nhất) được xếp lên đầu.</p>
        <ul className={styles.suggestions}>
          {order.map((index) => {
            const area = areas[index];
            return (
              <li key={area.id} className={styles.card}>
                <h4 className={styles.suggestionTitle}>
                  {area.name}: {current[index]}/10{focus.includes(index) && ' · nên ưu tiên'}
                </h4>
                <p className="margin-bottom--none">{area.suggestion}</p>
                <ul className={styles.suggestionLinks}>
                  {area.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby={`${id}-cam-ket`}>
        <h3 id={`${id}-cam-ket`}>Ba việc cho bảy ngày tới</h3>
        <p>
          Chọn tối đa ba việc nhỏ, cụ thể, làm được trong tuần này, ưu tiên những lĩnh vực ở trên. Ví dụ: “Đi bộ 20 phút
          sau bữa tối, ít nhất bốn ngày”.
        </p>
        <form
          className={styles.actionFields}
          onSubmit={(event) => {
            event.preventDefault();
            saveActions();
          }}
        >
          {actions.map((action, index) => (
            <div key={index}>
              <label className={styles.fieldLabel} htmlFor={`${id}-viec-${index}`}>
                Việc {index + 1}
              </label>
              <input
                id={`${id}-viec-${index}`}
                className={styles.textInput}
                type="text"
                maxLength={MAX_ACTION_LENGTH}
                value={action}
                onChange={(event) => {
                  const next = [...actions];
                  next[index] = event.target.value;
                  setActions(next);
                  setActionStatus('');
                }}
              />
            </div>
          ))}
          <div>
            <button type="submit" className="button button--primary">
              Lưu cam kết
            </button>
            <p className={styles.status} role="status">
              {actionStatus}
            </p>
          </div>
        </form>
      </section>

      <section className={`${styles.section} ${styles.noPrint}`} aria-labelledby={`${id}-chia-se`}>
        <h3 id={`${id}-chia-se`}>Chia sẻ và lưu lại</h3>
        <p>
          Liên kết dưới đây chỉ chứa điểm số (không có tên hay cam kết của bạn). Người mở liên kết sẽ thấy bánh xe này ở
          chế độ chỉ xem.
        </p>
        <div className={styles.shareBox}>
          <label htmlFor={`${id}-lien-ket`} className="sr-only">
            Liên kết chia sẻ
          </label>
          <input
            id={`${id}-lien-ket`}
            ref={shareInputRef}
            className={styles.textInput}
            type="text"
            readOnly
            value={shareUrl}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="button button--secondary" onClick={copyLink}>
            Sao chép liên kết
          </button>
        </div>
        <p className={styles.status} role="status">
          {copyStatus}
        </p>
        <div className={styles.actionsRow}>
          <DownloadPngButton
            svgRef={svgRef}
            options={() => ({
              fileName: `banh-xe-cuoc-doi-${localDay(new Date(date))}.png`,
              heading: `Bánh xe cuộc đời – ${day}`,
              caption: `Chỉ số cân bằng ${formatNumber(balanceScore(current), 0)}/100`,
            })}
          />
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            In kết quả
          </button>
          <button type="button" className="button button--outline button--primary" onClick={onEdit}>
            Sửa điểm
          </button>
        </div>
      </section>
    </section>
  );
}
