import React, {type ReactNode, type Ref} from 'react';
import type {WheelArea} from '../../data/wheelOfLife';
import WheelChart, {type WheelSeries} from './WheelChart';
import WheelTable from './WheelTable';
import {gapText, scoreText, valueWithTarget} from './present';
import styles from './WheelOfLife.module.css';

interface Props {
  areas: readonly WheelArea[];
  current: readonly number[];
  target: readonly (number | null)[];
  title: string;
  svgRef?: Ref<SVGSVGElement>;
  /** Keep the table for screen readers only (e.g. next to the sliders, which already show the numbers). */
  tableHidden?: boolean;
}

/** The wheel (current filled, target dashed), its legend and the same figures as a table. */
export default function WheelFigure({areas, current, target, title, svgRef, tableHidden}: Props): ReactNode {
  const hasTarget = target.some((t) => t != null);
  const series: WheelSeries[] = [{variant: 'current', scores: current}];
  if (hasTarget) series.push({variant: 'target', scores: target});
  return (
    <figure className={styles.figure}>
      <WheelChart
        areas={areas}
        series={series}
        title={title}
        description="Mỗi múi là một lĩnh vực; điểm 1 ở gần tâm, điểm 10 chạm vành. Bảng ngay sau hình có đủ các con số."
        valueLabel={(index) => valueWithTarget(current[index], target[index])}
        svgRef={svgRef}
      />
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={`${styles.swatch} ${styles.swatchCurrent}`} /> Hiện tại
        </li>
        {hasTarget && (
          <li>
            <span className={`${styles.swatch} ${styles.swatchTarget}`} /> Mục tiêu
          </li>
        )}
      </ul>
      <WheelTable
        areas={areas}
        caption="Điểm từng lĩnh vực (thang 1–10)"
        hidden={tableHidden}
        columns={[
          {header: 'Hiện tại', cells: current.map((score) => scoreText(score))},
          {header: 'Mục tiêu', cells: target.map((score) => scoreText(score))},
          {header: 'Khoảng cách', cells: current.map((score, index) => gapText(score, target[index]))},
        ]}
      />
    </figure>
  );
}
