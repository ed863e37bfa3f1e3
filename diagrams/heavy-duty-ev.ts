/** Diagrams of the Getting Started pages for heavy-duty vehicles (J1939) and electric vehicles. */
import {powerDefaults} from '../src/data/core/facts';
import {eec1Example, motorLoggerIntervalSeconds} from '../src/data/guides/heavy-duty-ev';
import type {GraphDiagram} from './layout';
import type {Diagram} from './render';

const bitField = (id: string, label: string, note: string, x: number, width: number, emphasis = false) => ({
  id,
  label,
  note,
  x,
  y: 50,
  width,
  height: 64,
  emphasis,
});

/** The 29-bit identifier of the worked EEC1 frame, split into its fields, with the four that make up the PGN. */
export const j1939Identifier: Diagram = {
  name: 'j1939-identifier',
  title:
    `The 29-bit J1939 identifier 0x${eec1Example.id} split into its fields: priority 3, extended data page 0, data page 0, ` +
    'PDU format F0, PDU specific 04 and source address 00 (engine #1). Extended data page, data page, PDU format ' +
    'and PDU specific together form the PGN 0xF004, which is 61444, EEC1.',
  width: 880,
  height: 290,
  captions: [{text: `identifier 0x${eec1Example.id}`, x: 10, y: 32}],
  nodes: [
    bitField('priority', 'Priority', 'bits 28–26: 3', 10, 130),
    bitField('edp', 'EDP', 'bit 25: 0', 150, 90),
    bitField('dp', 'DP', 'bit 24: 0', 250, 90),
    bitField('pf', 'PDU format', 'bits 23–16: F0', 350, 160),
    bitField('ps', 'PDU specific', 'bits 15–8: 04', 520, 160),
    bitField('sa', 'Source address', 'bits 7–0: 00, engine #1', 690, 180),
    {
      id: 'pgn',
      label: 'PGN 0xF004 = 61444 (EEC1)',
      note: 'PF 240 or more: PS belongs to the PGN',
      x: 150,
      y: 196,
      width: 530,
      height: 64,
      emphasis: true,
    },
  ],
  edges: [
    {path: 'M195 114 L195 192'},
    {path: 'M295 114 L295 192'},
    {path: 'M430 114 L430 192'},
    {path: 'M600 114 L600 192'},
  ],
};

const {engineStoppedTimerSeconds, wakeIntervalSeconds} = powerDefaults;

/** From a PID logger to `power.sleep`: how motor events drive the sleep timer of an electric vehicle. */
export const evMotorPowerCycle: GraphDiagram = {
  name: 'ev-motor-power-cycle',
  direction: 'DOWN',
  title:
    `Power cycle of an electric vehicle with motor events: a PID logger reads RPM every ${motorLoggerIntervalSeconds} seconds, the ` +
    'rpm_motor_event trigger fires vehicle/motor events, a stopped or not_running event starts the sleep timer ' +
    `through the Event Regex setting, and the timer runs power.sleep after ${engineStoppedTimerSeconds} s; a running event clears every timer.`,
  groups: [
    {id: 'obd', label: 'OBD manager', nodes: ['logger', 'trigger']},
    {id: 'reactor', label: 'event reactor', nodes: ['timer', 'clear', 'sleep']},
  ],
  nodes: [
    {id: 'logger', label: 'PID logger', note: `RPM, every ${motorLoggerIntervalSeconds} s`},
    {id: 'trigger', label: 'trigger', note: 'rpm_motor_event'},
    {id: 'event', label: 'motor event', note: 'vehicle/motor/…'},
    {id: 'timer', label: 'sleep timer', note: 'Event Regex: stopped, not_running', emphasis: true},
    {id: 'clear', label: 'clear all timers', note: 'Suppress: running'},
    {id: 'sleep', label: 'power.sleep', note: `after ${engineStoppedTimerSeconds} s, for ${wakeIntervalSeconds} s`},
  ],
  edges: [
    {from: 'logger', to: 'trigger', label: 'value'},
    {from: 'trigger', to: 'event', label: 'change'},
    {from: 'event', to: 'timer', label: 'stopped'},
    {from: 'event', to: 'clear', label: 'running', dashed: true},
    {from: 'timer', to: 'sleep', label: 'runs out'},
    {from: 'clear', to: 'timer', label: 'cancels', dashed: true},
  ],
};

export const heavyDutyEvDiagrams: (Diagram | GraphDiagram)[] = [j1939Identifier, evMotorPowerCycle];
