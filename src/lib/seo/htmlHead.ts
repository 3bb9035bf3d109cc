/**
 * Small edits to the <head> of a built (minified) page, for plugins/seo.ts: Docusaurus writes
 * attributes quoted or not, so every pattern accepts both.
 */

const attr = (name: string, value: string) => `${name}=(?:"${value}"|'${value}'|${value})(?=[\\s/>])`;

/** Puts `fragment` at the end of the <head>. */
export function appendToHead(html: string, fragment: string): string {
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('appendToHead: trang không có </head>.');
  return html.slice(0, at) + fragment + html.slice(at);
}

/** Without its canonical link and hreflang alternates (for pages that are not a URL of their own: the 404). */
export function withoutCanonical(html: string): string {
  return html
    .replace(new RegExp(`<link\\b[^>]*\\b${attr('rel', 'canonical')}[^>]*>`, 'g'), '')
    .replace(new RegExp(`<link\\b[^>]*\\b${attr('rel', 'alternate')}[^>]*\\bhreflang=[^>]*>`, 'g'), '');
}

/** The content of the first <meta> with this property or name, or undefined. */
export function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta\\b[^>]*\\b(?:${attr('property', key)}|${attr('name', key)})[^>]*>`).exec(html)?.[0];
  if (!tag) return undefined;
  const match = /\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s>]+?))(?=\s|\/?>)/.exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** With the content of every <meta> having this property or name replaced by `value` (attribute-escaped). */
export function setMetaContent(html: string, key: string, value: string): string {
  const escaped = value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html.replace(
    new RegExp(`<meta\\b[^>]*\\b(?:${attr('property', key)}|${attr('name', key)})[^>]*>`, 'g'),
    (tag) => tag.replace(/\bcontent=(?:"[^"]*"|'[^']*'|[^\s>]+?)(?=\s|\/?>)/, `content="${escaped}"`),
  );
}

/** The text of the <title>. */
export function titleOf(html: string): string {
  const raw = /<title\b[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return raw
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
