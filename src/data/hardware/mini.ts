/** Veltro Mini: a low-cost OBD-II tracker with its own firmware; it does not run Veltro Core. */
import type {DeviceFamily, Supply} from './types';
import {canHigh, canLow, obdBattery, obdChassisGround, obdKLine, obdPins, obdSignalGround} from './pins';

const supply: Supply = {min: 10, max: 30, input: 'from OBD-II pin 16'};

export const mini = {
  key: 'veltro_mini',
  name: 'Veltro Mini',
  model: 'mini',
  runsCore: false,
  supply,
  specs: {
    Compute: [
      {name: 'Processor', value: 'Low-power microcontroller with Veltro Mini firmware'},
      {name: 'Operating system', value: 'Own firmware, configured from Veltro Cloud; does not run Veltro Core'},
      {name: 'Data logging', value: 'Up to 32 OBD parameters'},
      {name: 'Offline buffer', value: 'Keeps records in flash while out of coverage and sends them when back online'},
    ],
    Connectivity: [
      {name: 'Cellular', value: 'LTE Cat 1, in EMEA, APAC/LATAM and NA variants'},
      {name: 'Bluetooth', value: 'Bluetooth 4.0 BLE'},
      {name: 'Positioning', value: 'GNSS (GPS, GLONASS) with an internal antenna'},
      {name: 'SIM', value: 'Veltro SIM included and fitted'},
    ],
    'Vehicle interfaces': [
      {name: 'CAN', value: '1× CAN 2.0 on OBD-II pins 6/14, 250 or 500 kbit/s'},
      {name: 'K-Line', value: 'ISO 9141-2 and ISO 14230 on OBD-II pin 7'},
      {name: 'Motion sensor', value: '3-axis accelerometer for motion wake-up and driving events'},
    ],
    Power: [
      {name: 'Backup battery', value: '170 mAh, reports the last position when unplugged'},
      {name: 'Parked current', value: 'About 2 mA at 12 V while the vehicle is parked'},
    ],
    Environment: [
      {name: 'Operating temperature', value: '−40 to 85 °C'},
      {name: 'Mounting', value: 'Plugged into the OBD-II socket inside the cabin'},
    ],
    Physical: [
      {name: 'Vehicle connector', value: 'OBD-II (SAE J1962) male plug'},
      {name: 'Antennas', value: 'Internal LTE and GNSS antennas'},
    ],
  },
  connectors: [
    {
      id: 'obd',
      name: 'OBD-II plug',
      kind: 'obd2',
      view: 'Looking into the Mini plug, notch at the top',
      pins: obdPins('the Mini', [
        obdChassisGround,
        obdSignalGround,
        canHigh(6, 'CAN high', 'ISO 15765-4 diagnostic CAN.'),
        obdKLine(supply, 'ISO 9141-2 and ISO 14230 (KWP2000) on older vehicles.'),
        canLow(14, 'CAN low'),
        obdBattery(supply, 'the Mini'),
      ]),
    },
  ],
  indicators: [
    {
      indicator: 'Network LED (green)',
      pattern: 'Blinks fast (twice a second)',
      meaning: 'Searching for a mobile network',
      action: 'Wait up to 5 minutes; if it keeps searching, check coverage and that the variant suits the region',
    },
    {
      indicator: 'Network LED (green)',
      pattern: 'Blinks slowly (once every 3 s)',
      meaning: 'Connected and sending data to Veltro Cloud',
      action: 'Nothing',
    },
    {
      indicator: 'Network LED (green)',
      pattern: 'Off',
      meaning: 'No supply, or the Mini is asleep in a parked vehicle',
      action: 'Start the engine; if it stays off, check the supply on pin 16',
    },
    {
      indicator: 'GNSS LED (blue)',
      pattern: 'Blinks once a second',
      meaning: 'Searching for satellites, no position yet',
      action: 'Park under open sky for a few minutes for the first fix',
    },
    {indicator: 'GNSS LED (blue)', pattern: 'On', meaning: 'Position fix', action: 'Nothing'},
    {
      indicator: 'Both LEDs',
      pattern: 'Blink together fast',
      meaning: 'Firmware update in progress',
      action: 'Leave the Mini plugged in until the pattern stops',
    },
    {
      indicator: 'Both LEDs',
      pattern: 'Off a few minutes after the engine stops',
      meaning: 'Sleeping; wakes on motion or a change of the supply voltage',
      action: 'Nothing',
    },
  ],
  dimensions: {length: 67.2, width: 49.6, height: 25, weightGrams: 63, holes: []},
  protocols: [
    'ISO 15765-4 (CAN 11/29-bit, 250/500 kbit/s)',
    'ISO 9141-2 (K-Line, 5-baud init)',
    'ISO 14230-4 KWP2000 (K-Line, 5-baud and fast init)',
  ],
} as const satisfies DeviceFamily;
