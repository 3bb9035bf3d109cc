import type {Element, Root} from 'hast';
import {visit} from 'unist-util-visit';

/**
 * Rehype plugin: every Markdown table can take keyboard focus. Infima makes tables
 * `display: block; overflow: auto`, so a wide one scrolls sideways on phones, and a
 * keyboard user can only scroll what they can focus (WCAG 2.1.1; axe:
 * scrollable-region-focusable). Done at build time: no script, and narrow tables only add
 * one tab stop, which shows the focus ring around the table.
 */
export default function rehypeFocusableTables() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table' && node.properties.tabIndex === undefined) {
        node.properties.tabIndex = 0;
      }
    });
  };
}
