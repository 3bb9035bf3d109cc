import {themes, type PrismTheme} from 'prism-react-renderer';
import {composite, ensureContrast} from './lib/contrast';

/**
 * The shade laid over highlighted code lines (`--docusaurus-highlighted-code-line-bg` in
 * src/css/custom.css, which a unit test keeps equal to these).
 */
export const highlightedLineOverlay = {light: 'rgba(0, 0, 0, 0.08)', dark: 'rgba(0, 0, 0, 0.3)'};

/** A Prism theme whose token colours all reach WCAG AA contrast on its background and on highlighted lines. */
function accessible(theme: PrismTheme, overlay: string): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  const highlighted = composite(overlay, background);
  const readable = (color: string) => ensureContrast(ensureContrast(color, highlighted), background);
  return {
    ...theme,
    styles: theme.styles.map((style) =>
      style.style.color ? {...style, style: {...style.style, color: readable(style.style.color)}} : style,
    ),
  };
}

export const lightCodeTheme = accessible(themes.github, highlightedLineOverlay.light);
export const darkCodeTheme = accessible(themes.dracula, highlightedLineOverlay.dark);
