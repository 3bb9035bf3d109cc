import {toString} from 'hast-util-to-string';
import {visit} from 'unist-util-visit';

const isElement = (node, ...names) => node?.type === 'element' && names.includes(node.tagName);

/**
 * Rehype plugin for the members pages and lessons, whose HTML the function serves (the site's own
 * pages get the same from the theme and plugins/rehype-keyboard-scrollable.ts):
 * - a code block or table, which scrolls sideways on a phone, takes keyboard focus, so it can be
 *   scrolled without a mouse (WCAG 2.1.1; axe: scrollable-region-focusable);
 * - the checkbox of a task-list item (`- [ ]`, `- [x]`) is named by the item's text, without its
 *   sub-list (axe: label).
 */
export default function rehypeReaderAccess() {
  return (tree) => {
    visit(tree, 'element', (node) => {
      if (isElement(node, 'pre', 'table') && node.properties.tabIndex === undefined) {
        node.properties.tabIndex = 0;
      }
      if (isElement(node, 'li') && [node.properties.className ?? []].flat().includes('task-list-item')) {
        const own = node.children.filter((child) => !isElement(child, 'ul', 'ol'));
        const holder = own.find((child) => isElement(child, 'p')) ?? node;
        const checkbox = holder.children.find((child) => isElement(child, 'input'));
        const text = toString({type: 'root', children: own}).trim();
        if (checkbox && text && checkbox.properties.ariaLabel === undefined) checkbox.properties.ariaLabel = text;
      }
    });
  };
}
