/**
 * For the loaders that patch one line of a dependency: each edit replaces an
 * exact piece of text, and if any piece is missing (an upgrade changed the file)
 * the build fails with the given explanation rather than ship the file unpatched.
 */
function applyExactTextEdits(source, edits, explanation) {
  const missing = edits.filter(([find]) => !source.includes(find));
  if (missing.length > 0) {
    throw new Error(`${explanation} Missing: ${missing.map(([find]) => JSON.stringify(find)).join(', ')}`);
  }
  return edits.reduce((text, [find, replace]) => text.replace(find, replace), source);
}

/**
 * A bundler loader that applies `edits` to the file it is given (see applyExactTextEdits);
 * `loader.edit(source)` does the same for tests.
 */
function exactTextEditsLoader(edits, explanation) {
  const edit = (source) => applyExactTextEdits(source, edits, explanation);
  const loader = function (source) {
    return edit(String(source));
  };
  loader.edit = edit;
  return loader;
}

module.exports = {applyExactTextEdits, exactTextEditsLoader};
