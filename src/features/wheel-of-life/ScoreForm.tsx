import React, {useId, useRef, type FormEvent, type ReactNode} from 'react';
import {typedText, useOnceAfterHydration} from '@site/src/lib/useTypedBeforeHydration';
import type {WheelArea} from '../../data/wheelOfLife';
import {MAX_SCORE, MIN_SCORE} from './scoring';
import styles from './WheelOfLife.module.css';

interface Props {
  areas: readonly WheelArea[];
  current: readonly number[];
  target: readonly (number | null)[];
  onCurrentChange: (index: number, value: number) => void;
  onTargetChange: (index: number, value: number | null) => void;
  onSubmit: () => void;
}

const SCORES = Array.from({length: MAX_SCORE - MIN_SCORE + 1}, (_, i) => MIN_SCORE + i);

/** One slider (current score) and one optional target per area. Native controls, so keyboard and touch work as usual. */
export default function ScoreForm({
  areas,
  current,
  target,
  onCurrentChange,
  onTargetChange,
  onSubmit,
}: Props): ReactNode {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Scores set before hydration on a slow network are still in the sliders and selects, not yet in
  // the parent's state: hand them up once, before the next render would put the defaults back.
  useOnceAfterHydration(() => {
    const field = (fieldId: string) =>
      formRef.current?.querySelector<HTMLInputElement>(`#${CSS.escape(fieldId)}`) ?? null;
    areas.forEach((_, index) => {
      const score = typedText(field(`${id}-diem-${index}`), String(current[index]));
      if (score !== null) onCurrentChange(index, Number(score));
      const goal = typedText(field(`${id}-muc-tieu-${index}`), String(target[index] ?? ''));
      if (goal !== null) onTargetChange(index, Number(goal));
    });
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={formRef} onSubmit={handleSubmit} aria-label="Chấm điểm tám lĩnh vực">
      <ol className={styles.areaList}>
        {areas.map((area, index) => {
          const sliderId = `${id}-diem-${index}`;
          const questionId = `${id}-hoi-${index}`;
          const targetId = `${id}-muc-tieu-${index}`;
          const value = current[index];
          return (
            <li key={area.id} className={styles.area}>
              <div className={styles.areaHead}>
                <label htmlFor={sliderId} className={styles.areaName}>
                  {area.name}
                </label>
                <span className={styles.areaValue} aria-hidden="true">
                  {value}/10
                </span>
              </div>
              <p id={questionId} className={styles.question}>
                {area.question}
              </p>
              <input
                id={sliderId}
                className={styles.slider}
                type="range"
                min={MIN_SCORE}
                max={MAX_SCORE}
                step={1}
                value={value}
                aria-describedby={questionId}
                aria-valuetext={`${value} trên 10`}
                onChange={(event) => onCurrentChange(index, Number(event.target.value))}
              />
              <div className={styles.sliderScale} aria-hidden="true">
                <span>1 · rất chưa hài lòng</span>
                <span>10 · rất hài lòng</span>
              </div>
              <div className={styles.targetRow}>
                <label htmlFor={targetId}>
                  Mục tiêu<span className="sr-only"> cho {area.name}</span> (không bắt buộc):
                </label>
                <select
                  id={targetId}
                  className={styles.select}
                  value={target[index] ?? ''}
                  onChange={(event) =>
                    onTargetChange(index, event.target.value === '' ? null : Number(event.target.value))
                  }
                >
                  <option value="">Không đặt</option>
                  {SCORES.map((score) => (
                    <option key={score} value={score}>
                      {score}
                    </option>
                  ))}
                </select>
              </div>
            </li>
          );
        })}
      </ol>
      <div className={styles.submitRow}>
        <button type="submit" className="button button--primary button--lg">
          Xem kết quả
        </button>
        <span className={styles.muted}>Kết quả được lưu vào lịch sử trên trình duyệt này.</span>
      </div>
    </form>
  );
}
