/**
 * The data fields the event catalogue (src/data/core/events.ts) gives each event agree with what the fact source's
 * code sends. tools/fact-source/extract.py reads every event-firing call of autopi-core's `_engines/`, `_modules/`
 * and `_utils/` into src/data/core/fact-source.json (`events`: tag pattern, data keys, `sometimes` keys); this test:
 * - fails when the code sends a key on an event and the catalogue lacks it (a key sent only in one branch, e.g.
 *   `reason` on errors, must be on at least one of the events the call can fire);
 * - fails when the catalogue lists a key no call sends, unless `fieldsFromReference` marks it as taken from the
 *   original event reference.
 * Calls whose data the extractor cannot read (`fields: null`) are not compared; events the fact source never fires
 * (taken from the original reference), or fires only from a call that formats the group in (`vehicle/{}/{}`), are
 * not checked for extra keys.
 */
import {describe, expect, it} from 'vitest';
import factSource from '../../src/data/core/fact-source.json';
import {coreEvents, fieldsFromReference, type CoreEvent} from '../../src/data/core/events';
import {exampleData} from '../../src/data/core/eventExamples';

interface Site {
  readonly tag: string;
  readonly fields: readonly string[] | null;
  readonly sometimes?: readonly string[];
  readonly at: string;
}

const sites = (factSource as unknown as {events: Site[]}).events;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a call's tag pattern (`{}` = a formatted value, taken as one segment) can be the catalogue's tag. A value
 * the code formats in could hold a slash (`system/{}/added` with a sleep timer's `sleep_timer/<name>`); such calls
 * are then not compared, which loses a check but never invents one.
 */
function siteMatches(site: Site, event: CoreEvent): boolean {
  const fromSite = new RegExp(`^${site.tag.split('{}').map(escape).join('[^/]+')}$`);
  const fromEvent = new RegExp(
    `^${event.tag
      .split(/<[^>]+>/)
      .map(escape)
      .join('[^/]+')}$`,
  );
  return fromSite.test(event.tag.replace(/<[^>]+>/g, 'X')) || fromEvent.test(site.tag.replaceAll('{}', 'X'));
}

const literalLength = (site: Site) => site.tag.replaceAll('{}', '').length;

/** The calls that fire an event: the most specific patterns that match it (`vehicle/motion/{}` over `vehicle/{}/{}`). */
function sitesOf(event: CoreEvent): Site[] {
  const matching = sites.filter((site) => siteMatches(site, event));
  const best = Math.max(...matching.map(literalLength));
  return matching.filter((site) => literalLength(site) === best);
}

/** `system/{}/{}`, `vehicle/{}/{}`: a call that formats its group in could be any group's. */
const generic = (site: Site) => /^[^/{}]+\/\{\}/.test(site.tag);

const firedBy = new Map(coreEvents.map((event) => [event.tag, sitesOf(event)]));

describe('event data fields against the fact source', () => {
  it('extracted the event-firing calls', () => {
    expect(sites.length).toBeGreaterThan(50);
    expect(coreEvents.filter((event) => firedBy.get(event.tag)!.length > 0).length).toBeGreaterThan(80);
  });

  it('lists every key the code always sends', () => {
    const missing = coreEvents.flatMap((event) =>
      firedBy
        .get(event.tag)!
        .flatMap((site) =>
          (site.fields ?? [])
            .filter((field) => !site.sometimes?.includes(field) && !event.fields.includes(field))
            .map((field) => `${event.tag}: ${field} (${site.at})`),
        ),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('lists each key sent only in one branch on at least one event the call fires', () => {
    const missing = sites.flatMap((site) => {
      const events = coreEvents.filter((event) => firedBy.get(event.tag)!.includes(site));
      if (!events.length) return [];
      return (site.sometimes ?? [])
        .filter((field) => !events.some((event) => event.fields.includes(field)))
        .map((field) => `${site.tag}: ${field} (${site.at}; none of ${events.map((event) => event.tag).join(', ')})`);
    });
    expect(missing).toEqual([]);
  });

  it('lists no key the code never sends, unless it comes from the original reference', () => {
    const invented = coreEvents.flatMap((event) => {
      const fired = firedBy.get(event.tag)!;
      // Not compared: events no call names (from the original reference), only a generic call names, or whose
      // data a call builds in a way the extractor cannot read.
      if (!fired.length || fired.every(generic) || fired.some((site) => site.fields === null)) return [];
      const sent = new Set(fired.flatMap((site) => site.fields ?? []));
      return event.fields
        .filter((field) => !sent.has(field) && !fieldsFromReference[event.tag]?.includes(field))
        .map((field) => `${event.tag}: ${field} (sent by ${fired.map((site) => site.at).join(', ')})`);
    });
    expect(invented).toEqual([]);
  });

  it('marks reference fields only on events whose keys the code does not tell', () => {
    for (const [tag, fields] of Object.entries(fieldsFromReference)) {
      const event = coreEvents.find((candidate) => candidate.tag === tag);
      expect(event, tag).toBeDefined();
      expect(
        fields.every((field) => event!.fields.includes(field)),
        tag,
      ).toBe(true);
    }
  });
});

describe('sleep timer events against power.sleep_timer', () => {
  // The timer's name (`_sleep_timer/<name>`, stripped of its `_`) is formatted into the tag, so the calls read as
  // `system/{}/added` … and sitesOf cannot match them to `system/sleep_timer/<name>/…`; compare them here.
  const at = (tag: string) =>
    sites.filter((site) => site.tag === tag && site.at.startsWith('src/salt/base/ext/_modules/power.py:'));
  const fields = (suffix: string) => coreEvents.find((event) => event.tag === `system/sleep_timer/<name>/${suffix}`)!;

  it('lists the keys each call sends', () => {
    for (const [suffix, tag] of [
      ['added', 'system/{}/added'],
      ['cleared', 'system/{}/cleared'],
      ['postponed', 'system/{}/{}'],
      ['reduced', 'system/{}/{}'],
    ] as const) {
      const calls = at(tag);
      expect(calls.length, tag).toBe(1);
      expect([...fields(suffix).fields].sort(), suffix).toEqual(calls[0]!.fields);
    }
  });
});

describe('event payload examples against the fact source', () => {
  const event = (tag: string) => coreEvents.find((candidate) => candidate.tag === tag)!;
  const power = (
    factSource as unknown as {
      openSource: {
        modules: {power: {functions: Record<string, {args: {name: string; default?: {value?: unknown}}[]}>}};
      };
    }
  ).openSource.modules.power.functions;

  it('shows the default delay of power.sleep on the sleep and hibernate events', () => {
    const delay = power.sleep!.args.find((arg) => arg.name === 'delay')!.default!.value;
    expect(exampleData(event('system/power/sleep')).delay).toBe(delay);
    expect(exampleData(event('system/power/hibernate')).delay).toBe(delay);
  });

  it('adds a sleep timer named after its reason with no data (_modules/power.py:348-353)', () => {
    // The example name is engine_stopped; power.sleep_timer sends {"reason": …} only when the name does not end in it.
    expect(exampleData(event('system/sleep_timer/<name>/added'))).toEqual({});
  });
});
