import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof MobileSidebarType>;

/** Whether an event comes from the navbar's menu button. */
function fromMenuToggle(event: Event): boolean {
  return event.target instanceof Element && event.target.closest('.navbar__toggle') !== null;
}

/**
 * Becomes true when the reader reaches for the menu button: a finger or pointer
 * pressed on it, or keyboard focus on it. That is before the click that opens the
 * menu, so the drawer is in place to slide in. The switch is a transition: the
 * drawer renders in short slices, not in one task inside the press. A menu shown
 * some other way (a click alone) also makes it true, so the drawer stays once it
 * has been rendered and slides out when the menu closes.
 */
function useMenuWanted(shown: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  if (shown && !wanted) {
    setWanted(true);
  }
  useEffect(() => {
    if (wanted) {
      return undefined;
    }
    const onIntent = (event: Event) => {
      if (fromMenuToggle(event)) startTransition(() => setWanted(true));
    };
    document.addEventListener('pointerdown', onIntent, {capture: true, passive: true});
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerdown', onIntent, {capture: true});
      document.removeEventListener('focusin', onIntent);
    };
  }, [wanted]);
  return wanted;
}

/**
 * On phones theme-classic renders the closed menu drawer (every navbar item and
 * the docs sidebar) right after hydration, work most readers never use. It is
 * rendered when the reader reaches for the menu button, or at once if the menu
 * is opened some other way, and then stays, as theme-classic's does.
 */
export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const wanted = useMenuWanted(shown);
  if (!shown && !wanted) {
    return null;
  }
  return <MobileSidebar {...props} />;
}
