/**
 * Every leading part of a published address should lead somewhere: readers shorten URLs and
 * breadcrumbs link to them. These helpers find the prefixes that are not pages and choose
 * where each should redirect.
 */

/** "/a/b/c" → ["/a", "/a/b"] (not the path itself, not "/"). */
export function pathPrefixes(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  return parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join('/')}`);
}

/** The prefixes of `paths` that are not themselves in `paths`, sorted. */
export function missingPrefixes(paths: readonly string[]): string[] {
  const existing = new Set(paths);
  const missing = new Set(paths.flatMap(pathPrefixes).filter((p) => !existing.has(p)));
  return [...missing].sort();
}

/**
 * Where a missing prefix should go: a page chosen for that folder (e.g. its category page in
 * the knowledge base), else its nearest ancestor that is a page, else the home page.
 */
export function redirectTarget(
  prefix: string,
  existing: ReadonlySet<string>,
  folderPages: ReadonlyMap<string, string>,
): string {
  const chosen = folderPages.get(prefix);
  if (chosen && existing.has(chosen)) return chosen;
  const ancestors = pathPrefixes(prefix).reverse();
  return ancestors.find((a) => existing.has(a)) ?? '/';
}

/** A redirect page that works without JavaScript (and so needs no CSP hash), in Vietnamese. */
export function redirectPage({to, canonical}: {to: string; canonical: string}): string {
  const href = encodeURI(to);
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!DOCTYPE html>
<html lang="vi-VN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Đang chuyển trang</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${escape(href)}">
<link rel="canonical" href="${escape(canonical)}">
</head>
<body>
<main>
<p>Trang này nằm ở <a href="${escape(href)}">${escape(to)}</a>.</p>
</main>
</body>
</html>
`;
}
