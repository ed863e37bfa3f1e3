/**
 * "My device" (src/components/MyDevice): the device list the build hands the browser (config/my-device.ts), the
 * route equivalence and the search weight (src/utils/myDevice/routes.ts), the stored choice with the spec's rules
 * for storage that throws (src/utils/myDevice/store.ts), and the modem tabs the chooser switches.
 */
import fs from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {deviceChoices} from '../../config/my-device';
import {manifest} from '../../config/manifest';
import {modems} from '../../src/data/core/facts';
import {registry, type DeviceFamily} from '../../src/data/hardware';
import {modemTabGroup, myDeviceStorageKey} from '../../src/data/myDevice';
import {
  deviceOfRoute,
  deviceRouteWeight,
  equivalentRoute,
  hubOf,
  isForOtherDevice,
  routeWeight,
} from '../../src/utils/myDevice/routes';
import {parseMyDevice, readMyDeviceText, subscribeMyDevice, writeMyDevice} from '../../src/utils/myDevice/store';

const choices = deviceChoices();
const byId = (id: string) => choices.find((choice) => choice.id === id)!;
const cm4 = byId('veltro_tmu_cm4');
const pro = byId('veltro_canfd_pro');
const mini = byId('veltro_mini');
const gen2 = byId('veltro_dongle');
const gen3 = byId('veltro_dongle_gen3');
const routes = new Set(manifest.map(({route}) => route));

describe('the device list', () => {
  it('has every current model, then the legacy dongles, named as the registry names them', () => {
    expect(choices.map(({id}) => id)).toEqual([
      ...Object.values(registry.models).map(({key}) => key),
      'veltro_dongle',
      'veltro_dongle_gen3',
    ]);
    for (const choice of choices) expect(choice.name).toBe(registry.list.find(({key}) => key === choice.id)!.name);
    expect(choices.map(({model}) => model)).toEqual([...registry.modelKeys, undefined, undefined]);
  });

  it('offers a modem only for a model built with either, with the modems table’s names and USB IDs', () => {
    for (const choice of choices) {
      const family: DeviceFamily = registry.list.find(({key}) => key === choice.id)!;
      const built = family.modems?.built ?? [];
      if (built.length < 2) expect(choice.modems).toBeUndefined();
      else
        expect(choice.modems).toEqual(
          built.map((id) => expect.objectContaining({id, name: modems[id].name, usbId: modems[id].usbId})),
        );
    }
    expect(cm4.modems?.map(({short}) => short)).toEqual(['EC25', 'LE910C4']);
  });

  it('gives each device a hub page in the manifest and its variants’ folders', () => {
    for (const choice of choices) expect(hubOf(choice, routes), choice.id).toBeDefined();
    expect(pro.folders).toEqual(['veltro_canfd_pro', 'veltro_canfd_pro_casing']);
    expect(hubOf(gen2, routes)).toBe('/hardware/legacy_devices/veltro_dongle/');
  });
});

describe('route equivalence', () => {
  it('finds the same page in the other device’s folder', () => {
    expect(equivalentRoute('/hardware/veltro_tmu_cm4/device_specifications/', pro, choices, routes)).toEqual({
      route: '/hardware/veltro_canfd_pro/device_specifications/',
      same: true,
    });
    expect(
      equivalentRoute('/hardware/legacy_devices/veltro_dongle/obd-connector-pinout/', gen3, choices, routes),
    ).toEqual({route: '/hardware/legacy_devices/veltro_dongle_gen3/obd-connector-pinout/', same: true});
    expect(equivalentRoute('/getting_started/veltro_canfd_pro_casing/', cm4, choices, routes)).toEqual({
      route: '/getting_started/veltro_tmu_cm4/',
      same: true,
    });
  });

  it('falls back to the nearest folder of the other device that exists, then to its hub', () => {
    expect(equivalentRoute('/hardware/veltro_tmu_cm4/led-and-button/', pro, choices, routes)).toEqual({
      route: '/hardware/veltro_canfd_pro/',
      same: false,
    });
    expect(
      equivalentRoute(
        '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-power/',
        mini,
        choices,
        routes,
      ),
    ).toEqual({route: '/cloud/device_management/advanced_settings/veltro_mini/', same: false});
    expect(equivalentRoute('/getting_started/veltro_mini/mini-parameters/', gen2, choices, routes)).toEqual({
      route: '/hardware/legacy_devices/veltro_dongle/',
      same: false,
    });
    expect(equivalentRoute('/troubleshooting/no-4g/', mini, choices, routes)).toEqual({
      route: '/hardware/veltro_mini/',
      same: false,
    });
  });

  it('tells a page for another device from a page for the reader’s', () => {
    expect(isForOtherDevice('/hardware/veltro_tmu_cm4/led-and-button/', ['cm4'], pro, choices)).toBe(true);
    expect(isForOtherDevice('/hardware/veltro_tmu_cm4/led-and-button/', ['cm4'], cm4, choices)).toBe(false);
    // The IP67 casing is a variant of the CAN-FD Pro: its pages are the Pro's.
    expect(isForOtherDevice('/hardware/veltro_canfd_pro_casing/pinouts/', undefined, pro, choices)).toBe(false);
    // Outside any device folder, the page's "works with" devices decide.
    expect(isForOtherDevice('/troubleshooting/no-4g/', ['cm4', 'pro'], mini, choices)).toBe(true);
    expect(isForOtherDevice('/troubleshooting/no-4g/', ['cm4', 'pro'], cm4, choices)).toBe(false);
    expect(isForOtherDevice('/core/', undefined, mini, choices)).toBe(false);
    // A legacy dongle has no model key, so only its folder counts.
    expect(isForOtherDevice('/troubleshooting/no-4g/', ['cm4', 'pro'], gen3, choices)).toBe(false);
    expect(deviceOfRoute('/hardware/', choices)).toBeUndefined();
  });

  it('weighs up the reader’s device’s pages in search, and no other', () => {
    expect(routeWeight('/hardware/veltro_canfd_pro/pro-led-and-button/', pro, choices)).toBe(deviceRouteWeight);
    expect(routeWeight('/getting_started/veltro_canfd_pro_casing/', pro, choices)).toBe(deviceRouteWeight);
    expect(routeWeight('/hardware/veltro_tmu_cm4/led-and-button/', pro, choices)).toBe(1);
    expect(routeWeight('/core/', pro, choices)).toBe(1);
  });
});

describe('the stored choice', () => {
  afterEach(() => vi.unstubAllGlobals());

  const fakeWindow = (storage: Partial<Storage> | (() => never)) => {
    const win = new EventTarget();
    Object.defineProperty(win, 'localStorage', {
      get: () => (typeof storage === 'function' ? storage() : storage),
    });
    vi.stubGlobal('window', win);
    return win;
  };
  const memory = () => {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  };

  it('reads back what it keeps under one key, and forgets it', () => {
    const storage = memory();
    fakeWindow(storage);
    const changes = vi.fn();
    const stop = subscribeMyDevice(changes);
    expect(writeMyDevice({device: 'veltro_tmu_cm4', modem: 'le910cx'})).toBe(true);
    expect([...storage.items.keys()]).toEqual([myDeviceStorageKey]);
    expect(parseMyDevice(readMyDeviceText(), choices)).toEqual({device: cm4, modem: cm4.modems![1]});
    expect(writeMyDevice(undefined)).toBe(true);
    expect(readMyDeviceText()).toBeNull();
    expect(changes).toHaveBeenCalledTimes(2);
    stop();
  });

  it('hears another tab change the key, and no other key', () => {
    const win = fakeWindow(memory());
    const changes = vi.fn();
    const stop = subscribeMyDevice(changes);
    const storageEvent = (key: string) => Object.assign(new Event('storage'), {key});
    win.dispatchEvent(storageEvent('theme'));
    win.dispatchEvent(storageEvent(myDeviceStorageKey));
    expect(changes).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ignores a stored value that names no device, and a modem the device is not built with', () => {
    expect(parseMyDevice('{', choices)).toBeUndefined();
    expect(parseMyDevice('null', choices)).toBeUndefined();
    expect(parseMyDevice('{"device":"veltro_unknown"}', choices)).toBeUndefined();
    expect(parseMyDevice('{"device":"veltro_mini","modem":"ec2x"}', choices)).toEqual({device: mini});
    expect(parseMyDevice('{"device":"veltro_tmu_cm4","modem":"nope"}', choices)).toEqual({device: cm4});
  });

  it('logs one warning and does nothing when storage throws or is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    fakeWindow({getItem: refused, setItem: refused, removeItem: refused});
    expect(readMyDeviceText()).toBeNull();
    expect(writeMyDevice({device: 'veltro_mini'})).toBe(false);
    fakeWindow(refused);
    expect(readMyDeviceText()).toBeNull();
    expect(writeMyDevice(undefined)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('modem tabs', () => {
  const docsDir = path.resolve(__dirname, '../../docs');
  const pages = fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => ({file, text: fs.readFileSync(path.join(docsDir, file), 'utf8')}))
    .filter(({text}) => text.includes(`groupId="${modemTabGroup}"`));

  it('exist on a page, and each tab is a modem the chooser can set', () => {
    expect(pages.length).toBeGreaterThan(0);
    for (const {file, text} of pages) {
      const groups = text.split(`<Tabs groupId="${modemTabGroup}"`).slice(1);
      for (const group of groups) {
        const values = [...group.split('</Tabs>')[0]!.matchAll(/<TabItem value="([^"]+)"/g)].map((match) => match[1]);
        expect(values.length, file).toBeGreaterThan(1);
        for (const value of values) expect(Object.keys(modems), file).toContain(value);
      }
    }
  });
});
