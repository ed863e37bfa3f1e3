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
import {commandFunction, coreCommands, firstArgument, type CommandFunction} from '../../src/data/core/commands';
import {codeBlocks, codeSpans, shellWords} from '../support/markdown';

interface Invocation {
  readonly file: string;
  readonly line: number;
  readonly text: string;
  readonly words: readonly string[];
}

const modules = new Set(Object.keys(coreCommands));
/** Code in these languages uses names of its own (Python's `time.sleep`), not Core commands. */
const foreignLanguages = new Set(['python', 'py', 'js', 'javascript', 'ts', 'typescript', 'json', 'dbc', 'ini', 'text']);
const isTemplate = (text: string) => /<[^>]+>|\[[^\]]*\]|…|\.\.\./.test(text);
const isKeyword = (word: string) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(word);

/** Keyword arguments a call accepts: its own, and those of the function it forwards them to. */
function acceptedKeywords(fn: CommandFunction, positional: readonly string[]): Set<string> {
  const own = fn.args.filter((arg) => !arg.variadic && !arg.keywords).map((arg) => arg.name);
  const target = fn.forwardsTo === firstArgument ? positional[0] : fn.forwardsTo;
  const [module = '', name = ''] = target?.split('.') ?? [];
  const forwarded = target ? commandFunction(module, name) : undefined;
  return new Set([...own, ...(forwarded ? acceptedKeywords(forwarded, []) : [])]);
}

function invocationsIn(file: string, source: string): Invocation[] {
  const found: Invocation[] = [];
  for (const block of codeBlocks(source)) {
    if (/title="Syntax"/.test(block.meta) || foreignLanguages.has(block.language)) continue;
    block.code.split('\n').forEach((raw, index) => {
      // A line may hold several commands (`a && b`, `a; b`) and a prompt or sudo in front.
      for (const part of raw.replace(/\s#\s.*$/, '').split(/&&|\|\||;|\|/)) {
        const text = part.trim().replace(/^(\$|#)\s+/, '').replace(/^sudo\s+/, '');
        if (!/^veltro\s+\S/.test(text) || isTemplate(text)) continue;
        found.push({file, line: block.line + 1 + index, text, words: shellWords(text).slice(1)});
      }
    });
  }
  return found;
}

const files = listDocFiles();
const sources = new Map(files.map((file) => [file, fs.readFileSync(path.join(docsDir, file), 'utf8')]));
const invocations = files.flatMap((file) => invocationsIn(file, sources.get(file)!));

describe('veltro command lines in code blocks', () => {
  it('are found on the pages (the check reads something)', () => {
    expect(invocations.length).toBeGreaterThan(300);
  });

  it.each(invocations.map((invocation) => [`${invocation.file}:${invocation.line} ${invocation.text}`, invocation] as const))(
    '%s',
    (_name, {words}) => {
      // Salt's own options (`--return event`) are not arguments of the function.
      const rest = words.slice(1).filter((word, index, all) => !word.startsWith('--') && !all[index - 1]?.startsWith('--'));
      const [target = ''] = words;
      const [module = '', name = ''] = target.split('.');
      expect(modules.has(module), `"${module}" is not a Veltro Core command module`).toBe(true);
      const fn = commandFunction(module, name);
      expect(fn, `${target} is not a function of the ${module} module`).toBeDefined();
      expect(fn!.deprecated, `${target} is retired: document its replacement`).toBe(false);
      const positional = rest.filter((word) => !isKeyword(word));
      const keywords = rest.filter(isKeyword).map((word) => word.split('=')[0]!);
      const known = acceptedKeywords(fn!, positional);
      if (!fn!.args.some((arg) => arg.keywords)) {
        expect(keywords.filter((key) => !known.has(key)), `${target} takes no such argument (it takes: ${[...known].join(', ') || 'none'})`).toEqual([]);
      }
      const slots = fn!.args.filter((arg) => !arg.variadic && !arg.keywords).length;
      if (!fn!.args.some((arg) => arg.variadic)) {
        expect(positional.length, `${target} takes at most ${slots} positional values`).toBeLessThanOrEqual(slots);
      }
    },
  );
});

/** Returner functions (`cloud.returner_event`) share a name with command modules but are not commands. */
const returners = new Set(['cloud', 'cloud_jsonl', 'event', 'event_result', 'jsonl', 'mqtt']);
const isReturnerFunction = (module: string, name: string) => returners.has(module) && /^returner(_[a-z]+)?$/.test(name);
/** Data record types (`_type`) that look like commands. */
const recordTypes = new Set(['obd.rpm']);

/** `power.sleep`-shaped names of a known module, in prose code spans and in configuration code. */
function functionNamesIn(source: string): string[] {
  const names = codeSpans(source).flatMap((span) => {
    if (span.includes('<') || recordTypes.has(span)) return [];
    const match = /^(?:veltro\s+)?([a-z0-9_]+)\.([a-z0-9_]+)\b(?!\.\w)/.exec(span.trim());
    return match && modules.has(match[1]!) && !isReturnerFunction(match[1]!, match[2]!) ? [`${match[1]}.${match[2]}`] : [];
  });
  for (const block of codeBlocks(source)) {
    if (foreignLanguages.has(block.language)) continue;
    for (const match of block.code.matchAll(/(?<![\w./-])([a-z0-9_]+)\.([a-z0-9_]+)\b(?![./-]\w)/g)) {
      if (modules.has(match[1]!) && !isReturnerFunction(match[1]!, match[2]!)) names.push(`${match[1]}.${match[2]}`);
    }
  }
  return names;
}

describe('module.function names on every page', () => {
  const named = files.flatMap((file) => [...new Set(functionNamesIn(sources.get(file)!))].map((name) => [file, name] as const));

  it('are found on the pages (the check reads something)', () => {
    expect(named.length).toBeGreaterThan(300);
  });

  it.each(named)('%s names %s, a function of the product', (_file, name) => {
    const [module = '', fn = ''] = name.split('.');
    expect(commandFunction(module, fn), `${name} does not exist in the catalogue`).toBeDefined();
  });
});
