// Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/NavbarItem/ComponentTypes.tsx).
// Ejected (`--wrap` spreads the original map, which imports every item type): the navbar uses only
// links, dropdowns, search and the two custom types below, and the locale, version, doc and html items
// would add their code to main.js on every page. A test checks that each type in src/data/navigation.ts is here.
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import AuthNavbarItem from '@site/src/features/auth/AuthNavbarItem';
import IconLinkNavbarItem from './IconLinkNavbarItem';

/**
 * The navbar item types this site uses, with `custom-authLink` (sign in / sign out) and
 * `custom-iconLink` (SVG icon links). To use another stock type, import it from
 * `@theme/NavbarItem/…` and add it here, then in ComponentTypes.test.ts mock that
 * import (vi.mock, as for the others) and add the type to the expected list. The
 * `doc`, `docSidebar` and version items also need the lists of docs that the
 * browser's copy of the global data leaves out (plugins/docs-data-on-demand.ts).
 */
const ComponentTypes: Partial<ComponentTypesObject> = {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  search: SearchNavbarItem,
  'custom-authLink': AuthNavbarItem,
  'custom-iconLink': IconLinkNavbarItem,
};

export default ComponentTypes;
