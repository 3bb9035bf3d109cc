/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for react-helmet-async, which
 * Docusaurus's `<Head>` renders. Each `<Head>` on a page, when it first rendered,
 * updated or unmounted, recomputed the head from every `<Head>` mounted so far and
 * left the writing to the next animation frame, cancelling the previous one: 17
 * recomputations while an article hydrates, and a write of the head in every frame
 * that passed meanwhile (React hydrates in slices), each from the `<Head>`s hydrated
 * so far, over the head the server had already written.
 *
 * In the browser a change now only asks for that animation frame, which does
 * nothing while the page has not hydrated: Docusaurus's own `<Head>` says
 * `<html data-has-hydrated="false">` until `useIsBrowser()` turns true right after
 * hydration, which renders that `<Head>` again and so asks for a frame once more.
 * Then the frame recomputes the head once, from every mounted `<Head>`, and writes
 * it unless it is what was last written (a `<Head>` rendered again with the same
 * tags, as the breadcrumbs' structured data is on a phone right after hydration).
 * The server render is unchanged.
 *
 * What changes: a `<Head defer={false}>` also waits for the next frame (the site has
 * none; the default is to wait).
 */
const {exactTextEditsLoader} = require('./exactTextEdits.cjs');

const EDITS = [
  [
    'r.emitChange=function(){var t,e,r=this.props.context,',
    'r.emitChange=function(){if(q.canUseDOM){var s=this;_&&cancelAnimationFrame(_),_=requestAnimationFrame(function(){_=null;' +
      'for(var h=s.props.context.helmetInstances.get(),x=h.length-1;x>=0;x--){var y=h[x].props.htmlAttributes;' +
      'if(y&&"data-has-hydrated"in y){if(!1===y["data-has-hydrated"])return;break}}s.emitNow()});return}this.emitNow()},' +
      'r.emitNow=function(){var t,e,r=this.props.context,',
  ],
  [
    'q.canUseDOM?(e=o,_&&cancelAnimationFrame(_),e.defer?_=requestAnimationFrame(function(){K(e,function(){_=null})}):(K(e),_=null)):k&&(i=k(o)),n(i)}',
    'q.canUseDOM?(e=JSON.stringify(o))===K.written||(K.written=e,K(o)):k&&(i=k(o)),n(i)}',
  ],
];

module.exports = exactTextEditsLoader(
  EDITS,
  'plugins/docusaurus-client-fixes (head-updates-after-hydration): react-helmet-async changed HelmetDispatcher.emitChange ' +
    'in lib/index.module.js. Check whether it still recomputes the head on every change and writes it in an animation ' +
    'frame, then update or remove this loader.',
);
module.exports.headUpdatesAfterHydration = module.exports.edit;
