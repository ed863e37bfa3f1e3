import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {listDocFiles, manifest, routeForFile, type ManifestRoute} from '../../config/manifest';
import {explicitRedirects, legacyPathsFor, partitionExplicit} from '../../config/redirects';

const existing = new Set(listDocFiles().map(routeForFile));
const manifestRoutes = new Set(manifest.map(({route}) => route));
const shared = path.resolve(__dirname, '../../../shared/ia');

describe('legacy redirects', () => {
  it('point only at pages of the manifest, every one of them written', () => {
    const {waiting} = partitionExplicit(existing);
    for (const {to} of explicitRedirects)
      expect(manifestRoutes, `redirect target ${to} is not a manifest route`).toContain(to);
    expect(
      waiting.map(({from, to}) => `${from} -> ${to}`),
      'redirects whose target page is not written',
    ).toEqual([]);
  });

  it('never redirect away from a page that exists', () => {
    for (const {from} of explicitRedirects) expect(existing.has(from), `${from} is a page and a redirect`).toBe(false);
  });

  it('apply the first matching prefix rule only', () => {
    expect(legacyPathsFor('/getting_started/api/export-data-from-api/')).toEqual([
      '/cloud/api/export-data-from-api/',
      '/guides/api/export-data-from-api/',
    ]);
    // Rule 4 (events) comes before no other matching rule; rule 3 (fleet_management) does not match it.
    expect(legacyPathsFor('/cloud/device_management/events/cloud-events-system/')).toEqual([
      '/cloud/events/cloud-events-system/',
    ]);
    // veltro_dongle_gen3 also contains /hardware/legacy_devices/veltro_dongle: rule 9 tests for the segment with its slash.
    expect(legacyPathsFor('/hardware/legacy_devices/veltro_dongle_gen3/')).toEqual(['/hardware/veltro_dongle_gen3/']);
    expect(legacyPathsFor('/core/')).toEqual([]);
  });

  // Skipped, not passed, where the shared IA files are not beside the project (a clone on its own).
  it.skipIf(!fs.existsSync(shared))('keep every shared route and legacy address of ../shared/ia', () => {
    const read = (dir: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    const ours = read(path.resolve(__dirname, '../../ia'), 'routes.json') as ManifestRoute[];
    const theirs = read(shared, 'routes.json') as ManifestRoute[];
    // Every shared route is present as the shared IA gives it (title, sidebar place, minimum length, devices); the
    // project may add routes of its own (the troubleshooting section).
    const byRoute = new Map(ours.map((route) => [route.route, route]));
    for (const route of theirs) {
      const mine = byRoute.get(route.route);
      expect(mine, `ia/routes.json lacks ${route.route} of ../shared/ia/routes.json`).toBeDefined();
      expect(mine, `${route.route} differs from ../shared/ia/routes.json`).toEqual(route);
    }
    // Shared routes keep their relative order, so the sidebar reads as the shared IA does.
    const sharedRoutes = new Set(theirs.map((route) => route.route));
    expect(ours.filter((route) => sharedRoutes.has(route.route)).map((route) => route.route)).toEqual(
      theirs.map((route) => route.route),
    );
    expect(read(path.resolve(__dirname, '../../ia'), 'redirects.json')).toEqual(read(shared, 'redirects.json'));
  });
});
