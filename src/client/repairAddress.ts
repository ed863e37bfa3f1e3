/**
 * Client module: puts the address in its one clean form before the router reads it (client modules run before
 * the app renders). Done later, in Root, a malformed escape such as `/a%ZZb/` would already have stopped the router
 * (`URIError: URI malformed`, a page that never starts), and `/index.html` or `/core//commands///` would hydrate
 * the page the host served under an address the router does not know (React hydration error #418).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {cleanPath, repairPercentEncoding} from '@site/src/utils/paths';

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const clean = cleanPath(repairPercentEncoding(pathname));
  // Same origin by construction: the path starts with one slash, so the address stays on this site.
  if (clean !== pathname) window.history.replaceState(window.history.state, '', clean + search + hash);
}
