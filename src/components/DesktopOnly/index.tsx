import React, {Suspense, use, useSyncExternalStore, type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';

/**
 * Infima's breakpoint, below which theme-classic hides the desktop sidebar, the
 * desktop table of contents and the navbar's items (`display: none`), and the
 * default of useWindowSize, which theme-classic uses to replace them after hydration.
 */
const DESKTOP_BREAKPOINT = 996;

const never = new Promise<never>(() => {});
const noSubscription = () => () => {};

/** True while React hydrates the server's HTML (and on the server), false in a client render. */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** What useWindowSize would return now: the window's width compared with the breakpoint. */
function isPhoneWidth(): boolean {
  return typeof window !== 'undefined' && window.innerWidth <= DESKTOP_BREAKPOINT;
}

/** Suspends for good while hydrating on a phone, so React leaves that HTML as the server wrote it. */
function HydrateOnDesktop({children}: {children: ReactNode}): ReactNode {
  if (useIsHydrating() && isPhoneWidth()) {
    use(never);
  }
  return children;
}

/**
 * A part of the page that only wide screens show: rendered by the server like
 * the rest, hidden by CSS on phones. On a phone React does not hydrate it (its
 * Suspense boundary stays as the server wrote it) and removes it once the window
 * size is known, right after hydration, in the same render in which theme-classic
 * swaps its own desktop parts for their phone versions. A window that becomes
 * wide later renders it like any client render.
 *
 * Only for parts whose HTML is hidden below the breakpoint: on a phone it is never
 * interactive, and it is gone from the page once hydrated.
 */
export default function DesktopOnly({children}: {children: ReactNode}): ReactNode {
  const windowSize = useWindowSize({desktopBreakpoint: DESKTOP_BREAKPOINT});
  if (windowSize === 'mobile') {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <HydrateOnDesktop>{children}</HydrateOnDesktop>
    </Suspense>
  );
}
