/**
 * The DocItem wrapper (src/theme/DocItem) skips rendering a page again while its `content` and `route` stay the
 * same. That is only safe while upstream's DocItem reads nothing else from its props.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';

vi.mock('@theme-original/DocItem', () => ({default: () => null}));
const {samePage} = await import('../../src/theme/DocItem');

const upstream = fs.readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-classic')),
    'theme/DocItem/index.js',
  ),
  'utf8',
);

describe('the doc page wrapper', () => {
  it('relies on upstream DocItem reading only props.content', () => {
    expect(upstream).toMatch(/export default function DocItem\(props\)/);
    const reads = upstream.match(/props\.\w+/g) ?? [];
    expect(reads.length).toBeGreaterThan(0);
    expect(new Set(reads)).toEqual(new Set(['props.content']));
    expect(upstream).not.toMatch(/\{\s*\.\.\.props\s*\}|useLocation|useRouteMatch/);
  });

  it('renders again for another page only', () => {
    const content = {} as never;
    const route = {} as never;
    const props = (extra: object) => ({content, route, ...extra}) as Parameters<typeof samePage>[0];
    expect(samePage(props({location: {pathname: '/a/'}}), props({location: {pathname: '/b/'}}))).toBe(true);
    expect(samePage(props({}), {...props({}), content: {} as never})).toBe(false);
    expect(samePage(props({}), {...props({}), route: {} as never})).toBe(false);
  });
});
