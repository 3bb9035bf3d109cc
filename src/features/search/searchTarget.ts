/**
 * Where the navbar search box sends the visitor: `/search?q=<text>` for a
 * trimmed, non-empty query; `null` (do nothing) when only spaces were typed.
 */
export function searchTarget(text: string): string | null {
  const query = text.trim();
  return query === '' ? null : `/search?q=${encodeURIComponent(query)}`;
}

/** True for the Ctrl+K / Cmd+K shortcut that focuses the search box. */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}
