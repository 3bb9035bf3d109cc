import React, {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {useNearScreen} from '@site/src/lib/useNearScreen';

type Panel = ComponentType<{articlePath: string}>;

/**
 * Where an article's self-check ("Tự kiểm tra") goes, at its end. Only this slot is in the
 * article's first load: the self-check's code (SelfCheck.tsx) and the article's items (JSON
 * written by plugins/review-items.ts) load when this place comes near the screen, as
 * learning-space/ReadingSlot.tsx does.
 */
export default function SelfCheckSlot({articlePath}: {articlePath: string}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  // The reading slot's margin: the page keeps one IntersectionObserver per margin.
  const near = useNearScreen(ref, '400px 0px');
  const [panel, setPanel] = useState<{Panel: Panel} | null>(null);
  useEffect(() => {
    if (!near) return;
    import('./SelfCheck').then(
      ({default: Panel}) => setPanel({Panel}),
      () => undefined,
    );
  }, [near]);
  return <div ref={ref}>{panel && <panel.Panel articlePath={articlePath} />}</div>;
}
