/**
 * Veltro Dongle (Gen 2), legacy: a Raspberry Pi Zero W on a base board inside an OBD-II dongle, with an
 * STN-family OBD interpreter, a Quectel EG25-G LTE module and the SPM power-management co-processor.
 * The GPIO header's assignments follow the base board's wiring as Veltro Core drives it.
 */
import type {DeviceFamily, Pin, Supply} from './types';
import {canHigh, canLow, ground, obdBattery, obdChassisGround, obdKLine, obdPins, obdSignalGround} from './pins';
import {legacyModems, safetyCutOutSpec} from './power';

const supply: Supply = {min: 9, max: 16, input: 'from OBD-II pin 16; 12 V vehicles only'};

const freeGpio = (pin: number, signal: string, alternative?: string): Pin => ({
  pin,
  signal,
  direction: 'bidirectional',
  level: '3.3 V logic, not 5 V tolerant',
  maxVolts: 3.3,
  notes: `Not used by the base board; free for your own use${alternative ? ` (${alternative})` : ''}.`,
});

const reserved = (pin: number, signal: string, direction: Pin['direction'], notes: string): Pin => ({
  pin,
  signal,
  direction,
  level: '3.3 V logic',
  maxVolts: 3.3,
  notes: `Used by the base board: ${notes} Do not connect anything else.`,
});

export const dongle = {
  key: 'veltro_dongle',
  name: 'Veltro Dongle Gen 2',
  runsCore: true,
  modems: legacyModems,
  supply,
  specs: {
    Compute: [
      {name: 'Processor', value: 'Raspberry Pi Zero W, Broadcom BCM2835, 1× ARM1176JZF-S at 1 GHz'},
      {name: 'Memory', value: '512 MB LPDDR2'},
      {
        name: 'Storage',
        value: 'microSD card: 16 GB supplied; DiY edition: your own card of at least 8 GB (Class 10 or A1)',
      },
      {name: 'Operating system', value: 'Raspberry Pi OS based legacy image with Veltro Core for the Dongle Gen 2'},
      {name: 'Power management', value: 'SPM co-processor on the base board, talks to the Raspberry Pi over GPIO'},
      {
        name: 'Identity',
        value:
          "Unit ID derived from the Raspberry Pi's CPU serial, so a swapped Raspberry Pi brings a new one; the base board's secure element holds the device keys",
      },
    ],
    Connectivity: [
      {
        name: 'Cellular',
        value: 'Quectel EG25-G, LTE Cat 4 (150 Mbit/s down, 50 Mbit/s up), global bands, 3G/2G fallback',
      },
      {name: 'Wi-Fi', value: '2.4 GHz 802.11 b/g/n from the Raspberry Pi Zero W, client and hotspot'},
      {name: 'Bluetooth', value: 'Bluetooth 4.1 and BLE from the Raspberry Pi Zero W'},
      {name: 'Positioning', value: 'GNSS receiver of the EG25-G (GPS, GLONASS, Galileo, BeiDou)'},
      {name: 'SIM', value: 'Nano SIM slot on the base board; Veltro global SIM supported'},
    ],
    'Vehicle interfaces': [
      {name: 'OBD interface', value: 'STN11xx-family OBD interpreter on the Raspberry Pi UART'},
      {name: 'CAN', value: '1× CAN 2.0 on OBD-II pins 6/14, up to 1 Mbit/s, through the STN chip'},
      {name: 'K-Line and L-Line', value: 'ISO 9141-2 and ISO 14230-4 on OBD-II pins 7 and 15'},
      {name: 'SAE J1850', value: 'PWM and VPW on OBD-II pins 2 and 10'},
      {name: 'Motion sensor', value: '3-axis accelerometer on I²C, with an interrupt line for motion wake-up'},
      {name: 'Audio', value: 'Built-in speaker driven by an I²S amplifier'},
      {
        name: 'Expansion',
        value:
          '40-pin GPIO breakout on the base board, mini-HDMI and micro-USB of the Raspberry Pi; reachable with the enclosure open',
      },
    ],
    Power: [
      {name: '5 V rail', value: 'Up to 2.5 A for the Raspberry Pi and its header, switched by the SPM'},
      {name: 'Running current', value: 'About 200 mA at 12 V, peaks near 600 mA while the modem transmits'},
      {name: 'Sleep current', value: 'About 4 mA at 12 V with the Raspberry Pi off and the SPM asleep'},
      safetyCutOutSpec(false, 'cloud'),
    ],
    Environment: [
      {name: 'Operating temperature', value: '−20 to 60 °C'},
      {name: 'Mounting', value: 'Plugged into the OBD-II socket inside the cabin, out of direct sun'},
    ],
    Physical: [
      {name: 'Vehicle connector', value: 'OBD-II (SAE J1962) male plug'},
      {name: 'Enclosure', value: 'Two-part plastic shell closed by four PH0 cross-head screws'},
      {name: 'Antennas', value: 'Internal LTE and GNSS antennas on U.FL connectors of the base board'},
    ],
  },
  connectors: [
    {
      id: 'obd',
      name: 'OBD-II plug',
      kind: 'obd2',
      view: 'Looking into the Dongle Gen 2 plug, notch at the top',
      pins: obdPins('the Dongle Gen 2', [
        {
          pin: 2,
          signal: 'SAE J1850 bus +',
          direction: 'bidirectional',
          level: 'VPW: 0 V idle, about 7 V active; PWM: 0–5 V',
          maxVolts: 8,
          notes: 'J1850 VPW (10.4 kbit/s) and PWM (41.6 kbit/s), on older GM and Ford vehicles.',
        },
        obdChassisGround,
        obdSignalGround,
        canHigh(6, 'CAN high', 'ISO 15765-4 diagnostic CAN, handled by the STN chip.'),
        obdKLine(supply, 'ISO 9141-2 and ISO 14230 (KWP2000).'),
        {
          pin: 10,
          signal: 'SAE J1850 bus −',
          direction: 'bidirectional',
          level: 'PWM only: 0–5 V, opposite to pin 2',
          maxVolts: 5,
          notes: 'Used only by J1850 PWM; VPW needs pin 2 alone.',
        },
        canLow(14, 'CAN low'),
        {
          pin: 15,
          signal: 'L-Line',
          direction: 'output',
          level: 'Idles at the supply voltage, pulled low during the 5-baud wake-up',
          maxVolts: supply.max,
          notes: 'Only a few ISO 9141-2 vehicles need it.',
        },
        obdBattery(supply, 'the dongle'),
      ]),
    },
    {
      id: 'gpio',
      name: 'GPIO breakout header',
      kind: 'hat40',
      view: 'Looking down on the base board, pin 1 at the square pad next to the SIM slot',
      pins: [
        {
          pin: 1,
          signal: '3.3 V',
          direction: 'power',
          level: '3.3 V',
          maxVolts: 3.3,
          notes: 'From the Raspberry Pi regulator; keep the load under 50 mA.',
        },
        {
          pin: 2,
          signal: '5 V',
          direction: 'power',
          level: '5 V',
          maxVolts: 5,
          notes: 'From the base board supply; the Raspberry Pi runs on this rail too.',
        },
        {
          pin: 3,
          signal: 'GPIO2, I²C1 SDA',
          direction: 'bidirectional',
          level: '3.3 V logic, pulled up',
          maxVolts: 3.3,
          notes: 'Shared bus with the accelerometer and the secure element; add only devices with other addresses.',
        },
        {pin: 4, signal: '5 V', direction: 'power', level: '5 V', maxVolts: 5},
        {
          pin: 5,
          signal: 'GPIO3, I²C1 SCL',
          direction: 'bidirectional',
          level: '3.3 V logic, pulled up',
          maxVolts: 3.3,
          notes: 'Shared bus, see pin 3.',
        },
        ground(6),
        reserved(
          7,
          'GPIO4, power-off signal',
          'output',
          'tells the SPM that Linux has halted, so it can cut the supply.',
        ),
        reserved(8, 'GPIO14, UART TXD', 'output', 'serial line to the STN OBD chip.'),
        ground(9),
        reserved(10, 'GPIO15, UART RXD', 'input', 'serial line from the STN OBD chip.'),
        reserved(11, 'GPIO17, SPM data out', 'output', 'data line to the SPM.'),
        reserved(12, 'GPIO18, I²S bit clock', 'output', 'audio to the speaker amplifier.'),
        freeGpio(13, 'GPIO27'),
        ground(14),
        freeGpio(15, 'GPIO22'),
        freeGpio(16, 'GPIO23'),
        {pin: 17, signal: '3.3 V', direction: 'power', level: '3.3 V', maxVolts: 3.3},
        freeGpio(18, 'GPIO24'),
        freeGpio(19, 'GPIO10', 'SPI0 MOSI'),
        ground(20),
        freeGpio(21, 'GPIO9', 'SPI0 MISO'),
        reserved(22, 'GPIO25, shutdown request', 'input', 'the SPM raises it to ask Linux to shut down.'),
        freeGpio(23, 'GPIO11', 'SPI0 SCLK'),
        freeGpio(24, 'GPIO8', 'SPI0 CE0'),
        ground(25),
        freeGpio(26, 'GPIO7', 'SPI0 CE1'),
        {
          pin: 27,
          signal: 'ID_SD',
          direction: 'not connected',
          level: '—',
          maxVolts: 0,
          notes: 'Reserved for a HAT identification EEPROM; leave it free.',
        },
        {
          pin: 28,
          signal: 'ID_SC',
          direction: 'not connected',
          level: '—',
          maxVolts: 0,
          notes: 'Reserved for a HAT identification EEPROM; leave it free.',
        },
        reserved(29, 'GPIO5, accelerometer interrupt', 'input', 'motion and wake-up interrupt from the accelerometer.'),
        ground(30),
        reserved(31, 'GPIO6, amplifier enable', 'output', 'switches the speaker amplifier on and off.'),
        reserved(32, 'GPIO12, status LED', 'output', 'drives the status LED through the SPM.'),
        reserved(33, 'GPIO13, hold power', 'output', 'keeps the base board supply on while Linux runs.'),
        ground(34),
        reserved(35, 'GPIO19, I²S frame clock', 'output', 'audio to the speaker amplifier.'),
        reserved(36, 'GPIO16, SPM clock', 'output', 'clock line to the SPM.'),
        reserved(37, 'GPIO26, SPM reset', 'output', 'resets the SPM.'),
        reserved(38, 'GPIO20, SPM data in', 'input', 'data line from the SPM.'),
        ground(39),
        reserved(40, 'GPIO21, I²S data', 'output', 'audio to the speaker amplifier.'),
      ],
    },
  ],
  indicators: [
    {
      indicator: 'Status LED (green)',
      pattern: 'Off',
      meaning: 'No supply, or the dongle is sleeping or hibernating',
      action: 'Start the engine to wake it; if it stays off, measure pin 16 against pin 4',
    },
    {
      indicator: 'Status LED (green)',
      pattern: 'Blinks fast (4 per second)',
      meaning: 'The Raspberry Pi is booting',
      action: 'Wait up to 3 minutes; the Pi Zero W boots slowly',
    },
    {indicator: 'Status LED (green)', pattern: 'On', meaning: 'Running', action: 'Nothing'},
    {
      indicator: 'Status LED (green)',
      pattern: 'Blinks slowly (once a second)',
      meaning: 'Shutting down before sleep',
      action: 'Nothing; do not unplug until the LED is off',
    },
    {
      indicator: 'Status LED (green)',
      pattern: 'Blinks fast for more than 10 minutes',
      meaning: 'The Raspberry Pi does not finish booting',
      action: 'Check the microSD card and its image; see the DiY setup page',
    },
    {indicator: 'Speaker', pattern: 'Short rising tone', meaning: 'Veltro Core has started', action: 'Nothing'},
    {indicator: 'Speaker', pattern: 'Short falling tone', meaning: 'Going to sleep', action: 'Nothing'},
  ],
  dimensions: {length: 97, width: 56, height: 28, note: 'plug included', weightGrams: 85, holes: []},
} as const satisfies DeviceFamily;
