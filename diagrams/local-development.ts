/**
 * Diagrams of the developer guides on SSH, the local development workflow and custom events. Labels and values come
 * from src/data/guides/local-development.ts, src/data/core/facts.ts and the worked examples of the pages.
 */
import {hotspot, sshLogin} from '../src/data/core/facts';
import {customCodeDirs} from '../src/data/guides/local-development';
import type {GraphDiagram} from './layout';

/** The ways to reach the device's SSH server, and what opens each (how-to-ssh-to-your-device). */
export const sshPaths: GraphDiagram = {
  name: 'dev-ssh-paths',
  title:
    `Four SSH paths from your computer to port ${sshLogin.port} of a Veltro device: the hotspot ${hotspot.interface}, open from ${hotspot.subnet} ` +
    'by default; Ethernet eth0 and Tailscale tailscale0, each opened by a firewall entry; and the depot Wi-Fi wlan0, ' +
    `opened by Wi-Fi › Client › Allow SSH. All end at a shell as the ${sshLogin.user} user.`,
  nodes: [
    {id: 'computer', label: 'Your computer', note: `ssh ${sshLogin.user}@<address>`},
    {
      id: 'hotspot',
      label: `Hotspot · ${hotspot.interface}`,
      note: `open by default from ${hotspot.subnet}`,
      emphasis: true,
    },
    {id: 'ethernet', label: 'Ethernet · eth0', note: 'opened by a firewall entry'},
    {id: 'wifi', label: 'Depot Wi-Fi · wlan0', note: 'opened by Wi-Fi › Client › Allow SSH'},
    {id: 'tailscale', label: 'Tailscale · tailscale0', note: 'opened by a firewall entry'},
    {id: 'sshd', label: `SSH server, port ${sshLogin.port}`, note: `shell as the ${sshLogin.user} user`},
  ],
  edges: ['hotspot', 'ethernet', 'wifi', 'tailscale'].flatMap((path) => [
    {from: 'computer', to: path},
    {from: path, to: 'sshd'},
  ]),
};

/** The edit, copy, restart, test loop and the move to Custom Code (local-development-workflow). */
export const localLoop: GraphDiagram = {
  name: 'dev-local-loop',
  direction: 'DOWN',
  title:
    'Local development loop: edit the module on your computer under version control, copy it with scp into ' +
    `${customCodeDirs.Execution}, restart Veltro Core, test with veltro commands and the Core log, and go round ` +
    'again; when it works, paste it into Custom Code in Veltro Cloud, which syncs it to the test device and, ' +
    'through templates, to more devices.',
  groups: [
    {id: 'loop', label: 'Round the loop on one test device', nodes: ['edit', 'copy', 'restart', 'test']},
    {id: 'works', label: 'When it works', nodes: ['cloud', 'fleet']},
  ],
  nodes: [
    {id: 'edit', label: 'Edit on your computer', note: 'fleet_tools.py, in Git'},
    {id: 'copy', label: 'Copy with scp', note: customCodeDirs.Execution},
    {id: 'restart', label: 'Restart Veltro Core', note: 'about 30 s'},
    {id: 'test', label: 'Test', note: 'veltro command, Core log', emphasis: true},
    {id: 'cloud', label: 'Custom Code', note: 'Save, Sync, restart'},
    {id: 'fleet', label: 'More devices', note: 'through a template'},
  ],
  edges: [
    {from: 'edit', to: 'copy', label: 'deploy.sh'},
    {from: 'copy', to: 'restart'},
    {from: 'restart', to: 'test'},
    {from: 'test', to: 'edit', label: 'next change', dashed: true},
    {from: 'test', to: 'cloud', label: 'works'},
    {from: 'cloud', to: 'fleet'},
  ],
};

/** A logger value becomes a custom event, a reactor action and a Cloud notification (custom event guide). */
export const customEventFlow: GraphDiagram = {
  name: 'dev-custom-event-flow',
  direction: 'DOWN',
  title:
    'Custom event data flow: the PID logger hv_soc reads the state of charge, the trigger hook soc_watch raises ' +
    "custom/hv_battery/soc_low on the device's event bus, one reactor speaks a warning and another forwards the " +
    'event to the upload cache; in Veltro Cloud the event is stored and a Cloud trigger sends a notification.',
  groups: [
    {id: 'device', label: 'On the device', nodes: ['logger', 'hook', 'bus', 'speak', 'forward']},
    {id: 'cloud', label: 'In Veltro Cloud', nodes: ['stored', 'trigger', 'notify']},
  ],
  nodes: [
    {id: 'logger', label: 'PID logger hv_soc', note: 'value 18.0 %'},
    {id: 'hook', label: 'Trigger hook soc_watch', note: 'minionutil.trigger_event', emphasis: true},
    {id: 'bus', label: 'Event bus', note: 'custom/hv_battery/soc_low'},
    {id: 'speak', label: 'announce_soc_low', note: 'audio.espeak on the speaker'},
    {id: 'forward', label: 'forward_hv_battery_events', note: 'cloud returner, upload cache'},
    {id: 'stored', label: 'Event stored', note: 'Device Management › Events'},
    {id: 'trigger', label: 'Cloud trigger', note: '^custom/hv_battery/soc_low$'},
    {id: 'notify', label: 'Notification', note: 'at most once an hour'},
  ],
  edges: [
    {from: 'logger', to: 'hook'},
    {from: 'hook', to: 'bus'},
    {from: 'bus', to: 'speak'},
    {from: 'bus', to: 'forward'},
    {from: 'forward', to: 'stored', label: 'upload, mobile data'},
    {from: 'stored', to: 'trigger'},
    {from: 'trigger', to: 'notify'},
  ],
};

export const localDevelopmentDiagrams: GraphDiagram[] = [sshPaths, localLoop, customEventFlow];
