/**
 * Geometry of the wheel chart, in SVG user units with the centre at (0, 0).
 *
 * Area i of n is the wedge from angle −90° + i·360°/n to −90° + (i+1)·360°/n
 * (the first area starts at the top and areas go clockwise, as SVG's y axis
 * points down). A score s is drawn at radius s/10 of the wheel's radius, so
 * the ring for 1 is the innermost band and 10 reaches the rim.
 */
import {MAX_SCORE} from './scoring';

export const WHEEL_RADIUS = 150;

export interface Point {
  x: number;
  y: number;
}

export interface Wedge {
  start: number;
  end: number;
  mid: number;
}

/** Angles in radians of wedge `index` of `count`. */
export function wedgeAngles(index: number, count: number): Wedge {
  const step = (2 * Math.PI) / count;
  const start = -Math.PI / 2 + index * step;
  return {start, end: start + step, mid: start + step / 2};
}

export function polar(radius: number, angle: number): Point {
  return {x: radius * Math.cos(angle), y: radius * Math.sin(angle)};
}

export function scoreRadius(score: number, radius = WHEEL_RADIUS): number {
  return (Math.max(0, Math.min(MAX_SCORE, score)) / MAX_SCORE) * radius;
}

/** Two decimals, and no "-0". */
export function round(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? 0 : rounded;
}

function point(p: Point): string {
  return `${round(p.x)} ${round(p.y)}`;
}

/** Filled wedge from the centre out to radius `r`. */
export function sectorPath(index: number, count: number, r: number): string {
  const {start, end} = wedgeAngles(index, count);
  const largeArc = end - start > Math.PI ? 1 : 0;
  return `M0 0L${point(polar(r, start))}A${round(r)} ${round(r)} 0 ${largeArc} 1 ${point(polar(r, end))}Z`;
}

/** The outer edge of a wedge of radius `r` (an arc, not closed). */
export function arcPath(index: number, count: number, r: number): string {
  const {start, end} = wedgeAngles(index, count);
  const largeArc = end - start > Math.PI ? 1 : 0;
  return `M${point(polar(r, start))}A${round(r)} ${round(r)} 0 ${largeArc} 1 ${point(polar(r, end))}`;
}

/** Horizontal text anchor for a label placed at `angle` outside the wheel. */
export function labelAnchor(angle: number): 'start' | 'middle' | 'end' {
  const x = Math.cos(angle);
  if (Math.abs(x) < 0.2) return 'middle';
  return x > 0 ? 'start' : 'end';
}
