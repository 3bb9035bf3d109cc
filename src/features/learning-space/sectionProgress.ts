/** How much of a part of the site the reader has marked "đã đọc". Pure. */
import type {PageMark} from './progressStore';

export interface SectionCount {
  read: number;
  total: number;
}

/**
 * Articles under `prefix` (its own page, e.g. the section's introduction, not
 * counted) among `paths` (every article's path), and how many of them are marked read.
 */
export function sectionProgress(paths: readonly string[], marks: readonly PageMark[], prefix: string): SectionCount {
  return listProgress(
    paths.filter((path) => path.startsWith(`${prefix}/`)),
    marks,
  );
}

/** How many of these articles (e.g. a course's reading list) are marked read. */
export function listProgress(paths: readonly string[], marks: readonly PageMark[]): SectionCount {
  const inside = new Set(paths);
  const read = new Set(marks.filter((mark) => mark.kind === 'daDoc' && inside.has(mark.key)).map((mark) => mark.key));
  return {read: read.size, total: inside.size};
}

/** "Đã đọc 3/8 bài (38%)". */
export function describeProgress({read, total}: SectionCount): string {
  const percent = total === 0 ? 0 : Math.round((read / total) * 100);
  return `Đã đọc ${read}/${total} bài (${percent}%)`;
}
