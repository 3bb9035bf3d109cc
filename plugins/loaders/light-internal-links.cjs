/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for Docusaurus's `<Link>`.
 * Unpatched, an internal link renders react-router's `<Link>`: a forwardRef
 * component, a router context consumer and its `LinkAnchor`, another forwardRef
 * component, around the `<a>`. That is three more components to hydrate per link
 * (about 130 of the ~1,100 on an article), and each computes its location twice.
 *
 * With the loader it renders the `<a>` itself, with react-router's own behaviour:
 * the same href (`history.createHref` of the location resolved against the
 * current one), and a click that calls the link's `onClick`, then, for a plain
 * left click with no other target, navigates with `history.push`, or
 * `history.replace` for the page already shown or a `replace` link
 * (react-router-dom 5's `Link` and `LinkAnchor`), given the path as a string as
 * react-router does. The history comes from `useHistory()`, which never changes,
 * so a link does not render again on each navigation; the location is read at
 * click time. A relative path would keep the href it had against the page where
 * the link first rendered (a link in the navbar or footer); Docusaurus links here
 * are absolute. `<NavLink>` (navbar items, for their active class) is unchanged.
 * `history` is react-router's own dependency, declared by the site for this
 * import.
 *
 * Prefetching a link once it is on screen keeps Docusaurus's behaviour, with one
 * IntersectionObserver for all links (src/lib/whenOnScreen) rather than one per
 * link (about forty on an article, each reporting its first look in a callback of
 * its own) plus another each time a link renders again. Link's `ioRef` and the
 * effect cleanup that disconnects it stay, unused: the loader changes as few
 * lines as it can.
 */
const {exactTextEditsLoader} = require('./exactTextEdits.cjs');

// Docusaurus's prefetching of a link on screen: an IntersectionObserver of its own per link, and
// another each time the link renders again (never disconnected).
const OBSERVER_PER_LINK = `        if (IOSupported && el && isInternal) {
            // If IO supported and element reference found, set up Observer.
            ioRef.current = new window.IntersectionObserver((entries) => {
                entries.forEach((entry) => {
                    if (el === entry.target) {
                        // If element is in viewport, stop observing and run callback.
                        // https://developer.mozilla.org/en-US/docs/Web/API/Intersection_Observer_API
                        if (entry.isIntersecting || entry.intersectionRatio > 0) {
                            ioRef.current.unobserve(el);
                            ioRef.current.disconnect();
                            if (targetLink != null) {
                                window.docusaurus.prefetch(targetLink);
                            }
                        }
                    }
                });
            });
            // Add element to the observer.
            ioRef.current.observe(el);
        }
`;
// The same, with the observer every link shares (src/lib/whenOnScreen). The ref's cleanup stops
// watching (React 19 calls it instead of the ref with null, so it also clears innerRef).
const SHARED_OBSERVER = `        if (IOSupported && el && isInternal && targetLink != null) {
            const stopWatching = whenOnScreen(el, () => window.docusaurus.prefetch(targetLink));
            return () => {
                innerRef.current = null;
                stopWatching();
            };
        }
`;

const EDITS = [
  [
    "import { NavLink, Link as RRLink } from 'react-router-dom';",
    "import { NavLink, useHistory } from 'react-router-dom';\nimport { createLocation, createPath } from 'history';\n" +
      "import { whenOnScreen } from '@site/src/lib/whenOnScreen';",
  ],
  ['    const innerRef = useRef(null);\n', '    const innerRef = useRef(null);\n    const history = useHistory();\n'],
  ['    const LinkComponent = (isNavLink ? NavLink : RRLink);\n', ''],
  [OBSERVER_PER_LINK, SHARED_OBSERVER],
  [
    "    const hasInternalTarget = !props.target || props.target === '_self';\n",
    "    const hasInternalTarget = !props.target || props.target === '_self';\n" +
      '    const { replace, ...anchorProps } = props;\n' +
      '    const navigate = (event) => {\n' +
      '        try {\n' +
      '            props.onClick?.(event);\n' +
      '        }\n' +
      '        catch (error) {\n' +
      '            event.preventDefault();\n' +
      '            throw error;\n' +
      '        }\n' +
      '        if (!event.defaultPrevented && event.button === 0 && hasInternalTarget &&\n' +
      '            !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)) {\n' +
      '            event.preventDefault();\n' +
      '            const samePage = createPath(history.location) ===\n' +
      '                createPath(createLocation(targetLink, null, null, history.location));\n' +
      // The path as given: history decodes it (a location object would be decoded twice).
      '            (replace || samePage ? history.replace : history.push)(targetLink);\n' +
      '        }\n' +
      '    };\n',
  ],
  [
    '(<LinkComponent {...props} onMouseEnter={onInteractionEnter} onTouchStart={onInteractionEnter} innerRef={handleRef} to={targetLink} ',
    '!isNavLink ? (<a {...anchorProps} onMouseEnter={onInteractionEnter} onTouchStart={onInteractionEnter} ref={handleRef} ' +
      'href={history.createHref(createLocation(targetLink, null, null, history.location))} onClick={navigate} {...testOnlyProps}/>) : ' +
      '(<NavLink {...props} onMouseEnter={onInteractionEnter} onTouchStart={onInteractionEnter} innerRef={handleRef} to={targetLink} ',
  ],
];

module.exports = exactTextEditsLoader(
  EDITS,
  'plugins/docusaurus-client-fixes (light-internal-links): Docusaurus changed its Link (core/lib/client/exports/Link.js). ' +
    "Check whether an internal link still renders react-router's Link, then update or remove this loader.",
);
module.exports.lightInternalLinks = module.exports.edit;
