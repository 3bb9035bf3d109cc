import {useLayoutEffect, useRef, type RefObject} from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * On a slow network a reader can type into a server-rendered field before React has hydrated
 * the page. React leaves that text in the field but not in component state, so the next render
 * of a controlled field would wipe it, and a submit would read the empty state. Once, right after
 * hydration (before the browser paints again), this hands the field's text to `restore` when it
 * differs from what the component rendered.
 */
export function useTypedBeforeHydration(
  field: RefObject<Field | null>,
  rendered: string,
  restore: (typed: string) => void,
): void {
  useOnceAfterHydration(() => {
    const typed = typedText(field.current, rendered);
    if (typed !== null) restore(typed);
  });
}

/**
 * Runs `effect` once, right after the first commit (hydration), before the browser paints again
 * and before a later render could overwrite what the server-rendered fields hold.
 */
export function useOnceAfterHydration(effect: () => void): void {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
  });
}

/**
 * The field's text if it holds something other than what the component rendered; null otherwise.
 * Static pages are rendered with empty fields, so an empty field was not typed into (and a field
 * typed into and emptied again loses nothing).
 */
export function typedText(field: Pick<Field, 'value'> | null, rendered: string): string | null {
  if (!field || field.value === '' || field.value === rendered) return null;
  return field.value;
}
