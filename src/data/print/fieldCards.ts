/**
 * What each current model's one-page install card shows (issue 24): the vehicle connector's pins, the LED legend,
 * the supply and its fuse, and the checks an installer runs once the device is in, all taken from the data the
 * device's pages render (`../hardware/*`, the self-test path of `../troubleshooting/paths/`, `../safety.ts`). The
 * card page (`plugins/print`, `src/components/print/FieldCard`) and the PDF step (`pipeline/postbuild/print.ts`)
 * both read `fieldCardOf`, so the card, its PDF and the pages never disagree.
 *
 * Plain data in, plain data out: the plugin runs this at build time and hands the page the result as JSON, so the
 * card page carries no device module of its own.
 */
import {urls} from '../facts';
import {modems} from '../core/facts';
import {fieldCardRoute, hubRoute, pdfFiles} from './files';
import {terminalPrefixRule} from '../cloud/facts/device-admin';
import {miniSkySide} from '../guides/getting-started-cm4-mini';
import {peakAmps} from '../hardware/power';
import type {ModelFamily} from '../hardware/registry';
import {checklist24VRows, safetyWarningById} from '../safety';
import {pathById} from '../troubleshooting/paths';
import type {PathStep} from '../troubleshooting/types';

/** The self-test path whose checks the card lists (`/troubleshooting/is-my-device-working/`). */
export const selfTestPathId = 'is-my-device-working';

export {fieldCardRoute, hubRoute, pdfFiles};

export interface CardPin {
  readonly pin: number;
  readonly signal: string;
  readonly level: string;
  readonly notes?: string;
}

export interface CardLed {
  readonly indicator: string;
  readonly pattern: string;
  readonly meaning: string;
}

/** One check of the card: a self-test step, the command typed for it (Core models) and what a good answer is. */
export interface CardCheck {
  readonly title: string;
  /** Typed in the Cloud terminal as is; on the device shell with the `veltro` prefix. */
  readonly command?: string;
  /** Which units the command is for, when it depends on the modem, e.g. "EC25 units". */
  readonly units?: string;
  /** What to do: the whole check on the Mini (no command), or the condition a command needs (engine running). */
  readonly action?: string;
  /** What a good answer looks like. */
  readonly good?: string;
  /** Another command for the same check in a situation the path names, and what a good answer to it is. */
  readonly instead?: {readonly when: string; readonly command: string; readonly good: string};
}

export interface FieldCard {
  /** The family's key, its folder under /hardware/. */
  readonly key: string;
  readonly model: string;
  readonly name: string;
  readonly route: string;
  /** The live hub page, absolute, for the QR code. */
  readonly liveUrl: string;
  readonly runsCore: boolean;
  readonly connector: {readonly name: string; readonly view: string; readonly pins: readonly CardPin[]};
  readonly leds: readonly CardLed[];
  /** A limit of the legend's wake sources on some units (canon, "Settled in review": no SMS wake-up on Telit). */
  readonly ledNote?: string;
  readonly wiring: {
    readonly supply: string;
    readonly fuse: string;
    /** Peak current at 12 V, A (Core models: the fuse and supply budget). */
    readonly peakAmps?: number;
    /** The 24 V checklist (Core models): the warning's title, why it matters (its first sentences), field and value. */
    readonly checklist24V?: {
      readonly title: string;
      readonly why: string;
      readonly rows: readonly {field: string; value: string}[];
    };
  };
  readonly checks: readonly CardCheck[];
  /** The safety warnings the checks need, by title (the checks run with the engine running). */
  readonly safety: readonly string[];
  /** How the commands are typed: the terminal rule (Core models only). */
  readonly terminalRule?: string;
  readonly selfTestRoute: string;
  readonly pdf: {readonly card: string; readonly full: string};
}

/** What the card page gets from the plugin (plugins/print): the card and its QR code. */
export interface FieldCardProps {
  readonly card: FieldCard;
  /** The QR code of `card.liveUrl`, an SVG document made at build time. */
  readonly qrSvg: string;
}

const selfTest = () => {
  const path = pathById.get(selfTestPathId);
  if (!path) throw new Error(`No troubleshooting path ${selfTestPathId}`);
  return path;
};

const stepOf = (id: string): PathStep => {
  const step = selfTest().steps.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`The self-test path has no step ${id}`);
  return step;
};

/** A good answer: the step's expected text, or for output the first branch (the one that goes on). */
const goodAnswer = (step: PathStep): string =>
  step.check.expectedIsOutput ? (step.branches[0]?.when ?? step.check.expected) : step.check.expected;

/** A command the path's prose gives for a step (the other modem, a bus without OBD-II), found in its text. */
const commandIn = (text: string, start: string): string => {
  const match = new RegExp(`\`(${start.replace('.', '\\.')}[^\`]*)\``).exec(text);
  if (!match) throw new Error(`The self-test path no longer names \`${start} …\``);
  return match[1]!;
};

function coreChecks(family: ModelFamily): CardCheck[] {
  const power = stepOf('power');
  const modem = stepOf('modem');
  const gnss = stepOf('gnss');
  const obd = stepOf('obd');
  // The power and OBD steps' actions say "With the engine running": their good answers hold only then.
  const obdCheck: CardCheck = {
    title: obd.title,
    command: obd.check.command!,
    action: obd.check.action,
    good: goodAnswer(obd),
  };
  // The path's OBD step names the SocketCAN check for a CAN-FD Pro on a bus that carries no OBD-II, and its good
  // answer: run twice, the `rx` packet count grows.
  const canInstead =
    family.model === 'pro'
      ? {
          when: 'On a bus without OBD-II',
          command: commandIn(obd.why ?? '', 'socketcan.show'),
          good: 'run it twice: the `rx` packet count grows',
        }
      : undefined;
  return [
    {title: power.title, command: power.check.command!, action: power.check.action, good: goodAnswer(power)},
    {title: modem.title, command: modem.check.command!, good: modem.check.expected},
    {title: gnss.title, command: gnss.check.command!, units: 'EC25 units', good: goodAnswer(gnss)},
    {
      title: gnss.title,
      command: commandIn(gnss.check.action, 'gnss.connection'),
      units: 'LE910C4 units',
      good: goodAnswer(gnss),
    },
    canInstead ? {...obdCheck, instead: canInstead} : obdCheck,
  ];
}

/** The Mini runs no Core: its self-test is the LEDs and the Cloud (the path's Mini branches and Mini step). */
function miniChecks(): CardCheck[] {
  const leds = stepOf('leds');
  const ledsGood = leds.branches.find((branch) => branch.when.startsWith('Mini:'));
  const cloud = stepOf('mini-cloud');
  if (!ledsGood) throw new Error('The self-test path has no Mini branch in its LED step');
  return [
    {
      title: 'Is it plugged in the right way up?',
      action: `With the ignition off, push the Mini into the OBD-II socket until it sits firmly, with ${miniSkySide} facing the sky: its GNSS antenna is inside.`,
    },
    {
      title: leds.title,
      action: 'Switch the ignition on or start the engine, and watch the green and blue LEDs.',
      good: ledsGood.when.replace(/^Mini: (.)/, (_, first: string) => first.toUpperCase()),
    },
    {title: cloud.title, action: cloud.check.action, good: cloud.check.expected},
  ];
}

/** The card of one current model. */
export function fieldCardOf(family: ModelFamily): FieldCard {
  const connector = family.connectors.find(({kind}) => kind === 'obd2') ?? family.connectors[0];
  if (!connector) throw new Error(`${family.key} has no connector to print`);
  const battery = connector.pins.find(({signal}) => signal.startsWith('Battery'));
  const warning24V = safetyWarningById.get('24v-system');
  return {
    key: family.key,
    model: family.model,
    name: family.name,
    route: fieldCardRoute(family),
    liveUrl: `${urls.docs}${hubRoute(family)}`,
    runsCore: family.runsCore,
    connector: {
      name: connector.name,
      view: connector.view,
      pins: connector.pins
        .filter(({direction}) => direction !== 'not connected')
        .map(({pin, signal, level, notes}) => ({pin, signal, level, ...(notes && {notes})})),
    },
    leds: family.indicators
      .filter(({indicator}) => /\bLEDs?\b/.test(indicator))
      .map(({indicator, pattern, meaning}) => ({indicator, pattern, meaning})),
    ...(family.modems?.built.includes('le910cx') && {
      ledNote: `Wake-up by SMS does not work on units with a ${modems.le910cx.name.replace(/\s*\(.*\)$/, '')} modem (USB ID ${modems.le910cx.usbId}).`,
    }),
    wiring: {
      supply: `${family.supply.min}–${family.supply.max} V, ${family.supply.input}`,
      fuse: battery?.notes ?? 'See the pinout page.',
      ...(family.supplyCurrent && {peakAmps: peakAmps(family.supplyCurrent)}),
      ...(family.runsCore &&
        warning24V && {
          checklist24V: {
            title: warning24V.title,
            // "… or the battery is not protected": the warning's reason, without the detail that follows its colon.
            why: `${warning24V.body[0]?.split(':')[0] ?? ''}.`,
            rows: checklist24VRows.map(({field, value}) => ({field, value})),
          },
        }),
    },
    checks: family.runsCore ? coreChecks(family) : miniChecks(),
    safety: [safetyWarningById.get('exhaust-gas')?.title].filter((title): title is string => title !== undefined),
    ...(family.runsCore && {
      terminalRule: `In the ${terminalPrefixRule.withoutPrefix.join(' or the ')}, type a command as shown; in the ${terminalPrefixRule.withPrefix.join(', ')}, put \`${terminalPrefixRule.prefix}\` before it.`,
    }),
    selfTestRoute: selfTest().route,
    pdf: {card: `/${pdfFiles(family.model).card}`, full: `/${pdfFiles(family.model).full}`},
  };
}
