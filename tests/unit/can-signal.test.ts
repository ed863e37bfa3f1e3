/**
 * The CAN signal calculator against vectors worked out by hand in DBC bit numbering, and against the example
 * cantools documents for its motohawk.dbc (ExampleMessage, frame ID 496).
 */
import {describe, expect, it} from 'vitest';
import {
  decodeSignal,
  describeLayout,
  formatSgLine,
  naturalRange,
  parseFrame,
  parseSgLine,
  signalBits,
  type CanSignal,
} from '../../src/utils/obd/canSignal';

function signal(line: string): CanSignal {
  const parsed = parseSgLine(line);
  if (parsed.ok === false) throw new Error(`${line}: ${parsed.error}`);
  return parsed.value;
}

function frame(hex: string): number[] {
  const parsed = parseFrame(hex);
  if (parsed.ok === false) throw new Error(`${hex}: ${parsed.error}`);
  return parsed.value;
}

/** Raw and physical value of a signal line in a frame. */
function read(line: string, hex: string): {raw: number; physical: number} {
  const decoded = decodeSignal(frame(hex), signal(line));
  if (decoded.ok === false) throw new Error(decoded.error);
  return {raw: Number(decoded.value.raw), physical: decoded.value.physical};
}

describe('parsing an SG_ line', () => {
  it('reads every part of the line', () => {
    expect(signal('SG_ EngineSpeed : 24|16@1+ (0.125,0) [0|8031.875] "rpm" Vector__XXX')).toEqual({
      name: 'EngineSpeed',
      startBit: 24,
      length: 16,
      byteOrder: 'intel',
      signed: false,
      factor: 0.125,
      offset: 0,
      min: 0,
      max: 8031.875,
      unit: 'rpm',
      receivers: ['Vector__XXX'],
    });
  });

  it('reads Motorola, signed, negative and exponent numbers, multiplexing and several receivers', () => {
    expect(signal(' SG_ Temperature m3 : 0|12@0- (1e-2,-250) [-290.5|-209.5] "degK" PCM1,FOO')).toMatchObject({
      byteOrder: 'motorola',
      signed: true,
      factor: 0.01,
      offset: -250,
      min: -290.5,
      multiplex: 'm3',
      receivers: ['PCM1', 'FOO'],
    });
    expect(signal('Enable : 7|1@0+ (1,0) [0|0] "" Vector__XXX')).toMatchObject({name: 'Enable', length: 1});
  });

  it.each([
    ['SG_ X 24|16@1+ (1,0) [0|1] "" X', 'a colon after the name'],
    ['SG_ X : 24-16@1+ (1,0) [0|1] "" X', 'start bit | length'],
    ['SG_ X : 24|16@2+ (1,0) [0|1] "" X', '@1 (Intel) or @0 (Motorola)'],
    ['SG_ X : 24|16@1+ (1;0) [0|1] "" X', '(factor,offset)'],
    ['SG_ X : 24|16@1+ (1,0) 0|1 "" X', '[min|max]'],
    ['SG_ X : 24|16@1+ (1,0) [0|1] rpm X', 'the unit in double quotes'],
    ['SG_ X : 24|0@1+ (1,0) [0|1] "" X', 'length is 1 to 64'],
    ['SG_ X : 510|16@1+ (1,0) [0|1] "" X', 'no CAN frame is that long'],
    ['SG_ X : 0|8@1+ (0,0) [0|1] "" X', 'factor is 0'],
    ['', 'Paste a signal line'],
  ])('rejects %s, saying what it expected', (line, message) => {
    const parsed = parseSgLine(line);
    expect(parsed.ok).toBe(false);
    if (parsed.ok === false) expect(parsed.error).toContain(message);
  });

  it('writes the same line back', () => {
    const line = 'SG_ EngineSpeed : 24|16@1+ (0.125,0) [0|8031.875] "rpm" Vector__XXX';
    expect(formatSgLine(signal(line))).toBe(line);
  });
});

describe('Intel (little-endian, @1) signals', () => {
  it('reads a byte-aligned 16-bit value with its least significant byte first', () => {
    // Bytes 3 and 4 are 40 1F: raw 0x1F40 = 8000, × 0.125 = 1000 rpm.
    expect(read('SG_ EngineSpeed : 24|16@1+ (0.125,0) [0|8031.875] "rpm" X', '00 00 00 40 1F 00 00 00')).toEqual({
      raw: 8000,
      physical: 1000,
    });
  });

  it('reads a signal that crosses a byte boundary mid-byte', () => {
    // Bits 4–15: the high nibble of byte 0 (B) is the low part, byte 1 (CD) the high part: 0xCDB.
    expect(read('SG_ X : 4|12@1+ (1,0) [0|0] "" X', 'B0 CD')).toEqual({raw: 0xcdb, physical: 3291});
  });

  it('runs the bits upwards from the start bit', () => {
    const bits = signalBits({startBit: 4, length: 12, byteOrder: 'intel'}, 2);
    expect(bits).toEqual({ok: true, value: [15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4]});
  });
});

describe('Motorola (big-endian, @0) signals', () => {
  it('reads a byte-aligned 16-bit value with its most significant byte first', () => {
    // Start bit 7 is the MSB: byte 0 then byte 1, 0x1234.
    expect(read('SG_ X : 7|16@0+ (1,0) [0|0] "" X', '12 34')).toEqual({raw: 0x1234, physical: 4660});
  });

  it('follows the sawtooth across a byte boundary', () => {
    // MSB at bit 13 (byte 1 bit 5): bits 13–8, then 23–20 of byte 2. Bytes 00 3F F0 give all ones: 1023.
    expect(signalBits({startBit: 13, length: 10, byteOrder: 'motorola'}, 3)).toEqual({
      ok: true,
      value: [13, 12, 11, 10, 9, 8, 23, 22, 21, 20],
    });
    expect(read('SG_ X : 13|10@0+ (1,0) [0|0] "" X', '00 3F F0').raw).toBe(1023);
    // MSB at bit 3: the low nibble of byte 0 (B), then byte 1 (CD): 0xBCD.
    expect(read('SG_ X : 3|12@0+ (1,0) [0|0] "" X', 'AB CD').raw).toBe(0xbcd);
  });

  it('spans three bytes when the MSB is bit 0 of the first', () => {
    const placed = signalBits({startBit: 0, length: 12, byteOrder: 'motorola'}, 3);
    expect(placed).toEqual({ok: true, value: [0, 15, 14, 13, 12, 11, 10, 9, 8, 23, 22, 21]});
    expect(describeLayout(placed.ok ? placed.value : [])).toBe(
      'byte 0, bit 0 (most significant); byte 1, bits 7–0; byte 2, bits 7–5 (least significant)',
    );
  });

  it('stops at the end of the frame', () => {
    const placed = signalBits({startBit: 7, length: 16, byteOrder: 'motorola'}, 1);
    expect(placed.ok).toBe(false);
    if (placed.ok === false) expect(placed.error).toContain('needs byte 1, but the frame has 1 byte');
  });
});

describe('the cantools motohawk.dbc example (ExampleMessage, ID 496)', () => {
  const temperature = 'SG_ Temperature : 0|12@0- (0.01,250) [229.53|270.47] "degK" PCM1,FOO';
  const radius = 'SG_ AverageRadius : 6|6@0+ (0.1,0) [0|5] "m" Vector__XXX';
  const enable = 'SG_ Enable : 7|1@0+ (1,0) [0|0] "-" Vector__XXX';

  it('decodes c0 06 e0 00 … to Temperature 250.55, AverageRadius 3.2, Enable 1', () => {
    const data = 'C0 06 E0 00 00 00 00 00';
    expect(read(temperature, data).physical).toBe(250.55);
    expect(read(radius, data).physical).toBe(3.2);
    expect(read(enable, data).physical).toBe(1);
  });

  it('decodes c0 01 40 00 … to Temperature 250.1', () => {
    expect(read(temperature, 'C0 01 40 00 00 00 00 00').physical).toBe(250.1);
  });

  it('reads a negative temperature from the sign bit (bit 0 of byte 0)', () => {
    // Raw 0x800 is −2048 as a signed 12-bit number: −20.48 + 250 = 229.52.
    expect(read(temperature, '01 00 00 00 00 00 00 00')).toEqual({raw: -2048, physical: 229.52});
  });
});

describe('signed values, factor and offset', () => {
  it('reads two’s complement only when the signal is signed', () => {
    expect(read('SG_ X : 0|16@1- (1,0) [0|0] "" X', 'FF FF').raw).toBe(-1);
    expect(read('SG_ X : 0|16@1+ (1,0) [0|0] "" X', 'FF FF').raw).toBe(65535);
    expect(read('SG_ X : 4|12@1- (1,0) [0|0] "" X', 'B0 CD').raw).toBe(0xcdb - 4096);
  });

  it('applies factor then offset', () => {
    expect(read('SG_ CoolantTemp : 8|8@1+ (1,-40) [-40|215] "degC" X', '00 7B').physical).toBe(83);
    expect(read('SG_ Current : 0|16@1- (0.1,0) [0|0] "A" X', 'F6 FF').physical).toBe(-1);
  });

  it('gives the range the bits can express', () => {
    expect(naturalRange(signal('SG_ EngineSpeed : 24|16@1+ (0.125,0) [0|0] "rpm" X'))).toEqual({min: 0, max: 8191.875});
    expect(naturalRange(signal('SG_ X : 0|8@1- (0.5,10) [0|0] "" X'))).toEqual({min: -54, max: 73.5});
  });
});

describe('frames', () => {
  it('accepts the lengths of CAN and CAN FD and nothing else', () => {
    expect(frame('')).toEqual([]);
    expect(frame('00 11 22 33 44 55 66 77')).toHaveLength(8);
    expect(frame('00'.repeat(64))).toHaveLength(64);
    expect(parseFrame('00 11 22 33 44 55 66 77 88')).toMatchObject({ok: false});
    expect(parseFrame('00'.repeat(65))).toMatchObject({ok: false});
    expect(parseFrame('0G')).toMatchObject({ok: false});
    expect(frame('0c9#0000008000000000')).toEqual([0, 0, 0, 0x80, 0, 0, 0, 0]);
  });

  it('reads a signal deep inside a 64-byte CAN FD frame', () => {
    const data = Array.from({length: 64}, (_, index) => (index === 62 ? 'AB' : index === 63 ? 'CD' : '00')).join(' ');
    expect(read('SG_ X : 496|16@1+ (1,0) [0|0] "" X', data).raw).toBe(0xcdab);
  });
});
