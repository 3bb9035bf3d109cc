import type {Page} from 'playwright-core';
import {contrastRatio} from '../../../src/lib/contrast';

export interface ControlColour {
  where: string;
  text: string;
  color: string;
  background: string;
  ratio: number;
}

/**
 * axe files a 1:1 text/background ratio under "needs review", not as a violation, so a
 * control whose text is transparent or the colour of its background passes it. This reads
 * the computed colours of every visible control with text (links, buttons, tabs, chips,
 * summaries) and composes the backgrounds from the root down, alpha included.
 * Controls over a background image or gradient are left to axe (it measures those itself).
 */
export async function controlColours(page: Page): Promise<ControlColour[]> {
  const raw = await page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const probe = document.createElement('canvas').getContext('2d')!;
    const parse = (css: string): Rgba => {
      // Let the canvas normalise any CSS colour (rgb(), color(srgb …), oklch …) to rgba.
      probe.clearRect(0, 0, 1, 1);
      probe.fillStyle = '#000';
      probe.fillStyle = css;
      probe.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1) as Rgba;
    };
    const css = ([r, g, b]: Rgba) => `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;
    const selector =
      'a[href], button, [role="button"], [role="tab"], [role="link"], [role="menuitem"], summary, .button, .pagination-nav__link, .menu__link';
    const out: {where: string; text: string; color: string; background: string}[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (rect.width === 0 || rect.height === 0 || style.visibility !== 'visible' || Number(style.opacity) === 0)
        continue;
      if (el.closest('[aria-hidden="true"], .sr-only, [hidden]')) continue;
      if (el.checkVisibility && !el.checkVisibility({opacityProperty: true, visibilityProperty: true})) continue;
      // The text the control shows itself (not only through an icon).
      const text = (el.innerText || '').trim();
      if (!text) continue;
      const chain: HTMLElement[] = [];
      let imageBehind = false;
      for (let node: HTMLElement | null = el; node; node = node.parentElement) {
        chain.unshift(node);
        if (getComputedStyle(node).backgroundImage !== 'none') imageBehind = true;
      }
      if (imageBehind) continue;
      let background: Rgba = [255, 255, 255, 1];
      for (const node of chain) background = over(parse(getComputedStyle(node).backgroundColor), background);
      const color = over(parse(style.color), background);
      const label = el.id
        ? `#${el.id}`
        : el.className && typeof el.className === 'string'
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : '';
      out.push({
        where: `${el.tagName.toLowerCase()}${label}`,
        text: text.slice(0, 60),
        color: css(color),
        background: css(background),
      });
    }
    return out;
  });
  return raw.map((r) => ({...r, ratio: contrastRatio(r.color, r.background)}));
}

/** Controls whose text is below `min` (4.5:1, WCAG AA for normal text). */
export async function lowContrastControls(page: Page, min = 4.5): Promise<ControlColour[]> {
  return (await controlColours(page)).filter((c) => c.ratio < min);
}

/**
 * The focused element's focus ring: its outline colour against the background around the
 * element (WCAG 2.2 focus appearance asks 3:1), and a visible width.
 */
export async function focusRingProblems(page: Page, min = 3): Promise<string[]> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const probe = document.createElement('canvas').getContext('2d')!;
    const toRgb = (css: string) => {
      probe.clearRect(0, 0, 1, 1);
      probe.fillStyle = '#000';
      probe.fillStyle = css;
      probe.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    // The background the ring is drawn on: the nearest ancestor with an opaque background.
    let background = 'rgb(255, 255, 255)';
    for (let node = el.parentElement; node; node = node.parentElement) {
      const bg = getComputedStyle(node).backgroundColor;
      if (toRgb(bg)[3] === 1) {
        background = bg;
        break;
      }
    }
    const [r, g, b] = toRgb(style.outlineColor);
    const [br, bgG, bb] = toRgb(background);
    return {
      where: `${el.tagName.toLowerCase()} "${(el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`,
      outline: `rgb(${r}, ${g}, ${b})`,
      background: `rgb(${br}, ${bgG}, ${bb})`,
      width: parseFloat(style.outlineWidth) || 0,
      style: style.outlineStyle,
      boxShadow: style.boxShadow,
    };
  });
  if (!ring) return [];
  if (ring.style === 'none' || ring.width < 2) {
    return ring.boxShadow !== 'none' ? [] : [`focus ring missing on ${ring.where} (${ring.style} ${ring.width}px)`];
  }
  const ratio = contrastRatio(ring.outline, ring.background);
  return ratio >= min
    ? []
    : [`focus ring ${ratio.toFixed(2)}:1 on ${ring.where} (${ring.outline} on ${ring.background})`];
}
