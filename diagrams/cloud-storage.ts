/** Diagrams of the advanced settings pages, part A (accelerometer … MQTT). */
import type {GraphDiagram} from './layout';

export const cloudStoragePaths: GraphDiagram = {
  name: 'cloud-storage-paths',
  title:
    'Cloud Storage data paths: the default returner sends worker results either through the cloud returner, ' +
    'the on-device cache and batched HTTPS uploads, or through the cloud_jsonl returner, JSON Lines files and ' +
    'the JSONL shipper, to Veltro Cloud.',
  layoutOptions: {'elk.layered.spacing.nodeNodeBetweenLayers': '14', 'elk.layered.spacing.edgeNodeBetweenLayers': '6'},
  groups: [
    {id: 'https', label: 'HTTPS group', nodes: ['cloud', 'cache', 'upload']},
    {id: 'jsonl-group', label: 'JSONL Returner and JSONL Shipper groups', nodes: ['jsonl', 'files', 'shipper']},
  ],
  nodes: [
    {id: 'results', label: 'worker results', note: 'Default Returner', emphasis: true},
    {id: 'cloud', label: 'cloud returner', note: 'queues each result'},
    {id: 'cache', label: 'on-device cache', note: 'Cache: batch, retry, TTL'},
    {id: 'upload', label: 'HTTPS upload', note: 'Upload, Compression'},
    {id: 'jsonl', label: 'cloud_jsonl returner', note: 'name, directory'},
    {id: 'files', label: 'JSON Lines files', note: 'writer, rotation'},
    {id: 'shipper', label: 'JSONL shipper', note: 'Input, Output, Cleanup'},
    {id: 'veltro', label: 'Veltro Cloud', width: 120},
  ],
  edges: [
    {from: 'results', to: 'cloud'},
    {from: 'results', to: 'jsonl'},
    {from: 'cloud', to: 'cache'},
    {from: 'cache', to: 'upload'},
    {from: 'jsonl', to: 'files'},
    {from: 'files', to: 'shipper'},
    {from: 'upload', to: 'veltro'},
    {from: 'shipper', to: 'veltro', dashed: true},
  ],
};

export const cloudStorageDiagrams: GraphDiagram[] = [cloudStoragePaths];
