import {themes, type PrismTheme} from 'prism-react-renderer';
import {ensureContrast} from './features/a11y/contrast';

/** A Prism theme whose token colours all reach WCAG AA contrast on its background. */
function accessible(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    ...theme,
    styles: theme.styles.map((style) =>
      style.style.color ? {...style, style: {...style.style, color: ensureContrast(style.style.color, background)}} : style,
    ),
  };
}

export const lightCodeTheme = accessible(themes.github);
export const darkCodeTheme = accessible(themes.dracula);
