// Replaces @docusaurus/core 3.10.2 (lib/client/theme-fallback/Loading/index.js).
// Replaces Docusaurus's fallback (core's theme-fallback, which has no swizzle): its failure box says "Retry" in
// English, and its spinner (an inline animated SVG, carried in every page's main.js) never shows here, since a
// page's code is loaded before the route renders (the progress bar covers a slow navigation).
import React, {type ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';

/**
 * What react-loadable shows while a part of the page is still loading (nothing:
 * the server's HTML or the progress bar is on screen meanwhile), or when it
 * failed to load: a Vietnamese message and a button that tries again.
 */
export default function Loading({error, retry}: LoadingComponentProps): ReactNode {
  if (!error) {
    return null;
  }
  return (
    <div className="container margin-vert--xl">
      <div className="alert alert--danger" role="alert">
        <p>Không tải được phần này của trang. Có thể mạng vừa bị ngắt; hãy kiểm tra kết nối rồi thử lại.</p>
        <button type="button" className="button button--danger" onClick={retry}>
          Thử lại
        </button>
      </div>
    </div>
  );
}
