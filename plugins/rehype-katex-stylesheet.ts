import type {ElementContent, Root, RootContent} from 'hast';
import type {MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';
import {katexStylesheetHref} from './katex-stylesheet-path';

type Node = Root | RootContent | ElementContent;

function hasKatex(node: Node): boolean {
  if (node.type === 'element') {
    const className = node.properties?.className;
    if (Array.isArray(className) && className.includes('katex')) {
      return true;
    }
  }
  return 'children' in node && (node.children as Node[]).some(hasKatex);
}

/**
 * Rehype plugin (after rehype-katex): when a page contains maths, add a link to
 * the self-hosted KaTeX stylesheet, so only pages with maths load it. The link
 * carries `precedence`, which makes it a React 19 stylesheet resource: the
 * server writes it into the page's HTML, React keeps it across hydration and
 * navigation, and a navigation to a page with maths waits for it to load.
 * Not through `<Head>`: react-helmet applies the head of the part of the page
 * hydrated so far, one frame at a time, so the stylesheet would be removed and
 * added back during every load (formulas flash unstyled and the browser
 * restyles the whole article twice).
 */
export default function rehypeKatexStylesheet() {
  return (tree: Root): void => {
    if (!hasKatex(tree)) {
      return;
    }
    const link: MdxJsxFlowElementHast = {
      type: 'mdxJsxFlowElement',
      name: 'link',
      attributes: [
        {type: 'mdxJsxAttribute', name: 'rel', value: 'stylesheet'},
        {type: 'mdxJsxAttribute', name: 'href', value: katexStylesheetHref},
        {type: 'mdxJsxAttribute', name: 'precedence', value: 'katex'},
      ],
      children: [],
    };
    tree.children.unshift(link as RootContent);
  };
}
