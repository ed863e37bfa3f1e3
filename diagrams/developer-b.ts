/**
 * Diagrams of the developer guides on SSH, the local development workflow and custom events. Labels and values come
 * from src/data/guides/local-development.ts, src/data/core/facts.ts and the worked examples of the pages.
 */
import type {Diagram} from './render';

const path = (id: string, label: string, note: string, y: number, emphasis = false) => ({
  id,
  label,
  note,
  x: 260,
  y,
  width: 300,
  height: 56,
  emphasis,
});

/** The ways to reach the device's SSH server, and what opens each (how-to-ssh-to-your-device). */
export const sshPaths: Diagram = {
  name: 'dev-ssh-paths',
  title:
    'Four SSH paths from your computer to port 22 of a Veltro device: the hotspot uap0, open from 192.168.4.0/24 ' +
    'by default; Ethernet eth0 and Tailscale tailscale0, each opened by a firewall entry; and the depot Wi-Fi wlan0, ' +
    'opened by Wi-Fi › Client › Allow SSH. All end at a shell as the pi user.',
  width: 900,
  height: 340,
  nodes: [
    {id: 'computer', label: 'Your computer', note: 'ssh pi@<address>', x: 10, y: 140, width: 170, height: 60},
    path('hotspot', 'Hotspot · uap0', 'open by default from 192.168.4.0/24', 20, true),
    path('ethernet', 'Ethernet · eth0', 'opened by a firewall entry', 100),
    path('wifi', 'Depot Wi-Fi · wlan0', 'opened by Wi-Fi › Client › Allow SSH', 180),
    path('tailscale', 'Tailscale · tailscale0', 'opened by a firewall entry', 260),
    {id: 'sshd', label: 'SSH server, port 22', note: 'shell as the pi user', x: 650, y: 140, width: 240, height: 60},
  ],
  edges: [
    {path: 'M180 160 L256 52'},
    {path: 'M180 165 L256 130'},
    {path: 'M180 175 L256 206'},
    {path: 'M180 180 L256 286'},
    {path: 'M560 48 L646 160'},
    {path: 'M560 128 L646 165'},
    {path: 'M560 208 L646 175'},
    {path: 'M560 288 L646 180'},
  ],
};

/** The edit, copy, restart, test loop and the move to Custom Code (local-development-workflow). */
export const localLoop: Diagram = {
  name: 'dev-local-loop',
  title:
    'Local development loop: edit the module on your computer under version control, copy it with scp into ' +
    '/opt/veltro/salt/modules/, restart Veltro Core, test with veltro commands and the Core log, and go round ' +
    'again; when it works, paste it into Custom Code in Veltro Cloud, which syncs it to the test device and, ' +
    'through templates, to more devices.',
  width: 900,
  height: 360,
  captions: [
    {text: 'Round the loop on one test device', x: 10, y: 24},
    {text: 'When it works', x: 10, y: 262},
  ],
  nodes: [
    {id: 'edit', label: 'Edit on your computer', note: 'fleet_tools.py, in Git', x: 10, y: 40, width: 220, height: 60},
    {id: 'copy', label: 'Copy with scp', note: '/opt/veltro/salt/modules/', x: 330, y: 40, width: 240, height: 60},
    {id: 'restart', label: 'Restart Veltro Core', note: 'about 30 s', x: 670, y: 40, width: 220, height: 60},
    {
      id: 'test',
      label: 'Test',
      note: 'veltro command, Core log',
      x: 670,
      y: 160,
      width: 220,
      height: 60,
      emphasis: true,
    },
    {id: 'cloud', label: 'Custom Code', note: 'Save, Sync, restart', x: 330, y: 280, width: 240, height: 60},
    {id: 'fleet', label: 'More devices', note: 'through a template', x: 670, y: 280, width: 220, height: 60},
  ],
  edges: [
    {path: 'M230 70 L326 70', label: 'deploy.sh', labelX: 278, labelY: 60},
    {path: 'M570 70 L666 70'},
    {path: 'M780 100 L780 156'},
    {path: 'M670 190 Q400 190 130 104', label: 'next change', labelX: 330, labelY: 146, dashed: true},
    {path: 'M720 220 L540 276', label: 'works', labelX: 660, labelY: 262},
    {path: 'M570 310 L666 310'},
  ],
};

/** A logger value becomes a custom event, a reactor action and a Cloud notification (custom event guide). */
export const customEventFlow: Diagram = {
  name: 'dev-custom-event-flow',
  title:
    'Custom event data flow: the PID logger hv_soc reads the state of charge, the trigger hook soc_watch raises ' +
    "custom/hv_battery/soc_low on the device's event bus, one reactor speaks a warning and another forwards the " +
    'event to the upload cache; in Veltro Cloud the event is stored and a Cloud trigger sends a notification.',
  width: 900,
  height: 380,
  captions: [
    {text: 'On the device', x: 10, y: 24},
    {text: 'In Veltro Cloud', x: 10, y: 288},
  ],
  nodes: [
    {id: 'logger', label: 'PID logger hv_soc', note: 'value 18.0 %', x: 10, y: 40, width: 180, height: 60},
    {
      id: 'hook',
      label: 'Trigger hook soc_watch',
      note: 'minionutil.trigger_event',
      x: 222,
      y: 40,
      width: 226,
      height: 60,
      emphasis: true,
    },
    {id: 'bus', label: 'Event bus', note: 'custom/hv_battery/soc_low', x: 480, y: 40, width: 240, height: 60},
    {
      id: 'speak',
      label: 'announce_soc_low',
      note: 'audio.espeak on the speaker',
      x: 330,
      y: 150,
      width: 230,
      height: 60,
    },
    {
      id: 'forward',
      label: 'forward_hv_battery_events',
      note: 'cloud returner, upload cache',
      x: 600,
      y: 150,
      width: 290,
      height: 60,
    },
    {id: 'stored', label: 'Event stored', note: 'Device Management › Events', x: 600, y: 300, width: 290, height: 60},
    {
      id: 'trigger',
      label: 'Cloud trigger',
      note: '^custom/hv_battery/soc_low$',
      x: 300,
      y: 300,
      width: 250,
      height: 60,
    },
    {id: 'notify', label: 'Notification', note: 'at most once an hour', x: 10, y: 300, width: 240, height: 60},
  ],
  edges: [
    {path: 'M190 70 L218 70'},
    {path: 'M448 70 L476 70'},
    {path: 'M560 100 L470 146'},
    {path: 'M640 100 L720 146'},
    {path: 'M745 210 L745 296', label: 'upload, mobile data', labelX: 822, labelY: 258},
    {path: 'M600 330 L554 330'},
    {path: 'M300 330 L254 330'},
  ],
};

export const developerBDiagrams: Diagram[] = [sshPaths, localLoop, customEventFlow];
