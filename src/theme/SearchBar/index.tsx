/**
 * Swizzled (wrapper): in hosted mode the theme's own SearchBar queries Algolia; in local mode (the default, see
 * config/search.ts) LocalSearchBar opens the same DocSearch modal, answered from the offline index.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearchBar from './LocalSearchBar';

// Loaded only in hosted mode, so local builds do not ship the hosted client with every page.
const HostedSearchBar = lazy(() => import('@theme-original/SearchBar'));

export default function SearchBarWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  if (siteConfig.customFields?.searchMode !== 'algolia') return <LocalSearchBar />;
  return (
    <Suspense fallback={null}>
      <HostedSearchBar />
    </Suspense>
  );
}
