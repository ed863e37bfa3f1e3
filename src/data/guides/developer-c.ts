/**
 * Facts of the developer guides on reflashing, compute-module swaps, jumpers, the header UART, bench supplies,
 * Verizon SIMs and remote wake-up. The canon (`../../../../shared/ia/facts.md`), `../core/facts.ts` and the hardware
 * data (`../hardware/`) come first; where none of them gives a value these guides need, it was chosen once here and
 * every guide of this group uses it. The jumpers page renders its table from `jumpers`.
 */
import {supplyCurrent} from '../core/facts';
import {keyfobHat} from '../hardware/keyfobHat';

// Reflashing

/** The USB port that exposes the eMMC to a computer while the SPM is in eMMC FLASHING (the original product's side port). */
export const flashingPort = {
  cm4: 'the micro-USB service port on the side of the enclosure',
  pro: 'the micro-USB service port next to the mini HDMI socket',
  casing: 'the micro-USB service port of the CAN-FD Pro, inside the IP67 case',
} as const;

/** The Raspberry Pi tool that makes a Compute Module 4's eMMC appear on a computer as a USB drive. */
export const rpibootTool = {name: 'rpiboot', project: 'usbboot', linuxCommand: 'sudo ./rpiboot'} as const;

/** Image writers that verify a write; either one works. */
export const imageWriters = ['Raspberry Pi Imager', 'balenaEtcher'] as const;

/** How Veltro support names the Core image it sends for a model (release names follow the Software Updates page). */
export const coreImageExample = {
  file: 'veltro-core-cm4-2026.3.1.img.xz',
  checksumFile: 'veltro-core-cm4-2026.3.1.img.xz.sha256',
} as const;

/** Boot jumper of the Raspberry Pi Compute Module 4 IO Board that makes the module wait for rpiboot (replacing-cm4 page). */
export const ioBoardBootJumper = {
  header: 'J2',
  position: 'the pair marked nRPIBOOT, "fit jumper to disable eMMC boot"',
} as const;

/** Where the hotspot password of a freshly flashed device comes from, until the first sync applies the Cloud's Wi-Fi settings. */
export const freshImageHotspotPassword = 'the password printed on the device label';

// Jumpers

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
        effect: `The compute module gets 5 V whenever the device has supply; the SPM can no longer switch it off. About ${supplyCurrent.cm4.runningTypicalMa} mA (TMU CM4) or ${supplyCurrent.pro.runningTypicalMa} mA (Pro) around the clock at 12 V.`,
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
        effect: "The key is powered all the time from the header's 3.3 V rail (power_managed false).",
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

// External UART

/** The UART on the 40-pin header: pins as in the hardware data (`canfdPro` HAT header; the TMU CM4 header is the same). */
export const headerUart = {
  txPin: 8,
  rxPin: 10,
  groundPin: 6,
  txGpio: 14,
  rxGpio: 15,
  /** The stable name Raspberry Pi OS gives the header UART. */
  device: '/dev/serial0',
  /** What `/dev/serial0` points to while Bluetooth Mode is `disable` (factory) or `miniuart`: the full PL011 UART. */
  fullUart: '/dev/ttyAMA0',
  /** What it points to with Bluetooth Mode `enable`: the mini UART, whose clock follows the processor core. */
  miniUart: '/dev/ttyS0',
  /** The line the guide adds to /boot/config.txt. */
  configLine: 'enable_uart=1',
  /** The speed of the loop-back test. */
  testBaud: 115200,
} as const;

// Bench and external supplies

/** A bench supply setting that stays above the 12.20 V cut-out and below the SPM's 13.2 V wake level. */
export const benchSupply = {
  /** Volts to set on the supply. */
  volts: 12.8,
  /** Lowest and highest setting the guide recommends, V. */
  window: {min: 12.5, max: 13.1},
  /** Current rating the supply needs, A: above the Pro's 1.5 A running peak with margin for the modem's bursts. */
  minAmps: 2.5,
  /** Fuse in the positive lead, A (the same value the IP67 casing uses in its terminal 1 wire). */
  fuseAmps: 3,
} as const;

// Local admin page and SIMs

/** The mobile-data form of the local admin page (it saves through the API service's settings/apn endpoint). */
export const localAdminApnForm = {
  path: 'Settings › 4G/LTE',
  fields: ['APN', 'User', 'Password', 'PIN', 'MTU'],
  save: 'Save',
} as const;

/** Verizon Wireless's APN for data on its own network (original product's Verizon guide). */
export const verizonApn = 'vzwinternet';

/** Verizon's home network code, as `qmi.home_network` reports it. */
export const verizonHomeNetwork = {mcc: 311, mnc: 480} as const;
