import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {whenInteractive} from '@site/src/features/scheduling/whenIdle';

/**
 * Formulas further down an article are not laid out until they near the screen
 * (content-visibility in custom.css), so the browser only asks for the KaTeX
 * fonts then: they stay off the critical path. Once the page is interactive,
 * the fonts most formulas use are fetched, so a reader who scrolls quickly
 * does not wait for them.
 */
export const COMMON_KATEX_FONTS = ['1em KaTeX_Main', 'italic 1em KaTeX_Math', '1em KaTeX_Size1', '1em KaTeX_Size2'];

function loadCommonKatexFonts(): void {
  if (!document.querySelector('.katex')) return;
  for (const font of COMMON_KATEX_FONTS) {
    // A font that fails to load falls back like any web font; nothing to report.
    document.fonts.load(font).catch(() => undefined);
  }
}

const katexFonts: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    // A table-of-contents click or a search-parameter change stays on the same page.
    if (!ExecutionEnvironment.canUseDOM || location.pathname === previousLocation?.pathname) return;
    whenInteractive(loadCommonKatexFonts);
  },
};

export default katexFonts;
