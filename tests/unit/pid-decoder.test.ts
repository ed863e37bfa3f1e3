/**
 * The PID decoder against answers worked out by hand from SAE J1979's formulas, in every shape a terminal prints
 * them, and each error a reader can run into.
 */
import {describe, expect, it} from 'vitest';
import {mode01Pids, mode09Pids} from '../../src/data/obd/pids';
import {parseHex} from '../../src/utils/obd/hex';
import {
  decodePidResponse,
  requestHeaderFor,
  supportedPids,
  troubleCode,
  vinCheckDigit,
  type Answer,
  type DecodeResult,
  type PidErrorCode,
} from '../../src/utils/obd/pid';

function answers(text: string): readonly Answer[] {
  const result = decodePidResponse(text);
  if (result.ok === false) throw new Error(`expected an answer for ${JSON.stringify(text)}, got: ${result.message}`);
  return result.answers;
}

/** The first value of the first PID of the only answer. */
function firstValue(text: string) {
  const [answer] = answers(text);
  return answer!.items[0]!.values[0]!;
}

function errorOf(text: string): {code: PidErrorCode; message: string} {
  const result: DecodeResult = decodePidResponse(text);
  if (result.ok === true) throw new Error(`expected an error for ${JSON.stringify(text)}`);
  return {code: result.code, message: result.message};
}

// A real VIN with a valid check digit (X), as the 3-frame ISO-TP answer to 09 02 on an 11-bit CAN bus.
const vin = '1M8GDM9AXKP042788';
const vinFrames = ['7E8 10 14 49 02 01 31 4D 38', '7E8 21 47 44 4D 39 41 58 4B', '7E8 22 50 30 34 32 37 38 38'];

describe('the PID table', () => {
  it('covers at least the 40 most used service 01 PIDs, each once', () => {
    expect(mode01Pids.size).toBeGreaterThanOrEqual(40);
    for (const pid of [0x04, 0x05, 0x06, 0x07, 0x0c, 0x0d, 0x0e, 0x0f, 0x10, 0x11, 0x1f, 0x21, 0x2f, 0x31, 0x33]) {
      expect(mode01Pids.has(pid), `PID ${pid.toString(16)}`).toBe(true);
    }
    for (const pid of [0x42, 0x46, 0x5c, 0x5e, 0x1c, 0x01]) expect(mode01Pids.has(pid)).toBe(true);
  });

  it('has a supported-PID map at every multiple of 20 from 00 to C0', () => {
    for (const pid of [0x00, 0x20, 0x40, 0x60, 0x80, 0xa0, 0xc0])
      expect(mode01Pids.get(pid)?.decoding.kind, `PID ${pid.toString(16)}`).toBe('supported');
  });

  it('gives every fixed-length PID as many bytes as its formula reads', () => {
    for (const definition of mode01Pids.values()) {
      expect(definition.bytes, definition.name).toBeGreaterThan(0);
      if (definition.decoding.kind === 'scaled')
        for (const part of definition.decoding.parts)
          expect(part.at + part.size, definition.name).toBeLessThanOrEqual(definition.bytes!);
    }
  });

  it('knows the VIN in service 09', () => {
    expect(mode09Pids.get(0x02)?.decoding).toEqual({kind: 'text', length: 17});
  });
});

describe('values from the standard formulas', () => {
  it.each([
    ['41 0C 1A F8', 1726, 'rpm'], // (256 × 26 + 248) / 4
    ['41 05 7B', 83, '°C'], // 123 − 40
    ['41 05 00', -40, '°C'],
    ['41 04 FF', 100, '%'], // 255 × 100 / 255
    ['41 04 80', 50.1961, '%'],
    ['41 06 80', 0, '%'], // 128 × 100 / 128 − 100
    ['41 06 00', -100, '%'],
    ['41 0D 32', 50, 'km/h'],
    ['41 0E 80', 0, '°'], // 128 / 2 − 64
    ['41 0F 3E', 22, '°C'],
    ['41 10 01 F4', 5, 'g/s'], // 500 / 100
    ['41 11 33', 20, '%'],
    ['41 1F 01 2C', 300, 's'],
    ['41 21 00 0A', 10, 'km'],
    ['41 2F 80', 50.1961, '%'],
    ['41 31 27 10', 10000, 'km'],
    ['41 32 FF FC', -1, 'Pa'], // signed: −4 / 4
    ['41 33 65', 101, 'kPa'],
    ['41 3C 0F A0', 360, '°C'], // 4000 / 10 − 40
    ['41 42 36 B0', 14, 'V'], // 14000 / 1000
    ['41 46 41', 25, '°C'],
    ['41 5C 82', 90, '°C'],
    ['41 5E 00 64', 5, 'L/h'], // 100 / 20
    ['41 A6 00 01 E2 40', 12345.6, 'km'],
  ])('%s is %s %s', (text, value, unit) => {
    expect(firstValue(text)).toMatchObject({value, unit});
  });

  it('reads an oxygen sensor as voltage and fuel trim, and drops the trim when B is FF', () => {
    expect(answers('41 14 5A 80')[0]!.items[0]!.values).toEqual([
      {label: 'Voltage', value: 0.45, unit: 'V'},
      {label: 'Short-term fuel trim', value: 0, unit: '%'},
    ]);
    const unused = answers('41 14 5A FF')[0]!.items[0]!;
    expect(unused.values).toHaveLength(1);
    expect(unused.notes.join(' ')).toContain('not used for fuel trim');
  });

  it('decodes several PIDs in one answer (request 01 0C 0D)', () => {
    const values = answers('41 0C 1A F8 0D 32')[0]!.items.map((item) => item.values[0]!.value);
    expect(values).toEqual([1726, 50]);
  });
});

describe('the shapes a terminal prints', () => {
  it.each([
    ['41 0C 1A F8'],
    ['410C1AF8'],
    ['41 0c 1a f8'],
    ['7E8 04 41 0C 1A F8'],
    ['7E8 04 41 0C 1A F8 AA AA AA'],
    ['7E804410C1AF8'],
    ['7E8#04410C1AF8AAAAAA'],
    ['04 41 0C 1A F8'],
    ['18DAF110 04 41 0C 1A F8'],
    ['{"_type": "rpm_raw", "value": "7E804410C1AF8", "_stamp": "2026-03-14T09:21:52.733012"}'],
  ])('%s is 1726 rpm', (text) => {
    expect(firstValue(text)).toEqual({value: 1726, unit: 'rpm'});
  });

  it('names the sender and the header that reaches it alone', () => {
    expect(answers('7E8 04 41 0C 1A F8')[0]).toMatchObject({header: '7E8', requestHeader: '7E0', frames: 1});
    expect(answers('18DAF110 04 41 0C 1A F8')[0]).toMatchObject({requestHeader: '18DA10F1'});
    expect(requestHeaderFor('7E9')).toBe('7E1');
    expect(requestHeaderFor('123')).toBeUndefined();
  });

  it('keeps the answers of two control units apart', () => {
    const both = answers('7E8 03 41 0D 33\n7E9 03 41 0D 32');
    expect(both.map((answer) => [answer.header, answer.items[0]!.values[0]!.value])).toEqual([
      ['7E8', 51],
      ['7E9', 50],
    ]);
  });

  it('lists the padding after the length byte’s bytes as not read', () => {
    expect(answers('7E8 06 41 0C 1A F8 AA AA')[0]!.ignored).toEqual([0xaa, 0xaa]);
  });
});

describe('bit-encoded PIDs', () => {
  it('lists the PIDs a supported-PID map names', () => {
    const item = answers('7E8 06 41 00 BE 3F A8 13')[0]!.items[0]!;
    expect(item.supported).toEqual([
      0x01, 0x03, 0x04, 0x05, 0x06, 0x07, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f, 0x10, 0x11, 0x13, 0x15, 0x1c, 0x1f, 0x20,
    ]);
    expect(item.notes.join(' ')).toContain('PID 20 is set');
    expect(supportedPids(0x20, [0x80, 0, 0, 0x01])).toEqual([0x21, 0x40]);
    expect(answers('41 C0 00 00 00 00')[0]!.items[0]!.supported).toEqual([]);
  });

  it('reads the MIL, the code count and the monitors of PID 01', () => {
    // A = 83: MIL on, 3 codes. B = 07: spark ignition, three common monitors, all complete.
    const values = answers('41 01 83 07 65 04')[0]!.items[0]!.values;
    expect(values).toContainEqual({label: 'MIL (check-engine lamp)', value: 'On'});
    expect(values).toContainEqual({label: 'Stored trouble codes', value: 3});
    expect(values).toContainEqual({label: 'Ignition', value: 'Spark (petrol)'});
    expect(values).toContainEqual({label: 'Misfire monitor', value: 'complete'});
    // C = 65: catalyst, evaporative system, oxygen sensor and heater; D = 04: evaporative incomplete.
    expect(values).toContainEqual({label: 'Evaporative system monitor', value: 'incomplete'});
    expect(values).toContainEqual({label: 'Catalyst monitor', value: 'complete'});
    expect(firstValue('41 01 00 08 00 00')).toEqual({label: 'MIL (check-engine lamp)', value: 'Off'});
  });

  it('names the OBD standard of PID 1C and the fuel type of PID 51', () => {
    expect(firstValue('41 1C 06')).toEqual({value: 'EOBD (Europe)'});
    expect(firstValue('41 1C 01').value).toContain('CARB');
    expect(firstValue('41 51 04')).toEqual({value: 'Diesel'});
    expect(firstValue('41 1C 0E')).toEqual({value: '14 (reserved)'});
  });

  it('reads trouble codes, fuel system status and the oxygen sensors present', () => {
    expect(firstValue('41 02 01 71')).toMatchObject({value: 'P0171'});
    expect(troubleCode(0xc1, 0x00)).toBe('U0100');
    expect(troubleCode(0x42, 0x34)).toBe('C0234');
    expect(firstValue('41 03 02 00').value).toContain('Closed loop');
    expect(firstValue('41 13 33')).toMatchObject({
      value: 'bank 1 sensor 1, bank 1 sensor 2, bank 2 sensor 1, bank 2 sensor 2',
    });
  });
});

describe('the VIN (service 09 PID 02)', () => {
  it('joins a 3-frame ISO-TP answer: first frame 10 14, then 21 and 22', () => {
    const [answer] = answers(vinFrames.join('\n'));
    expect(answer).toMatchObject({header: '7E8', frames: 3});
    expect(answer!.payload).toHaveLength(0x14);
    expect(answer!.items[0]!.values).toEqual([{value: vin}]);
    expect(answer!.items[0]!.notes.join(' ')).toContain('check digit (character 9) matches');
  });

  it('reads the same answer as obd.send prints it, and as the interface prints it with headers off', () => {
    const sent = '{"values": ["7E8#1014490201314D38", "7E8#2147444D3941584B", "7E8#2250303432373838"]}';
    expect(firstValue(sent)).toEqual({value: vin});
    const counted = '014\n0: 49 02 01 31 4D 38\n1: 47 44 4D 39 41 58 4B\n2: 50 30 34 32 37 38 38';
    expect(firstValue(counted)).toEqual({value: vin});
    const noHeaders = '10 14 49 02 01 31 4D 38\n21 47 44 4D 39 41 58 4B\n22 50 30 34 32 37 38 38';
    expect(firstValue(noHeaders)).toEqual({value: vin});
  });

  it('reads the numbered lines of a K-Line or J1850 answer', () => {
    const lines = ['49 02 01 00 00 00 31', '49 02 02 4D 38 47 44', '49 02 03 4D 39 41 58', '49 02 04 4B 50 30 34'];
    expect(firstValue([...lines, '49 02 05 32 37 38 38'].join('\n'))).toEqual({value: vin});
  });

  it('computes the check digit of position 9', () => {
    expect(vinCheckDigit(vin)).toBe('X');
    expect(vinCheckDigit('1M8GDM9A_KP042788')).toBeUndefined();
  });
});

describe('answers that carry no value', () => {
  it('explains a negative answer', () => {
    const [answer] = answers('7E8 03 7F 01 12');
    expect(answer!.negative).toMatchObject({service: 0x01, code: 0x12});
    expect(answer!.negative!.meaning).toContain('does not know this PID');
    expect(answers('7F 22 31')[0]!.negative!.meaning).toContain('out of range');
  });
});

describe('errors', () => {
  it.each<[string, string, PidErrorCode, string]>([
    ['odd hex digits', '41 0C 1A F', 'odd-digits', 'odd number of hex digits (7)'],
    ['a character that is not hex', '41 0C 1A FG', 'not-hex', '"G" is not a hex digit'],
    ['the letter O for a zero', '41 OC 1A F8', 'not-hex', 'the letter O'],
    ['a wrong service byte', '42 0C 1A F8', 'wrong-mode', 'service 02'],
    ['an unknown service byte', '55 0C 1A F8', 'wrong-mode', 'not a service answer'],
    ['the request instead of the answer', '01 0C', 'wrong-mode', 'looks like the request'],
    ['a PID the table does not have', '41 FF 00', 'unknown-pid', 'PID FF of service 01'],
    ['an unknown service 09 PID', '49 7F 00', 'unknown-pid', 'PID 7F of service 09'],
    ['too few data bytes', '41 0C 1A', 'too-few-bytes', 'needs 2 data bytes'],
    ['no PID byte', '41', 'too-few-bytes', 'PID byte is missing'],
    ['a length byte that promises more', '7E8 05 41 0C 1A F8', 'too-few-bytes', 'announces 5 bytes'],
    ['a missing consecutive frame', [vinFrames[0], vinFrames[2]].join('\n'), 'frames', 'expected consecutive frame 21'],
    ['a VIN that stops early', vinFrames.slice(0, 2).join('\n'), 'too-few-bytes', 'announces 20 bytes'],
    ['a consecutive frame alone', vinFrames[1]!, 'frames', 'no first frame'],
    ['NO DATA from the interface', 'NO DATA', 'adapter-message', 'no control unit answered'],
    ['CAN ERROR from the interface', 'CAN ERROR', 'adapter-message', 'bit rate'],
    ['nothing', '   ', 'empty', 'Paste an answer'],
  ])('%s: %s', (_what, text, code, message) => {
    const error = errorOf(text);
    expect(error.code).toBe(code);
    expect(error.message).toContain(message);
  });

  it('names the line of a multi-line paste', () => {
    expect(errorOf('7E8 04 41 0C 1A F8\n7E8 04 41 0C 1A FX').message).toMatch(/^Line 2: "X"/);
  });
});

describe('hex parsing', () => {
  it('accepts spaces, 0x prefixes and any case, and rejects odd counts', () => {
    expect(parseHex('0x41 0x0c')).toEqual({ok: true, bytes: [0x41, 0x0c]});
    expect(parseHex('4 10C')).toEqual({ok: true, bytes: [0x41, 0x0c]});
    expect(parseHex('410')).toMatchObject({ok: false});
  });
});
