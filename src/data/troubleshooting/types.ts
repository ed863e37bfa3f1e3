/**
 * The shapes of the troubleshooting data: the error reference (every message a reader can meet, from the device, the
 * OBD adapter, the modem, Core's log and the Cloud) and the troubleshooting paths (symptom → check → branch → fix).
 * Pages render them through `::error-reference{source="…"}` and `::troubleshooting-path{id="…"}`
 * (plugins/docs/remark-troubleshooting.ts), so the text, the anchors, the search index, the Markdown twins and the
 * offline copy all come from these records. Text fields are Markdown: `code spans` and [links](/route/#anchor).
 */
import type {DeviceKey} from '../facts';

/** A current model, or the legacy dongles (STN11xx adapter, `/hardware/legacy_devices/`). */
export type TroubleshootingDevice = DeviceKey | 'legacy';

/** Where a reader runs a check. Each renders its own lead-in ("On the device shell (SSH):"). */
export type CheckPlace =
  /** A shell on the device (SSH): commands start with `veltro`. */
  | 'device-shell'
  /** The Cloud's device terminal: Core commands without the `veltro` prefix. */
  | 'cloud-terminal'
  /** A screen of Veltro Cloud, named in `action`. */
  | 'cloud'
  /** A look at the device: LEDs, cables, the vehicle. */
  | 'look'
  /** A multimeter or another tool at the vehicle. */
  | 'measure'
  /** A computer on the reader's desk (curl, a terminal app). */
  | 'computer';

export interface Check {
  readonly place: CheckPlace;
  /** What to do, in one or two sentences. */
  readonly action: string;
  /** The command to type exactly, when there is one; the command check validates every `veltro …` line. */
  readonly command?: string;
  /** What a healthy answer looks like: literal output (rendered as a code block) or an observation. */
  readonly expected: string;
  /** True when `expected` is literal output to show as code; false for an observation in words. */
  readonly expectedIsOutput?: boolean;
}

export interface Link {
  readonly label: string;
  /** A site route with an optional anchor: `/core/commands/core-commands-obd/#obd-query`. */
  readonly to: string;
}

/** Who shows the message. One page of the error reference each. */
export type ErrorSource = 'adapter' | 'modem' | 'core-log' | 'cloud';

export interface ErrorMessage {
  /** Anchor on its page, unique across the reference: `no-data`, `cme-error-10`. */
  readonly id: string;
  /** The message exactly as the reader sees it: `NO DATA`, `+CME ERROR: 10`. */
  readonly text: string;
  /** A short name next to it in the heading, e.g. "SIM not inserted" for a numbered modem error. */
  readonly name?: string;
  /** The code alone, as readers type it: `CME ERROR 10`. */
  readonly code?: string;
  readonly source: ErrorSource;
  /** The device models where a reader can meet it. */
  readonly devices: readonly TroubleshootingDevice[];
  /** Where the reader sees it: the Cloud terminal, `obd.query`'s answer, `/var/log/salt/minion`, … */
  readonly seenIn: string;
  /** What it means, in one or two sentences. */
  readonly meaning: string;
  /** Likely causes, most likely first. */
  readonly causes: readonly string[];
  /** The one check that tells the causes apart. */
  readonly check: Check;
  /** What to do, in order. */
  readonly fix: readonly string[];
  readonly see?: readonly Link[];
  /** Where the fact comes from: a fact-source file and line, a standard, or the original docs (facts only). */
  readonly factSource: string;
}

/** A way out of a step: to another step of the same path, or to a fix that ends the path. */
export interface Branch {
  /** The answer the check gave, as the reader would put it: "The LED is off", "`rx` stays at 0". */
  readonly when: string;
  /** The id of the next step. */
  readonly next?: string;
  /** The fix that ends the path here (Markdown). */
  readonly fix?: string;
  readonly see?: readonly Link[];
}

export interface PathStep {
  /** Anchor of the step; the address of a reader on this step is `<route>#<id>`. */
  readonly id: string;
  /** The question the step answers: "Is the device awake?" */
  readonly title: string;
  /** Why this step comes now, in a sentence or two (optional). */
  readonly why?: string;
  readonly check: Check;
  /** Render the LED legend of these models under the check, where the LEDs are the only clue. */
  readonly leds?: readonly DeviceKey[];
  /** Error messages this step can show, linked to the reference by id. */
  readonly errors?: readonly string[];
  /** At least two branches, or one that ends with a fix. */
  readonly branches: readonly Branch[];
}

export interface TroubleshootingPath {
  /** Used in `::troubleshooting-path{id="…"}`. */
  readonly id: string;
  /** The page that renders it. */
  readonly route: string;
  /** The symptom in readers' own words, shown under the title and indexed for search. */
  readonly symptoms: readonly string[];
  readonly devices: readonly TroubleshootingDevice[];
  /** In order; the first is where every reader starts. */
  readonly steps: readonly PathStep[];
}
