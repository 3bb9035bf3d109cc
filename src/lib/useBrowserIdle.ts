import {startTransition, useEffect, useState} from 'react';
import {whenIdle} from './whenIdle';

/**
 * False during hydration; true once the browser has been idle after it. The
 * switch is a transition, so what it renders is done in small slices React can
 * interrupt, never as one long task right after hydration.
 */
export function useBrowserIdle(timeout = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true)), timeout), [timeout]);
  return idle;
}
