/** Data that plugins write into .docusaurus at build time (see each plugin). */

// plugins/docs-data-on-demand.ts: docs plugin id → doc id → description.
declare module '@generated/docs-data-on-demand/default/descriptions.json' {
  const descriptions: Record<string, Record<string, string>>;
  export default descriptions;
}

// plugins/docs-data-on-demand.ts: docs plugin id → the paths of its pages.
declare module '@generated/docs-data-on-demand/default/paths.json' {
  const paths: Record<string, string[]>;
  export default paths;
}

// plugins/questions-static-html.ts: page → the HTML of its published questions (server render only;
// an empty map in the browser's bundle).
declare module '@hoi-dap-tinh' {
  const html: Record<string, string>;
  export default html;
}
