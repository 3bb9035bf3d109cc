import React, {type ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import PageDescription from '@site/src/components/PageDescription';

type Props = WrapperProps<typeof BlogTagsListPageType>;

/** Adds a description to the blog's tag list, which Docusaurus leaves without one. */
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageDescription description="Tất cả thẻ của blog Learn Anything: chọn một chủ đề như Python, thần số học, phương pháp hay kinh nghiệm để đọc các bài liên quan." />
      <BlogTagsListPage {...props} />
    </>
  );
}
