import {knowledgeSections, sectionFolder} from '../../data/sections';
import {isMembersContentPath} from '../auth/membersPath';

/** The sections a search can be narrowed to, in display order. */
export const SEARCH_SECTIONS = ['Kiến thức', 'Blog', 'Khóa học', 'Câu chuyện', 'Tài liệu', 'Trang khác'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

/** Each knowledge-base folder's label: the section's title (src/data/sections.ts). */
const KNOWLEDGE_SUBSECTIONS: Record<string, string> = Object.fromEntries(
  knowledgeSections.map((section) => [sectionFolder(section), section.title]),
);

export interface RouteSection {
  section: SearchSection;
  /** A finer label shown with the result, e.g. "Python" inside "Kiến thức". */
  subsection?: string;
}

/** Routes that list or repeat other pages, or are not content (and members pages): never indexed. */
const SKIPPED = [
  /^\/404$/,
  /^\/search$/,
  /\/tags(\/|$)/,
  /^\/blog(\/page\/\d+)?$/,
  /^\/blog\/(archive|authors)(\/|$)/,
  /^\/kien-thuc\/category\//,
  /^\/mo-hinh-tu-duy-eda$/,
  /^\/books$/,
  /^\/ngoai-tuyen$/,
];

/** Which section a route's page belongs to, or null when it is not indexed. */
export function classifyRoute(route: string): RouteSection | null {
  if (isMembersContentPath(route) || SKIPPED.some((pattern) => pattern.test(route))) return null;
  const [, first, second] = route.split('/');
  if (first === 'kien-thuc') {
    const subsection = KNOWLEDGE_SUBSECTIONS[second];
    return subsection ? {section: 'Kiến thức', subsection} : null;
  }
  if (first === 'blog') return {section: 'Blog'};
  if (first === 'docs') return {section: 'Tài liệu'};
  if (first === 'cam-hung-thanh-cong') return {section: 'Câu chuyện'};
  if (/^(khoa-hoc|lp-khoa-hoc-|dang-ky-khoa-hoc|download-obsidian-flow)/.test(first ?? ''))
    return {section: 'Khóa học'};
  return {section: 'Trang khác'};
}
