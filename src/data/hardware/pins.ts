/** Pin shapes that every connector repeats: written once so that a pinout differs only where the hardware does. */
import type {Pin} from './types';

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

/** OBD-II (SAE J1962) pins 4 and 5. */
export const obdChassisGround: Pin = {pin: 4, signal: 'Chassis ground', direction: 'ground', level: '0 V', maxVolts: 0};
export const obdSignalGround: Pin = {pin: 5, signal: 'Signal ground', direction: 'ground', level: '0 V', maxVolts: 0};
