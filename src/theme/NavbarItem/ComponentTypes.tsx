import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import AuthNavbarItem from '@site/src/features/auth/AuthNavbarItem';
import IconLinkNavbarItem from './IconLinkNavbarItem';

/** Adds the `custom-authLink` (sign in / sign out) and `custom-iconLink` (SVG icon links) navbar item types. */
export default {
  ...ComponentTypes,
  'custom-authLink': AuthNavbarItem,
  'custom-iconLink': IconLinkNavbarItem,
};
