/**
 * One IntersectionObserver per margin serves every element watched with it: the
 * reading and self-check slots, the KaTeX fonts.
 * The browser reports each observer's first look at its elements in a callback of
 * its own, so one observer per element would mean a callback for each.
 */
interface Watcher {
  observer: IntersectionObserver;
  callbacks: WeakMap<Element, () => void>;
}

const watchers = new Map<string, Watcher>();

function watcherFor(margin: string): Watcher {
  const existing = watchers.get(margin);
  if (existing) return existing;
  const callbacks = new WeakMap<Element, () => void>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const callback = callbacks.get(entry.target);
        if (!entry.isIntersecting || !callback) continue;
        callbacks.delete(entry.target);
        observer.unobserve(entry.target);
        // Each in a task step of its own: one that throws does not keep the others from running.
        queueMicrotask(callback);
      }
    },
    {rootMargin: margin},
  );
  const watcher = {observer, callbacks};
  watchers.set(margin, watcher);
  return watcher;
}

/**
 * Calls `callback` once, the first time `element` comes within `margin` of the
 * viewport (a CSS margin, as IntersectionObserver's rootMargin), or at once where
 * IntersectionObserver is missing. Returns a function that stops watching. An
 * element has one callback per margin: watching it again with the same margin
 * replaces the callback (a component that renders again watches its element anew).
 */
export function whenOnScreen(element: Element, callback: () => void, margin = '0px'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => undefined;
  }
  const {observer, callbacks} = watcherFor(margin);
  callbacks.set(element, callback);
  observer.observe(element);
  return () => {
    if (callbacks.get(element) !== callback) return;
    callbacks.delete(element);
    observer.unobserve(element);
  };
}
