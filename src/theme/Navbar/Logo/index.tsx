// Wrapped (`docusaurus swizzle @docusaurus/theme-classic Navbar/Logo --wrap --danger`), only memoised, as NavbarItem is.
import {memo} from 'react';
import NavbarLogo from '@theme-original/Navbar/Logo';

/** theme-classic's navbar logo, which has no props, so it renders once, not again with the navbar on a phone. */
export default memo(NavbarLogo);
