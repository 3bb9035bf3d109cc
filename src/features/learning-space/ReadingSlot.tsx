import React, {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';

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
  const [panel, setPanel] = useState<{Panel: Panel} | null>(null);
  useEffect(() => {
    const load = () => {
      import('./ReadingPanel').then(
        ({default: Panel}) => setPanel({Panel}),
        () => undefined,
      );
    };
    if (typeof IntersectionObserver === 'undefined') return load();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      {rootMargin: '400px 0px'},
    );
    observer.observe(ref.current!);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} data-reading-slot="">
      {panel && <panel.Panel title={title} />}
    </div>
  );
}
