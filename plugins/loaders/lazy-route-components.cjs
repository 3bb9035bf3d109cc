/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for
 * @docusaurus/core/lib/client/exports/ComponentCreator.js: the route table
 * calls ComponentCreator for each of the site's ~200 routes when main.js
 * starts, and each call builds a react-loadable component (a class, its
 * loaders, the chunk list flattened), although a visit renders one route and
 * prefetches a few: a long stretch of that first task on a phone. The loader
 * makes each route's component a small stand-in that builds the loadable one
 * the first time the route is rendered or preloaded, and renders it.
 */
const {exactTextEditsLoader} = require('./exactTextEdits.cjs');

const DEFINITION = 'export default function ComponentCreator(path, hash) {';
const LAZY_CREATOR = `
/** The route's component, built by createRouteComponent when it is first rendered or preloaded. */
export default function ComponentCreator(path, hash) {
    let component;
    const routeComponent = () => (component ??= createRouteComponent(path, hash));
    function LazyRouteComponent(props) {
        const RouteComponent = routeComponent();
        return <RouteComponent {...props}/>;
    }
    LazyRouteComponent.preload = () => routeComponent().preload();
    return LazyRouteComponent;
}
`;

const loader = exactTextEditsLoader(
  [[DEFINITION, 'function createRouteComponent(path, hash) {']],
  'plugins/docusaurus-client-fixes (lazy-route-components): Docusaurus changed ComponentCreator.js. ' +
    'Check whether it still builds a react-loadable component per route, then update or remove this loader.',
);
const lazyRouteComponents = (source) => `${loader.edit(source)}${LAZY_CREATOR}`;

module.exports = function lazyRouteComponentsLoader(source) {
  return lazyRouteComponents(String(source));
};
module.exports.lazyRouteComponents = lazyRouteComponents;
