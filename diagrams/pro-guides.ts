/** Diagrams of the Getting Started guides of the Veltro CAN-FD Pro and its IP67 casing. */
import {s3Example, s3SyncActions} from '../src/data/guides/pro-guides';
import {canfdProCasing, supplyFuseAmps} from '../src/data/hardware/canfdProCasing';
import type {GraphDiagram} from './layout';
import type {Diagram} from './render';

const {min: supplyMin, max: supplyMax} = canfdProCasing.supply;

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

/**
 * Vehicle side on the left, the 10-way terminal block on the right, the fuse in the supply wire emphasised. It keeps
 * its grid: the terminals stand in the block's physical order 1 to 10, which a layered layout does not keep.
 */
export const casingWiring: Diagram = {
  name: 'canfd-pro-casing-wiring',
  title:
    `Wiring of the Veltro CAN-FD Pro IP67 casing: permanent battery positive through a ${supplyFuseAmps} A fuse near the battery ` +
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
      label: `${supplyFuseAmps} A fuse`,
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
    terminal('t1', '1  battery +', 40, `${supplyMin}–${supplyMax} V`),
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
export const s3LeastPrivilege: GraphDiagram = {
  name: 'pro-s3-least-privilege',
  direction: 'DOWN',
  title:
    'Least privilege for S3 uploads: the CAN-FD Pro signs its uploads with the access key of the IAM user ' +
    `${s3Example.iamUser}, whose policy allows only listing and writing under ${s3Example.prefix} in the bucket ` +
    `${s3Example.bucket}; other prefixes, the bucket root, reading and deleting are denied.`,
  groups: [
    {id: 'vehicle', label: 'vehicle', nodes: ['device']},
    {id: 'aws', label: 'AWS account', nodes: ['user']},
    {id: 'bucket', label: `bucket ${s3Example.bucket}`, nodes: ['own', 'other', 'read']},
  ],
  nodes: [
    {id: 'device', label: 'CAN-FD Pro', note: 'raw logger, S3 output'},
    {id: 'user', label: `IAM user ${s3Example.iamUser}`, note: 'access key stored on the device'},
    {
      id: 'own',
      label: s3Example.prefix,
      note: s3SyncActions.map((action) => action.replace('s3:', '')).join(', '),
      emphasis: true,
    },
    {id: 'other', label: 'unit-0043/ and the bucket root', note: 'no list, no write'},
    {id: 'read', label: 'GetObject, DeleteObject', note: 'on any object'},
  ],
  edges: [
    {from: 'device', to: 'user', label: 'signs'},
    {from: 'user', to: 'own', label: 'allowed'},
    {from: 'user', to: 'other', label: 'denied', dashed: true},
    {from: 'user', to: 'read', label: 'denied', dashed: true},
  ],
};

export const proGuidesDiagrams: (Diagram | GraphDiagram)[] = [casingWiring, s3LeastPrivilege];
