/**
 * Safety warnings that many pages need, written once. A page shows one with a leaf directive on a line of its
 * own, `::safety{id="exhaust-gas"}`, in `.md` and `.mdx` alike; `plugins/docs/remark-safety.ts` replaces it with
 * the admonition built from here, and an unknown id fails the build. Each warning carries the rule that says which
 * pages need it: tests/unit/safety.test.ts runs `needs` over the text of every page under `docs/` (code blocks
 * included) and fails, naming the page and the id, where a matching page lacks the directive.
 */
import {checklist24V} from './core/facts';
import {power} from './cloud/settings/power';
import type {SettingsGroup} from './cloud/settings/types';

export type SafetyId = 'exhaust-gas' | 'ev-high-voltage' | '24v-system' | 'bus-transmit';

export interface SafetyWarning {
  readonly id: SafetyId;
  /** The admonition type: `danger` for harm to people or the vehicle, `warning` for a flat battery. */
  readonly severity: 'danger' | 'warning';
  readonly title: string;
  /** Paragraphs of plain text. */
  readonly body: readonly string[];
  /** Points rendered as a list after the body. */
  readonly points?: readonly string[];
  /** Render the 24 V checklist table after the body. */
  readonly checklist?: boolean;
  /** Which pages need it, and why the patterns are as narrow as they are. */
  readonly rule: {readonly why: string; readonly needs: readonly RegExp[]};
}

/** The Cloud field path of a power setting key, from the settings catalogue: `Power › Battery › Nominal Voltage`. */
export function settingPath(key: string): string {
  const walk = (groups: readonly SettingsGroup[], path: readonly string[]): string | undefined => {
    for (const group of groups) {
      const here = [...path, group.title];
      const setting = group.settings.find((candidate) => candidate.key === key);
      if (setting) return [...here, setting.label].join(' › ');
      const found = group.groups && walk(group.groups, here);
      if (found) return found;
    }
    return undefined;
  };
  const found = walk(power.groups, [power.title]);
  if (!found) throw new Error(`No power setting with the key ${key} in src/data/cloud/settings/power.ts`);
  return found;
}

/** The 24 V checklist as table rows: Cloud field, value, setting key. */
export const checklist24VRows = checklist24V.rows.map((row) => ({
  field: settingPath(row.setting),
  value: `${row.value} ${row.unit}`,
  key: row.setting,
}));

export const safetyWarnings: readonly SafetyWarning[] = [
  {
    id: 'exhaust-gas',
    severity: 'danger',
    title: 'Exhaust gas: run the engine only in open air',
    body: [
      'Run the engine only outdoors or with workshop exhaust extraction connected to the tailpipe. An idling engine fills a closed workshop with carbon monoxide within minutes, a gas you can neither see nor smell. Indoors, keep the device awake with a battery charger or bench supply instead of the engine.',
    ],
    rule: {
      why: 'Steps that start the engine and keep it running (idling, waiting, updating, copying). A page that only names the engine state, such as "Flickers with the engine running" in an LED table, is not a step and does not count.',
      needs: [
        /\bkeep (?:the|its) engine running\b/i,
        /\blet (?:it|the engine) idle\b/i,
        /\bstart and idle\b/i,
        /\bstart the engine (?:now|if you can)\b/i,
        /\bstart the engine and (?:let|keep|wait)\b/i,
        /\bstart the engine,? or connect a (?:battery )?charger\b/i,
        /\bwith the engine (?:idling|running) (?:for|through|during)\b/i,
        /\bpark the vehicle and start the engine\b/i,
        /\bstart the engine so\b/i,
        /\bwith (?:the|its) engine running,? (?:wait|so the device)\b/i,
        /\b(?:shell|terminal|page),? with the engine running\b/i,
        /\bengine running or (?:on )?a bench supply\b/i,
        /^\s*\d+\.\s+(?:\*\*)?Start the engine\b/im,
      ],
    },
  },
  {
    id: 'ev-high-voltage',
    severity: 'danger',
    title: 'High voltage in electric vehicles and machines',
    body: [
      'Electric and hybrid vehicles and machines carry traction systems of several hundred volts, which can kill. Before fitting a device in one:',
    ],
    points: [
      'Never drill, tie or tap near orange high-voltage cables or any high-voltage component.',
      'Take the 12 V or 24 V supply only from the low-voltage system, at a point the vehicle maker approves.',
      'Leave any work on the high-voltage system to qualified staff, with the system de-energised.',
    ],
    rule: {
      why: 'Pages that wire a device into vehicle wiring (screw terminals, a fused supply from the battery), since such a device may go into an EV or an electric machine, and pages that fit a DB9 or screw-terminal device in an EV. Plugging a device into the OBD-II socket touches no wiring and does not count.',
      needs: [
        /\bscrew[- ]terminal block\b/i,
        /\bfuse (?:the supply )?(?:close to|near) the battery\b/i,
        /\b(?:DB9|screw[- ]terminal)\b[^\n]*\b(?:EVs?|electric vehicles?)\b/i,
        /\b(?:EVs?|electric vehicles?)\b[^\n]*\b(?:DB9|screw[- ]terminal)\b/i,
      ],
    },
  },
  {
    id: '24v-system',
    severity: 'warning',
    title: '24 V vehicles: set all five power values',
    body: [
      `Every power default is made for a 12 V battery. On a 24 V truck, bus or machine, set all of these in the device's advanced settings, or the battery is not protected: a resting 24 V battery sits above the default wake level of ${checklist24V.defaultWakeLevelVolts} V, so without the wake level the device wakes again right after it sleeps, and even right after the cut-out hibernates it.`,
      `After the next sync, \`veltro power.status\` shows the cut-out as \`spm.volt_triggers.hibernate_level\` (${checklist24V.cutOutVolts} V, ${checklist24V.cutOutSeconds * 1000} ms) and the wake level as \`${checklist24V.spmWakeLevelKey}\` (${checklist24V.wakeLevelVolts}).`,
    ],
    checklist: true,
    rule: {
      why: `Pages that configure a device for a 24 V vehicle: they state a 24 V value of the checklist (${checklist24V.criticalVolts}, ${checklist24V.cutOutVolts} or ${checklist24V.wakeLevelVolts} V) or set Nominal Voltage to 24. A bare "24 V" does not count: hardware and spec pages name 24 V as a supply range or a vehicle class without configuring anything.`,
      needs: [
        new RegExp(
          `\\b(?:${[checklist24V.criticalVolts, checklist24V.cutOutVolts, checklist24V.wakeLevelVolts].map((v) => String(v).replace('.', '\\.')).join('|')})\\b(?! ?%)`,
        ),
        /\bnominal[ _]voltage\b[^\n]{0,40}?\b24\b(?! ?%)/i,
      ],
    },
  },
  {
    id: 'bus-transmit',
    severity: 'danger',
    title: 'Bringing a CAN interface up on a vehicle',
    body: [
      'A CAN controller in normal mode acknowledges every frame, and at the wrong bitrate it answers each one with an error frame. On a running vehicle that can corrupt brake, steering and engine traffic and set fault codes. On a vehicle, first listen: bring the interface up in listen-only mode at the bitrate you expect, and switch to normal mode only once frames arrive without errors.',
      '`can.connection autodetect=passive` is not silent: it brings the controller up in normal (acknowledging) mode and tries 500 kbit/s first. Never run it on a running vehicle or truck.',
      'To probe a bus silently from the device shell (SSH), take the interface down with `veltro socketcan.down interface=can0`, bring it up listening only with `sudo ip link set can0 up type can bitrate 250000 listen-only on` (the rate you expect), and run `veltro socketcan.show interface=can0 details=true stats=true` twice: the received count must grow and no errors may appear. Afterwards switch listen-only off again (`veltro socketcan.down interface=can0`, then `sudo ip link set can0 type can listen-only off`): the interface keeps the mode until the device restarts, and cannot send a request while it has it.',
    ],
    rule: {
      why: 'Pages whose commands bring a CAN interface up or put frames on a bus: `socketcan.up`, `ip link set canN up`, `can.connection`, `cansend`, `can.send`, autodetection, `obd.query` on a J1939 truck bus (protocols 41 and 42). A page that only reads a bus that is already up (`can.monitor`, `socketcan.show`) does not count.',
      needs: [
        /\bsocketcan\.up\b/,
        /\bip link set can\d+ up\b/,
        /\bcan\.connection\b/,
        /\bcansend\b/,
        /\bcan\.send\b/,
        /\bautodetect=/,
        /\bobd\.query\b[^\n]*\bprotocol=4[12]\b/,
      ],
    },
  },
];

export const safetyWarningById: ReadonlyMap<string, SafetyWarning> = new Map(
  safetyWarnings.map((warning) => [warning.id, warning]),
);
