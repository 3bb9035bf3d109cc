import {describe, expect, it, vi} from 'vitest';
import {navbarItems} from '../../data/navigation';

// The theme's item components are not what this test is about (and need the Docusaurus bundler to load).
vi.mock('@theme/NavbarItem/DefaultNavbarItem', () => ({default: () => null}));
vi.mock('@theme/NavbarItem/DropdownNavbarItem', () => ({default: () => null}));
vi.mock('@theme/NavbarItem/SearchNavbarItem', () => ({default: () => null}));
vi.mock('@site/src/features/auth/AuthNavbarItem', () => ({default: () => null}));
vi.mock('./IconLinkNavbarItem', () => ({default: () => null}));

/** The type NavbarItem looks up for an item, as theme-classic's NavbarItem/index.js normalizes it. */
function componentType(item: Record<string, unknown>): string {
  const type = item.type as string | undefined;
  if (!type || type === 'default') return 'items' in item ? 'dropdown' : 'default';
  return type;
}

function allItems(items: Record<string, unknown>[]): Record<string, unknown>[] {
  return items.flatMap((item) => [item, ...allItems((item.items as Record<string, unknown>[] | undefined) ?? [])]);
}

describe('the navbar item types', () => {
  it('include every type the navbar uses, in dropdowns too', async () => {
    const {default: ComponentTypes} = await import('./ComponentTypes');
    const used = new Set(allItems(navbarItems as unknown as Record<string, unknown>[]).map(componentType));
    expect(used.size).toBeGreaterThan(0);
    for (const type of used) expect(ComponentTypes[type], type).toBeTypeOf('function');
  });
});
