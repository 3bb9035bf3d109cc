import React, {useId, type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import type {WheelArea} from '../../data/wheelOfLife';
import {MAX_SCORE} from './scoring';
import {WHEEL_RADIUS, arcPath, labelAnchor, polar, round, scoreRadius, sectorPath, wedgeAngles} from './geometry';
import styles from './WheelOfLife.module.css';

/**
 * How a series is drawn. Filled and outlined series differ in shape, not
 * only in colour, so they can be told apart without colour vision:
 * - 'current': filled wedges (the scores being looked at);
 * - 'target': a thick dashed arc at the target score;
 * - 'previous': a dotted wedge outline (an older assessment in a comparison).
 */
export type SeriesVariant = 'current' | 'target' | 'previous';

export interface WheelSeries {
  variant: SeriesVariant;
  /** In area order; null = nothing to draw for that area. */
  scores: readonly (number | null)[];
}

interface Props {
  areas: readonly WheelArea[];
  series: readonly WheelSeries[];
  /** Short accessible name, e.g. "Bánh xe cuộc đời của bạn". */
  title: string;
  /** Longer accessible description; the table next to the chart has the full figures. */
  description?: string;
  /** Text under each area name, e.g. "7 → 9". */
  valueLabel?: (index: number) => string;
  svgRef?: Ref<SVGSVGElement>;
  className?: string;
}

const LABEL_RADIUS = WHEEL_RADIUS + 16;
const LINE_HEIGHT = 19;
const RINGS = Array.from({length: MAX_SCORE}, (_, i) => i + 1);

/** The wheel of life as a hand-drawn SVG; colours come from CSS variables (see WheelOfLife.module.css). */
export default function WheelChart({
  areas,
  series,
  title,
  description,
  valueLabel,
  svgRef,
  className,
}: Props): ReactNode {
  const id = useId();
  const count = areas.length;
  const filled = series.filter((s) => s.variant === 'current');
  const outlined = series.filter((s) => s.variant !== 'current');
  return (
    <svg
      ref={svgRef}
      className={clsx(styles.chart, className)}
      viewBox="-270 -215 540 430"
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-desc` : undefined}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={`${id}-title`}>{title}</title>
      {description && <desc id={`${id}-desc`}>{description}</desc>}
      <circle className={styles.chartDisc} r={WHEEL_RADIUS} />
      {RINGS.map((ring) => (
        <circle key={ring} className={ring === MAX_SCORE ? styles.chartRim : styles.chartRing} r={scoreRadius(ring)} />
      ))}
      {areas.map((area, index) => {
        const edge = polar(WHEEL_RADIUS, wedgeAngles(index, count).start);
        return <line key={area.id} className={styles.chartSpoke} x1={0} y1={0} x2={round(edge.x)} y2={round(edge.y)} />;
      })}
      {filled.map((s, seriesIndex) => (
        <g key={`f${seriesIndex}`} className={styles.seriesCurrent}>
          {s.scores.map((score, index) =>
            score == null ? null : <path key={index} d={sectorPath(index, count, scoreRadius(score))} />,
          )}
        </g>
      ))}
      {outlined.map((s, seriesIndex) => (
        <g key={`o${seriesIndex}`} className={s.variant === 'target' ? styles.seriesTarget : styles.seriesPrevious}>
          {s.scores.map((score, index) =>
            score == null ? null : (
              <path
                key={index}
                d={
                  s.variant === 'target'
                    ? arcPath(index, count, scoreRadius(score))
                    : sectorPath(index, count, scoreRadius(score))
                }
              />
            ),
          )}
        </g>
      ))}
      {[2, 4, 6, 8, 10].map((ring) => (
        <text key={ring} className={styles.chartRingLabel} x={3} y={round(-scoreRadius(ring) + 9)}>
          {ring}
        </text>
      ))}
      {areas.map((area, index) => {
        const {mid} = wedgeAngles(index, count);
        const anchor = labelAnchor(mid);
        const at = polar(LABEL_RADIUS, mid);
        const lines: string[] = [...area.chartLabel];
        const value = valueLabel?.(index);
        const total = lines.length + (value ? 1 : 0);
        // Labels above the wheel grow upwards, labels below grow downwards.
        const sin = Math.sin(mid);
        const firstY =
          sin < -0.2
            ? at.y - (total - 1) * LINE_HEIGHT
            : sin > 0.2
              ? at.y + 8
              : at.y - ((total - 1) * LINE_HEIGHT) / 2 + 4;
        return (
          <text key={area.id} className={styles.chartLabel} textAnchor={anchor} x={round(at.x)} y={round(firstY)}>
            {lines.map((line, i) => (
              <tspan key={i} x={round(at.x)} dy={i === 0 ? 0 : LINE_HEIGHT}>
                {line}
              </tspan>
            ))}
            {value && (
              <tspan className={styles.chartValue} x={round(at.x)} dy={LINE_HEIGHT}>
                {value}
              </tspan>
            )}
          </text>
        );
      })}
    </svg>
  );
}
