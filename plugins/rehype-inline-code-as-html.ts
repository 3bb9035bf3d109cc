import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {MdxJsxTextElementHast} from 'mdast-util-mdx-jsx';
// Registers `_mdxExplicitJsx` on MDX JSX nodes' data (MDX's own type declarations).
import type {} from '@mdx-js/mdx';

type Parent = Root | Element;

/** `className` as an MDX JSX attribute, when the element has one. */
function classNameAttributes(node: Element): MdxJsxTextElementHast['attributes'] {
  const {className} = node.properties;
  return Array.isArray(className) && className.length > 0
    ? [{type: 'mdxJsxAttribute', name: 'className', value: className.join(' ')}]
    : [];
}

/**
 * Rehype plugin: inline code (`code` outside `pre`) becomes a plain `<code>` element, as if
 * the author had written `<code>` in JSX. MDX then renders it itself instead of through the
 * theme's `code` component, which only decides between a code block and `CodeInline`, and
 * `CodeInline` only renders `<code>`: the page's HTML is exactly the same, with two
 * components fewer to ship and hydrate per inline code (78 on the pandas article).
 * Code blocks (`pre > code`) are left to the theme, and so is inline code with
 * properties other than a class (none today).
 */
export default function rehypeInlineCodeAsHtml() {
  const visit = (parent: Parent): void => {
    const children: Array<RootContent | ElementContent> = parent.children;
    children.forEach((child, index) => {
      if (child.type !== 'element' || child.tagName === 'pre') {
        return;
      }
      // Only `code` with no property but a class: any other would need its JSX attribute name.
      if (child.tagName === 'code' && Object.keys(child.properties).every((name) => name === 'className')) {
        const code: MdxJsxTextElementHast = {
          type: 'mdxJsxTextElement',
          name: 'code',
          attributes: classNameAttributes(child),
          children: child.children,
          // MDX leaves JSX written by the author to React, not to the components it is given.
          data: {_mdxExplicitJsx: true},
        };
        children[index] = code;
      } else {
        visit(child);
      }
    });
  };
  return (tree: Root): void => visit(tree);
}
