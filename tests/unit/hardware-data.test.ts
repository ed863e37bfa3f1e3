import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {devices} from '../../src/data/facts';
import {accessories, families} from '../../src/data/hardware';
import {derivedSpecNames, specRows} from '../../src/data/hardware/specs';
import {pinCount, specGroups, type Accessory, type DeviceFamily} from '../../src/data/hardware/types';
import {docsDir, manifest} from '../../config/manifest';

const hardwareDataDir = path.resolve(__dirname, '../../src/data/hardware');
const all = Object.entries(families) as [string, DeviceFamily][];

describe('registry keys', () => {
  it.each([...all, ...Object.entries(accessories)])('%s is the key its module gives', (key, item) => {
    expect(item.key).toBe(key);
  });
});

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

  const registered: readonly (DeviceFamily | Accessory)[] = [...Object.values(families), ...Object.values(accessories)];
  const familyComponents = ['DimensionDrawing', 'IndicatorTable', 'ProtocolList', 'SpecTable'];

  /**
   * The data a page hands to its hardware components, by the name it imports: every name imported from a module
   * of src/data/hardware (other than the registry), resolved in that module.
   */
  async function importedData(file: string, source: string): Promise<Map<string, unknown>> {
    const data = new Map<string, unknown>();
    for (const match of source.matchAll(/^import \{([^}]*)\} from '@site\/src\/data\/hardware\/(\w+)';$/gm)) {
      const module = (await import(path.join(hardwareDataDir, `${match[2]!}.ts`))) as Record<string, unknown>;
      for (const name of match[1]!.split(',').map((part) => part.trim())) {
        expect(module[name], `${file}: src/data/hardware/${match[2]!}.ts exports no ${name}`).toBeDefined();
        data.set(name, module[name]);
      }
    }
    return data;
  }

  it('pass the components registered data that the page imports, and connectors that exist', async () => {
    for (const {file, source} of pages) {
      expect(source, `${file}: pass the data, e.g. family={cm4}, not a registry key`).not.toMatch(
        /<(?:PinoutDiagram|DimensionDrawing|IndicatorTable|ProtocolList|SpecTable)\s[^>]*(?:family|hardware)="/,
      );
      expect(source, `${file}: import the modules a page shows, not the registry`).not.toMatch(
        /from '@site\/src\/data\/hardware(?:\/index)?'/,
      );
      const data = await importedData(file, source);
      for (const match of source.matchAll(/<(\w+)\s+(family|hardware)=\{(\w+)\}(?:\s+connector="([^"]+)")?/g)) {
        const [, component, prop, name, connector] = match as unknown as [string, string, string, string, string?];
        const item = data.get(name) as DeviceFamily | Accessory | undefined;
        expect(item, `${file}: ${name} is not imported from src/data/hardware`).toBeDefined();
        expect(registered, `${file}: ${name} is not registered in src/data/hardware/index.ts`).toContain(item);
        if (familyComponents.includes(component!)) {
          expect(prop, `${file}: <${component}> takes family={…}`).toBe('family');
          expect(Object.values(families), `${file}: ${name} is not a device family`).toContain(item);
        }
        if (component === 'PinoutDiagram') expect(prop, `${file}: <PinoutDiagram> takes hardware={…}`).toBe('hardware');
        if (connector)
          expect(
            item!.connectors.some((c) => c.id === connector),
            `${file}: ${name} has no connector ${connector}`,
          ).toBe(true);
      }
      for (const match of source.matchAll(/families=\{\[([^\]]*)\]\}/g)) {
        for (const name of match[1]!.match(/\w+/g) ?? []) {
          const item = data.get(name);
          expect(item, `${file}: ${name} is not imported from src/data/hardware`).toBeDefined();
          expect(Object.values(families), `${file}: ${name} is not a device family`).toContain(item);
        }
      }
    }
  });

  it('list the protocols of exactly the families that have them', async () => {
    const listed: string[] = [];
    for (const {file, source} of pages) {
      const data = await importedData(file, source);
      for (const match of source.matchAll(/<ProtocolList\s+family=\{(\w+)\}/g))
        listed.push((data.get(match[1]!) as DeviceFamily).key);
    }
    const withProtocols = all.filter(([, family]) => family.protocols).map(([key]) => key);
    expect(listed.sort(), 'a <ProtocolList> family without protocols, or protocols that no page lists').toEqual(
      withProtocols.sort(),
    );
  });
});

describe('hardware components', () => {
  it('never import the registry, so a page loads only the data it shows', () => {
    const dir = path.resolve(__dirname, '../../src/components/hardware');
    for (const file of fs.readdirSync(dir).filter((name) => /\.tsx?$/.test(name))) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(source, `${file} imports the registry (src/data/hardware/index.ts)`).not.toMatch(
        /from '(?:@site\/src|\.\.\/\.\.)\/data\/hardware(?:\/index)?'/,
      );
    }
  });
});

describe('device models', () => {
  it('cover every model the route manifest names', () => {
    const named = new Set(manifest.flatMap((page) => page.supportedDevices ?? []));
    for (const key of named)
      expect(Object.keys(devices), `add "${key}" to devices in src/data/facts.ts`).toContain(key);
  });
});
