/**
 * Gives the docs theme the sidebar with the items of every section loaded so far (the version data ships
 * sectioned categories stubbed; see ../route-split.cjs). Loaded with the docs root, not in the main bundle.
 */
import {useMemo, useSyncExternalStore, type ReactNode} from 'react';
import {DocsVersionProvider, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {loadedCategoryItems, sidebarRevision, subscribeToSidebars} from './sidebarSections';

type Version = ReturnType<typeof useDocsVersion>;
type Items = Version['docsSidebars'][string];

/** The sidebar with each stubbed category that a loaded section covers given its items (see sidebarSections). */
function withLoadedItems(sidebar: string, items: Items, prefix = ''): Items {
  return items.map((item, index) => {
    if (item.type !== 'category') return item;
    const slot = prefix ? `${prefix}/${index}` : String(index);
    const loaded = loadedCategoryItems(sidebar, slot) as Items | undefined;
    return {...item, items: loaded ?? withLoadedItems(sidebar, item.items, slot)};
  });
}

function withLoadedSections(version: Version): Version {
  const docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars).map(([name, items]) => [name, withLoadedItems(name, items)]),
  );
  return {...version, docsSidebars};
}

export default function SidebarScope({children}: {readonly children: ReactNode}): ReactNode {
  const version = useDocsVersion();
  const revision = useSyncExternalStore(subscribeToSidebars, sidebarRevision, sidebarRevision);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `revision` says the loaded sections changed.
  const scoped = useMemo(() => withLoadedSections(version), [version, revision]);
  return <DocsVersionProvider version={scoped}>{children}</DocsVersionProvider>;
}
