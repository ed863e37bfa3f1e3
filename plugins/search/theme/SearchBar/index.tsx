/**
 * Swizzled. Hosted mode: a wrapper, the theme's own SearchBar queries Algolia. Local mode (the default, see
 * plugins/search/options.ts): a replacement, LocalSearchBar opens the same DocSearch modal, answered from the offline
 * index. LocalSearchBar is our own code, not a copy of the theme's, so it has no drift test: it uses DocSearch's
 * modal and props, and stands in for the two DocSearch 3.9 parts it cannot use (see useDocSearchKeyboardEvents.ts
 * and SearchErrorScreen.tsx).
 */
import {lazy, Suspense, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearchBar from './LocalSearchBar';

// Loaded only in hosted mode, so local builds do not ship the hosted client with every page. The theme's own bar, by
// the name plugins/search/index.ts gives it (`@theme-original` would be this file, from a plugin's theme folder).
const HostedSearchBar = lazy(() => import('@veltro/algolia-search-bar'));

export default function SearchBarWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  if (siteConfig.customFields?.searchMode !== 'algolia') return <LocalSearchBar />;
  return (
    <Suspense fallback={null}>
      <HostedSearchBar />
    </Suspense>
  );
}
