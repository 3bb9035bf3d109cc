/**
 * Code blocks are highlighted at build time by plugins/rehype-static-code-blocks.ts,
 * which loads `themeConfig.prism.additionalLanguages` itself, so the browser has no
 * Prism languages to register.
 */
export default function prismIncludeLanguages(): void {}
