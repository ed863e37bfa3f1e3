/**
 * The words readers type that the pages do not, in one typed list: search treats the words of a group as one word,
 * and leaves out words that carry no meaning in a question. Measured on real readers' questions with
 * `npm run search:relevance`. A group joins words that mean the same thing *in this field*; a word that is also
 * something else on our pages (`flash` is an LED pattern and a firmware update) belongs to no group.
 */

/** Each group is searched as one word: a query with `gps` finds pages that say GNSS, and the other way round. */
export const synonymGroups: readonly (readonly string[])[] = [
  // Satellite positioning: readers say GPS, the pages say GNSS (the receiver tracks several systems).
  ['gnss', 'gps'],
  // The mobile link: readers name the network generation, the pages the modem.
  ['modem', '4g', 'lte', 'cellular'],
  // Ignition on and engine running are the same signal for the device (`vehicle/engine/*` events).
  ['ignition', 'engine'],
  // Watching bus traffic without decoding it.
  ['sniffer', 'sniff', 'sniffing', 'candump', 'dump', 'monitor'],
  // The thing in the OBD port.
  ['dongle', 'adapter'],
  ['obd', 'obd2', 'obdii'],
  ['canbus', 'can'],
  // A battery that the device emptied.
  ['drain', 'drains', 'draining', 'flat', 'dead', 'die', 'dies', 'dying', 'discharge', 'discharged'],
  ['wake', 'wakeup', 'waking', 'woken'],
  ['reboot', 'restart', 'reset'],
  ['update', 'upgrade'],
  ['odometer', 'mileage', 'odo'],
  ['trip', 'journey'],
  ['led', 'leds', 'light', 'lights'],
  ['blinking', 'blinks', 'blink'],
  ['voltage', 'volts', 'volt'],
];

/**
 * Words that carry no meaning in a reader's question ("is there something simple to see if the thing works?"). They
 * are left out when the question has other words; a query of nothing else is searched as typed.
 */
export const stopWords: ReadonlySet<string> = new Set(
  (
    'a an the is are was were be been being am i im me my we our us you your it its this that these those there here ' +
    'to of in on at for with from by about into as and or but if then so than do does did doing done could should ' +
    'would will shall may might must how what why when where which who whom whose any some something anything ' +
    'everything nothing thing things see get gets got getting make makes way just also only very really still ever ' +
    'all simple simply anyone someone somebody help please know need needs want wants like tried try trying ' +
    'no not don doesn didn isn aren wasn won wont cant cannot t s ve ll d re m'
  ).split(' '),
);

/**
 * Words with which a reader describes something that goes wrong ("gps never gets a fix", "candump shows nothing",
 * "battery dead after…"). A question with one of them is a symptom, and the pages written from symptoms (the
 * troubleshooting section: its paths and its error reference) are weighed up among the best results. Read before
 * stop words are dropped: most of them are stop words too.
 */
export const problemWords: ReadonlySet<string> = new Set(
  (
    'no not never nothing none nobody fail fails failed failing failure error errors err wrong stop stops stopped ' +
    'stuck dead die dies drain drains drained flat won wont doesn didn isn cant cannot unable broken problem ' +
    'problems issue issues lost lose loses timeout crazy empty missing keeps instead anymore'
  ).split(' '),
);

/** The section of the site a reader describing a problem is sent to first, and how much more its pages weigh. */
export const problemSection = {prefix: '/troubleshooting/', weight: 1.5} as const;

/** True when the query describes a problem (see `problemWords`). */
export const describesProblem = (terms: readonly string[]): boolean => terms.some((term) => problemWords.has(term));

/** `can` is the bus, except in a question ("can i …", "can it …"). */
const questionAfterCan = new Set(['i', 'you', 'we', 'it', 'my', 'the', 'this', 'a', 'someone', 'anyone']);

/** The terms of a query that carry meaning: stop words out, unless nothing else is left. */
export function meaningfulTerms(terms: readonly string[]): string[] {
  const kept = terms.filter(
    (term, index) => !(stopWords.has(term) || (term === 'can' && questionAfterCan.has(terms[index + 1] ?? ''))),
  );
  return kept.length > 0 ? kept : [...terms];
}

const groupOf = new Map<string, readonly string[]>(
  synonymGroups.flatMap((group) => group.map((word) => [word, group])),
);

/** The words a term is searched as: itself first, then the rest of its group. */
export function variantsOf(term: string): readonly string[] {
  const group = groupOf.get(term);
  return group ? [term, ...group.filter((word) => word !== term)] : [term];
}

/** One query standing for the reader's: `swapped` of its words are another word of their group. */
export interface ExpandedQuery {
  readonly text: string;
  readonly swapped: number;
}

/**
 * What a result of a query with swapped words counts, against the reader's own words: a page that says what the
 * reader typed ranks before one that says it in other words, unless the other page matches far better.
 */
export const swappedWordWeight = 0.75;

/**
 * The queries that together stand for `terms`: every combination of each term's variants, those closest to the
 * reader's own words first (fewest words swapped), at most `limit` of them.
 */
export function expandedQueries(terms: readonly string[], limit = 8): ExpandedQuery[] {
  let combinations: Array<{words: string[]; swapped: number}> = [{words: [], swapped: 0}];
  for (const term of terms) {
    combinations = combinations
      .flatMap(({words, swapped}) =>
        variantsOf(term).map((variant, index) => ({
          words: [...words, variant],
          swapped: swapped + (index > 0 ? 1 : 0),
        })),
      )
      // Stable: among equals, the order of the groups' words.
      .sort((a, b) => a.swapped - b.swapped)
      .slice(0, limit);
  }
  return combinations.map(({words, swapped}) => ({text: words.join(' '), swapped}));
}
