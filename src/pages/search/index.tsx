import {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {maxQueryLength, searchDocs, type PagefindDocument} from '@site/src/search/pagefind';
import {urls} from '@site/src/data/facts';
import styles from './styles.module.css';

type SearchState =
  | {readonly status: 'idle'}
  | {readonly status: 'loading'}
  | {readonly status: 'error'}
  | {readonly status: 'done'; readonly query: string; readonly hits: readonly PagefindDocument[]};

/** The `q` parameter; empty until hydrated, because the server render had no query string. */
function useQueryParam(): [string, (value: string) => void] {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const query = isBrowser ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const setQuery = (value: string) => {
    const params = new URLSearchParams(location.search);
    if (value) params.set('q', value);
    else params.delete('q');
    const search = params.toString();
    history.replace({...location, search: search ? `?${search}` : ''});
  };
  return [query, setQuery];
}

function Results({state}: {readonly state: SearchState}): ReactNode {
  switch (state.status) {
    case 'idle':
      return <p>Type a command (<code>power.sleep</code>), a part (<code>OBD pinout</code>) or a symptom.</p>;
    case 'loading':
      return <p aria-busy="true">Searching…</p>;
    case 'error':
      return (
        <div className={styles.message} role="alert">
          <p className={styles.messageTitle}>Unable to fetch results</p>
          <p>You might want to check your network connection.</p>
        </div>
      );
    case 'done':
      if (state.hits.length === 0) {
        return (
          <div className={styles.message}>
            <p className={styles.messageTitle}>
              No results for “<strong>{state.query}</strong>”
            </p>
            <p>
              Try searching for <Link to="/core/commands/">Core commands</Link>,{' '}
              <Link to="/hardware/">hardware</Link> or <Link to="/cloud/">the Cloud</Link>.
            </p>
            <p>
              Believe this query should return results? <Link href={urls.feedback}>Let us know.</Link>
            </p>
          </div>
        );
      }
      return (
        <>
          <p className={styles.count}>
            {state.hits.length === 1 ? '1 page' : `${state.hits.length} pages`} found for “{state.query}”
          </p>
          <ol className={styles.hits}>
            {state.hits.map((hit) => (
              <li key={hit.url} className={styles.hit}>
                <Link to={hit.url} className={styles.hitTitle}>
                  {hit.meta.title ?? hit.url}
                </Link>
                {/* Pagefind escapes the page text and adds only <mark> around the matched words. */}
                <p className={styles.excerpt} dangerouslySetInnerHTML={{__html: hit.excerpt}} />
              </li>
            ))}
          </ol>
        </>
      );
  }
}

export default function SearchPage(): ReactNode {
  const baseUrl = useBaseUrl('/');
  const [query, setQuery] = useQueryParam();
  const [state, setState] = useState<SearchState>({status: 'idle'});

  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    setState({status: 'loading'});
    searchDocs(baseUrl, trimmed).then(
      (hits) => current && setState({status: 'done', query: trimmed, hits}),
      () => current && setState({status: 'error'}),
    );
    return () => {
      current = false;
    };
  }, [baseUrl, query]);

  return (
    <Layout title={query ? `Search results for “${query}”` : 'Search the documentation'} description="Search the Veltro documentation, also offline.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{query ? `Search results for “${query}”` : 'Search the documentation'}</Heading>
        <form role="search" action={`${baseUrl}search/`} method="get" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="search-page-input" className={styles.label}>
            Search docs
          </label>
          <input
            id="search-page-input"
            className={styles.input}
            type="search"
            name="q"
            placeholder="Search docs"
            autoComplete="off"
            maxLength={maxQueryLength}
            value={query}
            onChange={(event) => setQuery(event.target.value.slice(0, maxQueryLength))}
          />
        </form>
        <div aria-live="polite">
          <Results state={state} />
        </div>
      </main>
    </Layout>
  );
}
