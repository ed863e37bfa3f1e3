/** Diagrams of the CAN bus pages of the Cloud's OBD-II section: the raw CAN data flow and the CAN bus form. */
import {formColumn, type Diagram} from './render';

/** Bus → device → logger file → upload → Cloud, with the events raised on the way and the housekeeper's cleanup. */
export const rawCanFlow: Diagram = {
  name: 'can-raw-logging-flow',
  title:
    'Raw CAN logging data flow: the vehicle bus reaches the device interface can0 or can1; the raw CAN logger of ' +
    'the CAN service filters the frames and writes them to a file on the device, which rolls over at 10 MB or ' +
    '10 minutes; finished files are uploaded to Veltro Cloud or an Amazon S3 bucket, and the disk housekeeper ' +
    'deletes the oldest files when the disk runs full.',
  width: 900,
  height: 380,
  captions: [
    {text: 'vehicle', x: 10, y: 28},
    {text: 'device', x: 190, y: 28},
    {text: 'destination', x: 730, y: 28},
  ],
  nodes: [
    {id: 'bus', label: 'vehicle CAN bus', note: 'pins 6/14 or 3/11', x: 10, y: 50, width: 150, height: 56},
    {id: 'iface', label: 'interface', note: 'can0 / can1, bitrate', x: 190, y: 50, width: 150, height: 56},
    {id: 'logger', label: 'raw CAN logger', note: 'CAN service, filters', x: 370, y: 50, width: 150, height: 56},
    {id: 'file', label: 'log file', note: 'on the device disk', x: 550, y: 50, width: 150, height: 56, emphasis: true},
    {id: 'cloud', label: 'Veltro Cloud', note: 'logger Files tab', x: 730, y: 50, width: 160, height: 56},
    {id: 's3', label: 'Amazon S3 bucket', note: 'your own storage', x: 730, y: 150, width: 160, height: 56},
    {id: 'events', label: 'events', note: 'writing, rollover, s3_sync/*', x: 330, y: 260, width: 200, height: 56},
    {
      id: 'housekeeper',
      label: 'disk housekeeper',
      note: 'oldest files at 90 % use',
      x: 580,
      y: 260,
      width: 170,
      height: 56,
    },
  ],
  edges: [
    {path: 'M160 78 L186 78'},
    {path: 'M340 78 L366 78', label: 'frames', labelX: 353, labelY: 40},
    {path: 'M520 78 L546 78', label: 'write', labelX: 533, labelY: 40},
    {path: 'M700 70 L726 70', label: 'upload', labelX: 713, labelY: 40},
    {path: 'M700 92 Q716 130 726 174'},
    {path: 'M665 256 L645 110', label: 'deletes', labelX: 703, labelY: 190, dashed: true},
    {path: 'M445 106 L445 256', label: 'writing', labelX: 412, labelY: 180, dashed: true},
    {path: 'M580 106 L511 256', label: 'rollover', labelX: 590, labelY: 200, dashed: true},
    {path: 'M810 206 Q810 420 534 300', label: 's3_sync', labelX: 780, labelY: 352, dashed: true},
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

export const canDiagrams: Diagram[] = [rawCanFlow, canBusForm];
