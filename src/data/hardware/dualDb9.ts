/**
 * OBD-II to dual DB9 cable: an OBD-II socket for the device, split into two DB9 sockets, one per CAN bus.
 * DB9 pins follow the common CAN layout (CAN-L 2, ground 3, CAN-H 7, supply 9); keep in step with
 * docs/hardware/accessories/index.md.
 */
import type {Accessory, Connector} from './types';
import {notConnectedIn} from './pins';

const notConnected = notConnectedIn('the cable');

const db9 = (id: string, bus: 1 | 2, obdHigh: number, obdLow: number): Connector => ({
  id,
  name: `DB9 socket ${bus === 1 ? 'A' : 'B'} (CAN ${bus})`,
  kind: 'db9',
  view: "Drawn as the face of the equipment's DB9 plug that the socket mates with, pin 1 at the top left; on the cable's socket itself pin 1 is at the top right",
  pins: [
    notConnected(1, 'Reserved'),
    {pin: 2, signal: `CAN ${bus} low (CAN-L)`, direction: 'bidirectional', level: '2.5 V recessive, 1.5 V dominant', maxVolts: 5, notes: `From OBD-II pin ${obdLow}.`},
    {pin: 3, signal: 'Ground', direction: 'ground', level: '0 V', maxVolts: 0, notes: 'From OBD-II pins 4 and 5.'},
    notConnected(4, 'Reserved'),
    notConnected(5, 'Optional shield'),
    notConnected(6, 'Optional ground'),
    {pin: 7, signal: `CAN ${bus} high (CAN-H)`, direction: 'bidirectional', level: '2.5 V recessive, 3.5 V dominant', maxVolts: 5, notes: `From OBD-II pin ${obdHigh}.`},
    notConnected(8, 'Reserved'),
    {
      pin: 9,
      signal: 'Supply + (battery)',
      direction: 'power',
      level: '12 V or 24 V vehicle supply',
      maxVolts: 35,
      notes: 'Joined to OBD-II pin 16 and to pin 9 of the other DB9 socket; feeds the device. Measure before connecting.',
    },
  ],
});

export const dualDb9: Accessory = {
  key: 'dual_db9_cable',
  name: 'OBD-II to dual DB9 cable',
  route: '/hardware/accessories/dualdb9-pinout/',
  maxVolts: 35,
  connectors: [
    {
      id: 'obd2',
      name: 'OBD-II socket (device end)',
      kind: 'obd2',
      view: "Looking into the cable's OBD-II socket where the device plugs in, notch at the top",
      pins: [
        notConnected(1, 'Manufacturer discretionary'),
        notConnected(2, 'SAE J1850 bus +'),
        {pin: 3, signal: 'CAN 2 high', direction: 'bidirectional', level: '2.5 V recessive, 3.5 V dominant', maxVolts: 5, notes: 'To pin 7 of DB9 socket B.'},
        {pin: 4, signal: 'Chassis ground', direction: 'ground', level: '0 V', maxVolts: 0, notes: 'To pin 3 of both DB9 sockets.'},
        {pin: 5, signal: 'Signal ground', direction: 'ground', level: '0 V', maxVolts: 0, notes: 'To pin 3 of both DB9 sockets.'},
        {pin: 6, signal: 'CAN 1 high', direction: 'bidirectional', level: '2.5 V recessive, 3.5 V dominant', maxVolts: 5, notes: 'To pin 7 of DB9 socket A.'},
        notConnected(7, 'ISO 9141-2 / ISO 14230 K-line'),
        notConnected(8, 'Manufacturer discretionary'),
        notConnected(9, 'Manufacturer discretionary'),
        notConnected(10, 'SAE J1850 bus −'),
        {pin: 11, signal: 'CAN 2 low', direction: 'bidirectional', level: '2.5 V recessive, 1.5 V dominant', maxVolts: 5, notes: 'To pin 2 of DB9 socket B.'},
        notConnected(12, 'Manufacturer discretionary'),
        notConnected(13, 'Manufacturer discretionary'),
        {pin: 14, signal: 'CAN 1 low', direction: 'bidirectional', level: '2.5 V recessive, 1.5 V dominant', maxVolts: 5, notes: 'To pin 2 of DB9 socket A.'},
        notConnected(15, 'ISO 9141-2 L-line'),
        {pin: 16, signal: 'Battery +', direction: 'power', level: '12 V or 24 V vehicle supply', maxVolts: 35, notes: 'To pin 9 of both DB9 sockets; supplies the device.'},
      ],
    },
    db9('db9_a', 1, 6, 14),
    db9('db9_b', 2, 3, 11),
  ],
};
