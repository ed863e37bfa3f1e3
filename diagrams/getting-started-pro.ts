/** Diagrams of the Getting Started pages of the Veltro CAN-FD Pro: the order of checks when no CAN data arrives. */
import type {Diagram} from './render';

const check = {width: 250, height: 64} as const;

/** Six checks from the device to the upload; the first one that fails is where the data stops. */
export const proNoDataPath: Diagram = {
  name: 'pro-no-data-path',
  title:
    'CAN-FD Pro no-data check path: device ON and online (power.status, green LED), then the interface up at the ' +
    'right rates (socketcan.show, ERROR-ACTIVE), then frames on the bus (rx count grows, CAN LED flickers), then ' +
    'the logger writing (logger.status received_frames_count), then the decoder matching (failed_messages_count ' +
    'low), then files uploaded (uploaded_files_count, no s3_sync/failed). The first check that fails is where the ' +
    'data stops.',
  width: 860,
  height: 330,
  captions: [{text: 'Check in this order; stop at the first check that fails', x: 20, y: 28}],
  nodes: [
    {id: 'online', label: '1. Device ON and online', note: 'power.status, green LED steady', x: 20, y: 56, ...check},
    {
      id: 'iface',
      label: '2. Interface up, right rates',
      note: 'socketcan.show: ERROR-ACTIVE',
      x: 305,
      y: 56,
      ...check,
      emphasis: true,
    },
    {id: 'frames', label: '3. Frames on the bus', note: 'rx grows, CAN LED flickers', x: 590, y: 56, ...check},
    {id: 'logger', label: '4. Logger writing', note: 'logger.status: received_frames_count', x: 590, y: 226, ...check},
    {id: 'decoder', label: '5. Decoder matching', note: 'failed_messages_count stays low', x: 305, y: 226, ...check},
    {id: 'upload', label: '6. Files uploaded', note: 'uploaded_files_count grows', x: 20, y: 226, ...check},
  ],
  edges: [
    {path: 'M270 88 L301 88', label: 'ok', labelX: 286, labelY: 80},
    {path: 'M555 88 L586 88', label: 'ok', labelX: 571, labelY: 80},
    {path: 'M715 120 L715 222', label: 'ok', labelX: 731, labelY: 176},
    {path: 'M590 258 L559 258', label: 'ok', labelX: 574, labelY: 250},
    {path: 'M305 258 L274 258', label: 'ok', labelX: 289, labelY: 250},
  ],
};

export const gettingStartedProDiagrams: Diagram[] = [proNoDataPath];
