import React, {type ReactNode} from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';
import PageDescription from '@site/src/components/PageDescription';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

/** Adds a description to the blog's author list, which Docusaurus leaves without one. */
export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageDescription description="Những người viết cho blog Learn Anything: đội ngũ biên tập và tác giả, kèm giới thiệu ngắn và các bài viết của từng người." />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
