/**
 * Adding a device model touches one typed module (plus its pages) and one line that registers it (issue 22). The
 * test builds the site's registry with an extra model, written here as a module would be, through the function the
 * site uses (`siteRegistry`), and checks that every table derived per model has it wherever a real model appears:
 * the model keys, the Core power facts, the settings that exist on every Core model, the offline scopes' input and
 * the comparison tables. Its values are test values, not a product.
 */
import React, {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, expectTypeOf, it, vi} from 'vitest';
import {devicePagesFromManifest} from '../../pipeline/postbuild/offline';
import {manifest, type ManifestRoute} from '../../config/manifest';
import {settingDevices, settingsOf} from '../../src/data/cloud/settings/types';
import type {DeviceKey} from '../../src/data/facts';
import {registry, siteRegistry} from '../../src/data/hardware';
import {canfdProCasing} from '../../src/data/hardware/canfdProCasing';
import {cm4} from '../../src/data/hardware/cm4';
import {coreModelSupply} from '../../src/data/hardware/supplyCurrent';
import {currentModels} from '../../src/data/hardware/models';
import {currentSpecs, modemSpec} from '../../src/data/hardware/power';
import {deviceRegistry, type ModelKeyOf} from '../../src/data/hardware/registry';
import type {DeviceFamily, FamilyModems, SupplyCurrent} from '../../src/data/hardware/types';
import {settingsCategories} from '../support/settings';

vi.mock('@site/src/components/ScrollableTable', () => ({
  default: (props: {children: unknown}) => createElement('table', null, props.children as never),
}));
vi.mock('@site/src/components/StackedTable', async () => await import('../../src/components/StackedTable'));
vi.mock('@site/src/data/hardware/specs', async () => await import('../../src/data/hardware/specs'));
vi.mock('@site/src/data/hardware/types', async () => await import('../../src/data/hardware/types'));
// Rendered as on the server: no device chosen (src/components/MyDevice), so the table keeps the families' order.
vi.mock('@site/src/components/MyDevice/useMyDevice', () => ({useMyDevice: () => undefined}));
vi.mock('@site/src/components/MyDevice/Badge', () => ({default: () => null}));
// The component is compiled with the classic JSX transform here (vitest's default), which needs React in scope.
(globalThis as {React?: typeof React}).React = React;
const {default: ComparisonTable} = await import('../../src/components/hardware/ComparisonTable');

// The new model's module, as a writer would add it under src/data/hardware/: it runs Core and has one modem.
const modems: FamilyModems = {built: ['ec2x'], note: 'Test model with one modem.'};
const supplyCurrent: SupplyCurrent = {runningTypicalMa: 111, runningPeakMa: 222, sleepMa: 3, hibernateMa: 1};
const testUnit = {
  key: 'veltro_test_unit',
  name: 'Veltro Test Unit',
  model: 'test_unit',
  runsCore: true,
  modems,
  supplyCurrent,
  supply: {min: 9, max: 16, input: 'from OBD-II pin 16'},
  specs: {
    Compute: [{name: 'Operating system', value: 'Test image with Veltro Core'}],
    Connectivity: [modemSpec(modems)],
    'Vehicle interfaces': [{name: 'CAN', value: 'Test bus'}],
    Power: currentSpecs(supplyCurrent),
    Environment: [{name: 'Operating temperature', value: 'Test range'}],
    Physical: [{name: 'Vehicle connector', value: 'Test plug'}],
  },
  connectors: [],
  indicators: [],
  dimensions: {length: 10, width: 10, height: 10, weightGrams: 1, holes: []},
} as const satisfies DeviceFamily;

// Registering it: the one line a writer adds to `currentModels` in src/data/hardware/models.ts.
const withTest = siteRegistry([...currentModels, testUnit]);

describe('a device model added as one module', () => {
  it('is a model key next to the real ones, in the types as at run time', () => {
    expect(withTest.modelKeys).toEqual([...registry.modelKeys, 'test_unit']);
    expect(withTest.models.test_unit).toBe(testUnit);
    expect(withTest.families.veltro_test_unit).toBe(testUnit);
    expectTypeOf<ModelKeyOf<(typeof withTest.list)[number]>>().toEqualTypeOf<DeviceKey | 'test_unit'>();
    expectTypeOf<DeviceKey>().toEqualTypeOf<'cm4' | 'pro' | 'mini'>();
  });

  it('joins the Core models and the supply current by model', () => {
    expect(withTest.coreModels).toEqual([...registry.coreModels, 'test_unit']);
    expect(withTest.supplyCurrent).toEqual({...registry.supplyCurrent, test_unit: supplyCurrent});
    expect(withTest.supplyCurrent.test_unit.runningPeakMa).toBe(222);
  });

  it('has its supply current in the currents-only module too, under the same model key and name', () => {
    // src/data/hardware/supplyCurrent.ts: what the calculator and the power pages import instead of the families.
    expect(Object.keys(coreModelSupply)).toEqual(Object.keys(registry.supplyCurrent));
    for (const model of Object.keys(coreModelSupply) as (keyof typeof coreModelSupply)[]) {
      expect(coreModelSupply[model].current).toBe(registry.supplyCurrent[model]);
      expect(coreModelSupply[model].name).toBe(registry.models[model].name);
    }
  });

  it('gets every setting that every Core model has, and none of the Mini page', async () => {
    let shared = 0;
    for (const category of await settingsCategories()) {
      for (const setting of settingsOf(category)) {
        const real = settingDevices(category, setting, registry.coreModels);
        const derived = settingDevices(category, setting, withTest.coreModels);
        if (real.includes('cm4')) {
          expect(derived, setting.key).toContain('test_unit');
          shared += 1;
        } else expect(derived, setting.key).not.toContain('test_unit');
        expect(derived.filter((key) => key !== 'test_unit')).toEqual(real);
      }
    }
    expect(shared).toBeGreaterThan(100);
  });

  it('gets an offline scope with its own folder and the pages that name it', () => {
    const named = manifest.find(({supportedDevices}) => supportedDevices?.includes('cm4'))!;
    const pages: ManifestRoute[] = [
      ...manifest,
      {...named, route: '/hardware/veltro_test_unit/', supportedDevices: []},
      {...named, route: '/test/named/', supportedDevices: [...named.supportedDevices!, 'test_unit']},
    ];
    const scopes = devicePagesFromManifest(withTest.models, pages);
    expect(scopes.map(({id}) => id)).toEqual([...registry.modelKeys, 'test_unit']);
    expect(scopes.at(-1)).toEqual({
      id: 'test_unit',
      label: 'Veltro Test Unit',
      // Then its install card and PDFs (issue 24: plugins/print, pipeline/postbuild/print.ts).
      routes: ['/hardware/veltro_test_unit/', '/test/named/', '/hardware/veltro_test_unit/field-card/'],
      files: ['pdf/test_unit-field-card.pdf', 'pdf/test_unit.pdf'],
    });
    expect(scopes.slice(0, -1)).toEqual(devicePagesFromManifest(registry.models, pages));
  });

  it('is a column of every comparison of the current models', () => {
    expect(withTest.comparedWith(cm4, [canfdProCasing]).map(({key}) => key)).toEqual([
      ...registry.comparedWith(cm4, [canfdProCasing]).map(({key}) => key),
      'veltro_test_unit',
    ]);
    expect(withTest.comparedWith(testUnit)[0]).toBe(testUnit);
    const html = renderToStaticMarkup(createElement(ComparisonTable, {families: withTest.comparedWith(cm4)}));
    expect(html).toContain('<th scope="col" role="columnheader">Veltro Test Unit</th>');
    expect(html).toContain('About 111 mA typical, up to 222 mA peak at 12 V');
  });
});

describe('the registry tells a writer what a new model lacks', () => {
  it('a Core model without modems or supply current', () => {
    const bare = {...testUnit, modems: undefined, supplyCurrent: undefined};
    expect(() => deviceRegistry([bare])).toThrow(/runs Veltro Core: give it modems and supplyCurrent/);
  });

  it('a family or model key used twice', () => {
    expect(() => siteRegistry([...currentModels, cm4])).toThrow(/registered twice/);
    expect(() => siteRegistry([...currentModels, {...testUnit, model: 'cm4'}])).toThrow(/model key of two families/);
  });

  it('a variant of a model that is not registered', () => {
    expect(() => deviceRegistry([canfdProCasing])).toThrow(/variant of "pro"/);
  });
});
