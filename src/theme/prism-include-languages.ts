// Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/prism-include-languages.ts).
// Ejected: code is highlighted at build time, so the browser registers no Prism languages (the stock one bundles prismjs's component index).
export default function prismIncludeLanguages(): void {}
