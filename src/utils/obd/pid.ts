/**
 * Decodes a raw OBD-II answer as a terminal prints it: `41 0C 1A F8`, with or without spaces, with or without a
 * CAN header and the ISO-TP length byte (`7E8 04 41 0C 1A F8`, `7E8#04410C1AF8`), over several lines when a
 * multi-frame answer (the VIN) was pasted. Plain TypeScript with no React, so the unit tests run it directly.
 *
 * The steps are the ones a reader does by hand: split the text into frames, join the frames of each sender into
 * one message (ISO 15765-2), then read the service byte, the PID and the data bytes with the standard's formula.
 * Each step that fails says what it found and what it expected, because the reader fixes the input by hand.
 */
import {mode01Pids, mode09Pids, type PidDefinition, type ScaledPart} from '../../data/obd/pids';
import {describeChar, hexByte, toHex} from './hex';

export interface DecodedValue {
  readonly label?: string;
  readonly value: number | string;
  readonly unit?: string;
}

export interface DecodedPid {
  /** 0x01 or 0x09. */
  readonly service: number;
  readonly definition: PidDefinition;
  /** The data bytes the formula read (A, B, …). */
  readonly data: readonly number[];
  readonly values: readonly DecodedValue[];
  readonly notes: readonly string[];
  /** For the supported-PID maps: the PIDs the map lists. */
  readonly supported?: readonly number[];
}

export interface NegativeAnswer {
  readonly service: number;
  readonly code: number;
  readonly meaning: string;
}

export interface Answer {
  /** CAN ID of the sender, when the text had one (`7E8`, `18DAF110`). */
  readonly header?: string;
  /** The ID that addresses this control unit alone (`7E0` for `7E8`), for `header=` in `obd.query`. */
  readonly requestHeader?: string;
  /** Frames joined into this answer. */
  readonly frames: number;
  /** The answer after frames were joined: service byte, PID, data. */
  readonly payload: readonly number[];
  readonly items: readonly DecodedPid[];
  readonly negative?: NegativeAnswer;
  /** Bytes after the last PID that were not read (padding, or a PID this decoder does not know). */
  readonly ignored: readonly number[];
}

export type PidErrorCode =
  'empty' | 'adapter-message' | 'not-hex' | 'odd-digits' | 'frames' | 'wrong-mode' | 'unknown-pid' | 'too-few-bytes';

export type DecodeResult =
  | {readonly ok: true; readonly answers: readonly Answer[]}
  | {readonly ok: false; readonly code: PidErrorCode; readonly message: string};

class DecodeError extends Error {
  constructor(
    readonly code: PidErrorCode,
    message: string,
  ) {
    super(message);
  }
}

function fail(code: PidErrorCode, message: string): never {
  throw new DecodeError(code, message);
}

/**
 * Texts the interface chip prints instead of an answer. They are not hex, and "Z is not a hex digit" would send
 * the reader the wrong way, so each gets its own explanation.
 */
const adapterMessages: readonly (readonly [RegExp, string])[] = [
  [
    /NO DATA/,
    'NO DATA: the request went out, but no control unit answered before the timeout. The vehicle may not support this PID, the ignition may be off, or the request went to a header no control unit listens to.',
  ],
  [
    /CAN ERROR/,
    'CAN ERROR: the interface could not send or receive on the bus. Check the protocol and bit rate, and that the ignition is on.',
  ],
  [
    /UNABLE TO CONNECT/,
    'UNABLE TO CONNECT: the interface found no protocol the vehicle answers. Switch the ignition on and try again, or set the protocol by hand.',
  ],
  [
    /BUFFER FULL/,
    'BUFFER FULL: more frames arrived than the interface could pass on. Add filters or query less often.',
  ],
  [
    /BUS INIT/,
    'BUS INIT error: the K-Line or J1850 bus did not start. Check the protocol and that the ignition is on.',
  ],
  [/STOPPED/, 'STOPPED: the request was interrupted before an answer arrived. Run it again on its own.'],
];

/** Negative response codes of ISO 14229 that OBD-II control units send in `7F <service> <code>`. */
const negativeCodes: Readonly<Record<number, string>> = {
  0x10: 'general reject',
  0x11: 'service not supported: the control unit does not offer this service',
  0x12: 'sub-function not supported: the control unit does not know this PID',
  0x13: 'incorrect message length or format: the request had too many or too few bytes',
  0x14: 'response too long',
  0x21: 'busy, repeat the request',
  0x22: 'conditions not correct: the value is not available in this state, for example with the engine off',
  0x24: 'request sequence error',
  0x31: 'request out of range: the control unit does not support this PID or identifier',
  0x33: 'security access denied',
  0x78: 'request received, answer pending: the real answer follows, wait for it',
  0x7e: 'sub-function not supported in the active session',
  0x7f: 'service not supported in the active session',
};

/** What a service byte that is not 41, 49 or 7F answers, so the error can name it. */
const otherServices: Readonly<Record<number, string>> = {
  0x42: 'service 02 (freeze frame data)',
  0x43: 'service 03 (stored trouble codes)',
  0x44: 'service 04 (clear trouble codes)',
  0x46: 'service 06 (on-board monitoring test results)',
  0x47: 'service 07 (pending trouble codes)',
  0x4a: 'service 0A (permanent trouble codes)',
  0x50: 'service 10 (diagnostic session control)',
  0x62: 'service 22 (read data by identifier, used for manufacturer PIDs)',
};

interface Frame {
  readonly header?: string;
  readonly bytes: readonly number[];
  readonly line: number;
  /** The `0:`, `1:` … counter the interface prints before the frames of a long answer when headers are off. */
  readonly counter?: number;
}

/** "Line 2: an odd number …" when several lines were pasted, "An odd number …" for one. */
const onLine = (line: number, many: boolean, text: string) =>
  many ? `Line ${line}: ${text}` : text.charAt(0).toUpperCase() + text.slice(1);

/** Hex bytes of one line's data part; an odd count or a foreign character names the line. */
function bytesOf(text: string, line: number, many: boolean): number[] {
  const clean = text.replace(/0x/gi, '').replace(/[\s,;]+/g, '');
  const bad = clean.search(/[^0-9A-F]/i);
  if (bad >= 0) fail('not-hex', onLine(line, many, `${describeChar(clean[bad]!)} is not a hex digit (0–9, A–F).`));
  if (clean.length % 2 === 1)
    fail(
      'odd-digits',
      onLine(
        line,
        many,
        `an odd number of hex digits (${clean.length}). Every byte is two digits: one is missing or extra.`,
      ),
    );
  const bytes: number[] = [];
  for (let i = 0; i < clean.length; i += 2) bytes.push(parseInt(clean.slice(i, i + 2), 16));
  return bytes;
}

/** The first byte of an ISO-TP frame: a single frame with its length, or the first or a consecutive frame. */
function isPci(bytes: readonly number[]): boolean {
  const [first = -1] = bytes;
  const type = first >> 4;
  if (type === 0) return (first & 0x0f) >= 1 && (first & 0x0f) <= 7;
  return type === 1 || type === 2;
}

/** An answer's first byte: a positive answer (request service + 40) or a negative one (7F). */
const isServiceByte = (byte: number | undefined) => byte !== undefined && byte >= 0x40 && byte <= 0x7f;

/**
 * Without a header, a line only has a length byte when what follows it is an answer: `04 41 0C 1A F8`, or a first
 * frame `10 14 49 02 …`. Without the check, the answer `41 …` itself could never be told from a frame.
 */
function looksFramed(bytes: readonly number[]): boolean {
  const [first = -1] = bytes;
  if (first >= 0x01 && first <= 0x07) return isServiceByte(bytes[1]);
  if (first >> 4 === 1) return isServiceByte(bytes[2]);
  return first >> 4 === 2;
}

/** One pasted line as a frame: `7E8 04 41 0C 1A F8`, `7E8#04410C1AF8`, `7E804410C1AF8`, `0: 49 02 01 …`. */
function readLine(raw: string, line: number, many: boolean): Frame | {length: number} | undefined {
  let text = raw.trim().toUpperCase();
  if (!text) return undefined;
  for (const [pattern, message] of adapterMessages) if (pattern.test(text)) fail('adapter-message', message);
  if (text === '?') fail('adapter-message', '"?": the interface did not understand the command it was sent.');

  const counter = /^([0-9A-F]):\s*(.*)$/.exec(text);
  if (counter) return {counter: parseInt(counter[1]!, 16), bytes: bytesOf(counter[2]!, line, many), line};
  // The total length the interface prints above a counted answer, e.g. `014`.
  if (/^[0-9A-F]{3}$/.test(text)) return {length: parseInt(text, 16)};

  if (text.includes('#')) {
    const [header = '', data = ''] = text.split('#');
    if (!/^([0-9A-F]{3}|[0-9A-F]{8})$/.test(header.trim()))
      fail('not-hex', onLine(line, many, `"${header.trim()}" before # is not an 11-bit or 29-bit CAN header.`));
    return {header: header.trim(), bytes: bytesOf(data, line, many), line};
  }

  const words = text.split(/\s+/);
  if (words.length > 1 && /^([0-9A-F]{3}|[0-9A-F]{8})$/.test(words[0]!))
    return {header: words[0], bytes: bytesOf(words.slice(1).join(''), line, many), line};

  text = words.join('');
  // Written without spaces: a 29-bit answer header starts with 18DA, an 11-bit one makes the digit count odd.
  const extended = /^18DA[0-9A-F]{4}/.exec(text);
  if (extended && text.length > 10) return {header: extended[0], bytes: bytesOf(text.slice(8), line, many), line};
  if (text.length % 2 === 1 && text.length >= 5 && /^[0-7][0-9A-F]{2}/.test(text) && !/[^0-9A-F]/.test(text)) {
    const bytes = bytesOf(text.slice(3), line, many);
    if (isPci(bytes)) return {header: text.slice(0, 3), bytes, line};
  }
  return {bytes: bytesOf(text, line, many), line};
}

/** Pasted JSON (`"value": "7E804410C1AF8"`, `"values": ["7E8#…", …]`): keep the strings that are frames. */
function linesOf(text: string): string[] {
  const quoted = [...text.matchAll(/"([^"\n]*)"/g)].map((match) => match[1]!);
  const frames = quoted.filter((value) => /[0-9A-F]{4}/i.test(value) && /^[0-9A-F#:\s]+$/i.test(value.trim()));
  if (frames.length) return frames;
  return text.split(/\r\n|\r|\n/).map((line) => line.replace(/^\s*>/, '').replace(/>\s*$/, ''));
}

interface Message {
  readonly header?: string;
  readonly payload: number[];
  readonly frames: number;
  /** Joined from the numbered lines of a non-CAN service 09 answer, which carry no item count. */
  readonly legacy?: boolean;
}

/** Joins the frames of one sender (ISO 15765-2): single frames stand alone, a first frame collects its followers. */
function joinFrames(frames: readonly Frame[]): Message[] {
  const messages: Message[] = [];
  let pending: {header?: string; total: number; payload: number[]; next: number; frames: number; line: number} | null =
    null;
  for (const frame of frames) {
    const framed = frame.header !== undefined ? isPci(frame.bytes) : looksFramed(frame.bytes) || pending !== null;
    if (!framed) {
      messages.push({header: frame.header, payload: [...frame.bytes], frames: 1});
      continue;
    }
    const [pci = 0] = frame.bytes;
    const type = pci >> 4;
    if (type === 0) {
      const length = pci & 0x0f;
      const data = frame.bytes.slice(1, 1 + length);
      if (data.length < length)
        fail(
          'too-few-bytes',
          `Line ${frame.line}: the length byte ${hexByte(pci)} announces ${length} bytes, but only ${data.length} follow.`,
        );
      messages.push({header: frame.header, payload: data, frames: 1});
    } else if (type === 1) {
      if (pending)
        fail('frames', `Line ${frame.line}: a new first frame starts before the previous answer is complete.`);
      const total = ((pci & 0x0f) << 8) | (frame.bytes[1] ?? 0);
      pending = {header: frame.header, total, payload: frame.bytes.slice(2), next: 1, frames: 1, line: frame.line};
    } else {
      if (!pending)
        fail(
          'frames',
          `Line ${frame.line}: ${hexByte(pci)} is a consecutive frame, but no first frame (10 …) came before it. Paste the whole answer, first frame included.`,
        );
      const current = pending!;
      if ((pci & 0x0f) !== current.next)
        fail(
          'frames',
          `Line ${frame.line}: expected consecutive frame ${hexByte(0x20 | current.next)}, found ${hexByte(pci)}. A frame is missing or out of order.`,
        );
      current.payload.push(...frame.bytes.slice(1));
      current.next = (current.next + 1) & 0x0f;
      current.frames += 1;
    }
    if (pending && pending.payload.length >= pending.total) {
      messages.push({header: pending.header, payload: pending.payload.slice(0, pending.total), frames: pending.frames});
      pending = null;
    }
  }
  if (pending)
    fail(
      'too-few-bytes',
      `The first frame (line ${pending.line}) announces ${pending.total} bytes, but the frames hold ${pending.payload.length}. A consecutive frame is missing.`,
    );
  return mergeLegacyLines(messages);
}

/**
 * On K-Line and J1850 a service 09 list comes as numbered lines, `49 02 01 00 00 00 31`, `49 02 02 44 34 47 50` …,
 * each with four data bytes and no item count. Their data is joined into one answer.
 */
function mergeLegacyLines(messages: readonly Message[]): Message[] {
  const merged: Message[] = [];
  for (const message of messages) {
    const [service, pid, sequence] = message.payload;
    const previous = merged.at(-1);
    const numbered = service === 0x49 && pid !== undefined && mode09Pids.get(pid)?.decoding.kind === 'text';
    if (
      numbered &&
      previous?.legacy &&
      previous.header === message.header &&
      previous.payload[1] === pid &&
      sequence !== undefined
    ) {
      previous.payload.push(...message.payload.slice(3));
      merged[merged.length - 1] = {...previous, frames: previous.frames + 1};
    } else if (numbered && sequence === 1 && message.payload.length === 7) {
      merged.push({header: message.header, payload: [0x49, pid, ...message.payload.slice(3)], frames: 1, legacy: true});
    } else merged.push(message);
  }
  return merged;
}

/** Pastes with `0:`, `1:` … counters: the interface has already taken the length bytes off; join in order. */
function joinCounted(frames: readonly Frame[], declared?: number): Message {
  const payload = frames.flatMap((frame) => [...frame.bytes]);
  if (declared !== undefined && payload.length < declared)
    fail(
      'too-few-bytes',
      `The answer announces ${declared} bytes (${declared.toString(16).toUpperCase().padStart(3, '0')}), but the lines hold ${payload.length}. A line is missing.`,
    );
  return {payload: declared === undefined ? payload : payload.slice(0, declared), frames: frames.length};
}

/** The request ID that reaches only this sender: 11-bit answers come from request + 8, 29-bit ones swap addresses. */
export function requestHeaderFor(header: string): string | undefined {
  if (header.length === 3) {
    const id = parseInt(header, 16);
    return id >= 0x7e8 && id <= 0x7ef ? (id - 8).toString(16).toUpperCase() : undefined;
  }
  const extended = /^18DA(F1)([0-9A-F]{2})$/.exec(header);
  return extended ? `18DA${extended[2]}F1` : undefined;
}

/** Rounds away binary noise (100 × 128 / 255 = 50.19607843…) without hiding the resolution of any standard PID. */
export function roundValue(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** A big-endian integer of `size` bytes from `at`. */
function integer(data: readonly number[], at: number, size: number, signed = false): number {
  let value = 0;
  for (let i = 0; i < size; i += 1) value = value * 256 + (data[at + i] ?? 0);
  const range = 2 ** (8 * size);
  return signed && value >= range / 2 ? value - range : value;
}

function scaledValue(part: ScaledPart, data: readonly number[]): DecodedValue {
  const raw = integer(data, part.at, part.size, part.signed);
  return {
    ...(part.label ? {label: part.label} : {}),
    value: roundValue(raw * part.scale + part.offset),
    ...(part.unit ? {unit: part.unit} : {}),
  };
}

/** PIDs a 4-byte supported-PID map lists: bit A7 is `base + 1`, bit D0 is `base + 0x20`. */
export function supportedPids(base: number, data: readonly number[]): number[] {
  const pids: number[] = [];
  for (let bit = 0; bit < 32; bit += 1) if ((data[bit >> 3]! >> (7 - (bit & 7))) & 1) pids.push(base + bit + 1);
  return pids;
}

/** The trouble code in two bytes: P0171, U0100 … */
export function troubleCode(a: number, b: number): string {
  return `${'PCBU'[a >> 6]}${(a >> 4) & 3}${hexByte(a & 0x0f)[1]}${hexByte(b)}`;
}

const commonMonitors = ['Misfire', 'Fuel system', 'Components'] as const;
const sparkMonitors = [
  'Catalyst',
  'Heated catalyst',
  'Evaporative system',
  'Secondary air system',
  undefined,
  'Oxygen sensor',
  'Oxygen sensor heater',
  'EGR and VVT system',
] as const;
const compressionMonitors = [
  'NMHC catalyst',
  'NOx and SCR aftertreatment',
  undefined,
  'Boost pressure',
  undefined,
  'Exhaust gas sensor',
  'Particulate filter',
  'EGR and VVT system',
] as const;

function monitorValues(data: readonly number[], sinceCleared: boolean): DecodedValue[] {
  const [a = 0, b = 0, c = 0, d = 0] = data;
  const values: DecodedValue[] = [];
  if (sinceCleared) {
    values.push({label: 'MIL (check-engine lamp)', value: a & 0x80 ? 'On' : 'Off'});
    values.push({label: 'Stored trouble codes', value: a & 0x7f});
  }
  const compression = Boolean(b & 0x08);
  values.push({label: 'Ignition', value: compression ? 'Compression (diesel)' : 'Spark (petrol)'});
  const state = (incomplete: boolean) => (incomplete ? 'incomplete' : 'complete');
  commonMonitors.forEach((name, bit) => {
    if ((b >> bit) & 1) values.push({label: `${name} monitor`, value: state(Boolean((b >> (bit + 4)) & 1))});
  });
  (compression ? compressionMonitors : sparkMonitors).forEach((name, bit) => {
    if (name && (c >> bit) & 1) values.push({label: `${name} monitor`, value: state(Boolean((d >> bit) & 1))});
  });
  return values;
}

function oxygenSensors(a: number, banks: 2 | 4): string {
  const perBank = 8 / banks;
  const present: string[] = [];
  for (let bit = 0; bit < 8; bit += 1)
    if ((a >> bit) & 1) present.push(`bank ${Math.floor(bit / perBank) + 1} sensor ${(bit % perBank) + 1}`);
  return present.length ? present.join(', ') : 'none';
}

const printable = (byte: number) => (byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '·');

/** The VIN's check digit (position 9), as North American VINs must carry it. */
export function vinCheckDigit(vin: string): string | undefined {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const letterValues = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9];
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return undefined;
  let sum = 0;
  [...vin].forEach((char, index) => {
    const value = /\d/.test(char) ? Number(char) : letterValues[letters.indexOf(char)]!;
    sum += value * weights[index]!;
  });
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

function textItems(definition: PidDefinition, data: readonly number[], legacy: boolean, length: number) {
  const notes: string[] = [];
  let items: number[][];
  if (legacy) {
    // Non-CAN answers pad the text with leading zero bytes instead of giving a count.
    const first = data.findIndex((byte) => byte !== 0);
    items = [first < 0 ? [] : data.slice(first)];
  } else {
    const [count = 0, ...rest] = data;
    if (count === 0) fail('too-few-bytes', `The answer to PID ${hexByte(definition.pid)} lists no items (count 00).`);
    if (rest.length < count * length)
      fail(
        'too-few-bytes',
        `PID ${hexByte(definition.pid)} announces ${count} × ${length} characters, but only ${rest.length} bytes follow the count. A frame is missing.`,
      );
    items = Array.from({length: count}, (_, index) => rest.slice(index * length, (index + 1) * length));
  }
  const values = items.map((bytes, index) => {
    const text = bytes.map(printable).join('').replace(/·+$/, '');
    return {...(items.length > 1 ? {label: `Item ${index + 1}`} : {}), value: text};
  });
  if (definition.pid === 0x02) {
    const vin = String(values[0]?.value ?? '');
    if (vin.length !== 17) notes.push(`A VIN has 17 characters; this one has ${vin.length}.`);
    else if (/[IOQ]/.test(vin)) notes.push('A VIN never contains I, O or Q: check the bytes.');
    else if (vinCheckDigit(vin) === vin[8])
      notes.push('The check digit (character 9) matches, as North American VINs require.');
    else notes.push('The check digit (character 9) does not match: required in North America, optional elsewhere.');
  }
  return {values, notes};
}

function decodeItem(service: number, definition: PidDefinition, data: readonly number[], legacy = false): DecodedPid {
  const decoding = definition.decoding;
  const [a = 0, b = 0] = data;
  const base = {service, definition, data};
  switch (decoding.kind) {
    case 'scaled': {
      const values = decoding.parts.map((part) => scaledValue(part, data));
      const notes: string[] = [];
      // Narrow-band sensors send B = FF when the sensor does not take part in fuel trim.
      if (definition.pid >= 0x14 && definition.pid <= 0x1b && service === 0x01 && b === 0xff) {
        notes.push('B is FF: this sensor is not used for fuel trim, so the trim value means nothing.');
        return {...base, values: values.slice(0, 1), notes};
      }
      return {...base, values, notes};
    }
    case 'supported': {
      const pids = supportedPids(definition.pid, data);
      const next = definition.pid + 0x20;
      const notes = [
        pids.includes(next)
          ? `PID ${hexByte(next)} is set: ask for it to get the map of the next 32 PIDs.`
          : `PID ${hexByte(next)} is not set: the control unit answers no PIDs above ${hexByte(next)}.`,
      ];
      return {
        ...base,
        values: [{label: 'Supported PIDs', value: pids.length ? pids.map(hexByte).join(', ') : 'none'}],
        notes,
        supported: pids,
      };
    }
    case 'monitors':
      return {...base, values: monitorValues(data, decoding.sinceCleared), notes: []};
    case 'dtc': {
      const none = a === 0 && b === 0;
      return {
        ...base,
        values: [{label: 'Trouble code', value: none ? 'none' : troubleCode(a, b)}],
        notes: none ? ['00 00: no freeze frame is stored.'] : [],
      };
    }
    case 'enum':
      return {
        ...base,
        values: [{value: decoding.values[a] ?? `${a} (reserved)`}],
        notes: [],
      };
    case 'flags':
      return {
        ...base,
        values: decoding.labels.map((label, index) => {
          const byte = data[index] ?? 0;
          const set = decoding.flags.filter((_, bit) => (byte >> bit) & 1);
          return {label, value: set.length ? set.join('; ') : 'none reported'};
        }),
        notes: [],
      };
    case 'o2Present':
      return {...base, values: [{label: 'Sensors present', value: oxygenSensors(a, decoding.banks)}], notes: []};
    case 'pto':
      return {...base, values: [{label: 'Power take-off', value: a & 1 ? 'Active' : 'Inactive'}], notes: []};
    case 'count':
      return {...base, values: [{label: 'Messages', value: a}], notes: []};
    case 'cvn': {
      const [count = 0, ...rest] = data;
      if (rest.length < count * 4)
        fail('too-few-bytes', `PID 06 announces ${count} numbers of 4 bytes, but only ${rest.length} bytes follow.`);
      const values = Array.from({length: count}, (_, index) => ({
        ...(count > 1 ? {label: `CVN ${index + 1}`} : {}),
        value: toHex(rest.slice(index * 4, index * 4 + 4), ''),
      }));
      return {...base, values, notes: []};
    }
    case 'text': {
      const {values, notes} = textItems(definition, data, legacy, decoding.length);
      return {...base, values, notes};
    }
  }
}

function decodeService01(payload: readonly number[]): {items: DecodedPid[]; ignored: number[]} {
  if (payload.length < 2) fail('too-few-bytes', 'The answer ends after the service byte 41: the PID byte is missing.');
  const items: DecodedPid[] = [];
  let at = 1;
  // An answer to a request for several PIDs (01 0C 0D) holds them one after another: 41 0C 1A F8 0D 32.
  while (at < payload.length) {
    const pid = payload[at]!;
    const definition = mode01Pids.get(pid);
    const need = definition?.bytes ?? 0;
    const data = payload.slice(at + 1, at + 1 + need);
    if (!definition || data.length < need) {
      if (items.length) return {items, ignored: payload.slice(at)};
      if (!definition)
        fail(
          'unknown-pid',
          `PID ${hexByte(pid)} of service 01 is not one of the ${mode01Pids.size} standard PIDs this decoder knows. It may be a newer PID of SAE J1979 or one the vehicle's maker added: look up its formula in the OBD Library.`,
        );
      fail(
        'too-few-bytes',
        `PID ${hexByte(pid)} (${definition!.name}) needs ${need} data byte${need === 1 ? '' : 's'}, but the answer has ${data.length} after the PID.`,
      );
    }
    items.push(decodeItem(0x01, definition!, data));
    at += 1 + need;
  }
  return {items, ignored: []};
}

function decodeService09(payload: readonly number[], legacy: boolean): DecodedPid {
  const pid = payload[1];
  if (pid === undefined) fail('too-few-bytes', 'The answer ends after the service byte 49: the PID byte is missing.');
  const definition = mode09Pids.get(pid!);
  if (!definition)
    fail(
      'unknown-pid',
      `PID ${hexByte(pid!)} of service 09 is not one this decoder knows (it reads ${[...mode09Pids.keys()].map(hexByte).join(', ')}).`,
    );
  const data = payload.slice(2);
  if (definition!.bytes !== undefined && data.length < definition!.bytes)
    fail(
      'too-few-bytes',
      `PID ${hexByte(pid!)} (${definition!.name}) needs ${definition!.bytes} data bytes, but the answer has ${data.length}.`,
    );
  return decodeItem(
    0x09,
    definition!,
    definition!.bytes === undefined ? data : data.slice(0, definition!.bytes),
    legacy,
  );
}

function decodeMessage(message: Message): Answer {
  const {payload, header} = message;
  const requestHeader = header ? requestHeaderFor(header) : undefined;
  const base = {
    ...(header ? {header} : {}),
    ...(requestHeader ? {requestHeader} : {}),
    frames: message.frames,
    payload,
  };
  const [service] = payload;
  if (service === undefined) fail('too-few-bytes', 'The frame holds no data after its length byte.');
  if (service === 0x7f) {
    const [, requested = -1, code = -1] = payload;
    if (code < 0) fail('too-few-bytes', 'A negative answer is 7F, the service, and a reason code: bytes are missing.');
    return {
      ...base,
      items: [],
      ignored: [],
      negative: {service: requested, code, meaning: negativeCodes[code] ?? 'a code this decoder does not know'},
    };
  }
  if (service === 0x41) return {...base, ...decodeService01(payload)};
  if (service === 0x49) return {...base, items: [decodeService09(payload, Boolean(message.legacy))], ignored: []};
  if (service === 0x01 || service === 0x09)
    fail(
      'wrong-mode',
      `This looks like the request (${toHex(payload.slice(0, 2))}), not the answer. The control unit's answer starts with ${hexByte(service + 0x40)}.`,
    );
  const known = otherServices[service!];
  fail(
    'wrong-mode',
    known
      ? `${hexByte(service!)} answers ${known}. This decoder reads answers to service 01 (they start with 41) and service 09 (49).`
      : `The answer starts with ${hexByte(service!)}, which is not a service answer. Answers to service 01 start with 41 and to service 09 with 49. If a K-Line or J1850 header such as 48 6B 10 comes first, leave it out.`,
  );
}

/** Decodes pasted terminal output into one answer per sender and message. */
export function decodePidResponse(text: string): DecodeResult {
  try {
    const lines = linesOf(text);
    const many = lines.filter((line) => line.trim()).length > 1;
    const frames: Frame[] = [];
    let declared: number | undefined;
    lines.forEach((raw, index) => {
      const read = readLine(raw, index + 1, many);
      if (!read) return;
      if ('length' in read && !('bytes' in read)) declared = read.length;
      else frames.push(read as Frame);
    });
    if (!frames.length) fail('empty', 'Paste an answer, for example 41 0C 1A F8 or 7E8 04 41 0C 1A F8.');

    const messages: Message[] = [];
    if (frames.some((frame) => frame.counter !== undefined)) messages.push(joinCounted(frames, declared));
    else {
      // Frames of different senders may interleave; each sender's frames are joined on their own.
      const senders = [...new Set(frames.map((frame) => frame.header))];
      for (const sender of senders) messages.push(...joinFrames(frames.filter((frame) => frame.header === sender)));
    }
    return {ok: true, answers: messages.map(decodeMessage)};
  } catch (error) {
    if (error instanceof DecodeError) return {ok: false, code: error.code, message: error.message};
    throw error;
  }
}

/** "A = 1A = 26, B = F8 = 248": the data bytes as the formula names them. */
export function byteNames(data: readonly number[]): string {
  return data
    .slice(0, 5)
    .map((byte, index) => `${'ABCDE'[index]} = ${hexByte(byte)} = ${byte}`)
    .join(', ');
}

/** A value for reading: thousands stay plain (1726, not 1,726), since readers compare it with their own math. */
export function formatValue(value: DecodedValue): string {
  const number = typeof value.value === 'number' ? String(value.value) : value.value;
  return value.unit ? `${number} ${value.unit}` : number;
}
