import {evaluate, type EvaluateOptions} from '@mdx-js/mdx';
import {isValidElement, type ReactElement, type ReactNode} from 'react';
import * as runtime from 'react/jsx-runtime';

type Plugins = Pick<EvaluateOptions, 'remarkPlugins' | 'rehypePlugins'>;
type Components = Record<string, (props: Record<string, unknown>) => ReactNode>;

/** Runs Markdown through MDX with these plugins and returns the React element tree it produces. */
export async function renderMdxTree(
  markdown: string,
  plugins: Plugins,
  components: Components = {},
): Promise<ReactNode> {
  const {default: Content} = await evaluate(markdown, {...runtime, ...plugins});
  return Content({components});
}

/** Calls `visit` for every React element in the tree, parents before children. */
export function forEachElement(node: ReactNode, visit: (element: ReactElement<Record<string, unknown>>) => void): void {
  if (Array.isArray(node)) {
    node.forEach((child) => forEachElement(child, visit));
  } else if (isValidElement(node)) {
    const element = node as ReactElement<Record<string, unknown> & {children?: ReactNode}>;
    visit(element);
    forEachElement(element.props.children, visit);
  }
}
