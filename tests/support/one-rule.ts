/**
 * The "one rule, stated once" checks of issue 19: where a reader types a Core command decides whether it takes the
 * `veltro` prefix (`terminalPrefixRule` in src/data/cloud/facts/device-admin.ts), and Cloud screens are named as
 * the data modules name them. Plain string work over a page's source, so a failure names the page and line.
 */
import {commandFunction} from '../../src/data/core/commands';

export interface RuleProblem {
  /** 1-based line of the page. */
  readonly line: number;
  readonly text: string;
  readonly problem: string;
}

/** A unit of prose: a paragraph, a list item or a table row, with the line it starts on. */
interface Unit {
  readonly line: number;
  readonly text: string;
}

const fence = /^\s*(`{3,}|~{3,})\s*([\w-]*)/;
const unitStart = /^\s*(?:\||[-*] |\d+\. |#{1,6} |:::)/;

/** The text says the reader types into a terminal that passes commands straight to Core (Cloud, local admin page). */
export const saysTerminal = (text: string) =>
  (/\b(?:in|from|at|into|open|opens|opening|use|using|via)\s+(?:the\s+|its\s+|this\s+|that\s+|your\s+|a\s+(?=cloud|device|dashboard))?(?:veltro\s+)?(?:cloud\s+|device(?:'s)?\s+|dashboard(?:'s)?\s+|local admin page(?:'s)?\s+)?terminal\b(?!\s*(?:block|\d))/i.test(
    text,
  ) ||
    /(?:^|\|)\s*Terminal:/m.test(text)) &&
  !/screw[- ]terminal/i.test(text);

/** The text says the reader types into a shell on the device (SSH, console), where the prefix is needed. */
export const saysShell = (text: string) =>
  /\bSSH\b|\bdevice shell\b|\bshell (?:on|of) the device\b|\bshell session\b/i.test(text);

/** A line of a code block (or a code span) that is a Core command without the prefix: `power.status …`. */
export function unprefixedCommand(line: string): string | undefined {
  const match = /^\s*(?:\$\s+)?([a-z][a-z0-9_]*)\.([a-z][a-z0-9_]*)(?=\s|$)/.exec(line);
  return match && commandFunction(match[1]!, match[2]!) ? `${match[1]}.${match[2]}` : undefined;
}

const prefixed = /^\s*(?:\$\s+)?veltro\s+[a-z][a-z0-9_]*\.[a-z]/;

interface Parsed {
  readonly units: Unit[];
  readonly blocks: {
    readonly line: number;
    readonly language: string;
    readonly lines: string[];
    readonly context: string;
  }[];
}

function parse(source: string): Parsed {
  const lines = source.split('\n');
  const units: Unit[] = [];
  const blocks: Parsed['blocks'] = [];
  let current: {line: number; text: string[]} | undefined;
  const close = () => {
    if (current) units.push({line: current.line, text: current.text.join('\n')});
    current = undefined;
  };
  let start = 0;
  if (lines[0] === '---') start = lines.indexOf('---', 1) + 1;
  for (let i = start; i < lines.length; i += 1) {
    const line = lines[i]!;
    const open = fence.exec(line);
    if (open) {
      // The context of a block is the unit (paragraph or list item) just before it.
      close();
      const context = units.at(-1)?.text ?? '';
      const body: string[] = [];
      let j = i + 1;
      for (; j < lines.length; j += 1) {
        if (lines[j]!.trim().startsWith(open[1]!) && lines[j]!.trim().replace(/[`~]/g, '') === '') break;
        body.push(lines[j]!);
      }
      if (!/title="Syntax"/.test(line)) blocks.push({line: i + 1, language: open[2]!, lines: body, context});
      i = j;
      continue;
    }
    if (line.trim() === '') {
      close();
      continue;
    }
    if (unitStart.test(line)) close();
    if (!current) current = {line: i + 1, text: []};
    current.text.push(line);
  }
  close();
  return {units, blocks};
}

const shellLanguages = new Set(['bash', 'sh', 'shell', 'console', 'shell-session']);

/** Every place of a page that breaks the terminal prefix rule. */
export function terminalPrefixProblems(source: string): RuleProblem[] {
  const {units, blocks} = parse(source);
  // A page whose title says its commands run in a terminal ("… from the Cloud terminal") sets the default place.
  const title = /^---\n[\s\S]*?^title:\s*(.*)$/m.exec(source)?.[1] ?? '';
  const pageTerminal = saysTerminal(title) && !saysShell(title);
  const problems: RuleProblem[] = [];
  for (const unit of units) {
    if (!saysTerminal(unit.text) || saysShell(unit.text)) continue;
    for (const span of unit.text.matchAll(/`([^`\n]+)`/g)) {
      if (prefixed.test(span[1]!))
        problems.push({
          line: unit.line,
          text: span[1]!,
          problem: 'typed in the terminal, but shown with the veltro prefix',
        });
    }
  }
  for (const block of blocks) {
    const terminal = saysShell(block.context) ? false : saysTerminal(block.context) || pageTerminal;
    const shell = saysShell(block.context) || (!saysTerminal(block.context) && shellLanguages.has(block.language));
    block.lines.forEach((line, index) => {
      if (terminal && prefixed.test(line))
        problems.push({
          line: block.line + 1 + index,
          text: line.trim(),
          problem: 'typed in the terminal, but shown with the veltro prefix',
        });
      else if (!terminal && shell && unprefixedCommand(line))
        problems.push({
          line: block.line + 1 + index,
          text: line.trim(),
          problem: 'a device-shell block without the veltro prefix',
        });
    });
  }
  return problems;
}

/**
 * Every Cloud menu path (`**A › B**` or `**A › B › C**`) on a page that names the Loggers screen or a service tab,
 * with what is wrong with it. `loggersPath` is the one Loggers screen; `serviceTabs` are the only tabs of a service.
 */
export function menuNameProblems(source: string, loggersPath: string, serviceTabs: readonly string[]): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const lines = source.split('\n');
  lines.forEach((line, index) => {
    for (const match of line.matchAll(/\*\*([^*]+›[^*]+)\*\*/g)) {
      const path = match[1]!.trim();
      const parts = path.split('›').map((part) => part.trim());
      if (parts.at(-1) === 'Loggers' && path !== loggersPath)
        problems.push({line: index + 1, text: path, problem: `the Loggers screen is **${loggersPath}**`});
      if (parts[0] === 'Device Management' && parts[1] === 'Services' && parts.length >= 4) {
        const tab = parts[3]!;
        if (!serviceTabs.includes(tab))
          problems.push({
            line: index + 1,
            text: path,
            problem: `a service has only the tabs ${serviceTabs.join(', ')}`,
          });
      }
    }
    // Prose that opens a "Loggers" tab of a service, e.g. "the CAN service … its **Loggers** tab".
    if (/\bLoggers\*\*\s+tab\b|\bLoggers tab\b/.test(line) || /\bservice\b.{0,80}\bopen\s+\*\*Loggers\*\*/.test(line))
      problems.push({line: index + 1, text: line.trim().slice(0, 120), problem: 'a service has no Loggers tab'});
  });
  return problems;
}
