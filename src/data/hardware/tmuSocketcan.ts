/**
 * Veltro TMU SocketCAN (legacy): a TMU in the CM4-era enclosure without an STN OBD interpreter. Its two CAN
 * controllers are driven by the Linux kernel and appear as the SocketCAN interfaces can0 and can1.
 */
import type {DeviceFamily} from './types';
import {notConnectedIn, obdChassisGround, obdSignalGround} from './pins';
import {modemSpec, safetyCutOutSpec} from './power';
import {cm4} from './cm4';

const notConnected = notConnectedIn('the TMU SocketCAN');

export const tmuSocketcan: DeviceFamily = {
  key: 'veltro_tmu_socketcan',
  name: 'Veltro TMU SocketCAN',
  status: 'legacy',
  route: '/hardware/veltro_tmu_socketcan/',
  runsCore: true,
  supply: {min: 9, max: 35},
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
      modemSpec('legacy'),
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
    Power: [
      {name: 'Supply range', value: '9–35 V DC from OBD-II pin 16'},
      {name: 'Sleep current', value: 'About 3 mA at 12 V with the SPM in sleep'},
      safetyCutOutSpec(true),
    ],
    Environment: [
      {name: 'Operating temperature', value: '−20 to 70 °C'},
      {name: 'Mounting', value: 'Inside the cabin, away from direct sun and water'},
    ],
    Physical: [
      {name: 'Dimensions', value: '112 × 78 × 30 mm (same enclosure as the TMU CM4)'},
      {name: 'Weight', value: '175 g'},
      {name: 'Vehicle connector', value: 'OBD-II (SAE J1962) male plug'},
      {name: 'Antennas', value: 'Internal; SMA/RP-SMA sockets for LTE, GNSS and Wi-Fi to take the external 3-in-1 antenna'},
      {name: 'Support status', value: 'Legacy: no longer sold; Veltro Core updates continue, hardware repairs end'},
    ],
  },
  connectors: [
    {
      id: 'obd',
      name: 'OBD-II plug',
      kind: 'obd2',
      view: 'Looking into the TMU SocketCAN plug, notch at the top',
      pins: [
        notConnected(1, 'Manufacturer discretionary'),
        notConnected(2, 'SAE J1850 bus +'),
        {pin: 3, signal: 'CAN 2 high (can1)', direction: 'bidirectional', level: '2.5 V recessive, 3.5 V dominant', maxVolts: 5, notes: 'Second bus, Linux interface can1; often a body or comfort bus at 125 kbit/s.'},
        obdChassisGround,
        obdSignalGround,
        {pin: 6, signal: 'CAN 1 high (can0)', direction: 'bidirectional', level: '2.5 V recessive, 3.5 V dominant', maxVolts: 5, notes: 'ISO 15765-4 diagnostic CAN, Linux interface can0.'},
        notConnected(7, 'ISO 9141-2 / ISO 14230 K-line'),
        notConnected(8, 'Manufacturer discretionary'),
        notConnected(9, 'Manufacturer discretionary'),
        notConnected(10, 'SAE J1850 bus −'),
        {pin: 11, signal: 'CAN 2 low (can1)', direction: 'bidirectional', level: '2.5 V recessive, 1.5 V dominant', maxVolts: 5},
        notConnected(12, 'Manufacturer discretionary'),
        notConnected(13, 'Manufacturer discretionary'),
        {pin: 14, signal: 'CAN 1 low (can0)', direction: 'bidirectional', level: '2.5 V recessive, 1.5 V dominant', maxVolts: 5},
        notConnected(15, 'ISO 9141-2 L-line'),
        {pin: 16, signal: 'Battery +', direction: 'power', level: '12 V or 24 V vehicle supply', maxVolts: 35, notes: 'Permanent (unswitched) battery supply, fused in the vehicle (typically 10–20 A); powers the device while the ignition is off.'},
      ],
    },
  ],
  indicators: [
    {indicator: 'Power LED (red)', pattern: 'On', meaning: 'Supply present, device running', action: 'Nothing'},
    {indicator: 'Power LED (red)', pattern: 'Off', meaning: 'No supply, or the device is sleeping or hibernating', action: 'Start the engine or press the button to wake it; check pin 16 if it stays off'},
    {indicator: 'Status LED (green)', pattern: 'Blinks fast (4 per second)', meaning: 'Booting', action: 'Wait up to 2 minutes'},
    {indicator: 'Status LED (green)', pattern: 'Blinks slowly (once a second)', meaning: 'Running, no connection to Veltro Cloud yet', action: 'Check the SIM, antennas and mobile coverage'},
    {indicator: 'Status LED (green)', pattern: 'On', meaning: 'Running and connected to Veltro Cloud', action: 'Nothing'},
    {indicator: 'Status LED (green)', pattern: 'Two short blinks every 5 s', meaning: 'Going to sleep', action: 'Nothing; it wakes on motion, engine start or its timer'},
    {indicator: 'Button', pattern: 'Short press', meaning: 'Wakes a sleeping device', action: '—'},
    {indicator: 'Button', pattern: 'Hold for 10 s', meaning: 'Forces a power cycle through the SPM', action: 'Use only when the device does not answer'},
  ],
  // The TMU CM4's enclosure and hole pattern; only the weight differs.
  dimensions: {...cm4.dimensions!, weightGrams: 175},
  protocols: [
    'ISO 15765-4 (CAN 11/29-bit, 250/500 kbit/s) on can0',
    'ISO 11898 high-speed CAN (11/29-bit, 250/500 kbit/s) on can0',
    'SAE J1939 over CAN (250 kbit/s) on can0',
    'Medium-speed CAN (11/29-bit, 125 kbit/s) on can1',
    'Raw CAN 2.0 up to 1 Mbit/s on either interface',
  ],
};
