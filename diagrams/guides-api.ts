/**
 * Diagrams of the Getting Started › API pages: how a command callback travels, and where a device's uploads go once
 * its Cloud Storage endpoint points at your own server. Values come from src/data/guides/api.ts (after api/openapi.yaml).
 */
import {callbackAttempts, callbackSignatureHeader, callbackTimeout} from '../src/data/guides/api';
import type {GraphDiagram} from './layout';

export const commandCallbackFlow: GraphDiagram = {
  name: 'api-command-callback',
  direction: 'DOWN',
  title:
    'Command callback: your program sends a command with a callback URL and gets the job ID at once; Veltro Cloud ' +
    'passes the command to the device and posts the signed result, or a TIMEOUT notice, to your HTTPS endpoint, ' +
    `which answers 2xx or is tried again, up to ${callbackAttempts} attempts.`,
  nodes: [
    {id: 'program', label: 'Your program', note: 'API token'},
    {id: 'api', label: 'Veltro Cloud', note: 'api.veltro.example'},
    {id: 'device', label: 'Device', note: 'Veltro Core'},
    {id: 'endpoint', label: 'Your HTTPS endpoint', note: 'callback_url', emphasis: true},
  ],
  edges: [
    {from: 'program', to: 'api', label: '1 execute + callback_url'},
    {from: 'api', to: 'program', label: '2 202 Accepted, jid', dashed: true},
    {from: 'api', to: 'device', label: '3 command'},
    {from: 'device', to: 'api', label: '4 result', dashed: true},
    {from: 'api', to: 'endpoint', label: `5 POST, ${callbackSignatureHeader}`},
    {from: 'endpoint', to: 'api', label: '6 2xx, or tried again', dashed: true},
  ],
  footnotes: [
    `No result within callback_timeout (default ${callbackTimeout.default} s): a TIMEOUT payload; a late result still follows.`,
  ],
};

export const ownServerUploads: GraphDiagram = {
  name: 'api-own-server-uploads',
  direction: 'DOWN',
  title:
    'Device uploads to your own server: Core services hand results to the cloud returner, which queues them in the ' +
    'cache on the device; the Cloud manager posts them in batches to the Endpoint URL, your server; a 2xx answer ' +
    'deletes the batch, any other answer sends it to the retry and fail queues; settings, commands and updates ' +
    'still come from Veltro Cloud on a separate connection.',
  nodes: [
    {id: 'cloud', label: 'Veltro Cloud', note: 'no data from this device'},
    {id: 'services', label: 'Core services', note: 'positions, readings, events'},
    {id: 'cache', label: 'On-device cache', note: 'pending queue'},
    {id: 'manager', label: 'Cloud manager', note: 'batches of up to 500'},
    {id: 'server', label: 'Your HTTPS server', note: 'Endpoint › URL', emphasis: true},
    {id: 'retry', label: 'Retry and fail queues', note: 'deleted after Fail TTL'},
  ],
  edges: [
    {from: 'services', to: 'cache', label: 'cloud'},
    {from: 'cache', to: 'manager'},
    {from: 'manager', to: 'server', label: 'POST'},
    {from: 'server', to: 'manager', label: '2xx', dashed: true},
    {from: 'manager', to: 'retry', label: 'other answer'},
    {from: 'retry', to: 'manager', label: 'sent again', dashed: true},
    {from: 'cloud', to: 'services', label: 'settings, commands, updates: a separate connection', dashed: true},
  ],
  footnotes: ['Each batch: Authorization: token <Auth Token>, Unit-Id and, with compression, Content-Encoding: gzip.'],
};

export const apiGuideDiagrams: GraphDiagram[] = [commandCallbackFlow, ownServerUploads];
