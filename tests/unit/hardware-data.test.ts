import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {accessories, families, hardwareItem} from '../../src/data/hardware';
import {pinCount, specGroups, type DeviceFamily} from '../../src/data/hardware/types';
import {docsDir} from '../../config/manifest';

const all = Object.values(families) as DeviceFamily[];

describe.each(all.map((family) => [family.key, family] as const))('hardware data of %s', (_key, family) => {
  it('fills every specification group', () => {
    for (const group of specGroups) expect(family.specs[group].length, `${group} is empty`).toBeGreaterThan(0);
  });

  it.each(family.connectors.map((connector) => [connector.id, connector] as const))('connector %s has each pin once, all accounted for', (_id, connector) => {
    const numbers = connector.pins.map((pin) => pin.pin);
    expect(new Set(numbers).size, 'duplicate pin numbers').toBe(numbers.length);
    const expected = pinCount[connector.kind] ?? numbers.length;
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({length: expected}, (_, i) => i + 1));
  });

  it('keeps every pin within the supply range', () => {
    for (const connector of family.connectors) {
      for (const pin of connector.pins) {
        expect(pin.maxVolts, `${connector.id} pin ${pin.pin}`).toBeGreaterThanOrEqual(0);
        expect(pin.maxVolts, `${connector.id} pin ${pin.pin}`).toBeLessThanOrEqual(family.supply.max);
      }
    }
  });

  it('places mounting holes inside the outline', () => {
    for (const hole of family.dimensions?.holes ?? []) {
      expect(hole.x - hole.diameter / 2).toBeGreaterThan(0);
      expect(hole.x + hole.diameter / 2).toBeLessThan(family.dimensions!.length);
      expect(hole.y - hole.diameter / 2).toBeGreaterThan(0);
      expect(hole.y + hole.diameter / 2).toBeLessThan(family.dimensions!.width);
    }
  });
});

describe.each(Object.values(accessories).map((accessory) => [accessory!.key, accessory!] as const))('accessory data of %s', (_key, accessory) => {
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
            return hardwareItem(match[1] as Parameters<typeof hardwareItem>[0]);
          } catch {
            return undefined;
          }
        })();
        expect(item, `${file}: unknown device family or accessory ${match[1]}`).toBeDefined();
        if (match[2]) expect(item!.connectors.some((c) => c.id === match[2]), `${file}: ${match[1]} has no connector ${match[2]}`).toBe(true);
      }
      for (const match of source.matchAll(/families=\{\[([^\]]*)\]\}/g)) {
        for (const key of match[1]!.match(/[\w]+/g) ?? []) expect(families[key as keyof typeof families], `${file}: unknown family ${key}`).toBeDefined();
      }
    }
  });
});
