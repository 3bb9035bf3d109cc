/**
 * Which knowledge-base articles make up a course's reading list, derived at
 * build time (plugins/course-pages.ts) from what already exists: the course's
 * `related` links (src/data/courses.ts) and the knowledge base's sidebars.
 * Pure.
 *
 * A link to a category's generated index (/kien-thuc/category/obsidian-flow)
 * stands for every article in that category; a link to a page
 * (/kien-thuc/python) for every article under its path, as a section's count
 * does (sectionProgress.ts); any other link (a download page) for none.
 */

/** The part of a sidebar item this needs (the docs plugin's processed sidebars). */
export interface SidebarItemLike {
  type: string;
  id?: string;
  items?: readonly SidebarItemLike[];
  link?: {type: string; id?: string; permalink?: string};
}

export interface DocLike {
  id: string;
  /** The page's path, without a trailing slash. */
  permalink: string;
}

function docIds(items: readonly SidebarItemLike[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return item.id ? [item.id] : [];
    if (item.type === 'category') {
      return [...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []), ...docIds(item.items ?? [])];
    }
    return [];
  });
}

function findCategory(items: readonly SidebarItemLike[], permalink: string): SidebarItemLike | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.link?.type === 'generated-index' && item.link.permalink?.replace(/\/+$/, '') === permalink) return item;
    const inner = findCategory(item.items ?? [], permalink);
    if (inner) return inner;
  }
  return undefined;
}

/** The articles' paths for these links, each once, in the order the links and sidebars give them. */
export function courseReadingList(
  links: readonly string[],
  sidebars: readonly (readonly SidebarItemLike[])[],
  docs: readonly DocLike[],
): string[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc.permalink] as const));
  const list = new Set<string>();
  for (const link of links) {
    const to = link.replace(/\/+$/, '');
    const category = sidebars.map((items) => findCategory(items, to)).find(Boolean);
    const paths = category
      ? docIds(category.items ?? []).map((id) => byId.get(id))
      : docs.filter((doc) => doc.permalink.startsWith(`${to}/`)).map((doc) => doc.permalink);
    for (const path of paths) if (path) list.add(path);
  }
  return [...list];
}
