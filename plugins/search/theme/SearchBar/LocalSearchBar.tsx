/**
 * The DocSearch button and modal, answered by the Pagefind index. The modal, its styles and the search engine
 * are loaded when a reader shows intent (hover, focus or touch on the button, or a shortcut), never with the page.
 */
import {useCallback, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchModalProps} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSearchLinkCreator} from '../../client/docusaurusSearchHooks';
import {useDocsContextualSearchTags} from '@docusaurus/plugin-content-docs/client';
import {urls} from '@site/src/data/facts';
import {useDocSearchKeyboardEvents} from './useDocSearchKeyboardEvents';
import {SearchButton} from './SearchButton';

type Modal = ComponentType<DocSearchModalProps>;
type SearchClient = Parameters<NonNullable<DocSearchModalProps['transformSearchClient']>>[0];

type LocalClientModule = typeof import('@site/plugins/search/client/localClient');
type SearchInput = Parameters<LocalClientModule['requestsOf']>[0];

interface LoadedSearch {
  readonly Modal: Modal;
  readonly createClient: LocalClientModule['createLocalSearchClient'];
  readonly requestsOf: LocalClientModule['requestsOf'];
  readonly emptyResult: LocalClientModule['emptyResult'];
  /** The modal's strings: loaded with it, not with every page (they are most of the theme's translation module). */
  readonly translations: typeof import('@theme/SearchTranslations').default;
  /** The reader's device's pages weigh more (src/utils/myDevice/search.ts). */
  readonly pageWeight: typeof import('@site/src/utils/myDevice/search').myDevicePageWeight;
  /** Shown while a query fails: loaded with the modal, not with every page. */
  readonly ErrorScreen: typeof import('./SearchErrorScreen').SearchErrorScreen;
}

let loaded: Promise<LoadedSearch> | undefined;

/** Fetches the modal, its CSS and strings and the local client; also warms up the Pagefind runtime. */
function loadSearch(baseUrl: string): Promise<LoadedSearch> {
  loaded ??= Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('@site/plugins/search/client/localClient'),
    import('@site/plugins/search/client/pagefind'),
    import('@theme/SearchTranslations'),
    import('@site/src/utils/myDevice/search'),
    import('./SearchErrorScreen'),
  ]).then(
    ([
      {DocSearchModal},
      ,
      {createLocalSearchClient, requestsOf, emptyResult},
      {loadPagefind},
      {default: translations},
      {myDevicePageWeight},
      {SearchErrorScreen},
    ]) => {
      loadPagefind(baseUrl).catch(() => undefined);
      return {
        Modal: DocSearchModal as Modal,
        createClient: createLocalSearchClient,
        requestsOf,
        emptyResult,
        translations,
        pageWeight: myDevicePageWeight,
        ErrorScreen: SearchErrorScreen,
      };
    },
  );
  return loaded;
}

export default function LocalSearchBar(): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const baseUrl = useBaseUrl('/');
  const history = useHistory();
  const createSearchLink = useSearchLinkCreator();
  // The contextual filters of the spec: current language and docs version (as the theme builds them).
  const searchTags = useDocsContextualSearchTags();
  const contextualFilters = [
    `language:${i18n.currentLocale}`,
    ['default', ...searchTags].map((tag) => `docusaurus_tag:${tag}`),
  ];
  const {indexName} = siteConfig.themeConfig.algolia as {indexName: string};
  const buttonRef = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement | null>(null);
  const [search, setSearch] = useState<LoadedSearch>();
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string>();
  const [failed, setFailed] = useState(false);

  const prepare = useCallback(() => {
    loadSearch(baseUrl).then(setSearch, () => undefined);
  }, [baseUrl]);

  const open = useCallback(() => {
    if (!container.current) {
      container.current = document.createElement('div');
      document.body.insertBefore(container.current, document.body.firstChild);
    }
    loadSearch(baseUrl).then((value) => {
      setSearch(value);
      setIsOpen(true);
    });
  }, [baseUrl]);

  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    setFailed(false);
    buttonRef.current?.focus();
  }, []);

  // A letter typed on the focused button opens the modal with it as the query (as the theme's SearchBar does).
  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.metaKey || event.ctrlKey || event.altKey) return; // Browser shortcuts such as Ctrl+F.
      event.preventDefault();
      setInitialQuery(event.key);
      open();
    },
    [open],
  );

  useDocSearchKeyboardEvents({isOpen, onOpen: open, onClose: close, onInput, searchButtonRef: buttonRef});

  // The same client for the life of the page, so Pagefind's loaded chunks are reused between queries.
  const transformSearchClient = useCallback(
    (client: SearchClient): SearchClient => {
      if (!search) return client;
      const local = search.createClient({baseUrl, language: i18n.currentLocale, pageWeight: search.pageWeight});
      return {
        ...client,
        search: (async (requests: unknown) => {
          try {
            const response = await local.search(requests as SearchInput);
            // User Timing mark: DevTools and the search benchmark see when each query was answered.
            performance.mark('veltro-search:answered');
            setFailed(false);
            return response;
          } catch {
            // DocSearch resets its own error state straight away; we show the error screen ourselves.
            setFailed(true);
            // Answer with empty results (one per request) so DocSearch renders instead of throwing.
            return {results: search.requestsOf(requests as SearchInput).map((request) => search.emptyResult(request))};
          }
        }) as unknown as SearchClient['search'],
      };
    },
    [baseUrl, i18n.currentLocale, search],
  );

  const Modal = search?.Modal;
  return (
    <>
      <SearchButton ref={buttonRef} onIntent={prepare} onClick={open} />
      {isOpen &&
        Modal &&
        container.current &&
        createPortal(
          <>
            <Modal
              appId="local"
              apiKey="local"
              indexName={indexName}
              placeholder={search.translations.placeholder ?? 'Search docs'}
              initialQuery={initialQuery}
              initialScrollY={window.scrollY}
              onClose={close}
              navigator={{navigate: ({itemUrl}) => history.push(itemUrl)}}
              transformItems={(items) =>
                items.map((item) => {
                  const url = new URL(item.url);
                  return {...item, url: url.pathname + url.search + url.hash};
                })
              }
              hitComponent={({hit, children}) => <Link to={hit.url}>{children}</Link>}
              resultsFooterComponent={({state}) => (
                <Link to={createSearchLink(state.query)} onClick={close}>
                  {`See all ${String(state.context.nbHits)} results`}
                </Link>
              )}
              searchParameters={{facetFilters: contextualFilters}}
              transformSearchClient={transformSearchClient}
              getMissingResultsUrl={({query}) => `${urls.feedback}?search=${encodeURIComponent(query)}`}
              translations={search.translations.modal}
              insights={false}
              maxResultsPerGroup={5}
            />
            {failed && (
              <search.ErrorScreen container={container.current} translations={search.translations.modal.errorScreen} />
            )}
          </>,
          container.current,
        )}
    </>
  );
}
