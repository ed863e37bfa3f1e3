import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {devices} from '../../src/data/facts';
import {accessories, families, findHardware} from '../../src/data/hardware';
import {derivedSpecNames, specRows} from '../../src/data/hardware/specs';
import {pinCount, specGroups, type DeviceFamily} from '../../src/data/hardware/types';
import {docsDir, manifest} from '../../config/manifest';

const all = Object.entries(families) as [string, DeviceFamily][];

describe.each(all)('hardware data of %s', (_key, family) => {
  it('fills every specification group, each row name once', () => {
    for (const group of specGroups) {
      const names = specRows(family, group).map((spec) => spec.name);
      expect(names.length, `${group} is empty`).toBeGreaterThan(0);
      expect(new Set(names).size, `${group} repeats a row name`).toBe(names.length);
    }
  });

  it('leaves the rows built from supply and dimensions to specRows', () => {
    const written = specGroups.flatMap((group) => family.specs[group].map((spec) => spec.name));
    for (const name of derivedSpecNames)
      expect(written, `write ${name} in supply or dimensions, not in specs`).not.toContain(name);
  });

  it.each(family.connectors.map((connector) => [connector.id, connector] as const))(
    'connector %s has each pin once, all accounted for',
    (_id, connector) => {
      const numbers = connector.pins.map((pin) => pin.pin);
      expect(new Set(numbers).size, 'duplicate pin numbers').toBe(numbers.length);
      const expected = pinCount[connector.kind] ?? numbers.length;
      expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({length: expected}, (_, i) => i + 1));
    },
  );

  it('keeps every pin within the supply range', () => {
    for (const connector of family.connectors) {
      for (const pin of connector.pins) {
        expect(pin.maxVolts, `${connector.id} pin ${pin.pin}`).toBeGreaterThanOrEqual(0);
        expect(pin.maxVolts, `${connector.id} pin ${pin.pin}`).toBeLessThanOrEqual(family.supply.max);
      }
    }
  });

  it('places mounting holes inside the outline', () => {
    for (const hole of family.dimensions.holes) {
      expect(hole.x - hole.diameter / 2).toBeGreaterThan(0);
      expect(hole.x + hole.diameter / 2).toBeLessThan(family.dimensions.length);
      expect(hole.y - hole.diameter / 2).toBeGreaterThan(0);
      expect(hole.y + hole.diameter / 2).toBeLessThan(family.dimensions.width);
    }
  });
});

describe.each(Object.entries(accessories))('accessory data of %s', (_key, accessory) => {
  it('has each pin once, all accounted for, within its voltage', () => {
    for (const connector of accessory.connectors) {
      const numbers = connector.pins.map((pin) => pin.pin).sort((a, b) => a - b);
      const expected = pinCount[connector.kind] ?? numbers.length;
      expect(numbers, connector.id).toEqual(Array.from({length: expected}, (_, i) => i + 1));
      for (const pin of connector.pins) expect(pin.maxVolts).toBeLessThanOrEqual(accessory.maxVolts);
    }
  });
});

describe('hardware pages', () => {
  const pages = fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => ({file, source: fs.readFileSync(path.join(docsDir, file), 'utf8')}));

  it('reference only device families and connectors that exist', () => {
    for (const {file, source} of pages) {
      for (const match of source.matchAll(/<\w+\s+[^>]*family="([^"]+)"(?:\s+connector="([^"]+)")?/g)) {
        const item = (() => {
          try {
            return findHardware(match[1] as Parameters<typeof findHardware>[0]);
          } catch {
            return undefined;
          }
        })();
        expect(item, `${file}: unknown device family or accessory ${match[1]}`).toBeDefined();
        if (match[2])
          expect(
            item!.connectors.some((c) => c.id === match[2]),
            `${file}: ${match[1]} has no connector ${match[2]}`,
          ).toBe(true);
      }
      for (const match of source.matchAll(/families=\{\[([^\]]*)\]\}/g)) {
        for (const key of match[1]!.match(/[\w]+/g) ?? [])
          expect(families[key as keyof typeof families], `${file}: unknown family ${key}`).toBeDefined();
      }
    }
  });

  it('list the protocols of exactly the families that have them', () => {
    const listed = pages.flatMap(({source}) =>
      [...source.matchAll(/<ProtocolList\s+family="([^"]+)"/g)].map((match) => match[1]!),
    );
    const withProtocols = all.filter(([, family]) => family.protocols).map(([key]) => key);
    expect(listed.sort(), 'a <ProtocolList> family without protocols, or protocols that no page lists').toEqual(
      withProtocols.sort(),
    );
  });
});

describe('device models', () => {
  it('cover every model the route manifest names', () => {
    const named = new Set(manifest.flatMap((page) => page.supportedDevices ?? []));
    for (const key of named)
      expect(Object.keys(devices), `add "${key}" to devices in src/data/facts.ts`).toContain(key);
  });
});
