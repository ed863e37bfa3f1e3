/** Diagrams of the Getting Started pages of the Veltro CAN-FD Pro: the order of checks when no CAN data arrives. */
import type {GraphDiagram, GraphNode} from './layout';

const check = (id: string, label: string, note: string, emphasis = false): GraphNode => ({
  id,
  label,
  note,
  width: 270,
  height: 64,
  emphasis,
});

/** Six checks from the device to the upload; the first one that fails is where the data stops. */
export const proNoDataPath: GraphDiagram = {
  name: 'pro-no-data-path',
  title:
    'CAN-FD Pro no-data check path: device ON and online (power.status, green LED), then the interface up at the ' +
    'right rates (socketcan.show, ERROR-ACTIVE), then frames on the bus (rx count grows, CAN LED flickers), then ' +
    'the logger writing (logger.status received_frames_count), then the decoder matching (failed_messages_count ' +
    'low), then files uploaded (uploaded_files_count, no s3_sync/failed). The first check that fails is where the ' +
    'data stops.',
  layoutOptions: {'elk.layered.wrapping.strategy': 'MULTI_EDGE', 'elk.aspectRatio': '2.8'},
  nodes: [
    check('online', '1. Device ON and online', 'power.status, green LED steady'),
    check('iface', '2. Interface up, right rates', 'socketcan.show: ERROR-ACTIVE', true),
    check('frames', '3. Frames on the bus', 'rx grows, CAN LED flickers'),
    check('logger', '4. Logger writing', 'logger.status: received_frames_count'),
    check('decoder', '5. Decoder matching', 'failed_messages_count stays low'),
    check('upload', '6. Files uploaded', 'uploaded_files_count grows'),
  ],
  edges: [
    {from: 'online', to: 'iface', label: 'ok'},
    {from: 'iface', to: 'frames', label: 'ok'},
    {from: 'frames', to: 'logger', label: 'ok'},
    {from: 'logger', to: 'decoder', label: 'ok'},
    {from: 'decoder', to: 'upload', label: 'ok'},
  ],
  footnotes: ['Check in this order; stop at the first check that fails.'],
};

export const gettingStartedProDiagrams: GraphDiagram[] = [proNoDataPath];
