/**
 * Fleet Management, trips, automatic exports, triggers and geofences (issue 19, review /cloud/ 3, 5, 8, 12, 14, 19,
 * 20). Each check guards a class of defect: a step that names a field the site's own data does not have, timing
 * numbers that differ between pages, an example file whose keys the export does not write, an API call that
 * api/openapi.yaml does not offer, an invented trip mode, and a device limit left unsaid.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {cloudTriggers} from '../../src/data/cloud/facts/device-services';
import {automaticExports, geofenceDetection} from '../../src/data/cloud/facts/fleet';
import {trip} from '../../src/data/cloud/settings/trip';
import {settingsOf} from '../../src/data/cloud/settings/types';
import {modems} from '../../src/data/core/facts';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const flat = (file: string) => read(file).replace(/\s+/g, ' ');

const exportsPage = 'docs/cloud/fleet_management/vehicles/trips/automatic-exports/index.md';
const tripsPage = 'docs/cloud/fleet_management/vehicles/trips/index.md';
const triggersPage = 'docs/cloud/device_management/triggers/a-guide-to-triggers/index.md';
const wakeUpPage = 'docs/cloud/device_management/triggers/fleet-wakeup/index.md';
const geofencePages = [
  'docs/cloud/fleet_management/vehicles/fleet-geofences/index.md',
  'docs/cloud/device_management/geofences/index.md',
  'docs/cloud/fleet_management/fleet-alerts/index.md',
];

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

describe('per-trip automatic exports can be set up from what the site describes', () => {
  const autoExport = settingsOf(trip).find(({key}) => key === 'trip.auto_export');

  it('the Trip catalogue has Auto Export (bool, off), and the export page names it by its label', () => {
    expect(autoExport).toMatchObject({type: 'bool', default: false});
    expect(flat(exportsPage)).toContain(`**${autoExport!.label}**`);
  });

  it('the trigger form has a Type field with Signal, and the guide describes both and every signal', () => {
    expect(cloudTriggers.fields).toContain('Type');
    expect(cloudTriggers.types).toEqual(['Event', 'Signal']);
    const guide = flat(triggersPage);
    for (const field of cloudTriggers.fields) expect(guide).toContain(`**${field}**`);
    for (const type of cloudTriggers.types) expect(guide).toContain(`**${type}**`);
    for (const signal of cloudTriggers.signals) {
      expect(guide).toContain(`\`${signal.name}\``);
      for (const field of signal.fields) expect(guide).toContain(`\`${field}\``);
    }
  });

  it('the export page sets the trigger up with the fields and signal the data gives', () => {
    const page = flat(exportsPage);
    expect(page).toContain('**Type** to **Signal**');
    expect(page).toContain(automaticExports.finishedSignal);
    expect(cloudTriggers.signals.map(({name}) => name)).toContain(automaticExports.finishedSignal);
  });

  it('every JSON Lines record in the example keys its values with its type as prefix, and carries @rec', () => {
    const blocks = [...read(exportsPage).matchAll(/```json[^\n]*\n([\s\S]*?)```/g)].map((match) => match[1]);
    const records = blocks
      .flatMap((block) => block.split('\n'))
      .filter((line) => line.trim().startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((record) => '@t' in record);
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      expect(Object.keys(record)).toContain('@rec');
      for (const key of Object.keys(record).filter((name) => !name.startsWith('@'))) {
        expect(key, `a value of ${String(record['@t'])}`).toMatch(new RegExp(`^${String(record['@t'])}\\.`));
      }
    }
  });

  it('names the JSON Lines file as the data and the API name it', () => {
    const jsonl = automaticExports.formats.find(({format}) => format.startsWith('JSON'))!;
    expect(flat(exportsPage)).toContain(`\`${jsonl.file}\``);
    expect(read('api/openapi.yaml')).toContain('filename="<task id>.jsonl.gz"');
  });
});

describe('the Fleet Management and trigger pages call only what api/openapi.yaml offers', () => {
  const spec = read('api/openapi.yaml');
  const paths = [...spec.matchAll(/^ {2}(\/[^:\s]+):/gm)].map((match) => match[1]);
  const known = (call: string) =>
    paths.some((template) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(call));
  const pages = [
    ...markdownFiles('docs/cloud/fleet_management'),
    ...markdownFiles('docs/cloud/device_management/triggers'),
  ];

  it.each(pages)('%s', (file) => {
    const calls = [...read(file).matchAll(/https:\/\/api\.veltro\.example(\/[^\s"'?`)]*)/g)].map((match) => match[1]);
    for (const call of calls) expect(known(call), `${call} is not in api/openapi.yaml`).toBe(true);
  });
});

describe('trips are built by the Cloud from the device events', () => {
  it('no page offers an ignition mode for trip detection', () => {
    for (const file of markdownFiles('docs')) expect(read(file), file).not.toMatch(/ignition mode/i);
  });

  it("the trips page names the catalogue's default start tag and the Mini's trip events", () => {
    const start = settingsOf(trip).find(({key}) => key === 'trip.primary_event.start_tags')!;
    const page = flat(tripsPage);
    for (const tag of start.default as readonly string[]) expect(page).toContain(`\`${tag}\``);
    expect(page).toContain('`trip/start`');
    expect(page).toContain('`trip/stop`');
    expect(page).not.toMatch(/The device decides when a trip starts/);
  });
});

describe('geofence detection time is the same on every page', () => {
  const d = geofenceDetection;

  it('follows from the fact source: 4 readings are 3 intervals, about 210 m at 50 km/h', () => {
    expect(d.readingsInARow).toBe(d.repeats + 1);
    expect(d.minSeconds).toBe(d.repeats * d.readingIntervalSeconds);
    expect(Math.abs((d.exampleSpeedKmh / 3.6) * d.minSeconds - d.metresAtExampleSpeed)).toBeLessThan(5);
    expect(d.recommendedRoadMetres).toBeGreaterThan(d.metresAtExampleSpeed);
  });

  it.each(geofencePages)('%s states the data values and no others', (file) => {
    const page = flat(file);
    expect(page).toContain(`${d.readingsInARow} readings in a row`);
    expect(page).toMatch(new RegExp(`at least ${d.minSeconds} s`));
    for (const match of page.matchAll(/(\d+) readings in a row/g)) expect(Number(match[1])).toBe(d.readingsInARow);
    for (const match of page.matchAll(/at least (\d+) (?:seconds|s)\b/g)) expect(Number(match[1])).toBe(d.minSeconds);
    for (const match of page.matchAll(/about (\d+) m\b/g)) expect(Number(match[1])).toBe(d.metresAtExampleSpeed);
    for (const match of page.matchAll(/at least (\d+) m of road/g))
      expect(Number(match[1])).toBe(d.recommendedRoadMetres);
  });
});

describe('remote wake-up', () => {
  it('says that units with the Telit modem cannot be woken, and how to tell', () => {
    const page = flat(wakeUpPage);
    expect(page).toContain(`\`${modems.le910cx.usbId}\``);
    expect(page).toContain('usbutil.devices');
    expect(page).toMatch(/does not work on units built with a Telit/);
  });

  it('asks the reader to check Power Save instead of promising its default', () => {
    expect(flat(wakeUpPage)).not.toMatch(/(?:on|off) by default/);
  });
});
