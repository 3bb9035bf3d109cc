import {useEffect, useState} from 'react';
import {LOCAL_CHANGE_EVENT, readProgress, SYNCED_EVENT, type PageMark} from './progressStore';

/** The reading marks on this device, kept current (null until read after hydration). */
export function useReadMarks(): PageMark[] | null {
  const [marks, setMarks] = useState<PageMark[] | null>(null);
  useEffect(() => {
    const reload = () => setMarks(readProgress());
    reload();
    const events = [SYNCED_EVENT, LOCAL_CHANGE_EVENT, 'storage'];
    for (const name of events) window.addEventListener(name, reload);
    return () => {
      for (const name of events) window.removeEventListener(name, reload);
    };
  }, []);
  return marks;
}
