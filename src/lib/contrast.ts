/** WCAG 2 contrast helpers, used to keep syntax-highlighting colours readable (AA). */

type Rgb = [number, number, number];

/** Parses #rgb, #rrggbb or rgb(r, g, b). */
function parseColor(color: string): Rgb {
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(color);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  const h = color.replace('#', '');
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const [R, G, B] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R + 0.7152 * G + 0.0722 * B;
}

/** Contrast ratio between two colours (hex or rgb()), from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const a = luminance(parseColor(foreground));
  const b = luminance(parseColor(background));
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The colour closest to `foreground` (mixed toward black on light backgrounds,
 * toward white on dark ones) that reaches `minRatio` against `background`.
 * Colours that already pass are returned unchanged.
 */
export function ensureContrast(foreground: string, background: string, minRatio = 4.5): string {
  if (contrastRatio(foreground, background) >= minRatio) return foreground;
  const fg = parseColor(foreground);
  const target: Rgb = luminance(parseColor(background)) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 100; step++) {
    const t = step / 100;
    const mixed = fg.map((v, i) => v + (target[i] - v) * t) as Rgb;
    const candidate = toHex(mixed);
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return toHex(target);
}

/** The opaque colour of a translucent `overlay` (rgba()) laid over `base`, as #rrggbb. */
export function composite(overlay: string, base: string): string {
  const alpha = Number(/^rgba\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*,\s*([\d.]+)/i.exec(overlay)?.[1] ?? 1);
  const top = parseColor(overlay);
  const bottom = parseColor(base);
  return toHex(top.map((v, i) => v * alpha + bottom[i] * (1 - alpha)) as Rgb);
}
