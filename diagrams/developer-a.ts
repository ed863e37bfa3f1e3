/** Diagrams of the developer guides, part A (MQTT, DoIP, Bluetooth, RFID, camera). */
import type {Diagram} from './render';

const box = {width: 170, height: 60};

export const mqttGuideFlow: Diagram = {
  name: 'guide-mqtt-flow',
  title:
    'MQTT data flow: a worker or job on the Veltro device hands its result to the mqtt returner, which publishes ' +
    'it over the mobile network on port 1883, or 8883 with TLS, to Mosquitto on your server; the broker checks ' +
    'the user name and password and passes the message to your subscribers. The cloud returner keeps sending to ' +
    'Veltro Cloud in parallel.',
  width: 980,
  height: 250,
  captions: [
    {text: 'Veltro device', x: 10, y: 24},
    {text: 'your server', x: 600, y: 24},
  ],
  nodes: [
    {id: 'worker', label: 'worker or job', note: 'Returner: cloud,mqtt', x: 10, y: 40, ...box},
    {id: 'mqtt', label: 'mqtt returner', note: 'topic namespace/_type', x: 220, y: 40, ...box, emphasis: true},
    {id: 'cloud', label: 'cloud returner', note: 'unchanged', x: 220, y: 160, ...box},
    {id: 'broker', label: 'Mosquitto', note: 'password_file, port 1883', x: 600, y: 40, ...box, emphasis: true},
    {id: 'subs', label: 'your subscribers', note: 'dashboard, database', x: 800, y: 40, ...box},
    {id: 'veltro', label: 'Veltro Cloud', x: 600, y: 160, ...box},
  ],
  edges: [
    {path: 'M180 70 L216 70'},
    {path: 'M130 100 Q130 190 216 190'},
    {path: 'M390 70 L596 70', label: 'TCP 1883, or 8883 with TLS', labelX: 493, labelY: 60},
    {path: 'M770 70 L796 70'},
    {path: 'M390 190 L596 190', label: 'HTTPS', labelX: 493, labelY: 180, dashed: true},
  ],
};

export const cameraGuideFlow: Diagram = {
  name: 'guide-camera-flow',
  title:
    'Camera data flow: a USB webcam on a USB port of the Veltro TMU CM4 appears as /dev/video0; the fleet-dashcam ' +
    'container captures a JPEG every 60 seconds into a folder on the device, uploads each file over HTTPS to your ' +
    'endpoint and deletes it after a successful upload; the Docker monitor reports container events to Veltro Cloud.',
  width: 980,
  height: 250,
  captions: [
    {text: 'Veltro TMU CM4', x: 10, y: 24},
    {text: 'your systems', x: 800, y: 24},
  ],
  nodes: [
    {id: 'camera', label: 'USB webcam', note: 'UVC, /dev/video0', x: 10, y: 40, ...box},
    {id: 'container', label: 'fleet-dashcam', note: 'container, every 60 s', x: 210, y: 40, ...box, emphasis: true},
    {id: 'folder', label: '/var/lib/fleet-dashcam', note: 'JPEG until uploaded', x: 410, y: 40, ...box, width: 210},
    {id: 'monitor', label: 'Docker monitor', note: 'system/docker/… events', x: 210, y: 160, ...box},
    {id: 'endpoint', label: 'upload endpoint', note: 'HTTPS PUT', x: 800, y: 40, ...box},
    {id: 'veltro', label: 'Veltro Cloud', note: 'Events', x: 800, y: 160, ...box},
  ],
  edges: [
    {path: 'M180 70 L206 70'},
    {path: 'M380 70 L406 70'},
    {path: 'M620 70 L796 70', label: 'mobile network', labelX: 708, labelY: 60},
    {path: 'M295 100 L295 156', dashed: true},
    {path: 'M380 190 L796 190', label: 'start, stop, die', labelX: 588, labelY: 180, dashed: true},
  ],
};

export const developerADiagrams: Diagram[] = [mqttGuideFlow, cameraGuideFlow];
