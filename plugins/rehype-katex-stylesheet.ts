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
 * Rehype plugin (after rehype-katex): when a page contains maths, add an MDX
 * `<Head>` (mapped to @docusaurus/Head) with a link to the self-hosted KaTeX stylesheet. Docusaurus renders
 * `<Head>` content into the page's HTML head, so only pages with maths load it.
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
      ],
      children: [],
    };
    const head: MdxJsxFlowElementHast = {type: 'mdxJsxFlowElement', name: 'Head', attributes: [], children: [link]};
    tree.children.push(head as RootContent);
  };
}
