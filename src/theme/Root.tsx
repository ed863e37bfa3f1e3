/**
 * Swizzled (Root, safe): the router already shows `/x.html` and `/x/index.html` as the page `/x/`; this also
 * rewrites the address bar to that clean path (spec: "rewritten to the clean path"), so bookmarks, shares and
 * analytics see one URL per page. The first address of a visit is cleaned earlier, before the router starts, by
 * src/client/repairAddress.ts; this handles the addresses reached by navigating in the page.
 *
 * It also installs the document's link listeners (src/client/links.ts): the links inside doc pages' static HTML,
 * which are plain anchors rather than `Link`s, navigate through the router and load their page on hover, and a
 * link that keeps keyboard focus loads its page; and the one listener of every code block's copy button
 * (src/client/copyCode.ts).
 */
import {useEffect, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {followCopyButtons} from '@site/src/client/copyCode';
import {followLinks} from '@site/src/client/links';
import {cleanPath} from '@site/src/utils/paths';

export default function Root({children}: {readonly children: ReactNode}): ReactNode {
  const location = useLocation();
  const history = useHistory();
  useEffect(() => {
    const clean = cleanPath(location.pathname);
    if (clean !== location.pathname) history.replace({...location, pathname: clean});
  }, [history, location]);
  useEffect(() => followLinks(history), [history]);
  useEffect(followCopyButtons, []);
  return children;
}
