/** Veltro CAN-FD Pro: a Compute Module 4 with two CAN-FD buses, Gigabit Ethernet and a HAT header. */
import type {DeviceFamily, IndicatorState, Pin, ReservedGpio, Supply, SupplyCurrent} from './types';
import {
  canHigh,
  canLow,
  carrierBoardGpios,
  ground,
  markReserved,
  obdBattery,
  obdChassisGround,
  obdPins,
  obdSignalGround,
  reservedGpio,
} from './pins';
import {currentSpecs, eitherModem, modemSpec, safetyCutOutSpec} from './power';
import {coreModelSupply} from './supplyCurrent';
import {spmPowerLedStates, spmStatusLedStates, spmButtonStates} from './spmIndicators';

const supply: Supply = {min: 9, max: 35, input: 'from OBD-II pin 16'};

const gpio = (pin: number, signal: string, notes?: string): Pin => ({
  pin,
  signal,
  direction: 'bidirectional',
  level: '3.3 V logic, not 5 V tolerant',
  maxVolts: 3.3,
  ...(notes ? {notes} : {}),
});

/**
 * Header GPIOs of the CAN-FD Pro that the carrier board or Veltro Core uses. The Pro is hardware version 6.x with
 * MCP251xFD CAN-FD controllers, whose interrupt lines are GPIO 14 (can0) and 15 (can1): the header's UART pins 8 and
 * 10 (canon, "Settled in review"). The shared carrier-board lines come from ./pins.ts.
 */
export const canfdProReservedGpios: readonly ReservedGpio[] = [
  ...carrierBoardGpios,
  reservedGpio(
    14,
    'Interrupt of CAN-FD controller can0 (MCP251xFD)',
    'autopi-core src/salt/base/state/raspi/boot/init.sls:337-338 (dtoverlay=mcp251xfd,spi0-0,interrupt=14)',
  ),
  reservedGpio(
    15,
    'Interrupt of CAN-FD controller can1 (MCP251xFD)',
    'autopi-core src/salt/base/state/raspi/boot/init.sls:317-318 (dtoverlay=mcp251xfd,spi0-1,interrupt=15)',
  ),
].sort((a, b) => a.gpio - b.gpio);

/**
 * The 40-pin HAT header, laid out as on every Raspberry Pi; pin 1 is the square pad. Pins that the board or Core
 * uses carry `usedBy` (from `canfdProReservedGpios`), which the pinout table shows.
 */
export const hatHeaderPins: readonly Pin[] = markReserved(
  [
    {
      pin: 1,
      signal: '3.3 V',
      direction: 'power',
      level: '3.3 V',
      maxVolts: 3.3,
      notes: 'Same rail as pin 17; for logic-level parts only, not for loads.',
    },
    {
      pin: 2,
      signal: '5 V',
      direction: 'power',
      level: '5 V',
      maxVolts: 5,
      notes: 'From the device supply stage; a HAT may draw up to 1 A from pins 2 and 4 together.',
    },
    gpio(3, 'GPIO 2 / I²C 1 SDA', 'Fixed 1.8 kΩ pull-up to 3.3 V.'),
    {pin: 4, signal: '5 V', direction: 'power', level: '5 V', maxVolts: 5},
    gpio(5, 'GPIO 3 / I²C 1 SCL', 'Fixed 1.8 kΩ pull-up to 3.3 V.'),
    ground(6),
    gpio(7, 'GPIO 4 / GPCLK 0'),
    gpio(8, 'GPIO 14 (UART TXD on a Raspberry Pi)'),
    ground(9),
    gpio(10, 'GPIO 15 (UART RXD on a Raspberry Pi)'),
    gpio(11, 'GPIO 17'),
    gpio(12, 'GPIO 18 / PCM CLK'),
    gpio(13, 'GPIO 27'),
    ground(14),
    gpio(15, 'GPIO 22'),
    gpio(16, 'GPIO 23'),
    {pin: 17, signal: '3.3 V', direction: 'power', level: '3.3 V', maxVolts: 3.3},
    gpio(18, 'GPIO 24'),
    gpio(19, 'GPIO 10 / SPI 0 MOSI'),
    ground(20),
    gpio(21, 'GPIO 9 / SPI 0 MISO'),
    gpio(22, 'GPIO 25'),
    gpio(23, 'GPIO 11 / SPI 0 SCLK'),
    gpio(24, 'GPIO 8 / SPI 0 CE0'),
    ground(25),
    gpio(26, 'GPIO 7 / SPI 0 CE1'),
    gpio(
      27,
      'GPIO 0 / ID_SD / UART 2 TXD',
      'HAT identification EEPROM data, read by the firmware at boot; UART 2 transmit with dtoverlay=uart2.',
    ),
    gpio(
      28,
      'GPIO 1 / ID_SC / UART 2 RXD',
      'HAT identification EEPROM clock, read by the firmware at boot; UART 2 receive with dtoverlay=uart2.',
    ),
    gpio(29, 'GPIO 5'),
    ground(30),
    gpio(31, 'GPIO 6'),
    gpio(32, 'GPIO 12 / PWM 0'),
    gpio(33, 'GPIO 13 / PWM 1'),
    ground(34),
    gpio(35, 'GPIO 19 / PCM FS'),
    gpio(36, 'GPIO 16'),
    gpio(37, 'GPIO 26'),
    gpio(38, 'GPIO 20 / PCM DIN'),
    ground(39),
    gpio(40, 'GPIO 21 / PCM DOUT'),
  ],
  canfdProReservedGpios,
);

/** LED states shared by the CAN-FD Pro and the Pro in its IP67 casing: the SPM's power LED, Core's status LED and the CAN LED. */
export const proLedStates: readonly IndicatorState[] = [
  ...spmPowerLedStates,
  ...spmStatusLedStates,
  {
    indicator: 'CAN LED (yellow)',
    pattern: 'Flickers',
    meaning: 'Frames are passing on at least one CAN-FD bus',
    action: 'Nothing',
  },
  {
    indicator: 'CAN LED (yellow)',
    pattern: 'Off with the engine running',
    meaning: 'No traffic seen on either bus',
    action: 'Check the CAN wiring, and whether the vehicle hides its buses behind a diagnostic gateway',
  },
  {
    indicator: 'CAN LED (yellow)',
    pattern: 'On without flicker',
    meaning: 'A bus controller has gone bus-off after repeated errors',
    action: 'Check the bit rate in the CAN settings and the high/low wiring, then restart the device',
  },
];

/** At 12 V; the canon's values, kept in ./supplyCurrent.ts for the pages that need only them. */
const supplyCurrent: SupplyCurrent = coreModelSupply.pro.current;

export const canfdPro = {
  key: 'veltro_canfd_pro',
  name: 'Veltro CAN-FD Pro',
  model: 'pro',
  runsCore: true,
  modems: eitherModem,
  supplyCurrent,
  flashingPort: 'the micro-USB service port next to the mini HDMI socket',
  supply,
  specs: {
    Compute: [
      {name: 'Processor', value: 'Raspberry Pi Compute Module 4, Broadcom BCM2711, 4× Cortex-A72 at 1.5 GHz'},
      {name: 'Memory', value: '4 GB LPDDR4'},
      {name: 'Storage', value: '32 GB eMMC'},
      {name: 'Operating system', value: 'Raspberry Pi OS based image with Veltro Core preinstalled'},
    ],
    Connectivity: [
      {name: 'Cellular', value: 'LTE Cat 4, 150 Mbit/s down, 50 Mbit/s up, with 3G/2G fallback'},
      modemSpec(eitherModem),
      {name: 'Wi-Fi', value: '2.4 GHz and 5 GHz, client and hotspot'},
      {name: 'Bluetooth', value: 'Bluetooth 5.0 and BLE'},
      {name: 'Positioning', value: 'GNSS (GPS, GLONASS, Galileo, BeiDou)'},
      {name: 'SIM', value: 'Nano SIM slot; Veltro global SIM supported'},
    ],
    'Vehicle interfaces': [
      {
        name: 'CAN',
        value: '2× CAN-FD up to 5 Mbit/s data phase, classic CAN 2.0 up to 1 Mbit/s (OBD-II pins 6/14 and 3/11)',
      },
      {name: 'Diagnostics over IP', value: 'DoIP through the DoIP HAT'},
      {name: 'Wired', value: '2× USB 2.0, Gigabit Ethernet, mini HDMI'},
      {name: 'Expansion', value: '40-pin HAT header with GPIO, UART, I²C and SPI'},
    ],
    Power: [...currentSpecs(supplyCurrent), safetyCutOutSpec(true)],
    Environment: [
      {name: 'Operating temperature', value: '−20 to 70 °C'},
      {name: 'Mounting', value: 'Inside the cabin or a dry equipment bay; use the IP67 casing where it can get wet'},
    ],
    Physical: [
      {name: 'Enclosure', value: 'Extruded aluminium that doubles as the heatsink, four M4 mounting holes'},
      {name: 'Vehicle connector', value: 'OBD-II (SAE J1962) male plug on a 1.5 m cable'},
      {name: 'Antennas', value: 'External 4-in-1 kit: 2× LTE, 1× GNSS, 1× Wi-Fi on SMA/RP-SMA sockets, 3 m cables'},
    ],
  },
  connectors: [
    {
      id: 'obd',
      name: 'OBD-II plug',
      kind: 'obd2',
      view: 'Looking into the plug at the end of the CAN-FD Pro cable, notch at the top',
      pins: obdPins('the CAN-FD Pro cable', [
        canHigh(3, 'CAN-FD 2 high', 'Second bus, classic CAN or CAN FD; often a body or powertrain bus.'),
        obdChassisGround,
        obdSignalGround,
        canHigh(6, 'CAN-FD 1 high', 'ISO 15765-4 diagnostic CAN; also runs CAN FD.'),
        canLow(11, 'CAN-FD 2 low'),
        canLow(14, 'CAN-FD 1 low'),
        obdBattery(supply),
      ]),
    },
    {
      id: 'hat',
      name: 'HAT header',
      kind: 'hat40',
      view: 'Looking down on the header with the lid off, pin 1 at the left of the row nearer the board edge',
      pins: hatHeaderPins,
    },
  ],
  indicators: [...proLedStates, ...spmButtonStates()],
  dimensions: {
    length: 135,
    width: 95,
    height: 35,
    weightGrams: 340,
    holes: [
      {x: 6, y: 6, diameter: 4.3, fastener: 'M4 screw'},
      {x: 129, y: 6, diameter: 4.3, fastener: 'M4 screw'},
      {x: 6, y: 89, diameter: 4.3, fastener: 'M4 screw'},
      {x: 129, y: 89, diameter: 4.3, fastener: 'M4 screw'},
    ],
  },
  protocols: [
    'ISO 15765-4 (CAN 11/29-bit, 250/500 kbit/s)',
    'CAN FD (ISO 11898-1:2015) up to 5 Mbit/s data phase',
    'UDS (ISO 14229) over CAN and CAN FD',
    'SAE J1939 over CAN',
    'Raw CAN 2.0 up to 1 Mbit/s',
    'DoIP (ISO 13400) with the DoIP HAT',
  ],
  reservedGpios: canfdProReservedGpios,
} as const satisfies DeviceFamily;
