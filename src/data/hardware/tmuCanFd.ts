/**
 * Veltro TMU CAN-FD (legacy): the first Veltro unit with CAN FD, a Compute Module 4 in a plastic enclosure
 * on an OBD-II cable. The CAN-FD Pro replaced it.
 */
import type {DeviceFamily, Supply} from './types';
import {canHigh, canLow, obdBattery, obdChassisGround, obdPins, obdSignalGround} from './pins';
import {legacyTmuIndicators} from './legacyTmuIndicators';
import {legacyModems, modemSpec, safetyCutOutSpec} from './power';

const supply: Supply = {min: 9, max: 35, input: 'from OBD-II pin 16'};

export const tmuCanFd = {
  key: 'veltro_tmu_can_fd',
  name: 'Veltro TMU CAN-FD',
  runsCore: true,
  modems: legacyModems,
  supply,
  specs: {
    Compute: [
      {name: 'Processor', value: 'Raspberry Pi Compute Module 4, Broadcom BCM2711, 4× Cortex-A72 at 1.5 GHz'},
      {name: 'Memory', value: '2 GB LPDDR4'},
      {name: 'Storage', value: '16 GB eMMC'},
      {name: 'Operating system', value: 'Raspberry Pi OS based image with Veltro Core preinstalled'},
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
      {
        name: 'CAN',
        value:
          '2× CAN FD up to 2 Mbit/s data phase, classic CAN 2.0 up to 1 Mbit/s: can0 on OBD-II pins 6/14, can1 on pins 3/11',
      },
      {name: 'K-Line and J1850', value: 'Not supported'},
      {name: 'Wired', value: '2× USB 2.0, 100 Mbit/s Ethernet'},
      {name: 'Expansion', value: 'Internal GPIO header with UART, I²C and SPI; no room for a HAT'},
    ],
    Power: [{name: 'Sleep current', value: 'About 4 mA at 12 V with the SPM in sleep'}, safetyCutOutSpec(true)],
    Environment: [
      {name: 'Operating temperature', value: '−20 to 70 °C'},
      {name: 'Mounting', value: 'Inside the cabin or a dry equipment bay, away from direct sun and water'},
    ],
    Physical: [
      {name: 'Enclosure', value: 'Black ABS plastic, four M3 mounting holes'},
      {name: 'Vehicle connector', value: 'OBD-II (SAE J1962) male plug on a 1 m cable'},
      {name: 'Antennas', value: 'External only: LTE 1, LTE 2 and GNSS on SMA, Wi-Fi on RP-SMA; fits the 4-in-1 kit'},
      {name: 'Support status', value: 'Legacy: no longer sold; replaced by the CAN-FD Pro'},
    ],
  },
  connectors: [
    {
      id: 'obd',
      name: 'OBD-II plug',
      kind: 'obd2',
      view: 'Looking into the plug at the end of the TMU CAN-FD cable, notch at the top',
      pins: obdPins('the TMU CAN-FD cable', [
        canHigh(3, 'CAN-FD 2 high (can1)', 'Second bus, classic CAN or CAN FD; Linux interface can1.'),
        obdChassisGround,
        obdSignalGround,
        canHigh(6, 'CAN-FD 1 high (can0)', 'ISO 15765-4 diagnostic CAN, also CAN FD; Linux interface can0.'),
        canLow(11, 'CAN-FD 2 low (can1)'),
        canLow(14, 'CAN-FD 1 low (can0)'),
        obdBattery(supply),
      ]),
    },
  ],
  indicators: legacyTmuIndicators,
  dimensions: {
    length: 120,
    width: 85,
    height: 32,
    weightGrams: 230,
    holes: [
      {x: 6, y: 6, diameter: 3.2, fastener: 'M3 screw'},
      {x: 114, y: 6, diameter: 3.2, fastener: 'M3 screw'},
      {x: 6, y: 79, diameter: 3.2, fastener: 'M3 screw'},
      {x: 114, y: 79, diameter: 3.2, fastener: 'M3 screw'},
    ],
  },
} as const satisfies DeviceFamily;
