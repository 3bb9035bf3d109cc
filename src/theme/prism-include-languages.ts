// Ejected: code is highlighted at build time, so the browser registers no Prism languages (the stock one bundles prismjs's component index).
export default function prismIncludeLanguages(): void {}
