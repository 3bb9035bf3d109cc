import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {Page} from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's browser bundle, evaluated in the page through the DevTools protocol (so the page's CSP does not apply). */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA, plus axe's best-practice rules. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: {target: string[]; html: string; summary: string}[];
}

/** Runs axe-core on the page as it is now and returns its violations (an empty list when there are none). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const axe = (window as any).axe;
    // Blocks far below the screen skip their layout (content-visibility: auto, src/css/custom.css),
    // so their text sits at estimated places, over whatever follows (the footer's dark background,
    // say). Readers see each block laid out when they reach it: lay them all out for the check,
    // through the CSSOM (the page's CSP allows it), and put them back after.
    const skipped = Array.from(document.querySelectorAll<HTMLElement>('*')).filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto',
    );
    for (const element of skipped) element.style.contentVisibility = 'visible';
    const result = await axe
      .run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']})
      .finally(() => {
        for (const element of skipped) element.style.contentVisibility = '';
      });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return result.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      nodes: v.nodes.map((n: any) => ({
        target: n.target.map(String),
        html: n.html.slice(0, 200),
        summary: n.failureSummary ?? '',
      })),
    }));
  }, AXE_TAGS);
}

/** One line per violation and element, for a readable failure message. */
export function describeViolations(where: string, violations: AxeViolation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.slice(0, 5).map((n) => `${where}: ${v.id} (${v.impact}) ${n.target.join(' ')}: ${n.html}`),
  );
}
