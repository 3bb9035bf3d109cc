/** Data that plugins write into .docusaurus at build time (see each plugin). */

// plugins/doc-descriptions.ts: docs plugin id → doc id → description.
declare module '@generated/doc-descriptions/default/descriptions.json' {
  const descriptions: Record<string, Record<string, string>>;
  export default descriptions;
}
