/**
 * Facts of the developer guides on reflashing, compute-module swaps, jumpers, the header UART, bench supplies,
 * Verizon SIMs and remote wake-up. The canon (`../../../../shared/ia/facts.md`), `../core/facts.ts` and the hardware
 * data (`../hardware/`) come first; where none of them gives a value these guides need, it was chosen once here and
 * every guide of this group uses it.
 */

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

// Jumpers: src/data/hardware/jumpers.ts (hardware data; the jumpers page renders its table from it).

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

// The local admin page's mobile data panel: `localAdminMobileData` in ../core/facts.ts.

/** Verizon Wireless's APN for data on its own network (original product's Verizon guide). */
export const verizonApn = 'vzwinternet';

/** Verizon's home network code, as `qmi.home_network` reports it. */
export const verizonHomeNetwork = {mcc: 311, mnc: 480} as const;
