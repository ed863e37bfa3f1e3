/**
 * The Cloud events reference renders from the Core event catalogue: every group is on exactly one of its two
 * pages (system groups on the system page, vehicle groups on the vehicle page), every event names the Core page of
 * its source, and every data field has an example value, so no row shows an empty example.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docFileFor, docsDir, manifest} from '../../config/manifest';
import {coreEvents} from '../../src/data/core/events';
import {examplePayload, exampleTag, fieldsWithoutExample} from '../../src/data/core/eventExamples';

const pages = {
  system: '/cloud/device_management/events/cloud-events-system/',
  vehicle: '/cloud/device_management/events/cloud-events-vehicle/',
} as const;

const groupsOn = (route: string): string[] => {
  const source = fs.readFileSync(path.join(docsDir, docFileFor(route)!), 'utf8');
  return Array.from(source.matchAll(/<EventTable group="([^"]+)" \/>/g), (match) => match[1]!);
};

describe('the events reference', () => {
  const shown = Object.entries(pages).flatMap(([area, route]) => groupsOn(route).map((group) => ({area, group})));

  it('shows every group of the catalogue exactly once', () => {
    const groups = [...new Set(coreEvents.map((event) => event.group))].sort();
    expect(shown.map(({group}) => group).sort()).toEqual(groups);
  });

  it.each(shown)('$group is on the $area page, with the events of that area only', ({area, group}) => {
    for (const event of coreEvents.filter((candidate) => candidate.group === group)) {
      expect(event.tag.startsWith(`${area}/`), event.tag).toBe(true);
    }
  });

  it('links each source to a page of the manifest', () => {
    const routes = new Set(manifest.map(({route}) => route));
    for (const event of coreEvents) expect(routes, `${event.tag}: ${event.page}`).toContain(event.page);
  });

  it('has an example value for every data field and variable segment', () => {
    expect(fieldsWithoutExample(coreEvents)).toEqual([]);
    for (const event of coreEvents) expect(exampleTag(event), event.tag).not.toMatch(/[<>]/);
  });

  it('shows a record the way the cloud returners write it', () => {
    const sleep = coreEvents.find((event) => event.tag === 'system/power/sleep')!;
    expect(examplePayload(sleep, '2026-03-14T09:21:05.118020')).toEqual({
      delay: 60,
      interval: 7200,
      reason: 'unknown',
      uptime: 1843,
      '@tag': 'system/power/sleep',
      '@ts': '2026-03-14T09:21:05.118020',
      '@t': 'event.system.power',
    });
  });
});
