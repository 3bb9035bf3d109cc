/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for react-router 5
 * (react-router/esm/react-router.js), which Docusaurus routes with. To find the
 * page's route, react-router compiles each route's path it tries with
 * path-to-regexp, once per path: for an article that is ~150 of the ~200 routes,
 * about 40 ms of a task when main.js starts, at Lighthouse's mobile slowdown.
 * Nearly every path here is static (no `:param`, `*` or group); for those the
 * loader uses staticPathRegExp, which matches exactly as the compiled regular
 * expression would (the unit test compares both on every option and many
 * pathnames) without building one. Other paths are compiled as react-router does.
 */
const {exactTextEditsLoader} = require('./exactTextEdits.cjs');

/**
 * An object whose `exec(pathname)` gives what `pathToRegexp(path, [], options).exec(pathname)`
 * would (path-to-regexp 1.x, delimiter "/"), for a static ASCII path; null for any other path.
 * Self-contained: its source is copied into react-router.
 */
function staticPathRegExp(path, options) {
  if (typeof path !== 'string' || !/^[\x20-\x7e]*$/.test(path) || /[\\:()*?+]/.test(path)) return null;
  var strict = Boolean(options.strict);
  var end = options.end !== false;
  var sensitive = Boolean(options.sensitive);
  var endsWithSlash = path.slice(-1) === '/';
  var base = !strict && endsWithSlash ? path.slice(0, -1) : path;
  // The `i` flag without `u` folds an ASCII letter only to the other ASCII case.
  var fold = function (text) {
    return sensitive
      ? text
      : text.replace(/[A-Z]/g, function (letter) {
          return letter.toLowerCase();
        });
  };
  var foldedBase = fold(base);
  return {
    exec: function (pathname) {
      var text = String(pathname);
      if (fold(text.slice(0, base.length)) !== foldedBase) return null;
      var rest = text.slice(base.length);
      if (!strict && rest === '/') return [text];
      if (end) return rest === '' ? [text] : null;
      if (strict && endsWithSlash) return [text.slice(0, base.length)];
      return rest === '' || rest.charAt(0) === '/' ? [text.slice(0, base.length)] : null;
    },
  };
}

const edit = exactTextEditsLoader(
  [
    [
      'var regexp = pathToRegexp(path, keys, options);',
      'var regexp = staticPathRegExp(path, options) || pathToRegexp(path, keys, options);',
    ],
  ],
  'plugins/docusaurus-client-fixes (static-route-paths): react-router changed how matchPath compiles a route path. ' +
    'Check whether it still compiles it with pathToRegexp in compilePath, then update or remove this loader.',
).edit;

const staticRoutePaths = (source) => `${edit(source)}\n${staticPathRegExp.toString()}\n`;

module.exports = function staticRoutePathsLoader(source) {
  return staticRoutePaths(String(source));
};
module.exports.staticRoutePaths = staticRoutePaths;
module.exports.staticPathRegExp = staticPathRegExp;
