/** Diagrams of the Getting Started pages for heavy-duty vehicles (J1939) and electric vehicles. */
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
    'The 29-bit J1939 identifier 0x0CF00400 split into its fields: priority 3, extended data page 0, data page 0, ' +
    'PDU format F0, PDU specific 04 and source address 00 (engine #1). Extended data page, data page, PDU format ' +
    'and PDU specific together form the PGN 0xF004, which is 61444, EEC1.',
  width: 880,
  height: 290,
  captions: [{text: 'identifier 0x0CF00400', x: 10, y: 32}],
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

/** From a PID logger to `power.sleep`: how motor events drive the sleep timer of an electric vehicle. */
export const evMotorPowerCycle: Diagram = {
  name: 'ev-motor-power-cycle',
  title:
    'Power cycle of an electric vehicle with motor events: a PID logger reads RPM every 5 seconds, the ' +
    'rpm_motor_event trigger fires vehicle/motor events, a stopped or not_running event starts the sleep timer ' +
    'through the Event Regex setting, and the timer runs power.sleep after 300 s; a running event clears every timer.',
  width: 880,
  height: 280,
  captions: [
    {text: 'OBD manager', x: 10, y: 30},
    {text: 'event reactor', x: 620, y: 30},
  ],
  nodes: [
    {id: 'logger', label: 'PID logger', note: 'RPM, every 5 s', x: 10, y: 50, width: 150, height: 60},
    {id: 'trigger', label: 'trigger', note: 'rpm_motor_event', x: 200, y: 50, width: 160, height: 60},
    {id: 'event', label: 'motor event', note: 'vehicle/motor/…', x: 400, y: 50, width: 180, height: 60},
    {
      id: 'timer',
      label: 'sleep timer',
      note: 'Event Regex: stopped, not_running',
      x: 620,
      y: 50,
      width: 250,
      height: 60,
      emphasis: true,
    },
    {id: 'clear', label: 'clear all timers', note: 'Suppress: running', x: 400, y: 200, width: 180, height: 60},
    {id: 'sleep', label: 'power.sleep', note: 'after 300 s, for 7200 s', x: 620, y: 200, width: 250, height: 60},
  ],
  edges: [
    {path: 'M160 80 L196 80', label: 'value', labelX: 178, labelY: 42},
    {path: 'M360 80 L396 80', label: 'change', labelX: 378, labelY: 42},
    {path: 'M580 80 L616 80', label: 'stopped', labelX: 598, labelY: 42},
    {path: 'M490 110 L490 196', label: 'running', labelX: 530, labelY: 160, dashed: true},
    {path: 'M745 110 L745 196', label: 'runs out', labelX: 790, labelY: 160},
    {path: 'M580 230 Q600 160 650 114', label: 'cancels', labelX: 628, labelY: 188, dashed: true},
  ],
};

export const heavyDutyEvDiagrams: Diagram[] = [j1939Identifier, evMotorPowerCycle];
