/**
 * Turns the wheel SVG on the page into a PNG download, in the browser only:
 * the SVG is cloned with its computed colours written inline (CSS variables
 * and classes do not survive outside the page), drawn on a canvas under a
 * heading, and saved with canvas.toBlob. No library needed. Colours come from
 * the page (its computed styles and the tokens of src/css/tokens.css), never
 * from literals here.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Presentation properties copied from the page's computed style onto the clone. */
const STYLE_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'display',
  'visibility',
];

function inlineStyles(source: Element, target: Element): void {
  const computed = window.getComputedStyle(source);
  const declarations = STYLE_PROPERTIES.map((property) => `${property}:${computed.getPropertyValue(property)}`);
  target.setAttribute('style', declarations.join(';'));
  target.removeAttribute('class');
  const sourceChildren = Array.from(source.children);
  const targetChildren = Array.from(target.children);
  sourceChildren.forEach((child, index) => {
    const copy = targetChildren[index];
    if (copy) inlineStyles(child, copy);
  });
}

/** The value of a design token (a CSS custom property on the root) in the current colour mode. */
function token(name: string): string {
  return window.getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** The colour behind `element`: the first ancestor with an opaque background, else the page's surface colour. */
function backgroundBehind(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const color = window.getComputedStyle(node).backgroundColor;
    const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(color);
    if (color && color !== 'transparent' && (!alpha || Number(alpha[1]) > 0)) return color;
  }
  return token('--ifm-background-surface-color');
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Không vẽ được hình bánh xe.'));
    image.src = url;
  });
}

function canvasToBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Không tạo được ảnh PNG.'))), 'image/png');
  });
}

export interface PngOptions {
  fileName: string;
  /** Drawn above the wheel, e.g. "Bánh xe cuộc đời – 12/03/2026". */
  heading: string;
  /** Drawn under the wheel, e.g. the balance figure. */
  caption?: string;
  /** Output width in pixels. */
  width?: number;
}

/** Draws `svg` into a PNG and starts the download. */
export async function downloadSvgAsPng(svg: SVGSVGElement, options: PngOptions): Promise<void> {
  const width = options.width ?? 1200;
  const viewBox = svg.viewBox.baseVal;
  const chartHeight = Math.round((width * viewBox.height) / viewBox.width);
  const headerHeight = Math.round(width * 0.1);
  const footerHeight = options.caption ? Math.round(width * 0.08) : Math.round(width * 0.03);

  const clone = svg.cloneNode(true) as SVGSVGElement;
  inlineStyles(svg, clone);
  clone.setAttribute('xmlns', SVG_NS);
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(chartHeight));
  const markup = new XMLSerializer().serializeToString(clone);
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`);

  // Same colours as on screen: dark background in dark mode, light in light mode.
  const page = window.getComputedStyle(svg);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = headerHeight + chartHeight + footerHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Trình duyệt không hỗ trợ vẽ ảnh.');
  context.fillStyle = backgroundBehind(svg);
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = page.color || token('--ifm-font-color-base');
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.font = `700 ${Math.round(width * 0.036)}px ${page.fontFamily}`;
  context.fillText(options.heading, width / 2, headerHeight / 2, width * 0.94);
  context.drawImage(image, 0, headerHeight, width, chartHeight);
  if (options.caption) {
    context.font = `400 ${Math.round(width * 0.024)}px ${page.fontFamily}`;
    context.fillText(options.caption, width / 2, headerHeight + chartHeight + footerHeight / 2, width * 0.94);
  }

  const blob = await canvasToBlob(canvas);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = options.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
