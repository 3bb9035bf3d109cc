const NAMED: Record<string, string> = {lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: '\u00a0'};

/** The text of an HTML fragment (tags dropped, character references decoded), e.g. a code block's lines made at build time. */
export function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? reference;
    const hex = name[1] === 'x' || name[1] === 'X';
    return String.fromCodePoint(Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10));
  });
}
