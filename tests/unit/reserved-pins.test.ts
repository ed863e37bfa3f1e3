/**
 * Reserved header pins: the GPIOs that the carrier board or Veltro Core uses (`reservedGpios` of each family, read
 * from autopi-core's boot configuration and engines) must never be handed to the reader or to an accessory. This
 * checks every place that assigns a header GPIO: the Keyfob HAT's channels and header pins, the Cloud's Pin Wires
 * default, the external-UART guide's data, the `pin_wires` and `wire_N:` examples on any page, and the wiring
 * sentences of the docs that name a GPIO or a header pin.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsDir} from '../../config/manifest';
import {keyfobHatPinWires} from '../../src/data/cloud/facts/advanced-settings';
import {keyFob} from '../../src/data/cloud/settings/keyFob';
import {headerUart} from '../../src/data/guides/hardware-maintenance';
import {canfdPro, canfdProReservedGpios, hatHeaderPins} from '../../src/data/hardware/canfdPro';
import {cm4, cm4ReservedGpios} from '../../src/data/hardware/cm4';
import {dongle} from '../../src/data/hardware/dongle';
import {dongleGen3} from '../../src/data/hardware/dongleGen3';
import {jumpers} from '../../src/data/hardware/jumpers';
import {keyfobChannels, keyfobHat} from '../../src/data/hardware/keyfobHat';
import {headerPinOfGpio} from '../../src/data/hardware/pins';
import type {DeviceFamily, Pin, ReservedGpio} from '../../src/data/hardware/types';

/** Devices with a Compute Module 4 carrier board: an accessory or guide for them must avoid the pins of both. */
const current = [...cm4ReservedGpios, ...canfdProReservedGpios];
const reservedGpios = new Set(current.map((entry) => entry.gpio));
const reservedHeaderPins = new Set(current.map((entry) => entry.headerPin));

const describeGpio = (gpio: number) =>
  current
    .filter((entry) => entry.gpio === gpio)
    .map((entry) => entry.usedBy)
    .join('; ');

describe('reserved GPIOs in the hardware data', () => {
  it('name the CAN interrupt lines of the boot configuration, with a citation each', () => {
    const byGpio = (list: readonly ReservedGpio[], gpio: number) => list.find((entry) => entry.gpio === gpio);
    expect(byGpio(cm4ReservedGpios, 16)?.source).toMatch(/init\.sls:335/);
    expect(byGpio(cm4ReservedGpios, 17)?.source).toMatch(/init\.sls:315/);
    expect(byGpio(canfdProReservedGpios, 14)?.source).toMatch(/init\.sls:33[78]/);
    expect(byGpio(canfdProReservedGpios, 15)?.source).toMatch(/init\.sls:31[78]/);
    for (const entry of current) {
      expect(entry.source, `GPIO ${entry.gpio}`).toMatch(/\S+:\d+/);
      expect(entry.headerPin, `GPIO ${entry.gpio}`).toBe(headerPinOfGpio[entry.gpio]);
    }
  });

  it('are given to the families with a header and marked on the CAN-FD Pro header', () => {
    expect(cm4.reservedGpios).toBe(cm4ReservedGpios);
    expect(canfdPro.reservedGpios).toBe(canfdProReservedGpios);
    for (const entry of canfdProReservedGpios) {
      const pin = hatHeaderPins.find((candidate) => candidate.pin === entry.headerPin);
      expect(pin?.usedBy, `CAN-FD Pro header pin ${entry.headerPin}`).toBe(entry.usedBy);
    }
  });
});

describe('accessory and Cloud defaults', () => {
  it('Keyfob HAT channels use free GPIOs on the header pin of that GPIO', () => {
    for (const channel of keyfobChannels) {
      expect(
        reservedGpios.has(channel.gpio),
        `${channel.wire} on GPIO ${channel.gpio}: ${describeGpio(channel.gpio)}`,
      ).toBe(false);
      expect(channel.headerPin).toBe(headerPinOfGpio[channel.gpio]);
    }
  });

  it('Keyfob HAT connects nothing but power and ground to a reserved header pin', () => {
    const header = keyfobHat.connectors.find((connector) => connector.kind === 'hat40');
    expect(header).toBeDefined();
    const signals = (header?.pins ?? []).filter((pin) => ['input', 'output', 'bidirectional'].includes(pin.direction));
    for (const pin of signals)
      expect(reservedHeaderPins.has(pin.pin), `Keyfob HAT header pin ${pin.pin} (${pin.signal}) is reserved`).toBe(
        false,
      );
  });

  it('Cloud Key Fob › Pin Wires default drives free GPIOs only, the HAT channels', () => {
    const setting = keyFob.groups
      .flatMap((group) => group.settings)
      .find((candidate) => candidate.key === 'key_fob.pins.pin_wires');
    expect(setting?.default).toEqual(keyfobHatPinWires);
    for (const [wire, gpio] of Object.entries(keyfobHatPinWires)) {
      expect(reservedGpios.has(gpio), `${wire}: GPIO ${gpio} is reserved (${describeGpio(gpio)})`).toBe(false);
      expect(keyfobChannels.find((channel) => channel.wire === wire)?.gpio, wire).toBe(gpio);
    }
  });
});

describe('guide data', () => {
  it('the external UART uses free GPIOs on their own header pins', () => {
    expect(
      reservedGpios.has(headerUart.txGpio),
      `TX GPIO ${headerUart.txGpio}: ${describeGpio(headerUart.txGpio)}`,
    ).toBe(false);
    expect(
      reservedGpios.has(headerUart.rxGpio),
      `RX GPIO ${headerUart.rxGpio}: ${describeGpio(headerUart.rxGpio)}`,
    ).toBe(false);
    expect(headerUart.txPin).toBe(headerPinOfGpio[headerUart.txGpio]);
    expect(headerUart.rxPin).toBe(headerPinOfGpio[headerUart.rxGpio]);
  });

  it('the UART guide enables the port the data names', () => {
    const guide = fs.readFileSync(
      path.join(docsDir, 'developer_guides/enabling_uart_on_TMU_devices/index.mdx'),
      'utf8',
    );
    for (const line of headerUart.configLines) expect(guide).toMatch(new RegExp(`^\\s*${line}$`, 'm'));
    expect(guide).toContain(headerUart.device);
    expect(guide, 'the header UART of pins 8/10 is taken').not.toMatch(/\/dev\/serial0|enable_uart=1/);
  });

  it('the external UART and the Keyfob HAT, which share a GPIO, are said to exclude each other', () => {
    const uartGpios: readonly number[] = [headerUart.txGpio, headerUart.rxGpio];
    const shared = keyfobChannels.filter((channel) => uartGpios.includes(channel.gpio));
    if (shared.length === 0) return;
    const pagesThatMustSay = [
      'developer_guides/enabling_uart_on_TMU_devices/index.mdx',
      'hardware/accessories/keyfob-hat/keyfob-hat-pinout.mdx',
      'hardware/veltro_tmu_cm4/using-hat.mdx',
    ];
    const exclusion =
      /Keyfob HAT[^.]*\b(?:cannot|never both|not both|exclude)|(?:cannot|never both|not both|exclude)[^.]*Keyfob HAT|No Keyfob HAT|either the Keyfob HAT or the external UART/i;
    for (const page of pagesThatMustSay) {
      const source = fs.readFileSync(path.join(docsDir, page), 'utf8');
      expect(
        exclusion.test(source.replace(/\s+/g, ' ')),
        `${page}: UART 2 on GPIO ${uartGpios.join('/')} shares GPIO ${shared.map((c) => c.gpio).join(', ')} with Keyfob HAT ${shared.map((c) => c.wire).join(', ')}; say they cannot be used together`,
      ).toBe(true);
    }
  });

  it('no jumper text hands out a reserved GPIO', () => {
    const text = JSON.stringify(jumpers);
    for (const match of text.matchAll(/\bGPIO ?(\d{1,2})\b/g))
      expect(reservedGpios.has(Number(match[1])), `jumpers.ts names GPIO ${match[1]!}`).toBe(false);
  });
});

// Pages ------------------------------------------------------------------------------------------------------------

const pages = fs
  .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
  .filter((file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_'))
  .map((file) => ({file, source: fs.readFileSync(path.join(docsDir, file), 'utf8')}));

/** Header pins that a legacy board's own data marks as used by its base board. */
function legacyReserved(family: DeviceFamily): Set<number> {
  const header = family.connectors.find((connector) => connector.kind === 'hat40');
  const used = (pin: Pin) =>
    ['input', 'output', 'bidirectional'].includes(pin.direction) &&
    /reserved|used by the base board/i.test(pin.notes ?? '');
  return new Set((header?.pins ?? []).filter(used).map((pin) => pin.pin));
}

/** The header pins and GPIOs a page must not hand out, by the device it is about. */
function reservedFor(file: string): {pins: Set<number>; gpios: Set<number>} {
  const legacy = file.match(/legacy_devices\/(veltro_dongle_gen3|veltro_dongle)\//)?.[1];
  if (legacy) {
    const pins = legacyReserved(legacy === 'veltro_dongle' ? dongle : dongleGen3);
    const gpios = new Set(
      Object.entries(headerPinOfGpio)
        .filter(([, pin]) => pins.has(pin))
        .map(([gpio]) => Number(gpio)),
    );
    return {pins, gpios};
  }
  return {pins: reservedHeaderPins, gpios: reservedGpios};
}

/** Prose without fenced code, cut into sentences (list items and table rows count as sentences too). */
function sentences(source: string): string[] {
  const prose = source.replace(/^```[\s\S]*?^```/gm, '').replace(/^import .*$/gm, '');
  return prose
    .split(/(?<=[.!?])\s+|\n\s*\n|\n(?=\s*(?:[-*]|\d+\.|\|))/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** A sentence that tells the reader to wire or use a pin. */
const wiringStep =
  /\b(?:wire|wiring|connect|jumper|join|solder|lead|hook|attach|drive|drives|use|uses|assign|map|maps|route|breaks? out)\b/i;
/** A sentence that warns about a pin rather than handing it out. */
const warning =
  /\b(?:reserved|never|do not|don't|not free|belongs?|interrupts?|taken|avoid|occupied|carr(?:y|ies)|leave (?:it|them|these|those)? ?free|instead of|not (?:on|to)|rather than|legacy|earlier)\b/i;
/** Sentences about other connectors, whose pin numbers are not header pins. */
const otherConnector = /\b(?:OBD|DB9|J1962|terminal|J2|J3|screw|Deutsch|M12|socket|plug|cable|CAN bus)\b/i;

function gpiosIn(sentence: string): number[] {
  const found: number[] = [];
  for (const match of sentence.matchAll(/\bGPIO ?(\d{1,2})((?:(?:\/|, | and | or )\d{1,2})*)/g)) {
    found.push(Number(match[1]));
    for (const more of (match[2] ?? '').matchAll(/\d{1,2}/g)) found.push(Number(more[0]));
  }
  return found;
}

function headerPinsIn(sentence: string): number[] {
  const found: number[] = [];
  for (const match of sentence.matchAll(/\bpins? (\d{1,2})((?:(?:\/|, | and | or | to )\d{1,2})*)/gi)) {
    found.push(Number(match[1]));
    for (const more of (match[2] ?? '').matchAll(/\d{1,2}/g)) found.push(Number(more[0]));
  }
  return found;
}

/** Pages about the 40-pin header, where a bare "pin N" in a wiring step is a header pin. */
const headerPage = (source: string) => /40-pin|connector="(?:hat|gpio)"/.test(source);

describe('pages', () => {
  it('give `pin_wires` examples with the Keyfob HAT channels, on free GPIOs', () => {
    const expected = new Map(keyfobChannels.map((channel) => [channel.wire, channel.gpio]));
    for (const {file, source} of pages) {
      for (const match of source.matchAll(/"?\b(wire_\d)"?\s*:\s*(\d+)/g)) {
        const [, wire, gpio] = match as unknown as [string, string, string];
        expect(
          reservedGpios.has(Number(gpio)),
          `${file}: ${wire}: ${gpio} is reserved (${describeGpio(Number(gpio))})`,
        ).toBe(false);
        expect(Number(gpio), `${file}: ${wire} is GPIO ${expected.get(wire)} on the Keyfob HAT`).toBe(
          expected.get(wire),
        );
      }
    }
  });

  it('never tell the reader to wire or use a reserved GPIO or header pin', () => {
    const offences: string[] = [];
    for (const {file, source} of pages) {
      const reserved = reservedFor(file);
      const header = headerPage(source);
      for (const sentence of sentences(source)) {
        if (!wiringStep.test(sentence) || warning.test(sentence)) continue;
        for (const gpio of gpiosIn(sentence))
          if (reserved.gpios.has(gpio)) offences.push(`${file}: GPIO ${gpio} in "${sentence.slice(0, 160)}"`);
        if (header && !otherConnector.test(sentence))
          for (const pin of headerPinsIn(sentence))
            if (reserved.pins.has(pin)) offences.push(`${file}: header pin ${pin} in "${sentence.slice(0, 160)}"`);
      }
    }
    expect(offences).toEqual([]);
  });
});
