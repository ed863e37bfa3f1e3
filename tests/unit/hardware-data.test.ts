import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {hotspot, hotspotSsidOf, unitId} from '../../src/data/core/facts';
import {accessories, families, registry} from '../../src/data/hardware';
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
      expect(registry.modelKeys, `give a family "model: '${key}'" and add it to src/data/hardware/models.ts`).toContain(
        key,
      );
  });
});

// Identity, K-Line and button facts that pages repeat (issue 19): the canon's "Settled in review" values.

const allPages = fs
  .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => ({file, text: fs.readFileSync(path.join(docsDir, file), 'utf8')}));

/** Sentences of a page (list items and table rows count too), with line breaks inside a sentence joined. */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n\s*\n|\n(?=\s*(?:[-*]|\d+\.|\|))/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim());

function offending(test: (sentence: string) => boolean): string[] {
  return allPages.flatMap(({file, text}) =>
    sentencesOf(text)
      .filter(test)
      .map((sentence) => `${file}: ${sentence.slice(0, 160)}`),
  );
}

describe('unit ID and hotspot name', () => {
  it('the hotspot is named after the whole unit ID', () => {
    expect(hotspot.ssid).toBe(hotspotSsidOf('<unit ID>'));
    expect(hotspotSsidOf(unitId.example)).toBe(`Veltro-${unitId.example}`);
    expect(unitId.example).toHaveLength(unitId.length);
    expect(unitId.followsComputeModule).toBe(true);
  });

  it('no page names the hotspot after part of the unit ID', () => {
    expect(
      offending((sentence) => /Veltro-/.test(sentence) && /last (?:four|4|few)\b[^.]*unit ID/i.test(sentence)),
    ).toEqual([]);
    expect(offending((sentence) => /`Veltro-[0-9a-f]{1,11}`/.test(sentence))).toEqual([]);
  });

  it('no page keeps the unit ID on the carrier board, base board or secure element', () => {
    expect(
      offending(
        (sentence) =>
          /unit ID|identity(?! key)/i.test(sentence) &&
          /\b(?:carrier|base) board|secure element/i.test(sentence) &&
          /\b(?:held|holds?|kept|keeps|lives|stored|stays?)\b/i.test(sentence) &&
          !/\bnot (?:from|on) the (?:carrier|base) board|goes with the module/i.test(sentence),
      ),
    ).toEqual([]);
  });
});

describe('vehicle interfaces of the current devices', () => {
  it('the TMU CM4 and the CAN-FD Pro list no K-Line and wire no OBD-II pin 7', () => {
    for (const key of ['veltro_tmu_cm4', 'veltro_canfd_pro'] as const) {
      const family = families[key] as DeviceFamily;
      expect(family.protocols?.join(' ') ?? '', key).not.toMatch(/K-Line|9141|14230/i);
      const obd = family.connectors.find((connector) => connector.kind === 'obd2');
      expect(obd?.pins.find((pin) => pin.pin === 7)?.direction, key).toBe('not connected');
    }
  });

  it('no page gives the TMU CM4 or the CAN-FD Pro K-Line or an STN chip', () => {
    expect(
      offending(
        (sentence) =>
          /TMU CM4|CAN-FD Pro/.test(sentence) &&
          /\b(?:adds?|has|with|through its|supports?)\b[^.]{0,40}(?:K-Line|STN)/i.test(sentence) &&
          !/\b(?:no|not|without|never|neither|nor|legacy|Mini|dongle|like)\b/i.test(sentence),
      ),
    ).toEqual([]);
  });
});

describe('button', () => {
  it('no page asks for a 10-second press or hold', () => {
    expect(
      offending(
        (sentence) =>
          /button|forced (?:power cycle|restart)/i.test(sentence) &&
          /\b(?:press|hold|held)\b[^.|]{0,30}\b10[- ]?(?:s|sec|seconds?)\b|\b10-second (?:press|hold)/i.test(sentence),
      ),
    ).toEqual([]);
  });
});

describe('image writes', () => {
  it('every dd that writes an image is followed by a read-back compare', () => {
    for (const {file, text} of allPages)
      for (const block of text.match(/^\s*```[\s\S]*?^\s*```/gm) ?? [])
        if (/\bdd\b[^\n]*\bof=\/dev\//.test(block))
          expect(block, `${file}: dd does not verify; add cmp or sha256sum of the written length`).toMatch(
            /\bcmp\b|sha256sum/,
          );
  });
});
