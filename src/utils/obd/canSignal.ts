/**
 * Reads one signal out of a CAN frame the way a DBC file describes it, and parses the DBC `SG_` line itself.
 * Plain TypeScript with no React, shared by the CAN signal calculator and its unit tests.
 *
 * Bit numbering follows DBC files: bit `8 × byte + n`, where n counts from the least significant bit of the byte
 * (bit 0) to the most significant (bit 7). For Intel (little-endian, `@1`) signals the start bit is the signal's
 * least significant bit and the signal runs upwards through the numbers. For Motorola (big-endian, `@0`) signals
 * the start bit is the most significant bit, and the signal runs down to bit 0 of that byte, then on from bit 7 of
 * the next byte: the "sawtooth" that most wrong loggers get wrong.
 */
import {parseHex} from './hex';

export type ByteOrder = 'intel' | 'motorola';

export interface CanSignal {
  readonly name: string;
  readonly startBit: number;
  readonly length: number;
  readonly byteOrder: ByteOrder;
  readonly signed: boolean;
  readonly factor: number;
  readonly offset: number;
  readonly min?: number;
  readonly max?: number;
  readonly unit: string;
  readonly receivers?: readonly string[];
  /** `M` for the multiplexer signal, `m3` for a signal sent when the multiplexer is 3. */
  readonly multiplex?: string;
}

export type Result<T> = {readonly ok: true; readonly value: T} | {readonly ok: false; readonly error: string};

const ok = <T>(value: T): Result<T> => ({ok: true, value});
const error = <T>(message: string): Result<T> => ({ok: false, error: message});

/** Data lengths a frame can have: 0–8 bytes on classic CAN, and these longer ones on CAN FD. */
export const frameLengths = [0, 1, 2, 3, 4, 5, 6, 7, 8, 12, 16, 20, 24, 32, 48, 64] as const;

/** The largest frame: 64 bytes of CAN FD, so 512 bits. */
export const maxFrameBytes = 64;

/**
 * Frame bytes from hex text; the length must be one a CAN or CAN FD frame can have. A whole frame as
 * `can.monitor` prints it (`0c9#0000008000000000`) gives its data, the part after `#`.
 */
export function parseFrame(text: string): Result<number[]> {
  const parsed = parseHex(text.includes('#') ? text.slice(text.indexOf('#') + 1) : text);
  if (parsed.ok === false) return error(parsed.error);
  const {length} = parsed.bytes;
  if (length > maxFrameBytes) return error(`${length} bytes: a CAN FD frame carries at most 64.`);
  if (!(frameLengths as readonly number[]).includes(length))
    return error(`${length} bytes: a CAN frame carries 0 to 8, a CAN FD frame 12, 16, 20, 24, 32, 48 or 64.`);
  return ok(parsed.bytes);
}

/** Byte and bit within the byte of a DBC bit number: 13 → byte 1, bit 5. */
export const bytePosition = (bit: number) => ({byte: Math.floor(bit / 8), bit: bit % 8});

/**
 * The bits a signal occupies, most significant first, or why it does not fit. `frameBytes` is the frame's data
 * length; without a frame, the largest (64 bytes) bounds the signal.
 */
export function signalBits(signal: Pick<CanSignal, 'startBit' | 'length' | 'byteOrder'>, frameBytes = maxFrameBytes) {
  const {startBit, length, byteOrder} = signal;
  const limit = frameBytes * 8;
  if (!Number.isInteger(length) || length < 1 || length > 64) return error<number[]>('The length is 1 to 64 bits.');
  if (!Number.isInteger(startBit) || startBit < 0 || startBit >= maxFrameBytes * 8)
    return error<number[]>('The start bit is 0 to 511 (bit 7 of byte 63).');
  const bits: number[] = [];
  if (byteOrder === 'intel') {
    for (let i = length - 1; i >= 0; i -= 1) bits.push(startBit + i);
  } else {
    let position = startBit;
    for (let i = 0; i < length; i += 1) {
      bits.push(position);
      // Down to bit 0 of the byte, then bit 7 of the next byte.
      position = position % 8 === 0 ? position + 15 : position - 1;
    }
  }
  const beyond = bits.find((bit) => bit >= limit);
  if (beyond !== undefined) {
    const {byte} = bytePosition(beyond);
    return error<number[]>(
      frameBytes === maxFrameBytes
        ? `The signal would reach byte ${byte}; no CAN frame is that long.`
        : `The signal needs byte ${byte}, but the frame has ${frameBytes} byte${frameBytes === 1 ? '' : 's'} (0 to ${frameBytes - 1}). Check the start bit, the length and the byte order.`,
    );
  }
  return ok(bits);
}

export interface SignalValue {
  /** Bits of the signal, most significant first. */
  readonly bits: readonly number[];
  /** The raw value: unsigned, or two's complement when the signal is signed. */
  readonly raw: bigint;
  /** The raw bits as an unsigned number, for the hex and binary views. */
  readonly unsigned: bigint;
  /** `raw × factor + offset`. */
  readonly physical: number;
}

/** Rounds away binary noise (55 × 0.01 = 0.55000000000000004) at 12 significant digits. */
export const tidy = (value: number) => Number(value.toPrecision(12));

/** The signal's raw and physical value in a frame. */
export function decodeSignal(frame: readonly number[], signal: CanSignal): Result<SignalValue> {
  const placed = signalBits(signal, frame.length);
  if (placed.ok === false) return placed;
  let unsigned = 0n;
  for (const bit of placed.value) {
    const {byte, bit: index} = bytePosition(bit);
    unsigned = (unsigned << 1n) | BigInt((frame[byte]! >> index) & 1);
  }
  const width = BigInt(signal.length);
  const raw = signal.signed && unsigned >> (width - 1n) === 1n ? unsigned - (1n << width) : unsigned;
  return ok({bits: placed.value, raw, unsigned, physical: tidy(Number(raw) * signal.factor + signal.offset)});
}

/** The physical range the raw bits can express, for a signal with no `[min|max]` of its own. */
export function naturalRange(signal: CanSignal): {min: number; max: number} {
  const span = 2 ** signal.length;
  const [low, high] = signal.signed ? [-span / 2, span / 2 - 1] : [0, span - 1];
  const ends = [tidy(low * signal.factor + signal.offset), tidy(high * signal.factor + signal.offset)];
  return {min: Math.min(...ends), max: Math.max(...ends)};
}

const number = String.raw`[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?`;

/**
 * The parts of an `SG_` line in order, each with what the reader should see there, so a parse error names the
 * first part that is wrong instead of rejecting the whole line.
 */
const sgParts: readonly {readonly pattern: RegExp; readonly expected: string}[] = [
  {pattern: /\s*(?:SG_\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*/y, expected: 'the signal name, e.g. SG_ EngineSpeed'},
  {
    pattern: /(M|m\d+M?)?\s*:\s*/y,
    expected: 'a colon after the name (a multiplexer indicator such as m1 may sit before it)',
  },
  {pattern: /(\d+)\s*\|\s*(\d+)\s*/y, expected: 'start bit | length, e.g. 24|16'},
  {pattern: /@\s*([01])\s*([+-])\s*/y, expected: '@1 (Intel) or @0 (Motorola), then + (unsigned) or - (signed)'},
  {
    pattern: new RegExp(String.raw`\(\s*(${number})\s*,\s*(${number})\s*\)\s*`, 'y'),
    expected: '(factor,offset), e.g. (0.125,0)',
  },
  {
    pattern: new RegExp(String.raw`\[\s*(${number})\s*\|\s*(${number})\s*\]\s*`, 'y'),
    expected: '[min|max], e.g. [0|8031.875]',
  },
  {pattern: /"([^"]*)"\s*/y, expected: 'the unit in double quotes, e.g. "rpm" or ""'},
  {pattern: /([^;]*);?\s*$/y, expected: 'the receiving nodes, e.g. Vector__XXX'},
];

/** Reads `SG_ EngineSpeed : 24|16@1+ (0.125,0) [0|8031.875] "rpm" Vector__XXX` (the `SG_` is optional). */
export function parseSgLine(line: string): Result<CanSignal> {
  const text = line.trim();
  if (!text) return error('Paste a signal line from a DBC file, starting with SG_.');
  const captured: (string | undefined)[][] = [];
  let at = 0;
  for (const {pattern, expected} of sgParts) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match) {
      const found = text.slice(at, at + 12);
      return error(`Expected ${expected}${found ? `, found "${found}"` : ' at the end of the line'}.`);
    }
    captured.push(match.slice(1));
    at = pattern.lastIndex;
  }
  const [[name], [multiplex], [start, length], [order, sign], [factor, offset], [min, max], [unit], [receivers]] =
    captured as string[][];
  const receiverList = (receivers ?? '')
    .split(/[\s,]+/)
    .map((receiver) => receiver.trim())
    .filter(Boolean);
  const signal: CanSignal = {
    name: name!,
    startBit: Number(start),
    length: Number(length),
    byteOrder: order === '1' ? 'intel' : 'motorola',
    signed: sign === '-',
    factor: Number(factor),
    offset: Number(offset),
    min: Number(min),
    max: Number(max),
    unit: unit ?? '',
    ...(receiverList.length ? {receivers: receiverList} : {}),
    ...(multiplex ? {multiplex} : {}),
  };
  const placed = signalBits(signal);
  if (placed.ok === false) return error(placed.error);
  if (signal.factor === 0) return error('The factor is 0, so every raw value would give the same result.');
  return ok(signal);
}

/** Plain decimal text for a number in an `SG_` line (no exponent for ordinary values). */
const dbcNumber = (value: number) => String(tidy(value));

/** The `SG_` line of a signal, as a DBC file would hold it. */
export function formatSgLine(signal: CanSignal): string {
  const range = signal.min !== undefined && signal.max !== undefined ? signal : naturalRange(signal);
  const receivers = signal.receivers?.length ? signal.receivers.join(',') : 'Vector__XXX';
  const multiplex = signal.multiplex ? ` ${signal.multiplex}` : '';
  return (
    `SG_ ${signal.name}${multiplex} : ${signal.startBit}|${signal.length}@${signal.byteOrder === 'intel' ? 1 : 0}` +
    `${signal.signed ? '-' : '+'} (${dbcNumber(signal.factor)},${dbcNumber(signal.offset)}) ` +
    `[${dbcNumber(range.min!)}|${dbcNumber(range.max!)}] "${signal.unit}" ${receivers}`
  );
}

/** "byte 3 bit 0": where a DBC bit number sits. */
export function describeBit(bit: number): string {
  const position = bytePosition(bit);
  return `byte ${position.byte} bit ${position.bit}`;
}

/**
 * A sentence per byte the signal touches, most significant part first, for readers who cannot see the grid:
 * "byte 1, bits 5–0 (most significant); byte 2, bits 7–4 (least significant)".
 */
export function describeLayout(bits: readonly number[]): string {
  const groups: {byte: number; bits: number[]}[] = [];
  for (const bit of bits) {
    const {byte, bit: index} = bytePosition(bit);
    const last = groups.at(-1);
    if (last?.byte === byte) last.bits.push(index);
    else groups.push({byte, bits: [index]});
  }
  return groups
    .map((group, index) => {
      const first = group.bits[0]!;
      const last = group.bits.at(-1)!;
      const range = first === last ? `bit ${first}` : `bits ${first}–${last}`;
      const role =
        groups.length === 1
          ? ''
          : index === 0
            ? ' (most significant)'
            : index === groups.length - 1
              ? ' (least significant)'
              : '';
      return `byte ${group.byte}, ${range}${role}`;
    })
    .join('; ');
}
