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

/**
 * Runs `callback` once the page is interactive: after the `load` event, when
 * the browser is next idle (at the latest after `timeout` ms).
 */
export function whenInteractive(callback: () => void, timeout = 5000): void {
  const onIdle = () => whenIdle(callback, timeout);
  if (document.readyState === 'complete') onIdle();
  else window.addEventListener('load', onIdle, {once: true});
}
