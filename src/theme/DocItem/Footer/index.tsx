import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import ReadingSlot from '@site/src/features/learning-space/ReadingSlot';

type Props = WrapperProps<typeof FooterType>;

/**
 * Knowledge-base articles get "Đánh dấu đã đọc" and "Lưu dấu trang" above the
 * usual footer; a section's introduction (/kien-thuc/<section>) also shows how much of the section
 * the reader has read (ReadingPanel.tsx).
 */
export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      {metadata.permalink.startsWith('/kien-thuc/') && <ReadingSlot title={metadata.title} />}
      <Footer {...props} />
    </>
  );
}
