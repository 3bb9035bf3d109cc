import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import ReadingSlot from '@site/src/features/learning-space/ReadingSlot';
import SelfCheckSlot from '@site/src/features/review/SelfCheckSlot';
import QuestionsSlot from '@site/src/features/questions/QuestionsSlot';
import {factsCheckedLabel} from '@site/src/lib/factsChecked';
import {FactsCheckedContext} from '@site/src/lib/FactsCheckedContext';

type Props = WrapperProps<typeof FooterType>;

/** A knowledge-base article (not a section's introduction): the ones with review items. */
const ARTICLE = /^\/kien-thuc\/[^/]+\/[^/]+/;

/**
 * Knowledge-base articles get their self-check ("Tự kiểm tra", features/review/SelfCheck.tsx), then
 * "Đánh dấu đã đọc" and "Lưu dấu trang" above the
 * usual footer; a section's introduction (/kien-thuc/<section>) also shows how much of the section
 * the reader has read (ReadingPanel.tsx); then an article's questions and answers ("Hỏi đáp",
 * features/questions/QuestionsSlot.tsx). The last-updated date is joined by when the article's
 * facts were last checked (front matter `facts_checked`).
 */
export default function FooterWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  return (
    <>
      {ARTICLE.test(metadata.permalink) && <SelfCheckSlot articlePath={metadata.permalink} />}
      {metadata.permalink.startsWith('/kien-thuc/') && <ReadingSlot title={metadata.title} />}
      {ARTICLE.test(metadata.permalink) && <QuestionsSlot page={metadata.permalink} />}
      <FactsCheckedContext value={factsCheckedLabel((frontMatter as {facts_checked?: unknown}).facts_checked)}>
        <Footer {...props} />
      </FactsCheckedContext>
    </>
  );
}
