import React, {type ReactNode} from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import ReadingSlot from '@site/src/features/learning-space/ReadingSlot';
import QuestionsSlot from '@site/src/features/questions/QuestionsSlot';

type Props = WrapperProps<typeof FooterType>;

/**
 * A blog post's own page (not the lists) gets "Đánh dấu đã đọc" and "Lưu dấu trang", then its questions
 * and answers ("Hỏi đáp"), above the usual footer.
 */
export default function FooterWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && <ReadingSlot title={metadata.title} />}
      {isBlogPostPage && <QuestionsSlot page={metadata.permalink} />}
      <Footer {...props} />
    </>
  );
}
