import type {Element, ElementContent, Root} from 'hast';
import {katexStylesheetHref} from './katex-stylesheet-path';

function hasKatex(node: Root | ElementContent): boolean {
  if (node.type === 'element') {
    const className = node.properties?.className;
    if (Array.isArray(className) && className.includes('katex')) {
      return true;
    }
  }
  return 'children' in node && node.children.some((child) => hasKatex(child as ElementContent));
}

/**
 * Rehype plugin (after rehype-katex): when a page contains maths, add a
 * `<head>` with a link to the self-hosted KaTeX stylesheet. Docusaurus renders
 * MDX `<head>` into the page's HTML head, so only pages with maths load it.
 */
export default function rehypeKatexStylesheet() {
  return (tree: Root): void => {
    if (!hasKatex(tree)) {
      return;
    }
    const link: Element = {
      type: 'element',
      tagName: 'link',
      properties: {rel: 'stylesheet', href: katexStylesheetHref},
      children: [],
    };
    tree.children.push({
      type: 'element',
      tagName: 'head',
      properties: {},
      children: [link],
    });
  };
}
