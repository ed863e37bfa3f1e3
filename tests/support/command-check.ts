/**
 * The command check shared by the content tests: which `veltro …` lines a page asks a reader to type, and what is
 * wrong with one of them according to the catalogue (src/data/core/commands.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {docsDir} from '../../config/manifest';
import {commandFunction, coreCommands, firstArgument, type CommandFunction} from '../../src/data/core/commands';
import {codeBlocks, codeSpans, shellWords} from './markdown';

export const commandsDir = path.join(docsDir, 'core', 'commands');

/** The command pages: one per module, `core-commands-<module>.md` (and `core-cmd-time.md`). */
export const commandPages = fs.readdirSync(commandsDir).filter((file) => /^core-(commands|cmd)-.+\.md$/.test(file));

/** `core-commands-can-decoder.md` → `can_decoder`; `core-cmd-time.md` → `time`. */
export const moduleOfPage = (file: string) =>
  file
    .replace(/^core-(commands|cmd)-/, '')
    .replace(/\.md$/, '')
    .replace(/-/g, '_');

export interface Invocation {
  readonly line: number;
  readonly text: string;
  /** The words after `veltro`: `power.sleep`, `interval=3600`, … */
  readonly words: readonly string[];
}

const modules = new Set(Object.keys(coreCommands));
/** Code in these languages uses names of its own (Python's `time.sleep`), not Core commands. */
const foreignLanguages = new Set([
  'python',
  'py',
  'js',
  'javascript',
  'ts',
  'typescript',
  'json',
  'dbc',
  'ini',
  'text',
]);
const isTemplate = (text: string) => /<[^>]+>|\[[^\]]*\]|…|\.\.\./.test(text);
const isKeyword = (word: string) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(word);

/** The `veltro` command lines of a page's code blocks; Syntax blocks and templates are not invocations. */
export function invocationsIn(source: string): Invocation[] {
  const found: Invocation[] = [];
  for (const block of codeBlocks(source)) {
    if (/title="Syntax"/.test(block.meta) || foreignLanguages.has(block.language)) continue;
    block.code.split('\n').forEach((raw, index) => {
      // A line may hold several commands (`a && b`, `a; b`) and a prompt or sudo in front.
      for (const part of raw.replace(/\s#\s.*$/, '').split(/&&|\|\||;|\|/)) {
        const text = part
          .trim()
          .replace(/^(\$|#)\s+/, '')
          .replace(/^sudo\s+/, '');
        if (!/^veltro\s+\S/.test(text) || isTemplate(text)) continue;
        found.push({line: block.line + 1 + index, text, words: shellWords(text).slice(1)});
      }
    });
  }
  return found;
}

/** Keyword arguments a call accepts: its own, and those of the function it forwards them to. */
function acceptedKeywords(fn: CommandFunction, positional: readonly string[]): Set<string> {
  const own = fn.args.filter((arg) => !arg.variadic && !arg.keywords).map((arg) => arg.name);
  const target = fn.forwardsTo === firstArgument ? positional[0] : fn.forwardsTo;
  const [module = '', name = ''] = target?.split('.') ?? [];
  const forwarded = target ? commandFunction(module, name) : undefined;
  return new Set([...own, ...(forwarded ? acceptedKeywords(forwarded, []) : [])]);
}

/** What is wrong with one command line (empty when the product would accept it). */
export function invocationProblems(words: readonly string[]): string[] {
  const [target = ''] = words;
  const [module = '', name = ''] = target.split('.');
  if (!modules.has(module)) return [`"${module}" is not a Veltro Core command module`];
  const fn = commandFunction(module, name);
  if (!fn) return [`${target} is not a function of the ${module} module`];
  if (fn.deprecated) return [`${target} is retired: document its replacement`];
  // Salt's own options (`--return event`) are not arguments of the function.
  const args = words.filter(
    (word, index) => index > 0 && !word.startsWith('--') && !words[index - 1]!.startsWith('--'),
  );
  const positional = args.filter((word) => !isKeyword(word));
  const problems: string[] = [];
  if (!fn.args.some((arg) => arg.keywords)) {
    const known = acceptedKeywords(fn, positional);
    const unknown = args
      .filter(isKeyword)
      .map((word) => word.split('=')[0]!)
      .filter((key) => !known.has(key));
    if (unknown.length)
      problems.push(`${target} takes no argument ${unknown.join(', ')} (it takes: ${[...known].join(', ') || 'none'})`);
  }
  const slots = fn.args.filter((arg) => !arg.variadic && !arg.keywords).length;
  if (!fn.args.some((arg) => arg.variadic) && positional.length > slots)
    problems.push(`${target} takes at most ${slots} positional values`);
  return problems;
}

/** Returner functions (`cloud.returner_event`) share a name with command modules but are not commands. */
const returners = new Set(['cloud', 'cloud_jsonl', 'event', 'event_result', 'jsonl', 'mqtt']);
const isReturnerFunction = (module: string, name: string) => returners.has(module) && /^returner(_[a-z]+)?$/.test(name);
/** Data record types (`@t`, from a reading's `_type`) that look like commands, in prose and in API request bodies. */
const recordTypes = new Set(['obd.rpm', 'obd.bat']);
const isCommandName = (module: string, name: string) =>
  modules.has(module) && !isReturnerFunction(module, name) && !recordTypes.has(`${module}.${name}`);

/**
 * `power.sleep`-shaped names of a known module, in prose code spans and in configuration code (reactor `args:`).
 * A nested path such as `spm.volt_triggers.hibernate_level` is a result key, not a function.
 */
export function functionNamesIn(source: string): string[] {
  const names = codeSpans(source).flatMap((span) => {
    if (span.includes('<') || recordTypes.has(span)) return [];
    const match = /^(?:veltro\s+)?([a-z0-9_]+)\.([A-Za-z0-9_]+)\b(?!\.\w)/.exec(span.trim());
    return match && isCommandName(match[1]!, match[2]!) ? [`${match[1]}.${match[2]}`] : [];
  });
  for (const block of codeBlocks(source)) {
    if (foreignLanguages.has(block.language)) continue;
    // A name followed by a dot is a settings key prefix (`key_prefix=power.safety_cut_out.`), not a call.
    for (const match of block.code.matchAll(/(?<![\w./-])([a-z0-9_]+)\.([A-Za-z0-9_]+)\b(?![./-]\w|\.)/g)) {
      if (isCommandName(match[1]!, match[2]!)) names.push(`${match[1]}.${match[2]}`);
    }
  }
  return [...new Set(names)];
}
