/**
 * Veltro TMU SocketCAN (legacy): a TMU in the CM4-era enclosure without an STN OBD interpreter. Its two CAN
 * controllers are driven by the Linux kernel and appear as the SocketCAN interfaces can0 and can1.
 */
import type {DeviceFamily, Supply} from './types';
import {canHigh, canLow, obdBattery, obdChassisGround, obdPins, obdSignalGround} from './pins';
import {legacyTmuIndicators} from './legacyTmuIndicators';
import {legacyModems, modemSpec, safetyCutOutSpec} from './power';
import {cm4} from './cm4';

const supply: Supply = {min: 9, max: 35, input: 'from OBD-II pin 16'};

export const tmuSocketcan = {
  key: 'veltro_tmu_socketcan',
  name: 'Veltro TMU SocketCAN',
  runsCore: true,
  modems: legacyModems,
  supply,
  specs: {
    Compute: [
      {name: 'Processor', value: 'Raspberry Pi Compute Module 4, Broadcom BCM2711, 4× Cortex-A72 at 1.5 GHz'},
      {name: 'Memory', value: '1 GB LPDDR4'},
      {name: 'Storage', value: '8 GB eMMC'},
      {name: 'Operating system', value: 'Raspberry Pi OS based image with Veltro Core preinstalled'},
      {name: 'OBD stack', value: 'No STN interpreter chip; Veltro Core reads OBD-II over SocketCAN'},
    ],
    Connectivity: [
      {name: 'Cellular', value: 'LTE Cat 4, 150 Mbit/s down, 50 Mbit/s up, with 3G/2G fallback'},
      modemSpec(legacyModems),
      {name: 'Wi-Fi', value: '2.4 GHz and 5 GHz, client and hotspot'},
      {name: 'Bluetooth', value: 'Bluetooth 5.0 and BLE'},
      {name: 'Positioning', value: 'GNSS (GPS, GLONASS, Galileo, BeiDou)'},
      {name: 'SIM', value: 'Nano SIM slot; Veltro global SIM supported'},
    ],
    'Vehicle interfaces': [
      {name: 'CAN', value: '2× CAN 2.0 up to 1 Mbit/s: can0 on OBD-II pins 6/14, can1 on pins 3/11'},
      {name: 'K-Line and J1850', value: 'Not supported (CAN-only vehicles)'},
      {name: 'Wired', value: '2× USB 2.0'},
      {name: 'Expansion', value: 'Internal GPIO header with UART and I²C; no room for a HAT'},
    ],
    Power: [{name: 'Sleep current', value: 'About 3 mA at 12 V with the SPM in sleep'}, safetyCutOutSpec(true)],
    Environment: [
      {name: 'Operating temperature', value: '−20 to 70 °C'},
      {name: 'Mounting', value: 'Inside the cabin, away from direct sun and water'},
    ],
    Physical: [
      {name: 'Vehicle connector', value: 'OBD-II (SAE J1962) male plug'},
      {
        name: 'Antennas',
        value: 'Internal; SMA/RP-SMA sockets for LTE, GNSS and Wi-Fi to take the external 3-in-1 antenna',
      },
      {name: 'Support status', value: 'Legacy: no longer sold; Veltro Core updates continue, hardware repairs end'},
    ],
  },
  connectors: [
    {
      id: 'obd',
      name: 'OBD-II plug',
      kind: 'obd2',
      view: 'Looking into the TMU SocketCAN plug, notch at the top',
      pins: obdPins('the TMU SocketCAN', [
        canHigh(3, 'CAN 2 high (can1)', 'Second bus, Linux interface can1; often a body or comfort bus at 125 kbit/s.'),
        obdChassisGround,
        obdSignalGround,
        canHigh(6, 'CAN 1 high (can0)', 'ISO 15765-4 diagnostic CAN, Linux interface can0.'),
        canLow(11, 'CAN 2 low (can1)'),
        canLow(14, 'CAN 1 low (can0)'),
        obdBattery(supply),
      ]),
    },
  ],
  indicators: legacyTmuIndicators,
  // The TMU CM4's enclosure and hole pattern; only the weight differs.
  dimensions: {...cm4.dimensions, note: 'same enclosure as the TMU CM4', weightGrams: 175},
} as const satisfies DeviceFamily;
