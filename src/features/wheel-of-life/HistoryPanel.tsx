import React, {useId, useState, type ReactNode} from 'react';
import type {WheelArea} from '../../data/wheelOfLife';
import WheelChart from './WheelChart';
import WheelTable from './WheelTable';
import {LOW_SCORE, average, balanceScore, formatNumber} from './scoring';
import {describeHistoryNotice, entryLabels, stuckLowAreas, type HistoryEntry, type HistoryNotice} from './history';
import {signedText} from './present';
import styles from './WheelOfLife.module.css';

interface Props {
  areas: readonly WheelArea[];
  entries: readonly HistoryEntry[];
  notices: readonly HistoryNotice[];
  /** False when the browser refuses localStorage. */
  storageAvailable: boolean;
  onDelete: (id: string) => void;
}

/** Saved assessments: list, "stuck low" areas, and two dates overlaid. */
/** One of the two assessment pickers of the comparison. */
function EntrySelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Array<{id: string; label: string}>;
  onChange: (id: string) => void;
}): ReactNode {
  return (
    <label>
      {label}
      <select className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function HistoryPanel({areas, entries, notices, storageAvailable, onDelete}: Props): ReactNode {
  const id = useId();
  const labels = entryLabels(entries);
  const stuck = stuckLowAreas(entries);
  const [picked, setPicked] = useState<{a?: string; b?: string}>({});
  const byId = (entryId: string | undefined) => entries.findIndex((e) => e.id === entryId);
  const last = entries.length - 1;
  const aIndex = byId(picked.a) >= 0 ? byId(picked.a) : Math.max(0, last - 1);
  const bIndex = byId(picked.b) >= 0 ? byId(picked.b) : last;
  const a = entries[aIndex];
  const b = entries[bIndex];

  return (
    <section className={`${styles.section} ${styles.noPrint}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Lịch sử đánh giá</h2>
      {notices.map((notice) => (
        <div key={notice.kind} className="alert alert--warning margin-bottom--md" role="alert">
          {describeHistoryNotice(notice)}
        </div>
      ))}
      {!storageAvailable && (
        <div className="alert alert--info margin-bottom--md" role="note">
          Trình duyệt đang chặn bộ nhớ cục bộ (thường gặp ở chế độ ẩn danh), nên kết quả sẽ không được lưu lại.
        </div>
      )}
      {entries.length === 0 ? (
        <p>
          Chưa có lần đánh giá nào được lưu trên trình duyệt này. Mỗi lần bạn bấm “Xem kết quả”, điểm số được lưu kèm
          ngày giờ để bạn so sánh về sau. Dữ liệu nằm trên máy của bạn; khi bạn đã đăng nhập, nó được đồng bộ vào tài
          khoản của bạn để dùng trên mọi thiết bị.
        </p>
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${styles.historyTable}`}>
              <caption>Các lần đánh giá đã lưu ({entries.length})</caption>
              <thead>
                <tr>
                  <th scope="col">Ngày</th>
                  <th scope="col">Trung bình</th>
                  <th scope="col">Cân bằng</th>
                  <th scope="col">Cam kết</th>
                  <th scope="col">
                    <span className="sr-only">Xóa</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry, index) => (
                  <tr key={entry.id}>
                    <th scope="row">{labels[index]}</th>
                    <td>{formatNumber(average(entry.current))}</td>
                    <td>{formatNumber(balanceScore(entry.current), 0)}</td>
                    <td className={styles.actionsCell}>{entry.actions.length > 0 ? entry.actions.join('; ') : '—'}</td>
                    <td>
                      <button
                        type="button"
                        className="button button--sm button--link"
                        aria-label={`Xóa lần đánh giá ${labels[index]}`}
                        onClick={() => {
                          if (window.confirm(`Xóa lần đánh giá ${labels[index]}?`)) onDelete(entry.id);
                        }}
                      >
                        Xóa
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          {stuck.length > 0 ? (
            <div className="alert alert--warning margin-top--md" role="note">
              <strong>Lĩnh vực mắc kẹt ở mức thấp</strong> (từ {LOW_SCORE} điểm trở xuống trong ít nhất hai lần liên
              tiếp gần nhất):
              <ul className="margin-bottom--none">
                {stuck.map((s) => (
                  <li key={s.index}>
                    {areas[s.index].name}: {s.streak} lần liên tiếp ({s.scores.join(' → ')})
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            entries.length >= 2 && (
              <p className="margin-top--md">
                Không có lĩnh vực nào ở mức thấp (từ {LOW_SCORE} điểm trở xuống) hai lần liên tiếp gần đây.
              </p>
            )
          )}

          {entries.length >= 2 && a && b ? (
            <section className={styles.section} aria-labelledby={`${id}-so-sanh`}>
              <h3 id={`${id}-so-sanh`}>So sánh hai lần đánh giá</h3>
              <div className={styles.pickers}>
                <EntrySelect
                  label="Lần trước (viền chấm)"
                  value={a.id}
                  options={entries.map((entry, index) => ({id: entry.id, label: labels[index]}))}
                  onChange={(value) => setPicked({...picked, a: value})}
                />
                <EntrySelect
                  label="Lần sau (tô màu)"
                  value={b.id}
                  options={entries.map((entry, index) => ({id: entry.id, label: labels[index]}))}
                  onChange={(value) => setPicked({...picked, b: value})}
                />
              </div>
              <div className={styles.layout}>
                <figure className={styles.figure}>
                  <WheelChart
                    areas={areas}
                    series={[
                      {variant: 'current', scores: b.current},
                      {variant: 'previous', scores: a.current},
                    ]}
                    title={`So sánh bánh xe ngày ${labels[aIndex]} và ${labels[bIndex]}`}
                    valueLabel={(index) => `${a.current[index]} → ${b.current[index]}`}
                  />
                  <ul className={styles.legend} aria-hidden="true">
                    <li>
                      <span className={`${styles.swatch} ${styles.swatchPrevious}`} /> {labels[aIndex]}
                    </li>
                    <li>
                      <span className={`${styles.swatch} ${styles.swatchCurrent}`} /> {labels[bIndex]}
                    </li>
                  </ul>
                </figure>
                <WheelTable
                  areas={areas}
                  caption={`Điểm ngày ${labels[aIndex]} và ${labels[bIndex]}`}
                  columns={[
                    {header: labels[aIndex], cells: a.current.map(String)},
                    {header: labels[bIndex], cells: b.current.map(String)},
                    {header: 'Thay đổi', cells: b.current.map((score, index) => signedText(score - a.current[index]))},
                  ]}
                />
              </div>
            </section>
          ) : (
            <p className="margin-top--md">
              Khi có từ hai lần đánh giá trở lên, bạn có thể chọn hai ngày để đặt chồng lên nhau.
            </p>
          )}
        </>
      )}
    </section>
  );
}
