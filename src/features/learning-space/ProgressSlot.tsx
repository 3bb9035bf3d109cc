import React, {useEffect, useState, type ComponentProps, type ComponentType, type ReactNode} from 'react';
import {readStorage} from '../../lib/browserStorage';
import {PROGRESS_KEY} from './signals';
import type SectionProgressType from './SectionProgress';

type Props = ComponentProps<typeof SectionProgressType>;

/**
 * "Đã đọc x/y bài" on the knowledge base's home and the course pages, loaded
 * after the page is up and only when this device holds reading marks at all
 * (SectionProgress.tsx then decides whether there is something to show): a
 * visitor who never marked anything loads nothing more.
 */
export default function ProgressSlot(props: Props): ReactNode {
  const [loaded, setLoaded] = useState<{Progress: ComponentType<Props>} | null>(null);
  useEffect(() => {
    // Nothing stored, or storage blocked: no marks to count.
    const marked = readStorage(PROGRESS_KEY);
    if (typeof marked === 'string')
      import('./SectionProgress').then(
        ({default: Progress}) => setLoaded({Progress}),
        () => undefined,
      );
  }, []);
  return loaded && <loaded.Progress {...props} />;
}
