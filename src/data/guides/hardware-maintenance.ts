/**
 * Facts of the developer guides on reflashing, compute-module swaps, jumpers, the header UART, bench supplies,
 * Verizon SIMs and remote wake-up. The canon (`../../../../shared/ia/facts.md`), `../core/facts.ts` and the hardware
 * data (`../hardware/`) come first; where none of them gives a value these guides need, it was chosen once here and
 * every guide of this group uses it.
 */

// Reflashing

// The USB port that exposes the eMMC while the SPM is in eMMC FLASHING: each model's `flashingPort` (../hardware/).

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

/**
 * The external UART: UART 2 of the Compute Module 4 on header pins 27/28 (GPIO 0/1, the ID_SD/ID_SC lines). The header
 * UART on pins 8/10 (GPIO 14/15) is taken: the original product says the automotive interface occupies it on the TMU CM4
 * (original docs docs/developer_guides/enabling_uart_on_TMU_devices.md:14), and on the CAN-FD Pro (MCP251xFD, hardware
 * 6.x) they are the CAN interrupt lines (autopi-core raspi/boot/init.sls:317-318, 337-338). GPIO 0/1 are free: on
 * hardware 7.0 and later Core moves I²C 0 to GPIO 44/45 (init.sls:113-117); before 7.0 it enables only I²C 1
 * (init.sls:161-172). The Keyfob HAT's channel 4 is GPIO 0, so the HAT and this UART exclude each other. Pin numbers follow the hardware data
 * (`canfdPro` HAT header, `headerPinOfGpio`); `tests/unit/reserved-pins.test.ts` checks them against the reserved pins.
 */
export const headerUart = {
  txPin: 27,
  rxPin: 28,
  /** The ground pin nearest to pins 27/28, in the same row as pin 27. */
  groundPin: 25,
  txGpio: 0,
  rxGpio: 1,
  /** The device name UART 2 gets (the first PL011 keeps /dev/ttyAMA0). */
  device: '/dev/ttyAMA1',
  /** The lines the guide adds to /boot/config.txt: skip the firmware's HAT-EEPROM probe on GPIO 0/1, then enable UART 2. */
  configLines: ['force_eeprom_read=0', 'dtoverlay=uart2'],
  /**
   * UART 2's hardware flow control would sit on GPIO 2/3 (`dtoverlay=uart2,ctsrts`), which carry I²C 1 for the clock
   * and the SPM, so the guide uses TX/RX only.
   */
  flowControlGpios: [2, 3],
  /** Free header GPIOs besides UART 2 (original guide: 22–24 and 27; GPIO 22 is the BLE manager's ready line). */
  freeGpios: [23, 24, 27],
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
