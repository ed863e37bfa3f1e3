/**
 * OBD-II to dual DB9 cable: an OBD-II socket for the device, split into two DB9 sockets, one per CAN bus.
 * DB9 pins follow the common CAN layout (CAN-L 2, ground 3, CAN-H 7, supply 9); keep in step with
 * docs/hardware/accessories/index.md.
 */
import type {Accessory, Connector} from './types';
import {canHigh, canLow, notConnectedIn, obdChassisGround, obdPins, obdSignalGround} from './pins';

const where = 'the cable';
const notConnected = notConnectedIn(where);

const db9 = (id: string, bus: 1 | 2, obdHigh: number, obdLow: number): Connector => ({
  id,
  name: `DB9 socket ${bus === 1 ? 'A' : 'B'} (CAN ${bus})`,
  kind: 'db9',
  view: "Drawn as the face of the equipment's DB9 plug that the socket mates with, pin 1 at the top left; on the cable's socket itself pin 1 is at the top right",
  pins: [
    notConnected(1, 'Reserved'),
    canLow(2, `CAN ${bus} low (CAN-L)`, `From OBD-II pin ${obdLow}.`),
    {pin: 3, signal: 'Ground', direction: 'ground', level: '0 V', maxVolts: 0, notes: 'From OBD-II pins 4 and 5.'},
    notConnected(4, 'Reserved'),
    notConnected(5, 'Optional shield'),
    notConnected(6, 'Optional ground'),
    canHigh(7, `CAN ${bus} high (CAN-H)`, `From OBD-II pin ${obdHigh}.`),
    notConnected(8, 'Reserved'),
    {
      pin: 9,
      signal: 'Supply + (battery)',
      direction: 'power',
      level: '12 V or 24 V vehicle supply',
      maxVolts: 35,
      notes:
        'Joined to OBD-II pin 16 and to pin 9 of the other DB9 socket; feeds the device. Measure before connecting.',
    },
  ],
});

export const dualDb9: Accessory = {
  key: 'dual_db9_cable',
  name: 'OBD-II to dual DB9 cable',
  maxVolts: 35,
  connectors: [
    {
      id: 'obd2',
      name: 'OBD-II socket (device end)',
      kind: 'obd2',
      view: "Looking into the cable's OBD-II socket where the device plugs in, notch at the top",
      pins: obdPins(where, [
        canHigh(3, 'CAN 2 high', 'To pin 7 of DB9 socket B.'),
        {...obdChassisGround, notes: 'To pin 3 of both DB9 sockets.'},
        {...obdSignalGround, notes: 'To pin 3 of both DB9 sockets.'},
        canHigh(6, 'CAN 1 high', 'To pin 7 of DB9 socket A.'),
        canLow(11, 'CAN 2 low', 'To pin 2 of DB9 socket B.'),
        canLow(14, 'CAN 1 low', 'To pin 2 of DB9 socket A.'),
        {
          pin: 16,
          signal: 'Battery +',
          direction: 'power',
          level: '12 V or 24 V vehicle supply',
          maxVolts: 35,
          notes: 'To pin 9 of both DB9 sockets; supplies the device.',
        },
      ]),
    },
    db9('db9_a', 1, 6, 14),
    db9('db9_b', 2, 3, 11),
  ],
};
