/**
 * Diagrams of the Getting Started › API pages: how a command callback travels, and where a device's uploads go once
 * its Cloud Storage endpoint points at your own server. Values follow api/openapi.yaml and src/data/guides/api.ts.
 */
import type {Diagram} from './render';

export const commandCallbackFlow: Diagram = {
  name: 'api-command-callback',
  title:
    'Command callback: your program sends a command with a callback URL and gets the job ID at once; Veltro Cloud ' +
    'passes the command to the device and posts the signed result, or a TIMEOUT notice, to your HTTPS endpoint, ' +
    'which answers 2xx or is tried again, up to 5 attempts.',
  width: 960,
  height: 330,
  nodes: [
    {id: 'program', label: 'Your program', note: 'API token', x: 20, y: 40, width: 180, height: 64},
    {id: 'api', label: 'Veltro Cloud', note: 'api.veltro.example', x: 370, y: 40, width: 220, height: 64},
    {id: 'device', label: 'Device', note: 'Veltro Core', x: 760, y: 40, width: 180, height: 64},
    {
      id: 'endpoint',
      label: 'Your HTTPS endpoint',
      note: 'callback_url',
      x: 370,
      y: 220,
      width: 220,
      height: 64,
      emphasis: true,
    },
  ],
  edges: [
    {path: 'M200 60 L368 60', label: '1 execute + callback_url', labelX: 284, labelY: 52},
    {path: 'M370 88 L202 88', label: '2 202 Accepted, jid', labelX: 286, labelY: 106, dashed: true},
    {path: 'M590 60 L758 60', label: '3 command', labelX: 674, labelY: 52},
    {path: 'M760 88 L592 88', label: '4 result', labelX: 676, labelY: 106, dashed: true},
    {path: 'M510 104 L510 218', label: '5 POST, X-Request-Signature', labelX: 660, labelY: 166},
    {path: 'M450 220 L450 106', label: '6 2xx, or tried again', labelX: 340, labelY: 166, dashed: true},
  ],
  captions: [
    {
      text: 'No result within callback_timeout (default 120 s): a TIMEOUT payload; a late result still follows.',
      x: 20,
      y: 316,
    },
  ],
};

export const ownServerUploads: Diagram = {
  name: 'api-own-server-uploads',
  title:
    'Device uploads to your own server: Core services hand results to the cloud returner, which queues them in the ' +
    'cache on the device; the Cloud manager posts them in batches to the Endpoint URL, your server; a 2xx answer ' +
    'deletes the batch, any other answer sends it to the retry and fail queues; settings, commands and updates ' +
    'still come from Veltro Cloud on a separate connection.',
  width: 960,
  height: 390,
  nodes: [
    {id: 'services', label: 'Core services', note: 'positions, readings, events', x: 20, y: 40, width: 190, height: 64},
    {id: 'cache', label: 'On-device cache', note: 'pending queue', x: 270, y: 40, width: 180, height: 64},
    {id: 'manager', label: 'Cloud manager', note: 'batches of up to 500', x: 510, y: 40, width: 180, height: 64},
    {
      id: 'server',
      label: 'Your HTTPS server',
      note: 'Endpoint › URL',
      x: 750,
      y: 40,
      width: 190,
      height: 64,
      emphasis: true,
    },
    {
      id: 'retry',
      label: 'Retry and fail queues',
      note: 'deleted after Fail TTL',
      x: 490,
      y: 170,
      width: 220,
      height: 60,
    },
    {id: 'cloud', label: 'Veltro Cloud', note: 'no data from this device', x: 750, y: 280, width: 190, height: 60},
  ],
  edges: [
    {path: 'M210 72 L268 72', label: 'cloud', labelX: 239, labelY: 64},
    {path: 'M450 72 L508 72'},
    {path: 'M690 60 L748 60', label: 'POST', labelX: 719, labelY: 52},
    {path: 'M750 90 L692 90', label: '2xx', labelX: 721, labelY: 108, dashed: true},
    {path: 'M570 104 L570 168', label: 'other answer', labelX: 522, labelY: 140},
    {path: 'M630 168 L630 106', label: 'sent again', labelX: 674, labelY: 140, dashed: true},
    {
      path: 'M750 310 L115 310 L115 106',
      label: 'settings, commands, updates: a separate connection',
      labelX: 420,
      labelY: 302,
      dashed: true,
    },
  ],
  captions: [
    {
      text: 'Each batch: Authorization: token <Auth Token>, Unit-Id and, with compression, Content-Encoding: gzip.',
      x: 20,
      y: 372,
    },
  ],
};

export const apiGuideDiagrams: Diagram[] = [commandCallbackFlow, ownServerUploads];
