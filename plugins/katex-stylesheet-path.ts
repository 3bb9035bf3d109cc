import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const katexVersion: string = require('katex/package.json').version;

/**
 * Where the self-hosted KaTeX stylesheet is served. The version is in the path
 * so the file can be cached as immutable and is never bundled into the site CSS.
 */
export const katexStylesheetDir = `vendor/katex-${katexVersion}`;
export const katexStylesheetHref = `/${katexStylesheetDir}/katex.min.css`;
