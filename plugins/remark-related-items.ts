import {readFileSync} from 'node:fs';
import type {Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {relatedDataImport} from './discovery';

/** The blog's truncate markers (Docusaurus' default `truncateMarker`). */
const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;
const DATA = '__relatedItems';
const COMPONENT = 'RelatedItems';

const identifier = (name: string) => ({type: 'Identifier', name});
const program = (body: unknown[]) => ({type: 'Program', sourceType: 'module', body});
const importDefault = (local: string, from: string) => ({
  type: 'ImportDeclaration',
  specifiers: [{type: 'ImportDefaultSpecifier', local: identifier(local)}],
  source: {type: 'Literal', value: from, raw: JSON.stringify(from)},
});

/**
 * Remark plugin for the knowledge base and the blog: ends every page with its related
 * items, `<RelatedItems items={…} />`, whose data is the JSON plugins/discovery.ts wrote for
 * this file at build time. The JSON is imported by the page's own MDX, so the bundler knows
 * the page depends on it. Blog excerpts (the list pages compile the text before the
 * truncate marker) get nothing.
 */
export default function remarkRelatedItems() {
  return (tree: Root, file: VFile): void => {
    if (!file.path) return;
    const source = readFileSync(file.path, 'utf8');
    if (TRUNCATE_MARKER.test(source) && !TRUNCATE_MARKER.test(String(file.value))) return;
    const dataPath = relatedDataImport(file.path);
    const componentPath = '@site/src/features/discovery/RelatedItems';
    const esm = {
      type: 'mdxjsEsm',
      value: `import ${DATA} from ${JSON.stringify(dataPath)};\nimport ${COMPONENT} from ${JSON.stringify(componentPath)};`,
      data: {estree: program([importDefault(DATA, dataPath), importDefault(COMPONENT, componentPath)])},
    };
    const element = {
      type: 'mdxJsxFlowElement',
      name: COMPONENT,
      attributes: [
        {
          type: 'mdxJsxAttribute',
          name: 'items',
          value: {
            type: 'mdxJsxAttributeValueExpression',
            value: DATA,
            data: {estree: program([{type: 'ExpressionStatement', expression: identifier(DATA)}])},
          },
        },
      ],
      children: [],
    };
    tree.children.unshift(esm as unknown as RootContent);
    tree.children.push(element as unknown as RootContent);
  };
}
