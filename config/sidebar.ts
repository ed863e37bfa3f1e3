/**
 * Builds the one sidebar from the route manifest, so adding a page is adding its Markdown file: the page
 * appears in its manifest place, with its manifest label, as soon as the file exists.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import type {ManifestRoute} from './manifest';

/** One entry of a sidebar as `sidebars.ts` writes it (the package exports only the whole config type). */
type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

interface CategoryNode {
  readonly label: string;
  /** Category labels from the root down to this one. */
  readonly path: readonly string[];
  link?: string;
  readonly children: Array<CategoryNode | ManifestRoute>;
}

const isCategory = (node: CategoryNode | ManifestRoute): node is CategoryNode => 'children' in node;

/**
 * A category's landing page is its first page when every other page in the category, or in a category
 * below it, lives under that page's route (`/core/services/` for the services). Decided on the whole
 * manifest, so the choice does not change as pages are written.
 */
function landingRoutes(manifest: readonly ManifestRoute[]): Map<string, string> {
  const landings = new Map<string, string>();
  for (const page of manifest) {
    const depth = page.sidebarPath.length;
    const key = page.sidebarPath.join('\u0000');
    if (depth === 0 || landings.has(key) || !page.sidebar) continue;
    const inCategory = manifest.filter((other) => other.sidebarPath.slice(0, depth).join('\u0000') === key);
    const [first, ...rest] = inCategory;
    if (first !== page || rest.length === 0) continue;
    if (rest.every((other) => other.route.startsWith(page.route))) landings.set(key, page.route);
  }
  return landings;
}

export function buildSidebar(
  manifest: readonly ManifestRoute[],
  docIdFor: (route: string) => string | undefined,
): SidebarItemConfig[] {
  const landings = landingRoutes(manifest);
  const root: CategoryNode = {label: '', path: [], children: []};
  const categories = new Map<string, CategoryNode>([['', root]]);

  const categoryFor = (sidebarPath: readonly string[]): CategoryNode => {
    let parent = root;
    for (let depth = 1; depth <= sidebarPath.length; depth++) {
      const key = sidebarPath.slice(0, depth).join('\u0000');
      let node = categories.get(key);
      if (!node) {
        node = {label: sidebarPath[depth - 1]!, path: sidebarPath.slice(0, depth), children: []};
        categories.set(key, node);
        parent.children.push(node);
      }
      parent = node;
    }
    return parent;
  };

  for (const page of manifest) {
    if (!page.sidebar || !docIdFor(page.route)) continue;
    const key = page.sidebarPath.join('\u0000');
    const category = categoryFor(page.sidebarPath);
    if (landings.get(key) === page.route) category.link = page.route;
    else category.children.push(page);
  }

  // Labels repeat across sections ("Introduction", "Veltro TMU CM4") and Docusaurus derives translation ids from
  // them; a repeated label gets a key to keep its id unique. Only those: every key ships in the sidebar data.
  const labelCounts = new Map<string, number>();
  const count = (label: string) => labelCounts.set(label, (labelCounts.get(label) ?? 0) + 1);
  for (const node of categories.values()) if (node !== root) count(`category:${node.label}`);
  for (const page of manifest) if (page.sidebar && docIdFor(page.route)) count(`doc:${page.title}`);
  const keyIfRepeated = (label: string, key: string) => ((labelCounts.get(label) ?? 0) > 1 ? {key} : {});

  const toItems = (node: CategoryNode): SidebarItemConfig[] =>
    node.children.map((child): SidebarItemConfig => {
      if (!isCategory(child)) {
        return {
          type: 'doc',
          id: docIdFor(child.route)!,
          label: child.title,
          ...keyIfRepeated(`doc:${child.title}`, child.route),
        };
      }
      return {
        type: 'category',
        label: child.label,
        ...keyIfRepeated(`category:${child.label}`, child.path.join(' / ')),
        ...(child.link && {link: {type: 'doc', id: docIdFor(child.link)!}}),
        items: toItems(child),
      };
    });
  return toItems(root);
}
