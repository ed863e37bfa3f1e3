import {describe, expect, it} from 'vitest';
import type {ManifestRoute} from '../../config/manifest';
import {docIdForFile, listDocFiles, manifest, routeForFile} from '../../config/manifest';
import {buildSidebar} from '../../config/sidebar';
import sidebars from '../../sidebars';

const page = (
  route: string,
  title: string,
  sidebarPath: string[],
  extra: Partial<ManifestRoute> = {},
): ManifestRoute => ({
  route,
  title,
  sidebarPath,
  section: 'x',
  sidebar: true,
  kind: 'guide',
  minWords: 1,
  ...extra,
});

const fake = [
  page('/', 'Home', []),
  page('/core/', 'Introduction', ['Core'], {kind: 'index'}),
  page('/core/commands/', 'Introduction', ['Core', 'Commands'], {kind: 'index'}),
  page('/core/commands/power/', 'Power', ['Core', 'Commands']),
  page('/core/commands/hidden/', 'Hidden', ['Core', 'Commands'], {sidebar: false}),
  page('/core/returners/mqtt/', 'Mqtt', ['Core', 'Returners']),
  page('/hardware/socketcan/', 'Introduction', ['Hardware', 'Legacy', 'Socket CAN']),
  page('/hardware/socketcan/pinout/', 'Pinout', ['Hardware', 'Legacy', 'Socket CAN']),
];
const idFor = (written: string[]) => (route: string) => (written.includes(route) ? `id:${route}` : undefined);
/** The items without their translation keys (tested on their own below). */
const withoutKeys = (items: unknown): unknown =>
  JSON.parse(JSON.stringify(items, (name, value: unknown) => (name === 'key' ? undefined : value)));
const keysOf = (items: unknown): string[] =>
  [...JSON.stringify(items).matchAll(/"key":"([^"]+)"/g)].map((match) => match[1]!);

describe('buildSidebar', () => {
  it('follows manifest order and labels, with a category landing page where the manifest has one', () => {
    const all = fake.map(({route}) => route);
    expect(withoutKeys(buildSidebar(fake, idFor(all)))).toEqual([
      {type: 'doc', id: 'id:/', label: 'Home'},
      {
        type: 'category',
        label: 'Core',
        link: {type: 'doc', id: 'id:/core/'},
        items: [
          {
            type: 'category',
            label: 'Commands',
            link: {type: 'doc', id: 'id:/core/commands/'},
            items: [{type: 'doc', id: 'id:/core/commands/power/', label: 'Power'}],
          },
          {type: 'category', label: 'Returners', items: [{type: 'doc', id: 'id:/core/returners/mqtt/', label: 'Mqtt'}]},
        ],
      },
      {
        type: 'category',
        label: 'Hardware',
        items: [
          {
            type: 'category',
            label: 'Legacy',
            items: [
              {
                type: 'category',
                label: 'Socket CAN',
                link: {type: 'doc', id: 'id:/hardware/socketcan/'},
                items: [{type: 'doc', id: 'id:/hardware/socketcan/pinout/', label: 'Pinout'}],
              },
            ],
          },
        ],
      },
    ]);
  });

  it('keys the items whose label repeats, and only those, so translation ids stay unique', () => {
    // A second "Commands" category and a second "Power" page.
    const repeated = [...fake, page('/hardware/commands/power/', 'Power', ['Hardware', 'Commands'])];
    const items = buildSidebar(repeated, idFor(repeated.map(({route}) => route)));
    expect(keysOf(items).sort()).toEqual([
      '/core/commands/power/',
      '/hardware/commands/power/',
      'Core / Commands',
      'Hardware / Commands',
    ]);
    const ids: string[] = [];
    const collect = (list: unknown[]) => {
      for (const item of list as Array<{type: string; label: string; key?: string; items?: unknown[]}>) {
        ids.push(`${item.type}:${item.key ?? item.label}`);
        if (item.items) collect(item.items);
      }
    };
    collect(items);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows only written pages, and leaves out sidebar: false pages', () => {
    const items = JSON.stringify(buildSidebar(fake, idFor(['/', '/core/commands/', '/core/commands/hidden/'])));
    expect(items).not.toContain('Returners');
    expect(items).not.toContain('Hidden');
    expect(items).not.toContain('Power');
    expect(items).toContain('id:/core/commands/');
  });
});

describe('the site sidebar', () => {
  const ids = [...JSON.stringify(sidebars).matchAll(/"id":"([^"]+)"/g)].map((match) => match[1]);

  it('lists every written sidebar page exactly once and no other', () => {
    // From the files on disk, not the way sidebars.ts walks the manifest: a page file the manifest does not list,
    // or lists without a sidebar place, shows here.
    const hidden = new Set(manifest.filter(({sidebar}) => !sidebar).map(({route}) => route));
    const expected = listDocFiles()
      .filter((file) => !hidden.has(routeForFile(file)))
      .map((file) => docIdForFile(file));
    expect([...ids].sort()).toEqual([...expected].sort());
  });
});
