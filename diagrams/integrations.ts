/** Diagrams of the developer guides, part A (MQTT, DoIP, Bluetooth, RFID, camera). */
import {dashcam, mqttExampleBroker} from '../src/data/guides/integrations';
import type {GraphDiagram} from './layout';

const {plainPort, tlsPort} = mqttExampleBroker;

export const mqttGuideFlow: GraphDiagram = {
  name: 'guide-mqtt-flow',
  direction: 'DOWN',
  title:
    'MQTT data flow: a worker or job on the Veltro device hands its result to the mqtt returner, which publishes ' +
    `it over the mobile network on port ${plainPort}, or ${tlsPort} with TLS, to Mosquitto on your server; the broker checks ` +
    'the user name and password and passes the message to your subscribers. The cloud returner keeps sending to ' +
    'Veltro Cloud in parallel.',
  groups: [
    {id: 'device', label: 'Veltro device', nodes: ['worker', 'mqtt', 'cloud']},
    {id: 'server', label: 'your server', nodes: ['broker', 'subs']},
  ],
  nodes: [
    {id: 'worker', label: 'worker or job', note: 'Returner: cloud,mqtt'},
    {id: 'mqtt', label: 'mqtt returner', note: 'topic namespace/_type', emphasis: true},
    {id: 'cloud', label: 'cloud returner', note: 'unchanged'},
    {id: 'broker', label: 'Mosquitto', note: `password_file, port ${plainPort}`, emphasis: true},
    {id: 'subs', label: 'your subscribers', note: 'dashboard, database'},
    {id: 'veltro', label: 'Veltro Cloud'},
  ],
  edges: [
    {from: 'worker', to: 'mqtt'},
    {from: 'worker', to: 'cloud'},
    {from: 'mqtt', to: 'broker', label: `TCP ${plainPort}, or ${tlsPort} with TLS`},
    {from: 'broker', to: 'subs'},
    {from: 'cloud', to: 'veltro', label: 'HTTPS', dashed: true},
  ],
};

export const cameraGuideFlow: GraphDiagram = {
  name: 'guide-camera-flow',
  direction: 'DOWN',
  title:
    'Camera data flow: a USB webcam on a USB port of the Veltro TMU CM4 appears as /dev/video0; the fleet-dashcam ' +
    `container captures a JPEG every ${dashcam.intervalSeconds} seconds into a folder on the device, uploads each file over HTTPS to your ` +
    'endpoint and deletes it after a successful upload; the Docker monitor reports container events to Veltro Cloud.',
  groups: [
    {id: 'device', label: 'Veltro TMU CM4', nodes: ['camera', 'container', 'folder', 'monitor']},
    {id: 'yours', label: 'your systems', nodes: ['endpoint']},
  ],
  nodes: [
    {id: 'camera', label: 'USB webcam', note: 'UVC, /dev/video0'},
    {id: 'container', label: dashcam.container, note: `container, every ${dashcam.intervalSeconds} s`, emphasis: true},
    {id: 'folder', label: dashcam.hostFolder, note: 'JPEG until uploaded'},
    {id: 'monitor', label: 'Docker monitor', note: 'system/docker/… events'},
    {id: 'endpoint', label: 'upload endpoint', note: 'HTTPS PUT'},
    {id: 'veltro', label: 'Veltro Cloud', note: 'Events'},
  ],
  edges: [
    {from: 'camera', to: 'container'},
    {from: 'container', to: 'folder'},
    {from: 'folder', to: 'endpoint', label: 'mobile network'},
    {from: 'container', to: 'monitor', dashed: true},
    {from: 'monitor', to: 'veltro', label: 'start, stop, die', dashed: true},
  ],
};

export const integrationDiagrams: GraphDiagram[] = [mqttGuideFlow, cameraGuideFlow];
