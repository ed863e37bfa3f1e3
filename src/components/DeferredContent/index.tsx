/**
 * The part of a doc page below its first screen, rendered one step later on a client navigation (issue 23).
 *
 * plugins/docs/deferred-content.ts wraps a long page's later top-level blocks in this component at build time. When
 * a reader follows a link inside the site, React first renders the page's title and first screen, which the browser
 * paints, and then renders the rest as a transition, which React splits into short tasks. Without it the whole page,
 * over 3,000 elements on the largest, is built in one task before the title changes.
 *
 * Rendered at once, as before, when:
 * - the page is built or hydrated: the server HTML already holds the whole page (`useIsBrowser` is false until
 *   the app has hydrated);
 * - the address has a hash: the theme scrolls to the anchor right after the page renders, so it must be there;
 * - the navigation is back or forward (`POP`): the browser restores the scroll position, which needs the whole page.
 * Until the rest is rendered a placeholder one screen high keeps the footer below the fold. An anchor followed while
 * it is there (a TOC entry clicked at once) renders the rest in the same commit as the new address, so the theme's
 * scroll to the anchor, which runs after that commit, finds it.
 */
import {startTransition, useEffect, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {mayDefer} from './mayDefer';
import styles from './styles.module.css';

export default function DeferredContent({children}: {readonly children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  const {action} = useHistory();
  const {hash} = useLocation();
  const [shown, setShown] = useState(() => !mayDefer(isBrowser, action, hash));
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown || hash !== '' ? children : <div className={styles.placeholder} data-deferred-content="" />;
}
