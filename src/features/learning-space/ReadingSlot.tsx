import React, {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {useNearScreen} from '@site/src/lib/useNearScreen';

type Panel = ComponentType<{title: string}>;

/**
 * Where "Đánh dấu đã đọc" and "Lưu dấu trang" go at the end of an article or
 * blog post. Kept as small as it can be: an article's first load carries this
 * slot and nothing else of the learning space; the panel's code
 * (ReadingPanel.tsx) loads only when this place comes near the screen.
 * Without a connection the chunk cannot load and the slot stays empty.
 */
export default function ReadingSlot({title}: {title: string}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref, '400px 0px');
  const [panel, setPanel] = useState<{Panel: Panel} | null>(null);
  useEffect(() => {
    if (!near) return;
    import('./ReadingPanel').then(
      ({default: Panel}) => setPanel({Panel}),
      () => undefined,
    );
  }, [near]);
  return (
    <div ref={ref} data-reading-slot="">
      {panel && <panel.Panel title={title} />}
    </div>
  );
}
