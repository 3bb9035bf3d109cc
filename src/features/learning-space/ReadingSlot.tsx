import React, {useRef, type ReactNode} from 'react';
import {useComponentNearScreen} from '@site/src/lib/useNearScreen';

const loadReadingPanel = () => import('./ReadingPanel');

/**
 * Where "Đánh dấu đã đọc" and "Lưu dấu trang" go at the end of an article or
 * blog post. Kept as small as it can be: an article's first load carries this
 * slot and nothing else of the learning space; the panel's code
 * (ReadingPanel.tsx) loads only when this place comes near the screen.
 * Without a connection the chunk cannot load and the slot stays empty.
 */
export default function ReadingSlot({title}: {title: string}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const ReadingPanel = useComponentNearScreen(ref, '400px 0px', loadReadingPanel);
  return (
    <div ref={ref} data-reading-slot="">
      {ReadingPanel && <ReadingPanel title={title} />}
    </div>
  );
}
