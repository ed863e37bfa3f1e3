/** Pin shapes that every connector repeats: written once so that a pinout differs only where the hardware does. */
import type {Pin, ReservedGpio, Supply} from './types';
import {pin16FuseRating} from './vehicleSupply';

/** An unused pin of a standard connector; `where` finishes the note, e.g. "the TMU CM4". */
export const notConnectedIn =
  (where: string) =>
  (pin: number, standard: string): Pin => ({
    pin,
    signal: 'Not connected',
    direction: 'not connected',
    level: '—',
    maxVolts: 0,
    notes: `${standard}; not wired in ${where}.`,
  });

export const ground = (pin: number): Pin => ({pin, signal: 'Ground', direction: 'ground', level: '0 V', maxVolts: 0});

/** What SAE J1962 assigns to each OBD-II pin; index 0 is pin 1. It names the pins a device leaves unwired. */
const j1962 = [
  'Manufacturer discretionary',
  'SAE J1850 bus +',
  'Manufacturer discretionary',
  'Chassis ground',
  'Signal ground',
  'ISO 15765-4 CAN high',
  'ISO 9141-2 / ISO 14230 K-line',
  'Manufacturer discretionary',
  'Manufacturer discretionary',
  'SAE J1850 bus −',
  'Manufacturer discretionary',
  'Manufacturer discretionary',
  'Manufacturer discretionary',
  'ISO 15765-4 CAN low',
  'ISO 9141-2 L-line',
  'Battery +',
] as const;

/**
 * The 16 pins of an OBD-II (SAE J1962) connector: the `wired` ones as given, every other one "not connected"
 * with its J1962 assignment, so a family lists only what it wires. `where` finishes the note, e.g. "the TMU CM4".
 */
export function obdPins(where: string, wired: readonly Pin[]): Pin[] {
  const byNumber = new Map(wired.map((pin) => [pin.pin, pin]));
  if (byNumber.size !== wired.length || wired.some((pin) => !j1962[pin.pin - 1])) {
    throw new Error(`OBD-II pins of ${where}: each wired pin must be one of 1–16, listed once`);
  }
  const notConnected = notConnectedIn(where);
  return j1962.map((standard, index) => byNumber.get(index + 1) ?? notConnected(index + 1, standard));
}

/** OBD-II pins 4 and 5. */
export const obdChassisGround: Pin = {pin: 4, signal: j1962[3], direction: 'ground', level: '0 V', maxVolts: 0};
export const obdSignalGround: Pin = {pin: 5, signal: j1962[4], direction: 'ground', level: '0 V', maxVolts: 0};

const withNotes = (notes: string | undefined) => (notes ? {notes} : {});

/** One line of a high-speed CAN bus (ISO 11898-2 levels from a 5 V transceiver). */
export const canHigh = (pin: number, signal: string, notes?: string): Pin => ({
  pin,
  signal,
  direction: 'bidirectional',
  level: '2.5 V recessive, 3.5 V dominant',
  maxVolts: 5,
  ...withNotes(notes),
});

export const canLow = (pin: number, signal: string, notes?: string): Pin => ({
  pin,
  signal,
  direction: 'bidirectional',
  level: '2.5 V recessive, 1.5 V dominant',
  maxVolts: 5,
  ...withNotes(notes),
});

/** OBD-II pin 7. The K-Line idles at the battery voltage, so it sees whatever the family's supply allows. */
export const obdKLine = (supply: Supply, notes: string): Pin => ({
  pin: 7,
  signal: 'K-Line',
  direction: 'bidirectional',
  level: 'Idles at the supply voltage, pulled below 20 % of it for a low bit',
  maxVolts: supply.max,
  notes,
});

/**
 * OBD-II pin 16, the permanent battery supply the device runs from: it sees the top of the family's supply range,
 * and a range that reaches 24 V serves both vehicle voltages. `powers` names the device, e.g. "the Mini".
 */
export const obdBattery = (supply: Supply, powers = 'the device'): Pin => ({
  pin: 16,
  signal: j1962[15],
  direction: 'power',
  level: supply.max >= 24 ? '12 V or 24 V vehicle supply' : '12 V vehicle supply',
  maxVolts: supply.max,
  notes: `Permanent (unswitched) battery supply, fused in the vehicle (typically ${pin16FuseRating}); powers ${powers} while the ignition is off.`,
});

/** Header pin (physical, 1–40) of each BCM GPIO that the 40-pin Raspberry Pi header brings out. */
export const headerPinOfGpio: Readonly<Record<number, number>> = {
  0: 27,
  1: 28,
  2: 3,
  3: 5,
  4: 7,
  5: 29,
  6: 31,
  7: 26,
  8: 24,
  9: 21,
  10: 19,
  11: 23,
  12: 32,
  13: 33,
  14: 8,
  15: 10,
  16: 36,
  17: 11,
  18: 12,
  19: 35,
  20: 38,
  21: 40,
  22: 15,
  23: 16,
  24: 18,
  25: 22,
  26: 37,
  27: 13,
};

/** A reserved GPIO with its header pin looked up. */
export const reservedGpio = (gpio: number, usedBy: string, source: string): ReservedGpio => {
  const headerPin = headerPinOfGpio[gpio];
  if (headerPin === undefined) throw new Error(`GPIO ${gpio} is not on the 40-pin header`);
  return {gpio, headerPin, usedBy, source};
};

const boot = 'autopi-core src/salt/base/state/raspi/boot/init.sls';

/**
 * Header GPIOs that every carrier board with a Compute Module and the SPI CAN controllers (hardware version 6.0 and
 * later: TMU CM4 and CAN-FD Pro) uses, read from the fact source's boot configuration, engines and SPM flashing
 * files. Lines used by a service only while it runs (the BLE manager's ready line) count too: a default must not
 * depend on which services are on. The CAN interrupt lines differ by hardware version and are added by each
 * family (cm4.ts, canfdPro.ts). Free on both: GPIO 0/1 (ID_SD/ID_SC, UART 2), 23, 24 and 27.
 */
export const carrierBoardGpios: readonly ReservedGpio[] = [
  reservedGpio(
    2,
    'I²C 1 data: real-time clock and SPM 4. Share it only as I²C, with other addresses',
    `${boot}:127-139 (dtoverlay=i2c1), :264-270 (i2c-rtc,pcf85063a); _utils/spm4_conn.py:234`,
  ),
  reservedGpio(3, 'I²C 1 clock: real-time clock and SPM 4. Share it only as I²C', `${boot}:127-139, :264-270`),
  reservedGpio(4, 'Power-off signal to the SPM (gpio-poweroff)', `${boot}:69-73`),
  reservedGpio(
    5,
    'SWD data to the SPM (RP2040) for its firmware; accelerometer interrupt',
    'autopi-core src/salt/base/state/power/spm/openocd/raspberrypi-swd.cfg:8; _utils/gpio_pin.py:19; _engines/acc_manager.py:463-464',
  ),
  reservedGpio(
    6,
    'SWD clock to the SPM (RP2040) for its firmware',
    'autopi-core src/salt/base/state/power/spm/openocd/raspberrypi-swd.cfg:8 (bcm2835gpio_swd_nums 06 05)',
  ),
  reservedGpio(7, 'SPI 0 CE1: chip select of CAN controller can1', `${boot}:297-329 (spi0-1)`),
  reservedGpio(8, 'SPI 0 CE0: chip select of CAN controller can0', `${boot}:297-349 (spi0-0)`),
  reservedGpio(9, 'SPI 0 MISO of the two CAN controllers', `${boot}:297-309 (dtparam=spi=on)`),
  reservedGpio(10, 'SPI 0 MOSI of the two CAN controllers', `${boot}:297-309`),
  reservedGpio(11, 'SPI 0 clock of the two CAN controllers', `${boot}:297-309`),
  reservedGpio(
    12,
    'Status LED, driven by the SPM manager as PWM',
    'autopi-core _utils/gpio_pin.py:17; _engines/spm_manager.py:271, 301-307 (has_led with SPM 2 and later)',
  ),
  reservedGpio(13, 'SPM hold-power line', 'autopi-core _utils/gpio_pin.py:25; _engines/spm_manager.py:268'),
  reservedGpio(18, 'I²S bit clock of the audio DAC', `${boot}:41-67 (i2s-mmap, hifiberry-dac)`),
  reservedGpio(19, 'I²S frame clock of the audio DAC', `${boot}:41-67`),
  reservedGpio(20, 'I²S data in (claimed with the I²S pin group)', `${boot}:41-67`),
  reservedGpio(21, 'I²S data out to the audio DAC', `${boot}:41-67`),
  reservedGpio(
    22,
    'Ready line of the BLE chip, raised by the BLE manager',
    'autopi-core _engines/ble_manager.py:22, 246-247',
  ),
  reservedGpio(25, 'Shutdown request from the SPM (gpio-shutdown)', `${boot}:82-87`),
  reservedGpio(26, 'SPM reset line', 'autopi-core _utils/gpio_pin.py:26; _engines/spm_manager.py:269'),
];

/** Returns the header pins with `usedBy` set on every pin a reserved GPIO sits on. */
export function markReserved(pins: readonly Pin[], reserved: readonly ReservedGpio[]): Pin[] {
  const byPin = new Map(reserved.map((entry) => [entry.headerPin, entry]));
  return pins.map((pin) => {
    const entry = byPin.get(pin.pin);
    return entry ? {...pin, usedBy: entry.usedBy} : pin;
  });
}
