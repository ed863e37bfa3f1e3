/** Diagrams of the Getting Started guides of the Veltro CAN-FD Pro and its IP67 casing. */
import type {Diagram} from './render';

const source = (id: string, label: string, y: number, note?: string, height = 50) => ({
  id,
  label,
  ...(note ? {note} : {}),
  x: 10,
  y,
  width: 330,
  height,
});

const terminal = (id: string, label: string, y: number, note?: string, height = 50) => ({
  id,
  label,
  ...(note ? {note} : {}),
  x: 560,
  y,
  width: 330,
  height,
});

/** Vehicle side on the left, the 10-way terminal block on the right, the fuse in the supply wire emphasised. */
export const casingWiring: Diagram = {
  name: 'canfd-pro-casing-wiring',
  title:
    'Wiring of the Veltro CAN-FD Pro IP67 casing: permanent battery positive through a 3 A fuse near the battery ' +
    'to terminal 1, an optional ignition-switched circuit to terminal 2, battery negative or chassis ground to ' +
    'terminal 3, through the first cable gland; CAN bus 1 to terminals 4, 5 and 6 (can0) and CAN bus 2 to ' +
    'terminals 7, 8 and 9 (can1), through the second gland; terminal 10 stays empty.',
  width: 900,
  height: 490,
  captions: [
    {text: 'vehicle', x: 10, y: 26},
    {text: 'gland 1: power cable', x: 380, y: 26},
    {text: 'gland 2: CAN cable', x: 380, y: 262},
    {text: 'terminal block (inside the lid)', x: 560, y: 26},
  ],
  nodes: [
    {id: 'battery', label: 'battery +', note: 'permanent, unswitched', x: 10, y: 40, width: 160, height: 50},
    {
      id: 'fuse',
      label: '3 A fuse',
      note: 'within 20 cm of the tap',
      x: 182,
      y: 40,
      width: 158,
      height: 50,
      emphasis: true,
    },
    source('ignition', 'ignition-switched circuit', 110, 'optional: live only with the ignition on'),
    source('ground', 'battery − or chassis ground', 180),
    source('can1', 'CAN bus 1', 276, 'twisted pair, e.g. the diagnostic CAN', 56),
    source('can2', 'CAN bus 2', 356, 'twisted pair, e.g. a body or J1939 bus', 56),
    terminal('t1', '1  battery +', 40, '9–35 V'),
    terminal('t2', '2  ignition sense', 110, 'on above 7 V, off below 3 V; wake trigger ext'),
    terminal('t3', '3  supply ground', 180),
    terminal('t4', '4 high · 5 low · 6 ground', 276, 'CAN-FD 1, interface can0', 56),
    terminal('t7', '7 high · 8 low · 9 ground', 356, 'CAN-FD 2, interface can1', 56),
    terminal('t10', '10  not connected', 432, undefined, 44),
  ],
  edges: [
    {path: 'M170 65 L178 65'},
    {path: 'M340 65 L556 65', label: '1.0 mm² or more', labelX: 450, labelY: 57},
    {path: 'M340 135 L556 135', label: '0.5 mm² or more', labelX: 450, labelY: 127},
    {path: 'M340 205 L556 205', label: 'same size as terminal 1', labelX: 450, labelY: 197},
    {path: 'M340 304 L556 304', label: 'CAN high, CAN low, CAN ground', labelX: 450, labelY: 296},
    {path: 'M340 384 L556 384', label: 'CAN high, CAN low, CAN ground', labelX: 450, labelY: 376},
  ],
};

/** The device's key reaches one prefix of the bucket, with list and write only; everything else is denied. */
export const s3LeastPrivilege: Diagram = {
  name: 'pro-s3-least-privilege',
  title:
    'Least privilege for S3 uploads: the CAN-FD Pro signs its uploads with the access key of the IAM user ' +
    'veltro-unit-0042, whose policy allows only listing and writing under unit-0042/ in the bucket ' +
    'fleet-can-archive; other prefixes, the bucket root, reading and deleting are denied.',
  width: 900,
  height: 320,
  captions: [
    {text: 'vehicle', x: 10, y: 26},
    {text: 'AWS account', x: 250, y: 26},
    {text: 'bucket fleet-can-archive', x: 560, y: 26},
  ],
  nodes: [
    {id: 'device', label: 'CAN-FD Pro', note: 'raw logger, S3 output', x: 10, y: 60, width: 190, height: 56},
    {
      id: 'user',
      label: 'IAM user veltro-unit-0042',
      note: 'access key stored on the device',
      x: 250,
      y: 60,
      width: 250,
      height: 56,
    },
    {
      id: 'own',
      label: 'unit-0042/',
      note: 'ListBucket, PutObject, AbortMultipartUpload',
      x: 560,
      y: 60,
      width: 330,
      height: 56,
      emphasis: true,
    },
    {
      id: 'other',
      label: 'unit-0043/ and the bucket root',
      note: 'no list, no write',
      x: 560,
      y: 150,
      width: 330,
      height: 56,
    },
    {id: 'read', label: 'GetObject, DeleteObject', note: 'on any object', x: 560, y: 240, width: 330, height: 56},
  ],
  edges: [
    {path: 'M200 88 L246 88', label: 'signs', labelX: 223, labelY: 80},
    {path: 'M500 88 L556 88', label: 'allowed', labelX: 528, labelY: 80},
    {path: 'M420 116 Q460 178 556 178', label: 'denied', labelX: 470, labelY: 196, dashed: true},
    {path: 'M340 116 Q380 268 556 268', label: 'denied', labelX: 420, labelY: 262, dashed: true},
  ],
};

export const proGuidesDiagrams: Diagram[] = [casingWiring, s3LeastPrivilege];
