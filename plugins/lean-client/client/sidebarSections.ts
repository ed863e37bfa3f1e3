/**
 * The sidebar subtrees of the sections loaded so far, for SidebarScope. Sectioned top-level categories ship
 * stubbed in the docs version data; a section's module brings their items. Subscribers re-render when a
 * section arrives (a reader expanding a category of a section not yet loaded).
 */
type SidebarItems = readonly unknown[];
/** Sidebar name → top-level index → section key. */
type SidebarSectionMap = Readonly<Record<string, Readonly<Record<number, string>>>>;

let sidebarSections: SidebarSectionMap = {};
const loadedItems = new Map<string, SidebarItems>();
const listeners = new Set<() => void>();
let revision = 0;

const slot = (sidebar: string, index: number | string) => `${sidebar}\u0000${index}`;

export function setSidebarSections(map: SidebarSectionMap): void {
  sidebarSections = map;
}

/** The sections of the top-level categories at this index, one per sidebar that has one there. */
export function sectionsAtCategory(index: number): string[] {
  return Object.values(sidebarSections).flatMap((categories) => categories[index] ?? []);
}

export function addSectionSidebars(sidebars: Readonly<Record<string, Readonly<Record<string, SidebarItems>>>>): void {
  for (const [sidebar, categories] of Object.entries(sidebars)) {
    for (const [index, items] of Object.entries(categories)) loadedItems.set(slot(sidebar, index), items);
  }
  revision += 1;
  listeners.forEach((listener) => listener());
}

export function loadedCategoryItems(sidebar: string, index: number): SidebarItems | undefined {
  return loadedItems.get(slot(sidebar, index));
}

export function subscribeToSidebars(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const sidebarRevision = (): number => revision;
