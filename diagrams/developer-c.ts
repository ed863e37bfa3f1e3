/**
 * Diagrams of the hardware and power developer guides: the button path into eMMC FLASHING for a reflash, the wiring
 * of a bench supply, the power path that the FORCE 5V jumper bypasses, and the wiring of the header UART. Values
 * match src/data/guides/hardware-maintenance.ts and the LED and button pages of the TMU CM4 and the CAN-FD Pro.
 */
import type {Diagram} from './render';

export const reflashButtonPath: Diagram = {
  name: 'reflash-button-path',
  title:
    'Button path for an in-place reflash: from ON, SLEEPING or HIBERNATING a hold of more than 3 s goes to SETUP, ' +
    'a second hold to eMMC FLASHING, where a computer running rpiboot writes the image over micro-USB; a third ' +
    'hold goes to HIBERNATING and a short press boots the new image. A short press in SETUP cancels.',
  width: 860,
  height: 290,
  nodes: [
    {id: 'any', label: 'Other state', note: 'ON, SLEEPING, HIBERNATING', x: 10, y: 40, width: 170, height: 56},
    {id: 'setup', label: 'SETUP', note: 'power LED flashes 1/s', x: 240, y: 40, width: 170, height: 56},
    {
      id: 'flashing',
      label: 'eMMC FLASHING',
      note: 'power LED flashes rapidly',
      x: 470,
      y: 40,
      width: 180,
      height: 56,
      emphasis: true,
    },
    {id: 'computer', label: 'Computer', note: 'rpiboot + image writer', x: 700, y: 40, width: 150, height: 56},
    {id: 'hibernating', label: 'HIBERNATING', note: 'steady, dimmed', x: 470, y: 210, width: 180, height: 56},
    {id: 'booting', label: 'BOOTING', note: 'first boot takes longer', x: 240, y: 210, width: 170, height: 56},
  ],
  edges: [
    {path: 'M180 68 L236 68', label: 'hold > 3 s', labelX: 208, labelY: 30},
    {path: 'M410 68 L466 68', label: 'hold > 3 s', labelX: 438, labelY: 30},
    {path: 'M650 68 L696 68', label: 'USB', labelX: 673, labelY: 60, dashed: true},
    {path: 'M560 96 L560 206', label: 'hold > 3 s when written', labelX: 660, labelY: 156},
    {path: 'M470 238 L414 238', label: 'short press', labelX: 442, labelY: 202},
    {path: 'M380 96 Q430 150 516 206', label: 'short press: cancel', labelX: 340, labelY: 160, dashed: true},
  ],
};

export const benchSupplyWiring: Diagram = {
  name: 'bench-supply-wiring',
  title:
    'Bench supply wiring: the positive lead of a 12.8 V supply that delivers 2.5 A or more runs through a 3 A fuse ' +
    'to pin 16 of an OBD-II socket, the negative lead to pins 4 and 5, and the Veltro device plugs into the socket.',
  width: 860,
  height: 200,
  nodes: [
    {id: 'supply', label: 'Bench supply', note: '12.8 V, rated 2.5 A or more', x: 10, y: 60, width: 200, height: 80},
    {id: 'fuse', label: 'Fuse 3 A', note: 'in the + lead', x: 270, y: 10, width: 130, height: 50},
    {
      id: 'socket',
      label: 'OBD-II socket',
      note: 'pin 16 +, pins 4 and 5 −',
      x: 460,
      y: 60,
      width: 190,
      height: 80,
      emphasis: true,
    },
    {id: 'device', label: 'Veltro device', note: 'TMU CM4 or CAN-FD Pro', x: 700, y: 60, width: 150, height: 80},
  ],
  edges: [
    {path: 'M210 80 L266 45', label: '+', labelX: 232, labelY: 52},
    {path: 'M400 45 L456 80', label: 'to pin 16', labelX: 445, labelY: 50},
    {path: 'M210 125 L456 125', label: '− to pins 4 and 5', labelX: 333, labelY: 160},
    {path: 'M650 100 L696 100', label: 'plug', labelX: 673, labelY: 90},
  ],
};

export const forceFiveVoltPath: Diagram = {
  name: 'force-5v-power-path',
  title:
    'Power path of the compute module: the vehicle supply feeds the 5 V stage, the SPM power switch and the compute ' +
    'module in turn; a jumper on FORCE 5V bypasses the switch, so sleep, hibernation and the cut-out no longer cut power.',
  width: 860,
  height: 250,
  nodes: [
    {id: 'supply', label: 'Vehicle supply', note: 'OBD-II pin 16', x: 10, y: 60, width: 170, height: 60},
    {id: 'stage', label: '5 V stage', note: 'on the carrier board', x: 230, y: 60, width: 160, height: 60},
    {id: 'switch', label: 'SPM power switch', note: 'sleep, hibernate, cut-out', x: 440, y: 60, width: 190, height: 60},
    {id: 'module', label: 'Compute module', note: 'Veltro Core', x: 680, y: 60, width: 170, height: 60},
    {
      id: 'jumper',
      label: 'FORCE 5V fitted',
      note: 'bypasses the switch',
      x: 440,
      y: 170,
      width: 190,
      height: 56,
      emphasis: true,
    },
  ],
  edges: [
    {path: 'M180 90 L226 90'},
    {path: 'M390 90 L436 90'},
    {path: 'M630 90 L676 90', label: 'normal path', labelX: 653, labelY: 48},
    {path: 'M310 120 Q320 198 436 198', dashed: true},
    {path: 'M630 198 Q760 198 765 124', label: 'constant 5 V', labelX: 735, labelY: 222, dashed: true},
  ],
};

export const headerUartWiring: Diagram = {
  name: 'header-uart-wiring',
  title:
    'External UART wiring: pin 27 (GPIO 0, UART 2 TXD) goes to the RX input of your 3.3 V device, its TX output ' +
    'comes back to pin 28 (GPIO 1, UART 2 RXD), and pin 25 joins the two grounds.',
  width: 760,
  height: 230,
  captions: [
    {text: 'Veltro HAT header (3.3 V)', x: 30, y: 26},
    {text: 'Your device (3.3 V logic)', x: 500, y: 26},
  ],
  nodes: [
    {id: 'tx', label: 'Pin 27', note: 'GPIO 0 · UART 2 TXD', x: 30, y: 40, width: 220, height: 48, emphasis: true},
    {id: 'rx', label: 'Pin 28', note: 'GPIO 1 · UART 2 RXD', x: 30, y: 104, width: 220, height: 48, emphasis: true},
    {id: 'gnd', label: 'Pin 25', note: 'Ground', x: 30, y: 168, width: 220, height: 48},
    {id: 'ext-rx', label: 'RX', note: 'input', x: 500, y: 40, width: 220, height: 48},
    {id: 'ext-tx', label: 'TX', note: 'output', x: 500, y: 104, width: 220, height: 48},
    {id: 'ext-gnd', label: 'GND', x: 500, y: 168, width: 220, height: 48},
  ],
  edges: [
    {path: 'M250 64 L496 64', label: 'data out', labelX: 373, labelY: 56},
    {path: 'M500 128 L254 128', label: 'data in', labelX: 377, labelY: 120},
    {path: 'M250 192 L496 192', label: 'common ground', labelX: 373, labelY: 184, dashed: true},
  ],
};

export const developerCDiagrams: Diagram[] = [
  reflashButtonPath,
  benchSupplyWiring,
  forceFiveVoltPath,
  headerUartWiring,
];
