import {useEffect, useState, type ComponentType, type RefObject} from 'react';
import {whenOnScreen} from './whenOnScreen';

/**
 * Whether the element has come within `margin` of the viewport (a CSS margin, as
 * IntersectionObserver's rootMargin): false on the server and while hydrating,
 * then true from the first time it does, for good. True at once where
 * IntersectionObserver is missing.
 */
function useNearScreen(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    return whenOnScreen(element, () => setNear(true), margin);
  }, [ref, margin, near]);
  return near;
}

/**
 * A component whose code loads once the element comes within `margin` of the viewport: null
 * until then, and for good if its chunk cannot load (offline). `load` is a module-level
 * `() => import(…)`, so that the page's first load carries only the caller.
 */
export function useComponentNearScreen<Props>(
  ref: RefObject<Element | null>,
  margin: string,
  load: () => Promise<{default: ComponentType<Props>}>,
): ComponentType<Props> | null {
  const near = useNearScreen(ref, margin);
  const [loaded, setLoaded] = useState<{Component: ComponentType<Props>} | null>(null);
  useEffect(() => {
    if (!near) return;
    load().then(
      ({default: Component}) => setLoaded({Component}),
      () => undefined,
    );
  }, [near, load]);
  return loaded?.Component ?? null;
}
