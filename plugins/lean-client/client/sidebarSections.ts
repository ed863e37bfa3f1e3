/**
 * The sidebar subtrees of the sections loaded so far, for SidebarScope. Categories that hold one section's pages
 * ship stubbed in the docs version data; the section's module brings their items. A category is named by its
 * index path in the sidebar (`4/0`: the first item of the fifth top-level item). Subscribers re-render when a
 * section arrives (a reader expanding a category of a section not loaded yet).
 */
type SidebarItems = readonly unknown[];
/** Sidebar name → category index path → section key. */
type SidebarSectionMap = Readonly<Record<string, Readonly<Record<string, string>>>>;

let sidebarSections: SidebarSectionMap = {};
const loadedItems = new Map<string, SidebarItems>();
const listeners = new Set<() => void>();
let revision = 0;

const slotKey = (sidebar: string, slot: string) => `${sidebar}\u0000${slot}`;

export function setSidebarSections(map: SidebarSectionMap): void {
  sidebarSections = map;
}

/** The sections of the categories at this index path, one per sidebar that has one there. */
export function sectionsAtCategory(slot: string): string[] {
  return Object.values(sidebarSections).flatMap((categories) => categories[slot] ?? []);
}

export function addSectionSidebars(sidebars: Readonly<Record<string, Readonly<Record<string, SidebarItems>>>>): void {
  for (const [sidebar, categories] of Object.entries(sidebars)) {
    for (const [slot, items] of Object.entries(categories)) loadedItems.set(slotKey(sidebar, slot), items);
  }
  revision += 1;
  listeners.forEach((listener) => listener());
}

export function loadedCategoryItems(sidebar: string, slot: string): SidebarItems | undefined {
  return loadedItems.get(slotKey(sidebar, slot));
}

export function subscribeToSidebars(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const sidebarRevision = (): number => revision;
