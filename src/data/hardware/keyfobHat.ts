/**
 * Keyfob HAT: four isolated button switches and a 3.0 V supply for a spare vehicle key, on the 40-pin header
 * of the Veltro TMU CM4 and the CAN-FD Pro. The channel GPIOs match the `pin_wires` of the key fob service
 * (wire_1 = GPIO 17, wire_2 = GPIO 27, wire_3 = GPIO 22, wire_4 = GPIO 23, BCM numbering).
 */
import type {Accessory, Pin} from './types';
import {ground} from './pins';

const unused = (pin: number, signal: string): Pin => ({
  pin,
  signal: 'Not connected',
  direction: 'not connected',
  level: '—',
  maxVolts: 0,
  notes: `${signal} on the device; not used by the Keyfob HAT.`,
});

const channelInput = (pin: number, gpio: number, channel: number, wire: string, role: string): Pin => ({
  pin,
  signal: `GPIO ${gpio}, channel ${channel} (${wire})`,
  direction: 'input',
  level: '3.3 V logic; high = released, low = pressed',
  maxVolts: 3.3,
  notes: `Drives the switch of channel ${channel}, ${role}. Output of the device, input of the HAT.`,
});

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
          notes: 'Feeds the ID EEPROM and, with jumper J1 on 3V3, the fob supply.',
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
        channelInput(11, 17, 1, 'wire_1', 'by default lock'),
        unused(12, 'GPIO 18'),
        channelInput(13, 27, 2, 'wire_2', 'by default unlock'),
        ground(14),
        channelInput(15, 22, 3, 'wire_3', 'by default trunk'),
        channelInput(16, 23, 4, 'wire_4', 'spare'),
        {pin: 17, signal: '3.3 V', direction: 'power', level: '3.3 V', maxVolts: 3.3, notes: 'Same rail as pin 1.'},
        unused(18, 'GPIO 24'),
        unused(19, 'GPIO 10 / SPI 0 MOSI'),
        ground(20),
        unused(21, 'GPIO 9 / SPI 0 MISO'),
        unused(22, 'GPIO 25'),
        unused(23, 'GPIO 11 / SPI 0 SCLK'),
        unused(24, 'GPIO 8 / SPI 0 CE0'),
        ground(25),
        unused(26, 'GPIO 7 / SPI 0 CE1'),
        {
          pin: 27,
          signal: 'ID_SD (HAT EEPROM data)',
          direction: 'bidirectional',
          level: '3.3 V logic',
          maxVolts: 3.3,
          notes: 'The HAT identifies itself to the device at boot.',
        },
        {pin: 28, signal: 'ID_SC (HAT EEPROM clock)', direction: 'input', level: '3.3 V logic', maxVolts: 3.3},
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
        contact(9, 4, 'A', 'fourth (panic, light or spare)'),
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
