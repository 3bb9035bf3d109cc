import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {cleanHtmlPath} from '../lib/cleanHtmlPath';

// Runs before the router starts: a page opened as /x.html or /x/index.html
// (a server without clean URLs, an old link) continues as /x.
if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const clean = cleanHtmlPath(pathname);
  if (clean !== pathname) {
    window.history.replaceState(window.history.state, '', clean + search + hash);
  }
}
