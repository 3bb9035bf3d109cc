/** Reading the site's patches (patches/) and pinning a Docusaurus version: scripts/check-next-docusaurus.mjs, scripts/bench-changes.mjs. */

/** The @docusaurus/* packages a package.json depends on (runtime and development). */
export function docusaurusPackages(manifest) {
  return Object.keys({...manifest.dependencies, ...manifest.devDependencies}).filter((name) =>
    name.startsWith('@docusaurus/'),
  );
}

/** package.json with each of `published` (@docusaurus/* packages that have `version`) at `version`. */
export function withDocusaurusVersion(manifest, version, published = docusaurusPackages(manifest)) {
  const pin = (deps = {}) =>
    Object.fromEntries(Object.entries(deps).map(([name, range]) => [name, published.includes(name) ? version : range]));
  return {...manifest, dependencies: pin(manifest.dependencies), devDependencies: pin(manifest.devDependencies)};
}

/**
 * A patch file (patch-package's git diff, after its header) cut into one section per
 * file it changes: the file's path (from the `diff --git a/… b/…` line) and its diff text.
 */
export function patchSections(patch) {
  const sections = [];
  for (const line of patch.split('\n')) {
    const start = /^diff --git a\/(\S+) b\/\S+$/.exec(line);
    if (start) sections.push({path: start[1], lines: [line]});
    else if (sections.length > 0) sections.at(-1).lines.push(line);
  }
  return sections.map(({path, lines}) => ({path, text: `${lines.join('\n').replace(/\n*$/, '')}\n`}));
}
