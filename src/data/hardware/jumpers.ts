/**
 * The jumpers of the TMU CM4 and CAN-FD Pro carrier board, the Keyfob HAT and the bench tool used to reflash a
 * compute module: each position, what it does and the factory position. The jumpers guide renders its table from
 * this list; supply currents come from the models' modules and the HAT's name from its own module.
 */
import {canfdPro} from './canfdPro';
import {cm4} from './cm4';
import {keyfobHat} from './keyfobHat';

/** The jumper cap every header of these devices takes. */
export const jumperCap = {pitchMm: 2.54, pitchInch: 0.1} as const;

/** Silk-screen label of the two-pin header that bypasses the SPM's power switch (original product: FORCE 5V). */
export const forceFiveVoltLabel = 'FORCE 5V';

export interface JumperPosition {
  /** As printed next to the pins, or "Open" / "Fitted" for a two-pin header. */
  readonly position: string;
  readonly effect: string;
  /** The position the board leaves the factory with. */
  readonly factory: boolean;
}

export interface Jumper {
  readonly id: string;
  readonly name: string;
  /** The board the header sits on. */
  readonly board: string;
  readonly devices: string;
  readonly positions: readonly JumperPosition[];
}

/** Every jumper a Veltro Core device, its HATs or its bench tools carry, in the order the jumpers page explains them. */
export const jumpers: readonly Jumper[] = [
  {
    id: 'force-5v',
    name: forceFiveVoltLabel,
    board: 'Carrier board, near one corner',
    devices: 'Veltro TMU CM4, CAN-FD Pro, CAN-FD Pro + IP67 casing',
    positions: [
      {
        position: 'Open',
        effect: 'The SPM switches the compute module on and off: sleep, hibernation and the safety cut-out work.',
        factory: true,
      },
      {
        position: 'Fitted',
        effect: `The compute module gets 5 V whenever the device has supply; the SPM can no longer switch it off. About ${cm4.supplyCurrent.runningTypicalMa} mA (TMU CM4) or ${canfdPro.supplyCurrent.runningTypicalMa} mA (Pro) around the clock at 12 V.`,
        factory: false,
      },
    ],
  },
  {
    id: 'keyfob-j1',
    name: 'J1',
    board: keyfobHat.name,
    devices: 'Veltro TMU CM4 and CAN-FD Pro with the Keyfob HAT',
    positions: [
      {
        position: '3V3',
        effect:
          "The key is powered all the time from the header's 3.3 V rail (power_managed still true: Core checks the switched supply before each action).",
        factory: true,
      },
      {
        position: 'EXT',
        effect:
          'The SPM switches the key on only for an action, through the lead from J3 to the EXT 2 socket (power_managed true).',
        factory: false,
      },
    ],
  },
  {
    id: 'io-board-j2',
    name: 'J2 (nRPIBOOT)',
    board: 'Raspberry Pi Compute Module 4 IO Board, a bench tool',
    devices: 'A Compute Module 4 taken out of a TMU CM4',
    positions: [
      {position: 'Open', effect: 'The module boots from its own eMMC, as in the device.', factory: true},
      {
        position: 'Fitted',
        effect:
          'eMMC boot is disabled: the module waits for rpiboot, which shows the eMMC to a computer as a USB drive.',
        factory: false,
      },
    ],
  },
];
