import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import AuthNavbarItem from '@site/src/features/auth/AuthNavbarItem';

/** Adds the `custom-authLink` navbar item type (sign in / sign out). */
export default {
  ...ComponentTypes,
  'custom-authLink': AuthNavbarItem,
};
