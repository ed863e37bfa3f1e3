/**
 * One rule, stated once: the SPM's safety cut-out (`hibernate_volt_level`) is not a Core event. While the supply sinks,
 * `vehicle/battery/critical_level` is the early warning; the SPM then cuts the power with no event at all, and Core
 * reports the cut-out at the next boot as `system/power/recover` with `trigger` `volt_level` (autopi-core
 * `_engines/spm_manager.py:96-101`). `system/power/hibernate` fires only when Core itself calls `power.hibernate`
 * (`_modules/power.py:215-220`).
 *
 * Every paragraph, list item and table row of the doc pages, and every block of the data modules, that names the
 * cut-out (by name, by its SPM trigger or by its threshold and 240 s duration) must therefore
 * - never name `system/power/hibernate`, and
 * - when it names a `system/power/…` event for the cut-out, name `system/power/recover` and `volt_level`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file, test);
    return test(file) ? [file] : [];
  });
}

/** The cut-out, by name, by its SPM trigger, or by a cut-out threshold with its 240 s duration. */
const cutOut =
  /cut-?\s?outs?\b|\bcut out\b|hibernate_volt_level|safety cut|\b(?:12\.20?|24\.4)\s*V\b[^|]{0,80}?\b240\s*s\b/i;
const hibernateEvent = /system\/power\/hibernate\b/;
const powerEvent = /system\/power\/[a-z_]+/g;

/**
 * The units a reader takes as one statement: table rows and list items on their own, prose paragraphs whole (so that
 * "the supply stayed below 12.20 V for 240 s … `system/power/hibernate`" two sentences apart is still caught). In
 * TypeScript, blocks between blank lines or object braces, so that an object's tag and its description stay together.
 */
function unitsOf(text: string, kind: 'doc' | 'data'): string[] {
  const units: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) units.push(current.join(' '));
    current = [];
  };
  let fenced = false;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (kind === 'doc') {
      if (/^(```|~~~)/.test(trimmed)) {
        flush();
        fenced = !fenced;
        continue;
      }
      if (fenced) {
        units.push(line);
        continue;
      }
      if (trimmed === '' || /^:::/.test(trimmed)) {
        flush();
        continue;
      }
      if (trimmed.startsWith('|') || /^(?:[-*+]|\d+\.)\s/.test(trimmed) || /^#/.test(trimmed)) {
        flush();
        if (trimmed.startsWith('|') || /^#/.test(trimmed)) units.push(trimmed);
        else current.push(trimmed);
        continue;
      }
      current.push(trimmed);
    } else {
      if (trimmed === '' || /^[}\]]/.test(trimmed) || /\{$/.test(trimmed)) {
        flush();
        if (trimmed !== '') current.push(trimmed);
        continue;
      }
      current.push(trimmed);
    }
  }
  flush();
  return units;
}

/** A sentence that denies the link, such as "`system/power/hibernate` does not fire for a cut-out". */
const denial = /\b(?:not|never|no|nor)\b|n't\b/i;
const sentencesOf = (unit: string) => unit.split(/(?<=[.!?])\s+(?=[A-Z`*])/);
const statesTheRule = (unit: string) => unit.includes('system/power/recover') && unit.includes('volt_level');

function violations(text: string, kind: 'doc' | 'data'): string[] {
  const found: string[] = [];
  for (const unit of unitsOf(text, kind)) {
    if (!cutOut.test(unit)) continue;
    // Sentences that deny `system/power/hibernate` for the cut-out are allowed where the unit also states the rule.
    const asserted = sentencesOf(unit).filter((sentence) => !(denial.test(sentence) && statesTheRule(unit)));
    if (asserted.some((sentence) => hibernateEvent.test(sentence))) {
      found.push(`cut-out together with system/power/hibernate: ${unit.slice(0, 240)}`);
      continue;
    }
    const events = asserted.flatMap((sentence) => sentence.match(powerEvent) ?? []);
    if (events.length && (events.some((tag) => tag !== 'system/power/recover') || !unit.includes('volt_level'))) {
      found.push(`cut-out with an event other than system/power/recover and volt_level: ${unit.slice(0, 240)}`);
    }
  }
  return found;
}

const docs = filesUnder(path.join(root, 'docs'), (file) => /\.mdx?$/.test(file));
const data = filesUnder(path.join(root, 'src/data'), (file) => /\.tsx?$/.test(file));

describe('the safety cut-out and its event', () => {
  it.each(docs.map((file) => [path.relative(root, file), file]))('%s states the rule', (_name, file) => {
    expect(violations(fs.readFileSync(file, 'utf8'), 'doc')).toEqual([]);
  });

  it.each(data.map((file) => [path.relative(root, file), file]))('%s states the rule', (_name, file) => {
    expect(violations(fs.readFileSync(file, 'utf8'), 'data')).toEqual([]);
  });
});

describe('the check itself', () => {
  it('catches the old vehicle-details example, where the cut-out came two sentences after system/power/hibernate', () => {
    const old =
      "3. Under **Device Management › Events** for the van's device, `vehicle/battery/critical_level` appears at 19:36 and `system/power/hibernate` at 19:42. The supply stayed at or below 12.3 V for 180 s, which raised the warning, then at or below 12.20 V for 240 s, and the device hibernated to protect the battery.";
    expect(violations(old, 'doc')).toHaveLength(1);
  });

  it('catches an alert row that expects the cut-out as system/power/hibernate', () => {
    const row =
      '| `^system/power/hibernate$` | The device hibernating, for example because the safety cut-out was reached |';
    expect(violations(row, 'doc')).toHaveLength(1);
  });

  it('catches the cut-out reported by another event, or recover without volt_level', () => {
    expect(violations('The safety cut-out raises `system/power/sleep`.', 'doc')).toHaveLength(1);
    expect(violations('After the cut-out Core reports `system/power/recover`.', 'doc')).toHaveLength(1);
  });

  it('accepts a denial only next to the rule', () => {
    const denied = 'The cut-out does not raise `system/power/hibernate`.';
    expect(violations(denied, 'doc')).toHaveLength(1);
    expect(
      violations(`${denied} Core reports it at the next start as \`system/power/recover\` with \`volt_level\`.`, 'doc'),
    ).toEqual([]);
  });

  it('accepts the rule as stated', () => {
    const right =
      'The SPM cut-out raises no event; at the next start Core reports `system/power/recover` with `trigger` `volt_level`.';
    expect(violations(right, 'doc')).toEqual([]);
  });

  it('keeps a data object whole, so a tag and its description are read together', () => {
    const object =
      "  {\n    tag: 'system/power/hibernate',\n    description: 'Sent when the safety cut-out is reached.',\n  },";
    expect(violations(object, 'data')).toHaveLength(1);
  });
});
