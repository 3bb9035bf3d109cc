// Wrapped (`docusaurus swizzle @docusaurus/theme-classic NavbarItem --wrap --danger`: theme-classic does
// not list it as safe to wrap; the wrapper only memoises it and decides where it hydrates, so its props
// and behaviour stay theme-classic's).
import React, {memo, type ReactNode} from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import type {Props} from '@theme/NavbarItem';
import DesktopOnly from '@site/src/components/DesktopOnly';

/**
 * theme-classic's navbar item. In the navbar itself (not the phone menu, which
 * passes `mobile`) Infima hides every item below the desktop breakpoint, and the
 * phone menu renders the items again when it opens: so on a phone these are not
 * hydrated (DesktopOnly). The search item stays, in case a config puts one there.
 *
 * Memoised: its props are the item's fields from themeConfig.navbar, so they never
 * change; without this every item (a link, watched again for prefetching, and
 * each dropdown entry) would render again whenever the navbar does.
 */
function NavbarItemWrapper(props: Props): ReactNode {
  if (props.mobile || props.type === 'search') {
    return <NavbarItem {...props} />;
  }
  return (
    <DesktopOnly>
      <NavbarItem {...props} />
    </DesktopOnly>
  );
}

export default memo(NavbarItemWrapper);
