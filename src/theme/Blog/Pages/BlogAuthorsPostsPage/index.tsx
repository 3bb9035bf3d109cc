import React, {type ReactNode} from 'react';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
import PageDescription from '@site/src/components/PageDescription';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

/** An author's page is described by the author's bio from blog/authors.yml. */
export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  const {author} = props;
  const description = author.description ?? `Các bài viết của ${author.name ?? 'tác giả'} trên blog Learn Anything.`;
  return (
    <>
      <PageDescription description={description} />
      <BlogAuthorsPostsPage {...props} />
    </>
  );
}
