/**
 * Runs `callback` when the browser is next idle (at the latest after `timeout`
 * ms), or on the next task where requestIdleCallback is missing (Safari before
 * 18). Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, {timeout});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}
