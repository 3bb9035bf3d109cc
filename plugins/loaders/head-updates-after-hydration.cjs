/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for react-helmet-async, which
 * Docusaurus's `<Head>` renders. Unpatched, each `<Head>` on a page, when it first
 * renders, updates or unmounts, recomputes the head from every `<Head>` mounted so
 * far and leaves the writing to the next animation frame, cancelling the previous
 * one: many recomputations while an article hydrates, and a write of the head in
 * every frame that passes meanwhile (React hydrates in slices), each from the
 * `<Head>`s hydrated so far, over the head the server has already written: the
 * description and the page's title are removed and written back.
 *
 * In the browser:
 * - A change only asks for that animation frame, which does nothing until the page
 *   has hydrated. Docusaurus's own `<Head>`, the last one on every page, says
 *   `<html data-has-hydrated="false">` until `useIsBrowser()` turns true right
 *   after hydration, which renders that `<Head>` again and so asks for a frame once
 *   more; before it has mounted (between two slices of hydration) the frame does
 *   nothing too.
 * - When that `<Head>` first renders with false, every `<Head>` has rendered as on
 *   the server: the head computed then is taken as the one the server wrote, if the
 *   page came from a server render (`<html data-has-hydrated="false">` is in the
 *   page; the development server renders in the browser only, and then everything
 *   is written).
 * - A frame recomputes the head once, from every mounted `<Head>`, and writes only
 *   the kinds of tags (meta, link, script...) that differ from what was last
 *   written or, at first, from the server's. The attributes and the title are
 *   written as react-helmet-async writes them (only what differs changes). So a
 *   page keeps the tags the build finished after rendering, such as its own social
 *   image (plugins/seo.ts) and the structured data as the HTML minifier wrote it,
 *   which a write of every tag would replace.
 * - A `<Head>` joins the page's list of `<Head>`s when React mounts it, not when it
 *   first renders: a render React throws away without committing it (a commit
 *   waiting for a stylesheet, such as KaTeX's, and interrupted by an update) would
 *   leave its `<Head>`s in the list for good, never unmounted, and the head would
 *   keep that page's title and description after the reader has left it. Mount
 *   order is render order for these components, which render nothing (leaves of the
 *   tree).
 * The server render is unchanged.
 *
 * What changes: a `<Head defer={false}>` also waits for the next frame (the site
 * has none; the default is to wait).
 */
const {exactTextEditsLoader} = require('./exactTextEdits.cjs');

const EDITS = [
  [
    'r.emitChange=function(){var t,e,r=this.props.context,',
    'r.emitChange=function(){if(q.canUseDOM){var s=this,w=s.props.htmlAttributes;' +
      // The last <Head> renders for the first time, saying not yet hydrated: the head is the server's.
      // Only over a page the server rendered: the development server renders in the browser alone.
      'w&&!1===w["data-has-hydrated"]&&void 0===K.written&&"false"===document.documentElement.getAttribute("data-has-hydrated")&&s.emitNow(!0);' +
      '_&&cancelAnimationFrame(_),_=requestAnimationFrame(function(){_=null;' +
      'for(var h=s.props.context.helmetInstances.get(),x=h.length-1;x>=0;x--){var y=h[x].props.htmlAttributes;' +
      'if(y&&"data-has-hydrated"in y){!0===y["data-has-hydrated"]&&s.emitNow();return}}});return}this.emitNow()},' +
      'r.emitNow=function(hs){var t,e,r=this.props.context,',
  ],
  [
    'q.canUseDOM?(e=o,_&&cancelAnimationFrame(_),e.defer?_=requestAnimationFrame(function(){K(e,function(){_=null})}):(K(e),_=null)):k&&(i=k(o)),n(i)}',
    // Each part of the state (title, attributes, each kind of tag) as JSON, and the parts that changed.
    'q.canUseDOM?(e={},Object.keys(o).forEach(function(p){e[p]=JSON.stringify(o[p])}),hs||(K.changed={},' +
      'Object.keys(e).forEach(function(p){K.written&&e[p]===K.written[p]||(K.changed[p]=!0)}),' +
      'Object.keys(K.changed).length&&K(o),K.changed=void 0),K.written=e):k&&(i=k(o)),n(i)}',
  ],
  [
    'var d={baseTag:Y(l.BASE,r),linkTags:Y(l.LINK,i),metaTags:Y(l.META,o),noscriptTags:Y(l.NOSCRIPT,a),scriptTags:Y(l.SCRIPT,c),styleTags:Y(l.STYLE,u)}',
    // Only the kinds of tags that changed are written; the others are left as they are in the page.
    'var X=function(p,t,e){return K.changed&&!K.changed[p]?{oldTags:[],newTags:[]}:Y(t,e)},' +
      'd={baseTag:X("baseTag",l.BASE,r),linkTags:X("linkTags",l.LINK,i),metaTags:X("metaTags",l.META,o),' +
      'noscriptTags:X("noscriptTags",l.NOSCRIPT,a),scriptTags:X("scriptTags",l.SCRIPT,c),styleTags:X("styleTags",l.STYLE,u)}',
  ],
  [
    'r.render=function(){return this.init(),null}',
    // In the browser a <Head> is added to the list when mounted; the server adds it when rendering.
    'r.componentDidMount=function(){this.init()},r.render=function(){return q.canUseDOM||this.init(),null}',
  ],
];

module.exports = exactTextEditsLoader(
  EDITS,
  'plugins/docusaurus-client-fixes (head-updates-after-hydration): react-helmet-async changed HelmetDispatcher.emitChange ' +
    'in lib/index.module.js. Check whether it still recomputes the head on every change and writes it in an animation ' +
    'frame, then update or remove this loader.',
);
module.exports.headUpdatesAfterHydration = module.exports.edit;
