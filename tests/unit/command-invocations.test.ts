/**
 * Every command the site tells a reader to run exists. A `veltro <module>.<function> …` line in a code block on
 * any page must name a current function of the catalogue (src/data/core/commands.ts), and each `key=value` it
 * passes must be an argument of that function. Syntax templates (`<seconds>`, `[…]`) are not invocations.
 * `module.function` names in prose and other code (reactor configurations, scripts) must exist too.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsDir, listDocFiles} from '../../config/manifest';
import {expandDirectives} from '../../plugins/docs/remark-troubleshooting';
import {commandFunction} from '../../src/data/core/commands';
import {functionNamesIn, invocationProblems, invocationsIn} from '../support/command-check';
import {shellWords} from '../support/markdown';

const files = listDocFiles();
// Pages as readers get them: with the troubleshooting data their directives render (checks are shell code blocks).
const sources = new Map(
  files.map((file) => [file, expandDirectives(fs.readFileSync(path.join(docsDir, file), 'utf8'))]),
);
const invocations = files.flatMap((file) =>
  invocationsIn(sources.get(file)!).map((invocation) => ({file, ...invocation})),
);

describe('veltro command lines in code blocks', () => {
  it('are found on the pages (the check reads something)', () => {
    expect(invocations.length).toBeGreaterThan(300);
  });

  it.each(
    invocations.map((invocation) => [`${invocation.file}:${invocation.line} ${invocation.text}`, invocation] as const),
  )('%s', (_name, {words}) => {
    expect(invocationProblems(words)).toEqual([]);
  });
});

describe('module.function names on every page', () => {
  const named = files.flatMap((file) => functionNamesIn(sources.get(file)!).map((name) => [file, name] as const));

  it('are found on the pages (the check reads something)', () => {
    expect(named.length).toBeGreaterThan(300);
  });

  it.each(named)('%s names %s, a function of the product', (_file, name) => {
    const [module = '', fn = ''] = name.split('.');
    expect(commandFunction(module, fn), `${name} does not exist in the catalogue`).toBeDefined();
  });
});

describe('the check', () => {
  // The errors the review of the Core and Hardware sections found (../shared/reviews/core-hardware.md).
  it.each([
    ['veltro time.now', 'not a function'],
    ['veltro doip.connection', 'not a function'],
    ['veltro doip.activation_line enable=true', 'not a function'],
    ['veltro cryptoauth.get_serial', 'not a function'],
    ['veltro obd.context', 'retired'],
    ['veltro power.sleep interval=3600 wake=timer confirm=true', 'no argument wake'],
    ['veltro power.status now', 'at most 0 positional'],
    ['veltro doipx.uds change_session 1', 'not a Veltro Core command module'],
  ])('rejects %s', (line, problem) => {
    expect(invocationProblems(shellWords(line).slice(1)).join('; ')).toContain(problem);
  });

  it.each([
    'veltro power.sleep interval=3600 delay=30 reason=manual_test confirm=true',
    'veltro power.sleep_timer add=parked period=600 interval=7200 reason=parked',
    'veltro hooklib.module_direct_handler power.sleep_timer add=engine_stopped period=300 reason=engine_stopped',
    'veltro power.status --return event',
  ])('accepts %s (own, forwarded and Salt options)', (line) => {
    expect(invocationProblems(shellWords(line).slice(1))).toEqual([]);
  });

  it('skips syntax blocks and templates, and reads prompts and chained commands', () => {
    const page = [
      '```bash title="Syntax"',
      'veltro power.sleep [interval=<seconds>]',
      '```',
      '```bash',
      '$ veltro power.status && sudo veltro spm.query version',
      'veltro obd.query <name>',
      '```',
    ].join('\n');
    expect(invocationsIn(page).map((invocation) => invocation.text)).toEqual([
      'veltro power.status',
      'veltro spm.query version',
    ]);
  });

  it('finds function names in prose, tables and reactor configuration, not result keys', () => {
    const page =
      'Run `time.now` or see `spm.volt_triggers.hibernate_level`.\n\n```yaml\nargs:\n  - power.sleep_timerx\n```\n';
    expect(functionNamesIn(page)).toEqual(['time.now', 'power.sleep_timerx']);
  });

  it('reads record types and settings key prefixes in API requests as data, not commands', () => {
    const page =
      '```bash\ncurl -d \'{"data_types": ["track.pos", "obd.bat"]}\' "…?key_prefix=power.safety_cut_out."\n```\n';
    expect(functionNamesIn(page)).toEqual([]);
  });
});
