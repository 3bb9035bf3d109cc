import React, {type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useBrowserIdle} from '@site/src/lib/useBrowserIdle';

type Props = WrapperProps<typeof MobileSidebarType>;

/**
 * On phones theme-classic renders the closed menu drawer (every navbar item and
 * the docs sidebar) in the commit that follows hydration, which made that
 * commit a long task on articles. It is rendered once the browser is idle, or
 * at once if the reader opens the menu before that.
 */
export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const idle = useBrowserIdle();
  if (!shown && !idle) {
    return null;
  }
  return <MobileSidebar {...props} />;
}
