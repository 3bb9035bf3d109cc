/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for react-helmet-async, which
 * Docusaurus's `<Head>` renders. Each `<Head>` on a page, when it first renders,
 * updates or unmounts, recomputed the head from every `<Head>` mounted so far, then
 * left the document's head to a later animation frame, cancelling the previous
 * one: while an article hydrated, about twenty such recomputations, one per
 * `<Head>`, of which only the last reached the page. In the browser the
 * recomputation now happens once, in that animation frame, from the `<Head>`s
 * mounted then, and the frame writes the head as before. The server render is
 * unchanged.
 *
 * What changes: a `<Head defer={false}>` also waits for the next frame (the site
 * has none; the default is to wait).
 */
const {exactTextEditsLoader} = require('./exactTextEdits.cjs');

const EDITS = [
  [
    'r.emitChange=function(){var t,e,r=this.props.context,',
    'r.emitChange=function(){if(q.canUseDOM){var s=this;_&&cancelAnimationFrame(_),_=requestAnimationFrame(function(){_=null,s.emitNow()});return}this.emitNow()},' +
      'r.emitNow=function(){var t,e,r=this.props.context,',
  ],
  [
    'q.canUseDOM?(e=o,_&&cancelAnimationFrame(_),e.defer?_=requestAnimationFrame(function(){K(e,function(){_=null})}):(K(e),_=null)):k&&(i=k(o)),n(i)}',
    'q.canUseDOM?K(o):k&&(i=k(o)),n(i)}',
  ],
];

module.exports = exactTextEditsLoader(
  EDITS,
  'plugins/docusaurus-client-fixes (one-head-update-per-frame): react-helmet-async changed HelmetDispatcher.emitChange ' +
    'in lib/index.module.js. Check whether it still recomputes the head on every change and writes it in an animation ' +
    'frame, then update or remove this loader.',
);
module.exports.oneHeadUpdatePerFrame = module.exports.edit;
