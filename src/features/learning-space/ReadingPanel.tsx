import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {pageKey} from './progressStore';
import ReadingButtons from './ReadingButtons';
import SectionProgress from './SectionProgress';

/** A knowledge-base section's own page: /kien-thuc/<section>. */
const SECTION_PAGE = /^\/kien-thuc\/[^/]+$/;

/**
 * What ReadingSlot loads at the end of an article or post: on a section's
 * page how much of the section the reader has read, then the two buttons.
 */
export default function ReadingPanel({title}: {title: string}): ReactNode {
  const path = pageKey(useLocation().pathname);
  return (
    <>
      {SECTION_PAGE.test(path) && <SectionProgress prefix={path} />}
      <ReadingButtons title={title} />
    </>
  );
}
