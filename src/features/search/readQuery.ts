/**
 * The search query from a page's query string: `q`, or `s` (the parameter the
 * site's WebSite/SearchAction structured data declares). Trimmed; '' when absent.
 */
export function readQuery(search: string): string {
  const params = new URLSearchParams(search);
  return (params.get('q') ?? params.get('s') ?? '').trim();
}
