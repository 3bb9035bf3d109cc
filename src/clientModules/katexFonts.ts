import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {whenInteractive} from '@site/src/lib/whenIdle';
import {whenOnScreen} from '@site/src/lib/whenOnScreen';

/**
 * KaTeX fonts stay off the critical path (see the KaTeX rule in custom.css):
 * - formulas after an article's tenth block start in a fallback font, so
 *   rendering them requests nothing; once any of them comes within one screen
 *   of the viewport, `data-katex-fonts` on the root switches them all to the
 *   KaTeX fonts, which the browser then requests for what it lays out;
 * - once the page is interactive, the fonts most formulas use are fetched, so
 *   a reader who scrolls quickly does not wait for them.
 */
export const COMMON_KATEX_FONTS = ['1em KaTeX_Main', 'italic 1em KaTeX_Math', '1em KaTeX_Size1', '1em KaTeX_Size2'];

/** How far beyond the viewport a formula counts as about to be seen: one screen. */
const ABOUT_TO_BE_SEEN = '100% 0px';

function loadCommonKatexFonts(): void {
  if (!document.querySelector('.katex')) return;
  for (const font of COMMON_KATEX_FONTS) {
    // A font that fails to load falls back like any web font; nothing to report.
    document.fonts.load(font).catch(() => undefined);
  }
}

function switchOnKatexFonts(): void {
  document.documentElement.dataset.katexFonts = '';
}

/** Stops watching the current page's formulas, if any are watched. */
let stopWatching: (() => void) | undefined;

function stopWatchingFormulas(): void {
  stopWatching?.();
  stopWatching = undefined;
}

function switchToKatexFontsNearFormulas(): void {
  stopWatchingFormulas();
  if ('katexFonts' in document.documentElement.dataset) return;
  const formulas = Array.from(document.querySelectorAll('.theme-doc-markdown .katex'));
  const switchOn = () => {
    stopWatchingFormulas();
    switchOnKatexFonts();
  };
  // The observer code blocks use for the same margin (src/lib/whenOnScreen); at once without IntersectionObserver.
  const stops = formulas.map((formula) => whenOnScreen(formula, switchOn, ABOUT_TO_BE_SEEN));
  stopWatching = () => stops.forEach((stop) => stop());
}

const katexFonts: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    // A table-of-contents click or a search-parameter change stays on the same page.
    if (!ExecutionEnvironment.canUseDOM || location.pathname === previousLocation?.pathname) return;
    switchToKatexFontsNearFormulas();
    whenInteractive(loadCommonKatexFonts);
  },
};

export default katexFonts;
