/** Pin shapes that every connector repeats: written once so that a pinout differs only where the hardware does. */
import type {Pin, Supply} from './types';

/** An unused pin of a standard connector; `where` finishes the note, e.g. "the TMU CM4". */
export const notConnectedIn =
  (where: string) =>
  (pin: number, standard: string): Pin => ({
    pin,
    signal: 'Not connected',
    direction: 'not connected',
    level: '—',
    maxVolts: 0,
    notes: `${standard}; not wired in ${where}.`,
  });

export const ground = (pin: number): Pin => ({pin, signal: 'Ground', direction: 'ground', level: '0 V', maxVolts: 0});

/** What SAE J1962 assigns to each OBD-II pin; index 0 is pin 1. It names the pins a device leaves unwired. */
const j1962 = [
  'Manufacturer discretionary',
  'SAE J1850 bus +',
  'Manufacturer discretionary',
  'Chassis ground',
  'Signal ground',
  'ISO 15765-4 CAN high',
  'ISO 9141-2 / ISO 14230 K-line',
  'Manufacturer discretionary',
  'Manufacturer discretionary',
  'SAE J1850 bus −',
  'Manufacturer discretionary',
  'Manufacturer discretionary',
  'Manufacturer discretionary',
  'ISO 15765-4 CAN low',
  'ISO 9141-2 L-line',
  'Battery +',
] as const;

/**
 * The 16 pins of an OBD-II (SAE J1962) connector: the `wired` ones as given, every other one "not connected"
 * with its J1962 assignment, so a family lists only what it wires. `where` finishes the note, e.g. "the TMU CM4".
 */
export function obdPins(where: string, wired: readonly Pin[]): Pin[] {
  const byNumber = new Map(wired.map((pin) => [pin.pin, pin]));
  if (byNumber.size !== wired.length || wired.some((pin) => !j1962[pin.pin - 1])) {
    throw new Error(`OBD-II pins of ${where}: each wired pin must be one of 1–16, listed once`);
  }
  const notConnected = notConnectedIn(where);
  return j1962.map((standard, index) => byNumber.get(index + 1) ?? notConnected(index + 1, standard));
}

/** OBD-II pins 4 and 5. */
export const obdChassisGround: Pin = {pin: 4, signal: j1962[3], direction: 'ground', level: '0 V', maxVolts: 0};
export const obdSignalGround: Pin = {pin: 5, signal: j1962[4], direction: 'ground', level: '0 V', maxVolts: 0};

const withNotes = (notes: string | undefined) => (notes ? {notes} : {});

/** One line of a high-speed CAN bus (ISO 11898-2 levels from a 5 V transceiver). */
export const canHigh = (pin: number, signal: string, notes?: string): Pin => ({
  pin,
  signal,
  direction: 'bidirectional',
  level: '2.5 V recessive, 3.5 V dominant',
  maxVolts: 5,
  ...withNotes(notes),
});

export const canLow = (pin: number, signal: string, notes?: string): Pin => ({
  pin,
  signal,
  direction: 'bidirectional',
  level: '2.5 V recessive, 1.5 V dominant',
  maxVolts: 5,
  ...withNotes(notes),
});

/** OBD-II pin 7. The K-Line idles at the battery voltage, so it sees whatever the family's supply allows. */
export const obdKLine = (supply: Supply, notes: string): Pin => ({
  pin: 7,
  signal: 'K-Line',
  direction: 'bidirectional',
  level: 'Idles at the supply voltage, pulled below 20 % of it for a low bit',
  maxVolts: supply.max,
  notes,
});

/**
 * OBD-II pin 16, the permanent battery supply the device runs from: it sees the top of the family's supply range,
 * and a range that reaches 24 V serves both vehicle voltages. `powers` names the device, e.g. "the Mini".
 */
export const obdBattery = (supply: Supply, powers = 'the device'): Pin => ({
  pin: 16,
  signal: j1962[15],
  direction: 'power',
  level: supply.max >= 24 ? '12 V or 24 V vehicle supply' : '12 V vehicle supply',
  maxVolts: supply.max,
  notes: `Permanent (unswitched) battery supply, fused in the vehicle (typically 10–20 A); powers ${powers} while the ignition is off.`,
});
