import type {PrismTheme} from 'prism-react-renderer';

/**
 * A stylesheet for code highlighted at build time: the light theme applies unless
 * `<html data-theme="dark">`, the dark theme applies then. Each theme's plain
 * colours become the `--prism-color` and `--prism-background-color` variables that
 * Docusaurus's code block CSS already reads; each token style becomes a
 * `.token.<type>` rule (limited to `.language-<x>` when the theme says so).
 */

type Declarations = PrismTheme['plain'];

function kebabCase(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function declarations(style: Declarations): string {
  return Object.entries(style)
    .filter(([, value]) => (typeof value === 'string' || typeof value === 'number') && !/[;{}<]/.test(String(value)))
    .map(([property, value]) => `${kebabCase(property)}:${value}`)
    .join(';');
}

function themeRules(theme: PrismTheme, scope: string): string[] {
  const block = `${scope} .theme-code-block`;
  const plain: string[] = [];
  if (theme.plain.color) {
    plain.push(`--prism-color:${theme.plain.color}`);
  }
  if (theme.plain.backgroundColor) {
    plain.push(`--prism-background-color:${theme.plain.backgroundColor}`);
  }
  const rules = [`${block}{${plain.join(';')}}`];
  for (const {types, style, languages} of theme.styles) {
    const body = declarations(style);
    if (body === '') {
      continue;
    }
    const containers = languages?.length ? languages.map((language) => `${block}.language-${language}`) : [block];
    const selectors = containers.flatMap((container) => types.map((type) => `${container} .token.${type}`));
    rules.push(`${selectors.join(',')}{${body}}`);
  }
  return rules;
}

export function prismThemeCss(light: PrismTheme, dark: PrismTheme): string {
  return (
    [...themeRules(light, "html:not([data-theme='dark'])"), ...themeRules(dark, "html[data-theme='dark']")].join('\n') +
    '\n'
  );
}
