/**
 * Keyfob HAT: four isolated button switches and a 3.0 V supply for a spare vehicle key, on the 40-pin header
 * of the Veltro TMU CM4 and the CAN-FD Pro. `keyfobChannels` gives the GPIO of each channel; the Cloud's Pin Wires
 * default (`keyfobHatPinWires` in ../cloud/facts/advanced-settings.ts) and the pinout pages are built from it.
 */
import type {Accessory, Pin} from './types';
import {headerPinOfGpio} from './pins';
import {ground} from './pins';

/** One button channel of the HAT: the key fob service's wire name, the GPIO it drives and its terminal contacts. */
export interface KeyfobChannel {
  readonly channel: number;
  /** Wire name in the key fob service's `pin_wires`. */
  readonly wire: string;
  /** BCM number. */
  readonly gpio: number;
  /** Header pin of that GPIO. */
  readonly headerPin: number;
  /** Contacts A and B on terminal J2. */
  readonly terminal: readonly [number, number];
  /** Default action in the guides, e.g. "lock". */
  readonly role: string;
}

const channel = (number: number, gpio: number, role: string): KeyfobChannel => {
  const headerPin = headerPinOfGpio[gpio];
  if (headerPin === undefined) throw new Error(`GPIO ${gpio} is not on the header`);
  return {channel: number, wire: `wire_${number}`, gpio, headerPin, terminal: [2 * number + 1, 2 * number + 2], role};
};

/**
 * The four channels, on the lines of the original product's Keyfob HAT (original docs
 * docs/hardware/accessories/keyfob-hat/keyfob-pinout.md:50-56, Conn 2: RPI_ID_SD, RPI_GPIO24, RPI_GPIO23, RPI_GPIO27,
 * RPI_ID_SC): channels 1–3 on GPIO 24, 23 and 27, channel 4 on ID_SD (GPIO 0). The key fob service sets each wire's
 * GPIO as an output (autopi-core _engines/key_fob_manager.py:32-40), in BCM numbering (gpio.setmode(gpio.BCM), :327).
 * Every other header GPIO but ID_SC is used by the carrier board or Core (`carrierBoardGpios` in ./pins.ts; GPIO 16
 * and 17 are the TMU CM4's CAN interrupts). The firmware drives ID_SD for a moment at boot while it looks for a HAT
 * EEPROM, so channel 4 is the spare channel. GPIO 0 is also UART 2's TXD in the external-UART guide (`headerUart` in
 * ../guides/hardware-maintenance.ts), so the HAT and that UART exclude each other; the pages say so and
 * tests/unit/reserved-pins.test.ts checks it.
 */
export const keyfobChannels: readonly KeyfobChannel[] = [
  channel(1, 24, 'lock'),
  channel(2, 23, 'unlock'),
  channel(3, 27, 'trunk'),
  channel(4, 0, 'spare'),
];

const unused = (pin: number, signal: string): Pin => ({
  pin,
  signal: 'Not connected',
  direction: 'not connected',
  level: '—',
  maxVolts: 0,
  notes: `${signal} on the device; not used by the Keyfob HAT.`,
});

/** ID_SD: the firmware drives it for a moment at boot while it looks for a HAT EEPROM. */
const idLine = (gpio: number) => gpio === 0;

const channelInput = ({channel: number, gpio, headerPin, wire, role}: KeyfobChannel): Pin => ({
  pin: headerPin,
  signal: `GPIO ${gpio}${idLine(gpio) ? ' (ID_SD)' : ''}, channel ${number} (${wire})`,
  direction: 'input',
  level: '3.3 V logic; high = released, low = pressed',
  maxVolts: 3.3,
  notes:
    `Drives the switch of channel ${number}, ${role === 'spare' ? 'spare' : `by default ${role}`}. Output of the device, input of the HAT.` +
    (idLine(gpio)
      ? ' The firmware drives this line briefly at boot, so a button here may see a short press then.'
      : ''),
});

/** The header pin of a channel; throws if no channel sits there, so the header list and the channels agree. */
const channelOn = (pin: number): Pin => {
  const found = keyfobChannels.find((entry) => entry.headerPin === pin);
  if (!found) throw new Error(`No Keyfob HAT channel on header pin ${pin}`);
  return channelInput(found);
};

const contact = (pin: number, channel: number, side: 'A' | 'B', role: string): Pin => ({
  pin,
  signal: `Channel ${channel} contact ${side}`,
  direction: 'output',
  level: 'Floating switch contact; closed (about 2 Ω) while the action runs',
  maxVolts: 3.3,
  notes:
    side === 'A'
      ? `Wire A and B across the fob's ${role} button pads; polarity does not matter.`
      : `Pair of pin ${pin - 1}.`,
});

export const keyfobHat: Accessory = {
  key: 'keyfob_hat',
  name: 'Keyfob HAT',
  maxVolts: 3.3,
  connectors: [
    {
      id: 'hat',
      name: '40-pin HAT header',
      kind: 'hat40',
      view: 'Looking down on the HAT fitted to the device, pin 1 at the square pad on the left',
      pins: [
        {
          pin: 1,
          signal: '3.3 V',
          direction: 'power',
          level: '3.3 V',
          maxVolts: 3.3,
          notes: 'Feeds the fob supply with jumper J1 on 3V3.',
        },
        unused(2, '5 V'),
        unused(3, 'GPIO 2 / I²C 1 SDA'),
        unused(4, '5 V'),
        unused(5, 'GPIO 3 / I²C 1 SCL'),
        ground(6),
        unused(7, 'GPIO 4'),
        unused(8, 'GPIO 14 / UART TXD'),
        ground(9),
        unused(10, 'GPIO 15 / UART RXD'),
        unused(11, 'GPIO 17'),
        unused(12, 'GPIO 18'),
        channelOn(13),
        ground(14),
        unused(15, 'GPIO 22'),
        channelOn(16),
        {pin: 17, signal: '3.3 V', direction: 'power', level: '3.3 V', maxVolts: 3.3, notes: 'Same rail as pin 1.'},
        channelOn(18),
        unused(19, 'GPIO 10 / SPI 0 MOSI'),
        ground(20),
        unused(21, 'GPIO 9 / SPI 0 MISO'),
        unused(22, 'GPIO 25'),
        unused(23, 'GPIO 11 / SPI 0 SCLK'),
        unused(24, 'GPIO 8 / SPI 0 CE0'),
        ground(25),
        unused(26, 'GPIO 7 / SPI 0 CE1'),
        channelOn(27),
        unused(28, 'GPIO 1 / ID_SC'),
        unused(29, 'GPIO 5'),
        ground(30),
        unused(31, 'GPIO 6'),
        unused(32, 'GPIO 12'),
        unused(33, 'GPIO 13'),
        ground(34),
        unused(35, 'GPIO 19'),
        unused(36, 'GPIO 16'),
        unused(37, 'GPIO 26'),
        unused(38, 'GPIO 20'),
        ground(39),
        unused(40, 'GPIO 21'),
      ],
    },
    {
      id: 'fob',
      name: 'Fob terminal (J2)',
      kind: 'terminal',
      view: 'Looking at the wire entries of the 10-way screw terminal, pin 1 at the left next to the J2 marking',
      pins: [
        {
          pin: 1,
          signal: 'Fob supply +',
          direction: 'power',
          level: '3.0 V regulated, up to 50 mA',
          maxVolts: 3.3,
          notes: "Replaces the fob's coin cell: wire to the battery holder's + contact.",
        },
        {
          pin: 2,
          signal: 'Fob supply −',
          direction: 'ground',
          level: '0 V',
          maxVolts: 0,
          notes: "Wire to the battery holder's − contact. Tied to the device ground.",
        },
        contact(3, 1, 'A', 'lock'),
        contact(4, 1, 'B', 'lock'),
        contact(5, 2, 'A', 'unlock'),
        contact(6, 2, 'B', 'unlock'),
        contact(7, 3, 'A', 'trunk'),
        contact(8, 3, 'B', 'trunk'),
        contact(9, 4, 'A', 'fourth (lights or spare; not the panic button, which the boot pulse on ID_SD would press)'),
        contact(10, 4, 'B', 'fourth'),
      ],
    },
    {
      id: 'ext_power',
      name: 'Switched supply lead (J3)',
      kind: 'terminal',
      view: 'Looking at the 2-way socket on the HAT, pin 1 at the triangle mark',
      pins: [
        {
          pin: 1,
          signal: 'Switched 3.3 V in',
          direction: 'power',
          level: '3.3 V while the SPM has the fob switched on, else 0 V',
          maxVolts: 3.3,
          notes:
            'From the EXT 2 socket of the device; used with jumper J1 on EXT and power_managed set to true in the key fob settings.',
        },
        {pin: 2, signal: 'Ground', direction: 'ground', level: '0 V', maxVolts: 0},
      ],
    },
  ],
};
