/** The build-time changes that keep per-page JavaScript small must keep what the browser still needs. */
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {parseFrontMatter} from '../../config/supported-devices';
import {docsDir} from '../../config/manifest';
import {withoutDocList, withoutDocMap} from '../../plugins/docs';

const stripRegistryPaths = createRequire(import.meta.url)('../../plugins/lean-client/registry-loader.cjs') as (
  source: string,
) => string;

describe('the docs plugin wrapper', () => {
  const tree: RouteConfig = {
    path: '/',
    component: 'DocsRoot',
    routes: [
      {
        path: '/',
        component: 'DocVersionRoot',
        props: {
          version: {
            docs: {index: {id: 'index', title: 'Home', description: 'Long text.'}},
            docsSidebars: {docs: [{type: 'link'}]},
          },
        },
        routes: [{path: '/core/', component: 'DocItem', exact: true}],
      },
    ],
  };

  it('empties the doc map of the nested version route and keeps its sidebar and child routes', () => {
    const version = withoutDocMap(tree).routes![0]!;
    expect(version.props).toEqual({version: {docs: {}, docsSidebars: {docs: [{type: 'link'}]}}});
    expect(version.routes).toEqual(tree.routes![0]!.routes);
  });

  it('drops the doc list from global data and keeps the versions', () => {
    const data = withoutDocList({versions: [{name: 'current', path: '/', docs: [{id: 'index', path: '/'}]}]});
    expect(data.versions).toEqual([{name: 'current', path: '/', docs: []}]);
  });
});

describe('the registry loader', () => {
  it('empties the module path and keeps the loader and the weak module id', () => {
    const entry = `"abc": [() => import(/* webpackChunkName: "abc" */ "@site/docs/a.md"), "@site/docs/a.md", require.resolveWeak("@site/docs/a.md")],`;
    expect(stripRegistryPaths(entry)).toBe(
      `"abc": [() => import(/* webpackChunkName: "abc" */ "@site/docs/a.md"), "", require.resolveWeak("@site/docs/a.md")],`,
    );
  });
});

describe('supported devices in front matter', () => {
  const parse = (file: string) =>
    parseFrontMatter({
      filePath: path.join(docsDir, file),
      fileContent: '---\ntitle: T\n---\nText',
      defaultParseFrontMatter: async ({fileContent}) => ({
        frontMatter: {title: fileContent.includes('title: T') ? 'T' : ''},
        content: 'Text',
      }),
    });

  it('adds the manifest devices, linked to their hardware section, to pages that have them', async () => {
    const {frontMatter} = await parse('hardware/veltro_canfd_pro/pro-obd-connector-pinout.mdx');
    expect(frontMatter).toEqual({
      title: 'T',
      supported_devices: [{key: 'pro', name: 'Veltro CAN-FD Pro', route: '/hardware/veltro_canfd_pro/'}],
    });
  });

  it('leaves other pages as they are', async () => {
    expect((await parse('core/commands/core-commands-obd.md')).frontMatter).toEqual({title: 'T'});
  });
});
