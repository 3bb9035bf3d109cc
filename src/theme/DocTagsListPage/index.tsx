import React, {type ReactNode} from 'react';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type DocTagsListPageType from '@theme/DocTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import PageDescription from '@site/src/components/PageDescription';

type Props = WrapperProps<typeof DocTagsListPageType>;

/** Adds a description to the knowledge base's tag list, which Docusaurus leaves without one. */
export default function DocTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageDescription description="Mọi thẻ của kho kiến thức Learn Anything, xếp theo chữ cái: tìm nhanh bài viết về Docusaurus, Obsidian, Python, mô hình tư duy, thần số học và sách hay." />
      <DocTagsListPage {...props} />
    </>
  );
}
