/** Diagrams of the CAN bus pages of the Cloud's OBD-II section: the raw CAN data flow and the CAN bus form. */
import type {GraphDiagram} from './layout';
import {formColumn, type Diagram} from './render';

/** Bus → device → logger file → upload → Cloud, with the events raised on the way and the housekeeper's cleanup. */
export const rawCanFlow: GraphDiagram = {
  name: 'can-raw-logging-flow',
  direction: 'DOWN',
  title:
    'Raw CAN logging data flow: the vehicle bus reaches the device interface can0 or can1; the raw CAN logger of ' +
    'the CAN service filters the frames and writes them to a file on the device, which rolls over at 10 MB or ' +
    '10 minutes; finished files are uploaded to Veltro Cloud or an Amazon S3 bucket, and the disk housekeeper ' +
    'deletes the oldest files when the disk runs full.',
  groups: [
    {id: 'vehicle', label: 'vehicle', nodes: ['bus']},
    {id: 'device', label: 'device', nodes: ['iface', 'logger', 'file', 'events', 'housekeeper']},
    {id: 'destination', label: 'destination', nodes: ['cloud', 's3']},
  ],
  nodes: [
    {id: 'bus', label: 'vehicle CAN bus', note: 'pins 6/14 or 3/11'},
    {id: 'iface', label: 'interface', note: 'can0 / can1, bitrate'},
    {id: 'logger', label: 'raw CAN logger', note: 'CAN service, filters'},
    {id: 'file', label: 'log file', note: 'on the device disk', emphasis: true},
    {id: 'cloud', label: 'Veltro Cloud', note: 'logger Files tab'},
    {id: 's3', label: 'Amazon S3 bucket', note: 'your own storage'},
    {id: 'events', label: 'events', note: 'writing, rollover, s3_sync/*'},
    {id: 'housekeeper', label: 'disk housekeeper', note: 'oldest files at 90 % use'},
  ],
  edges: [
    {from: 'bus', to: 'iface'},
    {from: 'iface', to: 'logger', label: 'frames'},
    {from: 'logger', to: 'file', label: 'write'},
    {from: 'file', to: 'cloud', label: 'upload'},
    {from: 'file', to: 's3'},
    {from: 'housekeeper', to: 'file', label: 'deletes', dashed: true},
    {from: 'logger', to: 'events', label: 'writing', dashed: true},
    {from: 'file', to: 'events', label: 'rollover', dashed: true},
    {from: 's3', to: 'events', label: 's3_sync', dashed: true},
  ],
};

const field = formColumn(470, 400);

/** Schematic of the CAN Buses tab of the vehicle editor with the bus form open, the Bitrate field emphasised. */
export const canBusForm: Diagram = {
  name: 'can-bus-form',
  title:
    'Schematic of the CAN Buses tab of the vehicle editor: the menu on the left, the vehicle header with its tabs, ' +
    'the list of buses with the Add bus and Autodetect buttons, and the bus form on the right with Name, ' +
    'Protocol, Bitrate (highlighted), Data bitrate, Mode and Default fields and a Save button.',
  width: 890,
  height: 470,
  captions: [{text: 'Fleet Management › Vehicles › List › Edit', x: 10, y: 24}],
  nodes: [
    {id: 'menu', label: 'menu', note: 'Fleet Management', x: 10, y: 40, width: 130, height: 420},
    {id: 'header', label: 'vehicle editor', note: 'CAN Buses tab open', x: 160, y: 40, width: 710, height: 50},
    {id: 'add', label: '+ Add bus', x: 160, y: 104, width: 140, height: 44},
    {id: 'autodetect', label: 'Autodetect', x: 310, y: 104, width: 140, height: 44},
    {
      id: 'list',
      label: 'bus list',
      note: 'name, protocol, bitrate, mode, flags',
      x: 160,
      y: 160,
      width: 290,
      height: 300,
    },
    field('name', 'Name', 'Diagnostic 500k', 104),
    field('protocol', 'Protocol', '6: ISO 15765-4 (CAN 11/500), can0, pins 6/14', 156),
    field('bitrate', 'Bitrate', 'bit/s, e.g. 500000', 208, true),
    field('dbitrate', 'Data bitrate', 'CAN-FD Pro only; empty = classic CAN', 260),
    field('mode', 'Mode', 'Listen only  ·  Active', 312),
    field('default', 'Default', 'loggers that name no bus use it', 364),
    {id: 'save', label: 'Save', x: 770, y: 416, width: 100, height: 40},
  ],
  edges: [],
};

export const canDiagrams: (Diagram | GraphDiagram)[] = [rawCanFlow, canBusForm];
