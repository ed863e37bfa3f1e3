/**
 * The LEDs and button of the legacy TMUs (TMU CAN-FD and TMU SocketCAN): one red power LED and one green status
 * LED, the same on both boards, so both families use this one list.
 */
import type {IndicatorState} from './types';

export const legacyTmuIndicators: readonly IndicatorState[] = [
  {indicator: 'Power LED (red)', pattern: 'On', meaning: 'Supply present, device running', action: 'Nothing'},
  {
    indicator: 'Power LED (red)',
    pattern: 'Off',
    meaning: 'No supply, or the device is sleeping or hibernating',
    action: 'Start the engine or press the button; if it stays off, measure pin 16 at the plug',
  },
  {
    indicator: 'Status LED (green)',
    pattern: 'Blinks fast (4 per second)',
    meaning: 'Booting',
    action: 'Wait up to 2 minutes',
  },
  {
    indicator: 'Status LED (green)',
    pattern: 'Blinks slowly (once a second)',
    meaning: 'Running, no connection to Veltro Cloud yet',
    action: 'Check the SIM, the LTE antenna cables and mobile coverage',
  },
  {
    indicator: 'Status LED (green)',
    pattern: 'On',
    meaning: 'Running and connected to Veltro Cloud',
    action: 'Nothing',
  },
  {
    indicator: 'Status LED (green)',
    pattern: 'Two short blinks every 5 s',
    meaning: 'Going to sleep',
    action: 'Nothing; it wakes on motion, engine start or its timer',
  },
  {indicator: 'Button', pattern: 'Short press', meaning: 'Wakes a sleeping device', action: '—'},
  {
    indicator: 'Button',
    pattern: 'Hold for more than 3 s',
    meaning:
      'The SPM enters SETUP; a short press then hibernates the device, and another one boots it (a forced restart)',
    action: 'Use only when the device does not answer',
  },
];
