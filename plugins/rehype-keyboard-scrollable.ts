import type {Element, Root} from 'hast';
import {visit} from 'unist-util-visit';

const hasClass = (node: Element, name: string) =>
  Array.isArray(node.properties.className) && node.properties.className.includes(name);

/**
 * Rehype plugin (after rehype-katex): what can scroll sideways on a phone can take keyboard
 * focus, so it can be scrolled without a mouse (WCAG 2.1.1; axe: scrollable-region-focusable):
 * - Markdown tables (Infima makes them `display: block; overflow: auto`);
 * - display maths (`.katex-display`, `overflow-x: auto` in custom.css).
 * Done at build time: no script. A narrow table or formula only adds one tab stop, which
 * shows the focus ring around it.
 */
export default function rehypeKeyboardScrollable() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element) => {
      const scrolls = node.tagName === 'table' || hasClass(node, 'katex-display');
      if (scrolls && node.properties.tabIndex === undefined) {
        node.properties.tabIndex = 0;
      }
    });
  };
}
