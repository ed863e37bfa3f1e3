/**
 * Classes of factual error that issue 19 found in the Getting Started guides, checked over every doc:
 *
 * - `autodetect=passive` described or used as a silent probe. autopi-core `_utils/can_conn.py`
 *   (`_passive_autodetect`) brings the interface up through `socketcan.up` in normal mode, which acknowledges
 *   frames and sends error frames at a wrong rate; listen-only is only reachable with `ip link … listen-only on`.
 * - `listen-only=on` passed to `socketcan.up`: Salt reads `on` as YAML `True`, and `ip` rejects
 *   `listen-only True` (autopi-core `_modules/socketcan.py`, `up`).
 * - "Keep the device awake" with `power.sleep_timer add=…` alone: every timer runs on its own and the first to
 *   run out sends the device to sleep (autopi-core `_modules/power.py`, `sleep_timer`), so `clear=*` comes first.
 * - A resting 12 V battery called healthy down to 12.2 V, which is the safety cut-out.
 * - The Quectel EC25 given the USB product ID 0121 (settled: `2c7c:0125`).
 * - Getting Started pages that run `ec2x` commands without the `usbutil.devices` modem check (a CM4 or Pro may
 *   carry a Telit LE910C4, which does not answer them).
 * - Core loggers placed on a Loggers tab of the Services screen (settled: Device Management › Loggers).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsDir, listDocFiles} from '../../config/manifest';

const docs = listDocFiles()
  .filter((file) => !file.startsWith('getting_started/api/'))
  .map((file) => ({file, text: fs.readFileSync(path.join(docsDir, file), 'utf8')}));

/** Lines inside fenced code blocks, with the prose paragraph that leads into each block. */
function codeBlocks(text: string): {lines: string[]; lead: string; line: number}[] {
  const blocks: {lines: string[]; lead: string; line: number}[] = [];
  const all = text.split('\n');
  let open: {lines: string[]; lead: string; line: number} | null = null;
  all.forEach((line, index) => {
    if (/^\s*```/.test(line)) {
      if (open) {
        blocks.push(open);
        open = null;
      } else {
        let start = index - 1;
        while (start >= 0 && all[start]!.trim() === '') start--;
        const lead: string[] = [];
        while (start >= 0 && all[start]!.trim() !== '' && !/^\s*```/.test(all[start]!)) lead.unshift(all[start--]!);
        open = {lines: [], lead: lead.join(' '), line: index + 1};
      }
    } else if (open) open.lines.push(line);
  });
  return blocks;
}

/** Sentences of the prose (code blocks removed). */
function sentences(text: string): string[] {
  return text
    .replace(/^\s*```[\s\S]*?^\s*```/gm, '')
    .split(/(?<=[.:;!?])\s+|\n\s*\n/)
    .map((sentence) => sentence.replace(/\s+/g, ' '));
}

const hits = (find: (doc: {file: string; text: string}) => string[]) => docs.flatMap(find);

describe('CAN bitrate detection', () => {
  it('no doc runs `can.connection autodetect=passive` as a step', () => {
    expect(
      hits(({file, text}) =>
        codeBlocks(text)
          .filter((block) => block.lines.some((line) => /can\.connection\b.*autodetect=passive/.test(line)))
          .map((block) => `${file}:${block.line}`),
      ),
    ).toEqual([]);
  });

  it('no sentence calls passive detection silent', () => {
    const silent =
      /sends nothing|without (?:transmitting|sending)|never transmits|only listens|passively|listen(?:s|ing)? passive|safest/i;
    expect(
      hits(({file, text}) =>
        sentences(text)
          .filter((sentence) => /passive/i.test(sentence) && !/error[- _]passive/i.test(sentence))
          .filter((sentence) => silent.test(sentence))
          .map((sentence) => `${file}: ${sentence.slice(0, 120)}`),
      ),
    ).toEqual([]);
  });

  it('no doc passes `listen-only=` to socketcan.up (Salt turns `on` into True)', () => {
    expect(
      hits(({file, text}) =>
        text
          .split('\n')
          .map((line, index) => ({line, where: `${file}:${index + 1}`}))
          .filter(({line}) => /socketcan\.up\b[^`\n]*listen-only=/.test(line))
          .map(({where}) => where),
      ),
    ).toEqual([]);
  });
});

describe('keeping a device awake', () => {
  const defaults = new Set(['engine_stopped', 'inactivity', 'inactivity_fallback']);
  it('a keep-awake timer clears the other timers first', () => {
    expect(
      hits(({file, text}) =>
        codeBlocks(text)
          .filter((block) => /\b(?:keep|stay)s?\b[^.]*\bawake\b|\bawake for\b/i.test(block.lead))
          .filter((block) => {
            const add = block.lines.findIndex((line) => {
              const name = /power\.sleep_timer\b.*\badd=(\w+)/.exec(line)?.[1];
              return name !== undefined && !defaults.has(name);
            });
            if (add < 0) return false;
            return !block.lines.slice(0, add).some((line) => /power\.sleep_timer\b.*\bclear=\*/.test(line));
          })
          .map((block) => `${file}:${block.line}`),
      ),
    ).toEqual([]);
  });
});

describe('battery and modem facts', () => {
  it('no doc calls a resting 12 V battery healthy down to 12.2 V (the safety cut-out)', () => {
    expect(hits(({file, text}) => (/12\.2\s*(?:to|–|-)\s*12\.[6-9]\s*V/.test(text) ? [file] : []))).toEqual([]);
  });

  it('the Quectel EC25 is USB 2c7c:0125, never 0121', () => {
    expect(hits(({file, text}) => (/2c7c[:/]0121|product `0121`|"product": "0121"/.test(text) ? [file] : []))).toEqual(
      [],
    );
  });

  it('a Getting Started page that runs ec2x commands first tells which modem the unit has', () => {
    expect(
      hits(({file, text}) =>
        file.startsWith('getting_started/') &&
        codeBlocks(text).some((block) => block.lines.some((line) => /^\s*veltro ec2x\./.test(line))) &&
        !text.includes('usbutil.devices')
          ? [file]
          : [],
      ),
    ).toEqual([]);
  });
});

describe('where loggers live', () => {
  it('Getting Started creates loggers on Device Management › Loggers, not on a Services tab', () => {
    expect(
      hits(({file, text}) =>
        file.startsWith('getting_started/')
          ? text
              .split('\n')
              .map((line, index) => ({line, where: `${file}:${index + 1}`}))
              .filter(({line}) => /Services\*\*[^.\n]*\*\*Loggers\*\*/.test(line))
              .map(({where}) => where)
          : [],
      ),
    ).toEqual([]);
  });
});
