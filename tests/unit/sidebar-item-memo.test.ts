/**
 * The sidebar item wrapper (src/theme/DocSidebarItem) skips re-rendering an item on a navigation only when the item
 * is neither the page left nor the page opened, nor holds either; any other changed prop renders it again.
 */
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';

vi.mock('@theme-original/DocSidebarItem', () => ({default: () => null}));
vi.mock('@generated/routes', () => ({default: []}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({default: () => ({})}));
vi.mock('@docusaurus/plugin-content-docs/client', async () => {
  // Upstream's isActiveSidebarItem (plugin-content-docs lib/client/docsUtils.js, which needs the bundler's aliases to
  // load), on the installed theme's own path comparison.
  const {isSamePath} = (await import(
    path.resolve(__dirname, '../../node_modules/@docusaurus/theme-common/lib/utils/routesUtils.js')
  )) as {isSamePath: (a: string, b: string) => boolean};
  type Item = {type: string; href?: string; items?: Item[]};
  const isActive = (href: string | undefined, path: string) => href !== undefined && isSamePath(href, path);
  const isActiveSidebarItem = (item: Item, path: string): boolean =>
    item.type === 'link'
      ? isActive(item.href, path)
      : item.type === 'category' &&
        (isActive(item.href, path) || (item.items ?? []).some((child) => isActiveSidebarItem(child, path)));
  return {isActiveSidebarItem};
});

const {rendersTheSame} = await import('../../src/theme/DocSidebarItem');

const link = (href: string) => ({type: 'link' as const, href, label: href, unlisted: false});
const power = link('/core/commands/core-commands-power/');
const obd = link('/core/commands/core-commands-obd/');
const commands = {
  type: 'category' as const,
  label: 'Commands',
  href: '/core/commands/',
  collapsed: false,
  collapsible: true,
  items: [obd, power],
};
const hardware = {
  type: 'category' as const,
  label: 'Hardware',
  collapsed: true,
  collapsible: true,
  items: [link('/hardware/veltro_tmu_cm4/')],
};

type Props = Parameters<typeof rendersTheSame>[0];
const props = (item: object, activePath: string, extra: object = {}): Props =>
  ({item, activePath, index: 0, level: 1, ...extra}) as unknown as Props;

describe('a sidebar item on a client navigation', () => {
  it('is skipped when it neither is nor holds the page left or the page opened', () => {
    expect(rendersTheSame(props(hardware, obd.href), props(hardware, power.href))).toBe(true);
  });

  it('renders again when it is the page left or the page opened', () => {
    expect(rendersTheSame(props(obd, obd.href), props(obd, power.href))).toBe(false);
    expect(rendersTheSame(props(power, obd.href), props(power, power.href))).toBe(false);
  });

  it('renders again when it holds either page, so its children can move the highlight', () => {
    expect(rendersTheSame(props(commands, obd.href), props(commands, power.href))).toBe(false);
    expect(rendersTheSame(props(commands, '/hardware/veltro_tmu_cm4/'), props(commands, power.href))).toBe(false);
    expect(rendersTheSame(props(hardware, '/hardware/veltro_tmu_cm4/'), props(hardware, power.href))).toBe(false);
  });

  it('renders again when any other prop changes, and not when nothing does', () => {
    expect(rendersTheSame(props(hardware, power.href), props(hardware, power.href))).toBe(true);
    expect(rendersTheSame(props(hardware, obd.href), props(hardware, power.href, {level: 2}))).toBe(false);
    expect(rendersTheSame(props(hardware, obd.href), props({...hardware}, power.href))).toBe(false);
    expect(rendersTheSame(props(hardware, obd.href), props(hardware, power.href, {onItemClick: () => {}}))).toBe(false);
  });
});
