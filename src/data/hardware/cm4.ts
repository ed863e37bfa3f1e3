/** Veltro TMU CM4: the current flagship, a Raspberry Pi Compute Module 4 in a vehicle enclosure. */
import type {DeviceFamily, ReservedGpio, Supply, SupplyCurrent} from './types';
import {
  canHigh,
  canLow,
  carrierBoardGpios,
  obdBattery,
  obdChassisGround,
  obdPins,
  obdSignalGround,
  reservedGpio,
} from './pins';
import {currentSpecs, eitherModem, modemSpec, safetyCutOutSpec} from './power';
import {coreModelSupply} from './supplyCurrent';
import {spmIndicators} from './spmIndicators';

const supply: Supply = {min: 9, max: 35, input: 'from OBD-II pin 16 or the DB9 cable'};

/** At 12 V; the canon's values, kept in ./supplyCurrent.ts for the pages that need only them. */
const supplyCurrent: SupplyCurrent = coreModelSupply.cm4.current;

/**
 * Header GPIOs of the TMU CM4 (hardware version 7.0 and later) that the carrier board or Veltro Core uses: the shared
 * carrier-board lines (./pins.ts), the two MCP2515 interrupt lines, and the header UART, which the original product
 * says the automotive interface occupies (so the external-UART guide uses UART 2 on GPIO 0/1 instead).
 */
export const cm4ReservedGpios: readonly ReservedGpio[] = [
  ...carrierBoardGpios,
  reservedGpio(
    14,
    'UART TXD: occupied by the automotive interface',
    'original docs docs/developer_guides/enabling_uart_on_TMU_devices.md:14',
  ),
  reservedGpio(
    15,
    'UART RXD: occupied by the automotive interface',
    'original docs docs/developer_guides/enabling_uart_on_TMU_devices.md:14',
  ),
  reservedGpio(
    16,
    'Interrupt of CAN controller can0 (MCP2515)',
    'autopi-core src/salt/base/state/raspi/boot/init.sls:335-336 (dtoverlay=mcp2515,spi0-0,interrupt=16)',
  ),
  reservedGpio(
    17,
    'Interrupt of CAN controller can1 (MCP2515)',
    'autopi-core src/salt/base/state/raspi/boot/init.sls:315-316 (dtoverlay=mcp2515,spi0-1,interrupt=17)',
  ),
].sort((a, b) => a.gpio - b.gpio);

export const cm4 = {
  key: 'veltro_tmu_cm4',
  name: 'Veltro TMU CM4',
  model: 'cm4',
  runsCore: true,
  modems: eitherModem,
  supplyCurrent,
  flashingPort: 'the micro-USB service port on the side of the enclosure',
  supply,
  specs: {
    Compute: [
      {name: 'Processor', value: 'Raspberry Pi Compute Module 4, Broadcom BCM2711, 4× Cortex-A72 at 1.5 GHz'},
      {name: 'Memory', value: '1 GB LPDDR4 (2, 4 or 8 GB on order)'},
      {name: 'Storage', value: '8 GB eMMC (16 or 32 GB on order)'},
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
      {name: 'CAN', value: '2× CAN 2.0, up to 1 Mbit/s each (OBD-II pins 6/14 and 3/11)'},
      {name: 'Diagnostics over IP', value: 'DoIP through the DoIP HAT'},
      {name: 'Wired', value: '2× USB 2.0, Ethernet, HDMI 1080p60'},
      {name: 'Expansion', value: 'GPIO with UART, I²C and SPI on the HAT header'},
    ],
    Power: [...currentSpecs(supplyCurrent), safetyCutOutSpec(true)],
    Environment: [
      {name: 'Operating temperature', value: '−20 to 70 °C'},
      {name: 'Mounting', value: 'Inside the cabin, away from direct sun and water'},
    ],
    Physical: [
      {name: 'Vehicle connector', value: 'OBD-II (SAE J1962) male plug'},
      {name: 'Antennas', value: 'Internal; SMA/RP-SMA sockets for the external 3-in-1 or 4-in-1 kit'},
    ],
  },
  connectors: [
    {
      id: 'obd',
      name: 'OBD-II plug',
      kind: 'obd2',
      view: 'Looking into the TMU CM4 plug, notch at the top',
      pins: obdPins('the TMU CM4', [
        canHigh(3, 'CAN 2 high', 'Second CAN bus, often a body or comfort bus.'),
        obdChassisGround,
        obdSignalGround,
        canHigh(6, 'CAN 1 high', 'ISO 15765-4 diagnostic CAN.'),
        canLow(11, 'CAN 2 low'),
        canLow(14, 'CAN 1 low'),
        obdBattery(supply),
      ]),
    },
  ],
  indicators: spmIndicators(),
  dimensions: {
    length: 112,
    width: 78,
    height: 30,
    weightGrams: 180,
    holes: [
      {x: 6, y: 6, diameter: 3.2, fastener: 'M3 screw'},
      {x: 106, y: 6, diameter: 3.2, fastener: 'M3 screw'},
      {x: 6, y: 72, diameter: 3.2, fastener: 'M3 screw'},
      {x: 106, y: 72, diameter: 3.2, fastener: 'M3 screw'},
    ],
  },
  protocols: [
    'ISO 15765-4 (CAN 11/29-bit, 250/500 kbit/s)',
    'SAE J1939 over CAN',
    'Raw CAN 2.0 up to 1 Mbit/s',
    'DoIP (ISO 13400) with the DoIP HAT',
  ],
  reservedGpios: cm4ReservedGpios,
} as const satisfies DeviceFamily;

/**
 * How leads from the HAT header leave the enclosure of the TMU CM4 and the CAN-FD Pro: the lid opening above the
 * header, lined with the rubber grommet of the Keyfob HAT kit (docs/hardware/accessories/keyfob-hat/keyfob-hat-install,
 * kit list and step 5). Veltro's choice, stated once so that every guide that wires the header says the same.
 */
export const headerLeadExit = {
  opening: 'the opening in the lid above the HAT header',
  grommet: 'the rubber grommet of the Keyfob HAT kit, or any grommet that fits the opening',
} as const;
