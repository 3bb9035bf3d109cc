// Wrapped (`docusaurus swizzle @docusaurus/theme-classic NavbarItem --wrap --danger`: theme-classic does
// not list it as safe to wrap; the wrapper only memoises it, so its props and behaviour stay theme-classic's).
import {memo} from 'react';
import NavbarItem from '@theme-original/NavbarItem';

/**
 * theme-classic's navbar item, re-rendered only when its own props change. Its
 * props are the item's fields from themeConfig.navbar, so they never do: without
 * this every item (a link, each with a new IntersectionObserver, and each dropdown
 * entry) rendered again whenever the navbar did, as it does on a phone right after
 * hydration when the window size becomes known.
 */
export default memo(NavbarItem);
