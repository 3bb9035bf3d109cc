import {useEffect, useState, type RefObject} from 'react';
import {whenOnScreen} from './whenOnScreen';

/**
 * Whether the element has come within `margin` of the viewport (a CSS margin, as
 * IntersectionObserver's rootMargin): false on the server and while hydrating,
 * then true from the first time it does, for good. True at once where
 * IntersectionObserver is missing.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    return whenOnScreen(element, () => setNear(true), margin);
  }, [ref, margin, near]);
  return near;
}
