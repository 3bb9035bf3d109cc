import React, {useRef, type ReactNode} from 'react';
import {useComponentNearScreen} from '@site/src/lib/useNearScreen';

const loadSelfCheck = () => import('./SelfCheck');

/**
 * Where an article's self-check ("Tự kiểm tra") goes, at its end. Only this slot is in the
 * article's first load: the self-check's code (SelfCheck.tsx) and the article's items (JSON
 * written by plugins/review-items.ts) load when this place comes near the screen, as
 * learning-space/ReadingSlot.tsx does.
 */
export default function SelfCheckSlot({articlePath}: {articlePath: string}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  // The reading slot's margin: the page keeps one IntersectionObserver per margin.
  const SelfCheck = useComponentNearScreen(ref, '400px 0px', loadSelfCheck);
  return <div ref={ref}>{SelfCheck && <SelfCheck articlePath={articlePath} />}</div>;
}
