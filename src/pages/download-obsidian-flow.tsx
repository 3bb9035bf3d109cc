import React, {type ReactNode} from 'react';
import VaultDownload from '@site/src/features/courses/VaultDownload';

export default function DownloadObsidianFlowPage(): ReactNode {
  return <VaultDownload />;
}
