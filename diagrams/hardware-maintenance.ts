/**
 * Diagrams of the hardware and power developer guides: the button path into eMMC FLASHING for a reflash, the wiring
 * of a bench supply, the power path that the FORCE 5V jumper bypasses, and the wiring of the header UART. Values
 * come from src/data/guides/hardware-maintenance.ts and match the LED and button pages of the TMU CM4 and the CAN-FD Pro.
 */
import {benchSupply, headerUart, rpibootTool} from '../src/data/guides/hardware-maintenance';
import type {GraphDiagram} from './layout';

export const reflashButtonPath: GraphDiagram = {
  name: 'reflash-button-path',
  direction: 'DOWN',
  title:
    'Button path for an in-place reflash: from ON, SLEEPING or HIBERNATING a hold of more than 3 s goes to SETUP, ' +
    `a second hold to eMMC FLASHING, where a computer running ${rpibootTool.name} writes the image over micro-USB; a third ` +
    'hold goes to HIBERNATING and a short press boots the new image. A short press in SETUP cancels.',
  nodes: [
    {id: 'any', label: 'Other state', note: 'ON, SLEEPING, HIBERNATING'},
    {id: 'setup', label: 'SETUP', note: 'power LED flashes 1/s'},
    {id: 'flashing', label: 'eMMC FLASHING', note: 'power LED flashes rapidly', emphasis: true},
    {id: 'computer', label: 'Computer', note: `${rpibootTool.name} + image writer`},
    {id: 'hibernating', label: 'HIBERNATING', note: 'steady, dimmed'},
    {id: 'booting', label: 'BOOTING', note: 'first boot takes longer'},
  ],
  edges: [
    {from: 'any', to: 'setup', label: 'hold > 3 s'},
    {from: 'setup', to: 'flashing', label: 'hold > 3 s'},
    {from: 'flashing', to: 'computer', label: 'USB', dashed: true},
    {from: 'flashing', to: 'hibernating', label: 'hold > 3 s when written'},
    {from: 'hibernating', to: 'booting', label: 'short press'},
    {from: 'setup', to: 'hibernating', label: 'short press: cancel', dashed: true},
  ],
};

export const benchSupplyWiring: GraphDiagram = {
  name: 'bench-supply-wiring',
  layoutOptions: {'elk.layered.spacing.nodeNodeBetweenLayers': '24'},
  title:
    `Bench supply wiring: the positive lead of a ${benchSupply.volts} V supply that delivers ${benchSupply.minAmps} A or more runs through a ${benchSupply.fuseAmps} A fuse ` +
    'to pin 16 of an OBD-II socket, the negative lead to pins 4 and 5, and the Veltro device plugs into the socket.',
  nodes: [
    {id: 'supply', label: 'Bench supply', note: `${benchSupply.volts} V, rated ${benchSupply.minAmps} A or more`},
    {id: 'fuse', label: `Fuse ${benchSupply.fuseAmps} A`, note: 'in the + lead'},
    {id: 'socket', label: 'OBD-II socket', note: 'pin 16 +, pins 4 and 5 −', emphasis: true},
    {id: 'device', label: 'Veltro device', note: 'TMU CM4 or CAN-FD Pro'},
  ],
  edges: [
    {from: 'supply', to: 'fuse', label: '+'},
    {from: 'fuse', to: 'socket', label: 'to pin 16'},
    {from: 'supply', to: 'socket', label: '− to pins 4 and 5'},
    {from: 'socket', to: 'device', label: 'plug'},
  ],
};

export const forceFiveVoltPath: GraphDiagram = {
  name: 'force-5v-power-path',
  title:
    'Power path of the compute module: the vehicle supply feeds the 5 V stage, the SPM power switch and the compute ' +
    'module in turn; a jumper on FORCE 5V bypasses the switch, so sleep, hibernation and the cut-out no longer cut power.',
  nodes: [
    {id: 'supply', label: 'Vehicle supply', note: 'OBD-II pin 16'},
    {id: 'stage', label: '5 V stage', note: 'on the carrier board'},
    {id: 'switch', label: 'SPM power switch', note: 'sleep, hibernate, cut-out'},
    {id: 'jumper', label: 'FORCE 5V fitted', note: 'bypasses the switch', emphasis: true},
    {id: 'module', label: 'Compute module', note: 'Veltro Core'},
  ],
  edges: [
    {from: 'supply', to: 'stage'},
    {from: 'stage', to: 'switch'},
    {from: 'switch', to: 'module', label: 'normal path'},
    {from: 'stage', to: 'jumper', dashed: true},
    {from: 'jumper', to: 'module', label: 'constant 5 V', dashed: true},
  ],
};

const {txPin, rxPin, groundPin, txGpio, rxGpio} = headerUart;

export const headerUartWiring: GraphDiagram = {
  name: 'header-uart-wiring',
  title:
    `External UART wiring: pin ${txPin} (GPIO ${txGpio}, UART 2 TXD) goes to the RX input of your 3.3 V device, its TX output ` +
    `comes back to pin ${rxPin} (GPIO ${rxGpio}, UART 2 RXD), and pin ${groundPin} joins the two grounds.`,
  groups: [
    {id: 'header', label: 'Veltro HAT header (3.3 V)', nodes: ['tx', 'rx', 'gnd']},
    {id: 'yours', label: 'Your device (3.3 V logic)', nodes: ['ext-rx', 'ext-tx', 'ext-gnd']},
  ],
  nodes: [
    {id: 'tx', label: `Pin ${txPin}`, note: `GPIO ${txGpio} · UART 2 TXD`, width: 220, emphasis: true},
    {id: 'rx', label: `Pin ${rxPin}`, note: `GPIO ${rxGpio} · UART 2 RXD`, width: 220, emphasis: true},
    {id: 'gnd', label: `Pin ${groundPin}`, note: 'Ground', width: 220},
    {id: 'ext-rx', label: 'RX', note: 'input', width: 220},
    {id: 'ext-tx', label: 'TX', note: 'output', width: 220},
    {id: 'ext-gnd', label: 'GND', width: 220},
  ],
  edges: [
    {from: 'tx', to: 'ext-rx', label: 'data out'},
    {from: 'ext-tx', to: 'rx', label: 'data in'},
    {from: 'gnd', to: 'ext-gnd', label: 'common ground', dashed: true},
  ],
};

export const hardwareMaintenanceDiagrams: GraphDiagram[] = [
  reflashButtonPath,
  benchSupplyWiring,
  forceFiveVoltPath,
  headerUartWiring,
];
