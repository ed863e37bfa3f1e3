/**
 * The classic docs plugin, changed in what every doc page downloads, because both of these grow with each page:
 * - its version route carries a map of every doc with title and description, read only by DocCard lists
 *   (`<DocCardList />`, generated-index categories), which this site does not use; the map is dropped;
 * - its global data lists every doc's id and path for the navbar's `type: 'doc'` items and the version
 *   dropdown, neither of which this single-version site uses (config/navbar.ts links plain routes).
 * The sidebar, breadcrumbs, pagination and page metadata are unaffected. Should a page ever need DocCard
 * lists, remove the matching half here; the page tests fail on the error it throws otherwise.
 * Upstream: facebook/docusaurus#7256 (bundle size grows with the number of routes, open); #6923 notes that version
 * metadata and global data are shared by every page and should stay small; wrapping the plugin is the
 * enhancement route maintainers point to in #4492. This depends on internal data shapes (`props.version.docs`,
 * `versions[].docs`): tests/build/build-output.test.ts fails if the built version data or global data list docs again.
 */
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, RouteConfig} from '@docusaurus/types';

type DocsPlugin = Awaited<ReturnType<typeof pluginContentDocs>>;
type Options = Parameters<typeof pluginContentDocs>[1];

interface GlobalData {
  readonly versions: ReadonlyArray<Record<string, unknown>>;
}

/** The route tree with each version prop's doc map emptied (the version route is nested). */
export function withoutDocMap(route: RouteConfig): RouteConfig {
  const routes = route.routes?.map(withoutDocMap);
  const version = route.props?.version as {docs?: unknown} | undefined;
  if (!version?.docs) return routes ? {...route, routes} : route;
  return {...route, ...(routes && {routes}), props: {...route.props, version: {...version, docs: {}}}};
}

export function withoutDocList(data: GlobalData): GlobalData {
  return {...data, versions: data.versions.map((version) => ({...version, docs: []}))};
}

export default async function lightDocsPlugin(context: LoadContext, options: Options): Promise<DocsPlugin> {
  const plugin = await pluginContentDocs(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const actions = {
        ...args.actions,
        addRoute: (route: RouteConfig) => args.actions.addRoute(withoutDocMap(route)),
        setGlobalData: (data: unknown) => args.actions.setGlobalData(withoutDocList(data as GlobalData)),
      };
      return plugin.contentLoaded?.({...args, actions});
    },
  } as DocsPlugin;
}

export {validateOptions};
