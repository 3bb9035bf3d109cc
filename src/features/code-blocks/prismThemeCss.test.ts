import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {prismThemeCss} from './prismThemeCss';
import {darkCodeTheme, lightCodeTheme} from '../../prismThemes';

const light: PrismTheme = {
  plain: {color: '#111111', backgroundColor: '#ffffff'},
  styles: [
    {types: ['comment', 'prolog'], style: {color: '#666666', fontStyle: 'italic'}},
    {types: ['tag'], languages: ['markup'], style: {color: '#aa0000'}},
    {types: ['bad'], style: {color: 'red;} body{display:none'}},
  ],
};
const dark: PrismTheme = {
  plain: {color: '#eeeeee', backgroundColor: '#222222'},
  styles: [{types: ['comment'], style: {opacity: 0.7}}],
};

describe('prismThemeCss', () => {
  const css = prismThemeCss(light, dark);

  it('scopes the light theme to light mode and the dark theme to dark mode', () => {
    expect(css).toContain(
      "html:not([data-theme='dark']) .theme-code-block{--prism-color:#111111;--prism-background-color:#ffffff}",
    );
    expect(css).toContain(
      "html[data-theme='dark'] .theme-code-block{--prism-color:#eeeeee;--prism-background-color:#222222}",
    );
    expect(css).toContain("html[data-theme='dark'] .theme-code-block .token.comment{opacity:0.7}");
  });

  it('turns token styles into rules, per language when the theme says so', () => {
    expect(css).toContain(
      "html:not([data-theme='dark']) .theme-code-block .token.comment,html:not([data-theme='dark']) .theme-code-block .token.prolog{color:#666666;font-style:italic}",
    );
    expect(css).toContain("html:not([data-theme='dark']) .theme-code-block.language-markup .token.tag{color:#aa0000}");
  });

  it('drops values that would break out of a declaration', () => {
    expect(css).not.toContain('display:none');
    expect(css).not.toContain('.token.bad');
  });

  it('covers every token style of the site themes', () => {
    const siteCss = prismThemeCss(lightCodeTheme, darkCodeTheme);
    const ruleCount = siteCss.trim().split('\n').length;
    expect(ruleCount).toBe(2 + lightCodeTheme.styles.length + darkCodeTheme.styles.length);
  });
});
