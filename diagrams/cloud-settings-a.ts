/** Diagrams of the advanced settings pages, part A (accelerometer … MQTT). */
import type {Diagram} from './render';

const box = {width: 180, height: 56};

export const cloudStoragePaths: Diagram = {
  name: 'cloud-storage-paths',
  title:
    'Cloud Storage data paths: the default returner sends worker results either through the cloud returner, ' +
    'the on-device cache and batched HTTPS uploads, or through the cloud_jsonl returner, JSON Lines files and ' +
    'the JSONL shipper, to Veltro Cloud.',
  width: 960,
  height: 280,
  captions: [
    {text: 'HTTPS group', x: 220, y: 26},
    {text: 'JSONL Returner and JSONL Shipper groups', x: 220, y: 268},
  ],
  nodes: [
    {id: 'results', label: 'worker results', note: 'Default Returner', x: 10, y: 112, ...box, emphasis: true},
    {id: 'cloud', label: 'cloud returner', note: 'queues each result', x: 220, y: 40, ...box},
    {id: 'cache', label: 'on-device cache', note: 'Cache: batch, retry, TTL', x: 430, y: 40, ...box},
    {id: 'upload', label: 'HTTPS upload', note: 'Upload, Compression', x: 640, y: 40, ...box},
    {id: 'jsonl', label: 'cloud_jsonl returner', note: 'name, directory', x: 220, y: 184, ...box},
    {id: 'files', label: 'JSON Lines files', note: 'writer, rotation', x: 430, y: 184, ...box},
    {id: 'shipper', label: 'JSONL shipper', note: 'Input, Output, Cleanup', x: 640, y: 184, ...box},
    {id: 'veltro', label: 'Veltro Cloud', x: 844, y: 112, width: 112, height: 56},
  ],
  edges: [
    {path: 'M190 130 L216 84'},
    {path: 'M190 150 L216 196'},
    {path: 'M400 68 L426 68'},
    {path: 'M610 68 L636 68'},
    {path: 'M400 212 L426 212'},
    {path: 'M610 212 L636 212'},
    {path: 'M820 80 L840 124'},
    {path: 'M820 200 L840 156', dashed: true},
  ],
};

export const settingsADiagrams: Diagram[] = [cloudStoragePaths];
