/**
 * Swizzled (Root, safe): the router already shows `/x.html` and `/x/index.html` as the page `/x/`; this also
 * rewrites the address bar to that clean path (spec: "rewritten to the clean path"), so bookmarks, shares and
 * analytics see one URL per page. The first address of a visit is cleaned earlier, before the router starts, by
 * src/client/repairAddress.ts; this handles the addresses reached by navigating in the page.
 *
 * It also hands the router to the links inside doc pages' static HTML (src/client/staticLinks.ts), which are
 * plain anchors rather than `Link`s, installs the one listener of every code block's copy button
 * (src/client/copyCode.ts), and loads the page of a link that takes keyboard focus (src/client/preloadOnFocus.ts).
 */
import {useEffect, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {followCopyButtons} from '@site/src/client/copyCode';
import {preloadOnFocus} from '@site/src/client/preloadOnFocus';
import {followStaticLinks} from '@site/src/client/staticLinks';
import {cleanPath} from '@site/src/utils/paths';

export default function Root({children}: {readonly children: ReactNode}): ReactNode {
  const location = useLocation();
  const history = useHistory();
  useEffect(() => {
    const clean = cleanPath(location.pathname);
    if (clean !== location.pathname) history.replace({...location, pathname: clean});
  }, [history, location]);
  useEffect(() => followStaticLinks(history), [history]);
  useEffect(followCopyButtons, []);
  useEffect(preloadOnFocus, []);
  return children;
}
