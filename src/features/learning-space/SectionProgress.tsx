import React, {type ReactNode} from 'react';
import docPaths from '@generated/docs-data-on-demand/default/paths.json';
import {pageKey} from './progressStore';
import {describeProgress, listProgress, sectionProgress} from './sectionProgress';
import {useReadMarks} from './useReadMarks';
import styles from './ReadingButtons.module.css';

/**
 * Every knowledge-base page's path (plugins/docs-data-on-demand.ts), without the
 * trailing slash index pages keep there.
 */
export const KNOWLEDGE_PATHS: readonly string[] = (docPaths['kien-thuc'] ?? []).map(pageKey);

/**
 * "Đã đọc 3/8 bài (38%)", once the reader has read something: of a section
 * (`prefix`, its articles from the docs plugin's data) or of a given list of
 * articles (`paths`, e.g. a course's reading list).
 */
export default function SectionProgress(props: {prefix: string} | {paths: readonly string[]}): ReactNode {
  const marks = useReadMarks();
  if (!marks) return null;
  const count =
    'prefix' in props ? sectionProgress(KNOWLEDGE_PATHS, marks, props.prefix) : listProgress(props.paths, marks);
  if (count.read === 0 || count.total === 0) return null;
  return (
    <p className={styles.progress}>
      <progress className={styles.bar} value={count.read} max={count.total} aria-hidden="true" />
      {describeProgress(count)}
    </p>
  );
}
