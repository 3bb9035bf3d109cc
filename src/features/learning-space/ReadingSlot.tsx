import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';

// Without a connection the chunks cannot load: the slot then stays empty instead of failing the page.
const nothing = {default: () => null};
const ReadingButtons = lazy(() => import('./ReadingButtons').catch(() => nothing));
const SectionProgress = lazy(() => import('./SectionProgress').catch(() => nothing));

/**
 * Where "Đánh dấu đã đọc" and "Lưu dấu trang" go at the end of an article.
 * The buttons' code loads only when this place comes near the screen, so an
 * article's first load carries nothing but this slot.
 */
export default function ReadingSlot({title, section}: {title: string; section?: string}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: '400px 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} data-reading-slot="">
      {near && (
        <Suspense fallback={null}>
          {section && <SectionProgress prefix={section} />}
          <ReadingButtons title={title} />
        </Suspense>
      )}
    </div>
  );
}
