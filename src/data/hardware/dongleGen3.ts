/**
 * Veltro Dongle Gen3: the first TMU generation (legacy). A Raspberry Pi 3 Model A+ on a carrier board with an
 * STN2120 OBD interpreter, a Quectel EC2x LTE modem with GNSS, an ATtiny88 power co-processor (SPM), an
 * accelerometer, a secure element and a speaker, in an enclosure with an OBD-II plug. Sold as a finished unit,
 * as a Developer Kit with open GPIO/UART access, and as a DiY edition where the owner fits the Raspberry Pi.
 *
 * The 40-pin header assignment follows the GPIO use of Veltro Core on devices with an SPM older than 4.0.
 */
import type {DeviceFamily, Pin, Supply} from './types';
import {canHigh, canLow, ground, obdBattery, obdChassisGround, obdKLine, obdPins, obdSignalGround} from './pins';
import {legacyModems, safetyCutOutSpec} from './power';

const supply: Supply = {min: 9, max: 32, input: 'from OBD-II pin 16 (12 V and 24 V systems)'};

const freeGpio = (pin: number, gpio: number, alternative?: string): Pin => ({
  pin,
  signal: `GPIO${gpio}`,
  direction: 'bidirectional',
  level: '3.3 V logic',
  maxVolts: 3.3,
  notes: alternative ? `Free for your own use; can also serve as ${alternative}.` : 'Free for your own use.',
});

export const dongleGen3 = {
  key: 'veltro_dongle_gen3',
  name: 'Veltro Dongle Gen3',
  runsCore: true,
  modems: legacyModems,
  supply,
  specs: {
    Compute: [
      {name: 'Processor', value: 'Raspberry Pi 3 Model A+, Broadcom BCM2837B0, 4× Cortex-A53 at 1.4 GHz'},
      {name: 'Memory', value: '512 MB LPDDR2'},
      {
        name: 'Storage',
        value:
          'microSD card, 16 GB in the finished unit and the Developer Kit (class 10 / A1, 16 GB or more for the DiY edition)',
      },
      {name: 'Operating system', value: 'Raspberry Pi OS based image with Veltro Core preinstalled'},
      {
        name: 'Power co-processor',
        value: 'SPM on an ATtiny88 microcontroller (firmware 2.x on early units, 3.x on later ones)',
      },
      {name: 'Security', value: 'ATECC108A secure element on I²C bus 1 (address 0x60)'},
    ],
    Connectivity: [
      {
        name: 'Cellular',
        value:
          'Quectel EC2x LTE modem on a Mini PCIe card: EC25 (LTE Cat 4, 150/50 Mbit/s) with 3G/2G fallback, regional variants',
      },
      {name: 'Wi-Fi', value: '2.4 GHz and 5 GHz (802.11ac) from the Raspberry Pi, client and hotspot'},
      {name: 'Bluetooth', value: 'Bluetooth 4.2 and BLE from the Raspberry Pi'},
      {name: 'Positioning', value: 'GNSS in the EC2x modem (GPS, GLONASS, Galileo, BeiDou)'},
      {name: 'SIM', value: 'Nano SIM (4FF) holder on the carrier board; Veltro global SIM supported'},
    ],
    'Vehicle interfaces': [
      {name: 'OBD interface', value: 'STN2120 OBD interpreter on the Raspberry Pi UART (/dev/serial0)'},
      {
        name: 'OBD-II protocols',
        value: 'All five: SAE J1850 PWM and VPW, ISO 9141-2, ISO 14230 KWP2000, ISO 15765-4 CAN; plus SAE J1939',
      },
      {
        name: 'CAN',
        value:
          'High-speed CAN on pins 6/14 (up to 1 Mbit/s), medium-speed CAN on pins 3/11 (125 kbit/s), single-wire CAN on pin 1',
      },
      {name: 'Motion sensor', value: '3-axis accelerometer on I²C bus 1 (address 0x1C), interrupt on GPIO5'},
      {name: 'Audio', value: 'Speaker behind the enclosure grille, driven over I²S; spoken event messages'},
      {
        name: 'Expansion',
        value:
          'Raspberry Pi HDMI inside the enclosure (its only USB port carries the modem link); 40-pin GPIO header open on the Developer Kit',
      },
    ],
    Power: [
      {name: 'Running current', value: 'About 250 mA at 12 V, up to 600 mA while the modem transmits'},
      {name: 'Sleep current', value: 'About 4 mA at 12 V with the STN and SPM asleep'},
      safetyCutOutSpec(true, 'cloud'),
      {
        name: 'Raspberry Pi supply',
        value:
          '5 V from the carrier board through the 40-pin header; never power the Pi from its own USB socket while it sits on the board',
      },
    ],
    Environment: [
      {name: 'Operating temperature', value: '−20 to 60 °C'},
      {name: 'Storage temperature', value: '−30 to 80 °C'},
      {name: 'Mounting', value: 'Plugged into the OBD-II socket inside the cabin, away from direct sun and water'},
    ],
    Physical: [
      {name: 'Vehicle connector', value: 'OBD-II (SAE J1962) male plug, moulded into the enclosure'},
      {
        name: 'Antennas',
        value: 'Internal LTE and GNSS on u.FL leads; two SMA knock-outs in the end cap for the external antenna kit',
      },
      {
        name: 'Editions',
        value:
          'Finished unit; Developer Kit (screwed lid, GPIO ribbon slot); DiY edition (without Raspberry Pi and microSD card)',
      },
    ],
  },
  connectors: [
    {
      id: 'obd',
      name: 'OBD-II plug',
      kind: 'obd2',
      view: 'Looking into the Dongle Gen3 plug, notch at the top',
      pins: obdPins('the Dongle Gen3', [
        {
          pin: 1,
          signal: 'Single-wire CAN',
          direction: 'bidirectional',
          level: '0 V recessive, 4 V dominant, up to 12 V for wake-up',
          maxVolts: 12,
          notes: 'SAE J2411 (GMLAN) at 33.3 kbit/s, used by some older vehicles; STN protocols 61–64.',
        },
        {
          pin: 2,
          signal: 'SAE J1850 bus +',
          direction: 'bidirectional',
          level: 'VPW: 0 V idle, 7 V active; PWM: 0–5 V',
          maxVolts: 8,
          notes: 'Older Ford (PWM) and GM/Chrysler (VPW) vehicles.',
        },
        canHigh(3, 'Medium-speed CAN high', '125 kbit/s comfort bus on some makes; STN protocols 51–54.'),
        obdChassisGround,
        obdSignalGround,
        canHigh(6, 'CAN high', 'ISO 15765-4 diagnostic CAN and SAE J1939.'),
        obdKLine(supply, 'ISO 9141-2 and ISO 14230 (KWP2000).'),
        {
          pin: 10,
          signal: 'SAE J1850 bus −',
          direction: 'bidirectional',
          level: 'PWM: 5–0 V, mirror of pin 2',
          maxVolts: 5,
          notes: 'Used by J1850 PWM only.',
        },
        canLow(11, 'Medium-speed CAN low'),
        canLow(14, 'CAN low'),
        {
          pin: 15,
          signal: 'L-Line',
          direction: 'output',
          level: 'Idles at the supply voltage, pulled low during 5-baud init',
          maxVolts: supply.max,
          notes: 'ISO 9141-2 wake-up line, needed by a few older vehicles only.',
        },
        obdBattery(supply, 'the dongle'),
      ]),
    },
    {
      id: 'gpio',
      name: 'Raspberry Pi 40-pin header',
      kind: 'hat40',
      view: 'Top view of the Raspberry Pi 3A+, pin 1 at the corner nearest the SD card',
      pins: [
        {
          pin: 1,
          signal: '3.3 V',
          direction: 'power',
          level: '3.3 V',
          maxVolts: 3.3,
          notes: 'From the Raspberry Pi regulator; keep the total draw of your own circuits under 50 mA.',
        },
        {
          pin: 2,
          signal: '5 V',
          direction: 'power',
          level: '5 V',
          maxVolts: 5,
          notes: 'Fed by the carrier board; it powers the Raspberry Pi.',
        },
        {
          pin: 3,
          signal: 'GPIO2 (I²C 1 SDA)',
          direction: 'bidirectional',
          level: '3.3 V logic, 1.8 kΩ pull-up',
          maxVolts: 3.3,
          notes:
            'Shared with the accelerometer (0x1C) and the secure element (0x60); add devices at other addresses only.',
        },
        {pin: 4, signal: '5 V', direction: 'power', level: '5 V', maxVolts: 5},
        {
          pin: 5,
          signal: 'GPIO3 (I²C 1 SCL)',
          direction: 'bidirectional',
          level: '3.3 V logic, 1.8 kΩ pull-up',
          maxVolts: 3.3,
          notes: 'Shared I²C bus 1.',
        },
        ground(6),
        {
          pin: 7,
          signal: 'GPIO4 (power-off signal)',
          direction: 'output',
          level: '3.3 V logic, active low',
          maxVolts: 3.3,
          notes: 'Tells the SPM that Linux has shut down; reserved.',
        },
        {
          pin: 8,
          signal: 'GPIO14 (UART TXD)',
          direction: 'output',
          level: '3.3 V logic',
          maxVolts: 3.3,
          notes: 'To the STN2120 (/dev/serial0); reserved.',
        },
        ground(9),
        {
          pin: 10,
          signal: 'GPIO15 (UART RXD)',
          direction: 'input',
          level: '3.3 V logic',
          maxVolts: 3.3,
          notes: 'From the STN2120 (/dev/serial0); reserved.',
        },
        {
          pin: 11,
          signal: 'GPIO17 (SPM data out)',
          direction: 'output',
          level: '3.3 V logic',
          maxVolts: 3.3,
          notes: 'Serial link to the SPM (MOSI); reserved.',
        },
        {
          pin: 12,
          signal: 'GPIO18 (I²S bit clock)',
          direction: 'output',
          level: '3.3 V logic',
          maxVolts: 3.3,
          notes: 'Audio to the speaker amplifier; reserved.',
        },
        freeGpio(13, 27),
        ground(14),
        freeGpio(15, 22),
        freeGpio(16, 23),
        {pin: 17, signal: '3.3 V', direction: 'power', level: '3.3 V', maxVolts: 3.3},
        freeGpio(18, 24),
        freeGpio(19, 10, 'SPI0 MOSI'),
        ground(20),
        freeGpio(21, 9, 'SPI0 MISO'),
        {
          pin: 22,
          signal: 'GPIO25 (shutdown request)',
          direction: 'input',
          level: '3.3 V logic, high = shut down',
          maxVolts: 3.3,
          notes: 'The SPM asks Linux to shut down; reserved.',
        },
        freeGpio(23, 11, 'SPI0 SCLK'),
        freeGpio(24, 8, 'SPI0 CE0'),
        ground(25),
        freeGpio(26, 7, 'SPI0 CE1'),
        {
          pin: 27,
          signal: 'ID_SD (HAT EEPROM data)',
          direction: 'bidirectional',
          level: '3.3 V logic',
          maxVolts: 3.3,
          notes: 'Reserved by the Raspberry Pi for HAT identification; leave unconnected.',
        },
        {
          pin: 28,
          signal: 'ID_SC (HAT EEPROM clock)',
          direction: 'bidirectional',
          level: '3.3 V logic',
          maxVolts: 3.3,
          notes: 'Reserved by the Raspberry Pi for HAT identification; leave unconnected.',
        },
        {
          pin: 29,
          signal: 'GPIO5 (accelerometer interrupt)',
          direction: 'input',
          level: '3.3 V logic',
          maxVolts: 3.3,
          notes: 'Reserved.',
        },
        ground(30),
        {
          pin: 31,
          signal: 'GPIO6 (amplifier enable)',
          direction: 'output',
          level: '3.3 V logic, high = on',
          maxVolts: 3.3,
          notes: 'Switches the speaker amplifier; reserved.',
        },
        {
          pin: 32,
          signal: 'GPIO12 (SPM status line)',
          direction: 'bidirectional',
          level: '3.3 V logic',
          maxVolts: 3.3,
          notes: 'Status LED and STN power signalling, depending on the SPM firmware; reserved.',
        },
        {
          pin: 33,
          signal: 'GPIO13 (hold power)',
          direction: 'output',
          level: '3.3 V logic, high = keep power on',
          maxVolts: 3.3,
          notes: 'Keeps the 5 V supply on during shutdown; reserved.',
        },
        ground(34),
        {
          pin: 35,
          signal: 'GPIO19 (I²S frame sync)',
          direction: 'output',
          level: '3.3 V logic',
          maxVolts: 3.3,
          notes: 'Audio; reserved.',
        },
        {
          pin: 36,
          signal: 'GPIO16 (SPM clock)',
          direction: 'output',
          level: '3.3 V logic',
          maxVolts: 3.3,
          notes: 'Serial link to the SPM (clock); reserved.',
        },
        {
          pin: 37,
          signal: 'GPIO26 (SPM reset)',
          direction: 'output',
          level: '3.3 V logic, active low',
          maxVolts: 3.3,
          notes: 'Resets the SPM, for example when flashing its firmware; reserved.',
        },
        {
          pin: 38,
          signal: 'GPIO20 (SPM data in)',
          direction: 'input',
          level: '3.3 V logic',
          maxVolts: 3.3,
          notes: 'Serial link to the SPM (MISO); reserved.',
        },
        ground(39),
        {
          pin: 40,
          signal: 'GPIO21 (I²S data out)',
          direction: 'output',
          level: '3.3 V logic',
          maxVolts: 3.3,
          notes: 'Audio; reserved.',
        },
      ],
    },
  ],
  indicators: [
    {
      indicator: 'Status LED (green)',
      pattern: 'Off',
      meaning: 'No supply, or the dongle is sleeping or hibernating',
      action: 'Start the engine to wake it; if it stays dark, check the supply on pin 16',
    },
    {
      indicator: 'Status LED (green)',
      pattern: 'Blinks fast (about 4 per second)',
      meaning: 'The SPM has switched the Raspberry Pi on and it is booting',
      action: 'Wait up to 3 minutes',
    },
    {
      indicator: 'Status LED (green)',
      pattern: 'On',
      meaning: 'Linux is running and Veltro Core has started',
      action: 'Nothing',
    },
    {
      indicator: 'Status LED (green)',
      pattern: 'Blinks slowly (once every 2 s)',
      meaning: 'Shutting down before sleep',
      action: 'Nothing; leave it plugged in until the LED goes dark',
    },
    {
      indicator: 'Speaker',
      pattern: 'Says "system network 4G online"',
      meaning: 'The modem has a data connection',
      action: 'Nothing',
    },
    {
      indicator: 'Speaker',
      pattern: 'Says "system network 4G offline"',
      meaning: 'The mobile data connection dropped',
      action: 'Check the SIM, antennas and coverage if it repeats',
    },
    {
      indicator: 'Speaker',
      pattern: 'Says "system power sleep"',
      meaning: 'Veltro Core is about to put the dongle to sleep',
      action: 'Nothing',
    },
    {
      indicator: 'Speaker',
      pattern: 'Says "vehicle battery critical-level"',
      meaning: 'The vehicle battery is low; the dongle will stop drawing power soon',
      action: 'Start the engine or charge the battery',
    },
  ],
  dimensions: {
    length: 118,
    width: 72,
    height: 31,
    note: 'plug included',
    weightGrams: 160,
    weightNote: 'with the Raspberry Pi fitted',
    holes: [],
  },
} as const satisfies DeviceFamily;
