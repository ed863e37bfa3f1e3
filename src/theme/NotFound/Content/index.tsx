/**
 * Replaced (our own component, not a copy of upstream; its only prop is `className`): the template's not-found text only tells readers the link is broken. Ours says
 * what probably happened, offers the search prefilled from the missing path, and links to the main sections.
 */
import {useEffect, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {maxQueryLength} from '@site/src/utils/query';
import {queryFromPath} from '@site/src/utils/paths';
import type {FamilyKey} from '@site/src/data/hardware';
import styles from './styles.module.css';

/** The TMU CM4's Getting Started; only the key's type comes from the device registry, so this page carries no device data. */
const gettingStarted: FamilyKey = 'veltro_tmu_cm4';

const sections: ReadonlyArray<{readonly to: string; readonly label: string; readonly hint: string}> = [
  {
    to: `/getting_started/${gettingStarted}/`,
    label: 'Getting Started',
    hint: 'Install a device and see its first data',
  },
  {to: '/cloud/', label: 'Cloud', hint: 'Fleet and device management in Veltro Cloud'},
  {to: '/core/', label: 'Core', hint: 'Commands, services and returners on the device'},
  {to: '/hardware/', label: 'Hardware', hint: 'Specifications, pinouts and installation'},
  {to: '/developer_guides/', label: 'Developer Guides', hint: 'SSH, MQTT, Docker and more'},
];

export default function NotFoundContent({className}: Props): ReactNode {
  // The page is prerendered once as 404.html, so the missing path is known only in the browser.
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const pathname = isBrowser ? location.pathname : '';
  const history = useHistory();
  const searchPage = useBaseUrl('/search/');
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(queryFromPath(pathname, maxQueryLength)), [pathname]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    history.push(`${searchPage}?q=${encodeURIComponent(query.trim())}`);
  };

  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            There is no page at <code>{pathname || 'this address'}</code>. It may have moved when the documentation was
            reorganised, or the address may have a typing mistake in it.
          </p>
          <form role="search" action={searchPage} method="get" onSubmit={onSubmit} className={styles.search}>
            <label htmlFor="not-found-search">Search the documentation</label>
            <div className={styles.row}>
              <input
                id="not-found-search"
                type="search"
                name="q"
                value={query}
                maxLength={maxQueryLength}
                placeholder="Search docs"
                onChange={(event) => setQuery(event.target.value)}
              />
              <button type="submit" className="button button--primary">
                Search
              </button>
            </div>
          </form>
          <Heading as="h2">Or start from a section</Heading>
          <ul className={styles.sections}>
            {sections.map(({to, label, hint}) => (
              <li key={to}>
                <Link to={to}>{label}</Link> — {hint}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
