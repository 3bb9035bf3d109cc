import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {Program} from 'estree';
import type {MdxJsxTextElementHast} from 'mdast-util-mdx-jsx';
import {toHtml} from 'hast-util-to-html';

type Parent = Root | Element;

function katexClassName(node: RootContent | ElementContent): string | undefined {
  const className = node.type === 'element' ? node.properties.className : undefined;
  return Array.isArray(className) && className.includes('katex') ? className.join(' ') : undefined;
}

/** `dangerouslySetInnerHTML={{__html: html}}` as an MDX JSX attribute. */
function innerHtmlAttribute(html: string): MdxJsxTextElementHast['attributes'][number] {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExpressionStatement',
        expression: {
          type: 'ObjectExpression',
          properties: [
            {
              type: 'Property',
              kind: 'init',
              method: false,
              shorthand: false,
              computed: false,
              key: {type: 'Identifier', name: '__html'},
              value: {type: 'Literal', value: html},
            },
          ],
        },
      },
    ],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {type: 'mdxJsxAttributeValueExpression', value: `{__html: ${JSON.stringify(html)}}`, data: {estree}},
  };
}

/**
 * Rehype plugin, after rehype-katex: each rendered formula (`.katex`) becomes one
 * `<span className="katex">` whose content is KaTeX's HTML as a string. The page's
 * HTML is exactly what KaTeX makes, but React does not create, ship and hydrate an
 * element for each of the dozens of spans KaTeX makes per formula, which on an
 * article with maths is a large part of its elements.
 */
export default function rehypeKatexAsHtml() {
  const visit = (parent: Parent): void => {
    const children: Array<RootContent | ElementContent> = parent.children;
    children.forEach((child, index) => {
      const className = katexClassName(child);
      if (className !== undefined && child.type === 'element') {
        const span: MdxJsxTextElementHast = {
          type: 'mdxJsxTextElement',
          name: 'span',
          attributes: [
            {type: 'mdxJsxAttribute', name: 'className', value: className},
            innerHtmlAttribute(toHtml(child.children)),
          ],
          children: [],
        };
        children[index] = span;
      } else if (child.type === 'element') {
        visit(child);
      }
    });
  };
  return (tree: Root): void => visit(tree);
}
