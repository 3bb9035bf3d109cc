import React, {type ReactNode} from 'react';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {pageKey} from './progressStore';
import {describeProgress, listProgress, sectionProgress} from './sectionProgress';
import {useReadMarks} from './useReadMarks';
import styles from './ReadingButtons.module.css';

/**
 * Every knowledge-base page's path, from the docs plugin's global data (already
 * on every page), without the trailing slash index pages keep there.
 */
export function useKnowledgePaths(): string[] {
  const docs = useAllDocsData()['kien-thuc'];
  return docs?.versions[0]?.docs.map((doc) => pageKey(doc.path)) ?? [];
}

/**
 * "Đã đọc 3/8 bài (38%)", once the reader has read something: of a section
 * (`prefix`, its articles from the docs plugin's data) or of a given list of
 * articles (`paths`, e.g. a course's reading list).
 */
export default function SectionProgress(props: {prefix: string} | {paths: readonly string[]}): ReactNode {
  const marks = useReadMarks();
  const all = useKnowledgePaths();
  if (!marks) return null;
  const count = 'prefix' in props ? sectionProgress(all, marks, props.prefix) : listProgress(props.paths, marks);
  if (count.read === 0 || count.total === 0) return null;
  return (
    <p className={styles.progress}>
      <progress className={styles.bar} value={count.read} max={count.total} aria-hidden="true" />
      {describeProgress(count)}
    </p>
  );
}
