/**
 * Word lists and phrase makers for the synthetic pages of the scale benchmark (bench/scale/synthetic-site.ts).
 * The text is telematics-flavoured filler built from these lists, never published: it only has to look like
 * documentation to the build (varied words, headings, tables, code) so that page weight and search index grow
 * as they would with real pages.
 */

/** A seeded pseudo-random source, so the same page count always gives the same site. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** Mulberry32: tiny, fast and good enough for filler text. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
  };
}

/** A word list written as whitespace-separated words, so that formatting keeps it compact. */
const list = (words: string): readonly string[] => words.trim().split(/\s+/);

const nouns = list(`
  modem relay harness antenna gateway bus frame fuse connector sensor logger returner service watchdog
  buffer queue socket certificate tunnel profile trigger schedule timer threshold interval channel
  bitrate payload heartbeat battery regulator enclosure bracket cable terminal pin header jumper
  firmware bootloader partition journal odometer accelerometer keyfob reader beacon dashboard report
  fleet vehicle trip geofence alert event webhook token endpoint broker topic rule policy template
  baseline sample snapshot checksum counter register decoder signal message controller transceiver
  resistor supply rail button filter worker
`);

/** Names that qualify a noun (`the CAN transceiver`) and read oddly on their own or in the plural. */
const qualifiers = list(`
  CAN CAN-FD GNSS LTE OBD-II MQTT UART GPIO HAT ECU SIM APN Wi-Fi Bluetooth J1939 DoIP SocketCAN
  ignition cellular telemetry RFID power
`);

const verbs = list(`
  calibrate check configure restart record measure report buffer flush poll throttle schedule verify
  sample forward filter decode upload queue retry monitor log wake suspend trigger publish cache
  rotate compress validate enable disable reset read route tag mount wire isolate update replace
  inspect
`);

const adjectives = list(`
  idle active redundant primary secondary external internal optional nightly hourly remote local spare
  cold warm faulty stable noisy quiet default custom encrypted compressed buffered sealed rugged
  isolated shielded passive periodic delayed cached stale fresh partial complete rear auxiliary
  low-power high-speed legacy current unused upstream
`);

const adverbs = list(`
  quickly slowly silently briefly safely gradually automatically manually periodically immediately
  eventually rarely usually once
`);

const units = list(`
  seconds minutes frames bytes kilobytes milliseconds records retries samples
`);
const devices = ['TMU CM4', 'CAN-FD Pro', 'Mini', 'TMU SocketCAN', 'Dongle Gen3'];
const categoryThemes = list(`
  Diagnostics Recipes Checks Playbooks Procedures Patterns Limits Profiles Walkthroughs Notes Tests
  Schedules Rollouts Wiring
`);
const fixedHeadings = ['Before you begin', 'Prerequisites', 'Troubleshooting', 'Next steps', 'Limits', 'Examples'];
const commandModules = list(`
  can obd power modem gnss logger returner keyfob wifi ble clock crypto disk tracking spm event
  trigger rfid audio usb
`);
const commandActions = list(`
  status query restart monitor dump flush sync schedule reset scan record replay calibrate test list
  apply
`);
const argumentNames = list(`
  interval delay timeout retries channel bitrate limit threshold output confirm verbose max_age
  min_voltage batch_size retry_interval buffer_size sample_rate topic
`);
const wordValues = list(`
  true false dict json auto can0 can1 primary nightly off
`);

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const article = (word: string): string => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

function plural(noun: string): string {
  if (/(s|sh|ch|x)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** The third-person form: `the relay resets`. */
function thirdPerson(verb: string): string {
  if (/(s|sh|ch|x)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** One of several sentence shapes, 7 to 17 words, ending with a full stop. */
export function sentence(rng: Rng): string {
  const noun = () => rng.pick(nouns);
  const adj = () => rng.pick(adjectives);
  const verb = () => rng.pick(verbs);
  const verbs3 = () => thirdPerson(rng.pick(verbs));
  const qualified = () => `${rng.pick(qualifiers)} ${noun()}`;
  const amount = () => `${rng.int(2, 500)} ${rng.pick(units)}`;
  const place = () =>
    rng.pick([
      () => `after each ${noun()}`,
      () => `during the ${adj()} ${noun()}`,
      () => `on the ${qualified()}`,
      () => `for every ${noun()}`,
      () => `before the ${noun()} ${verbs3()}`,
      () => `with the ${adj()} ${noun()}`,
      () => `on the ${rng.pick(devices)}`,
    ])();
  return rng.pick([
    () => `The ${adj()} ${noun()} ${verbs3()} the ${noun()} ${place()}.`,
    () => `When the ${noun()} is ${adj()}, ${verb()} the ${qualified()} before the ${noun()} ${verbs3()}.`,
    () => `Each ${noun()} ${verbs3()} ${article(adj())} ${noun()}, so the ${noun()} stays ${adj()}.`,
    () => `${capitalize(rng.pick(adverbs))}, the ${qualified()} ${verbs3()} ${amount()} of ${noun()} data.`,
    () => `Use the ${noun()} ${noun()} to ${verb()} the ${adj()} ${noun()} ${place()}.`,
    () => `If the ${noun()} does not ${verb()} within ${amount()}, the ${noun()} ${verbs3()} it ${rng.pick(adverbs)}.`,
    () =>
      `${capitalize(rng.pick(qualifiers))} ${plural(noun())} ${verb()} the ${noun()} only while the ${noun()} is ${adj()}.`,
    () => `Keep the ${noun()} ${adj()} and ${verb()} the ${noun()} ${rng.pick(adverbs)}.`,
    () => `The ${noun()} ${verbs3()} ${amount()} ${place()}, then ${verbs3()} the ${adj()} ${noun()}.`,
  ])();
}

/** A sentence that carries one Markdown link, `[text](route)`. */
export function linkSentence(rng: Rng, link: string): string {
  const noun = rng.pick(nouns);
  return rng.pick([
    () => `For the steps that come before this, see ${link}.`,
    () => `${link} covers the ${noun} side of this setup.`,
    () => `The ${rng.pick(adjectives)} ${noun} settings are described in ${link}.`,
    () => `If the ${noun} still ${thirdPerson(rng.pick(verbs))} too often, read ${link} next.`,
    () => `See also ${link}, which uses the same ${noun}.`,
  ])();
}

/** A page title in sentence case, 2 to 6 words. */
export function pageTitle(rng: Rng): string {
  const noun = () => rng.pick(nouns);
  return capitalize(
    rng.pick([
      () => `${rng.pick(verbs)} the ${rng.pick(qualifiers)} ${noun()}`,
      () => `${rng.pick(adjectives)} ${noun()} ${plural(noun())}`,
      () => `${rng.pick(qualifiers)} ${noun()} troubleshooting`,
      () => `${noun()} ${noun()} reference`,
      () => `set up ${article(rng.pick(adjectives))} ${noun()} ${noun()}`,
      () => `how the ${noun()} ${thirdPerson(rng.pick(verbs))} ${plural(noun())}`,
      () => `${rng.pick(qualifiers)} ${plural(noun())} on the ${rng.pick(devices)}`,
    ])(),
  );
}

/** A `##` or `###` heading text. */
export function headingText(rng: Rng): string {
  const noun = () => rng.pick(nouns);
  return rng.pick([
    () => rng.pick(fixedHeadings),
    () => capitalize(`${rng.pick(verbs)} the ${noun()}`),
    () => capitalize(`${rng.pick(adjectives)} ${plural(noun())}`),
    () => capitalize(`how ${plural(noun())} ${rng.pick(verbs)} ${plural(noun())}`),
    () => `${capitalize(rng.pick(qualifiers))} ${noun()} limits`,
    () => capitalize(`${gerund(rng.pick(verbs))} the ${rng.pick(qualifiers)} ${noun()}`),
  ])();
}

/** `calibrate` → `calibrating`, `log` → `logging`: enough for the verbs above. */
function gerund(verb: string): string {
  if (verb === 'reset') return 'resetting';
  if (/[^aeiou]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

/** A sidebar category label in title case, such as `Relay Diagnostics`. */
export function categoryLabel(rng: Rng): string {
  const topic = rng.chance(0.5) ? rng.pick(qualifiers) : rng.pick(nouns);
  return `${capitalize(topic)} ${rng.pick(categoryThemes)}`;
}

/** A one-sentence description for the front matter, well under 160 characters. */
export function pageDescription(rng: Rng): string {
  return `How to ${rng.pick(verbs)} the ${rng.pick(adjectives)} ${rng.pick(nouns)} and ${rng.pick(verbs)} the ${rng.pick(qualifiers)} ${rng.pick(nouns)} on a Veltro device.`;
}

export function admonitionTitle(rng: Rng): string {
  return capitalize(`${rng.pick(verbs)} the ${rng.pick(nouns)} first`);
}

/** One `veltro <module>.<action> arg=value` line. */
export function commandLine(rng: Rng): string {
  const args = Array.from({length: rng.int(0, 3)}, () => {
    const value = rng.chance(0.5) ? String(rng.int(1, 3600)) : rng.pick(wordValues);
    return `${rng.pick(argumentNames)}=${value}`;
  });
  return ['veltro', `${rng.pick(commandModules)}.${rng.pick(commandActions)}`, ...args].join(' ');
}

/** A small YAML settings block, without the fences. */
export function yamlSettings(rng: Rng): string {
  const lines = [`${rng.pick(commandModules)}:`];
  for (const name of distinct(rng, argumentNames, rng.int(2, 5))) {
    const value = rng.chance(0.5) ? String(rng.int(1, 3600)) : rng.pick(wordValues);
    lines.push(`  ${name}: ${value}`);
  }
  return lines.join('\n');
}

/** A Markdown table of settings, electrical limits or signals, 3 to 7 rows. */
export function table(rng: Rng): string {
  const rows = rng.int(3, 7);
  const shape = rng.int(0, 2);
  if (shape === 0) {
    const body = distinct(rng, argumentNames, rows).map(
      (name) => `| \`${name}\` | \`${rng.int(0, 900)}\` | ${sentence(rng)} |`,
    );
    return ['| Setting | Default | Description |', '|---|---|---|', ...body].join('\n');
  }
  if (shape === 1) {
    const body = Array.from({length: rows}, () => {
      const min = rng.int(1, 40);
      return `| ${capitalize(rng.pick(adjectives))} ${rng.pick(nouns)} | ${min} | ${min + rng.int(1, 20)} | ${min + rng.int(21, 60)} | ${rng.pick(['V', 'mA', 'ms', 'kbit/s'])} |`;
    });
    return ['| Parameter | Min | Typ | Max | Unit |', '|---|---|---|---|---|', ...body].join('\n');
  }
  const body = Array.from(
    {length: rows},
    (_, index) =>
      `| ${rng.pick(qualifiers)} ${rng.pick(nouns)} | ${index + 1} | ${rng.pick(['In', 'Out', 'In/Out'])} | ${sentence(rng)} |`,
  );
  return ['| Signal | Pin | Direction | Notes |', '|---|---|---|---|', ...body].join('\n');
}

/** `count` different items (fewer if the list is shorter). */
function distinct<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const chosen = new Set<T>();
  while (chosen.size < Math.min(count, items.length)) chosen.add(rng.pick(items));
  return [...chosen];
}
