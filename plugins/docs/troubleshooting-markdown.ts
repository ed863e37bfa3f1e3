/**
 * The troubleshooting data (src/data/troubleshooting/) as Markdown: an error reference page, a symptom path, the index
 * of every message and the list of paths. remark-troubleshooting.ts parses this Markdown in place of a page's directive,
 * before Docusaurus gives headings their ids and builds the TOC, so rendered data is an ordinary part of the page: in
 * the TOC, the search index, the Markdown twin and the offline copy. The word-count test renders pages the same way.
 */
import type {DeviceKey} from '../../src/data/facts';
import {registry} from '../../src/data/hardware';
import type {IndicatorState} from '../../src/data/hardware/types';
import {errorById, errorMessages, errorPages, errorUrl} from '../../src/data/troubleshooting/errors';
import {pathById, troubleshootingPaths} from '../../src/data/troubleshooting/paths';
import type {
  Branch,
  Check,
  CheckPlace,
  ErrorMessage,
  ErrorSource,
  Link,
  PathStep,
  TroubleshootingDevice,
  TroubleshootingPath,
} from '../../src/data/troubleshooting/types';
import {terminalPrefixRule} from '../../src/data/cloud/facts/device-admin';

const modelName = (device: TroubleshootingDevice): string =>
  device === 'legacy' ? 'legacy dongles' : registry.models[device].name;

export const modelList = (list: readonly TroubleshootingDevice[]): string => list.map(modelName).join(', ');

/** Where a check is run, as the lead-in of its instructions. */
const placeLabel: Readonly<Record<CheckPlace, string>> = {
  'device-shell': 'On the device shell (SSH)',
  'cloud-terminal': `In the [Cloud terminal](${terminalPrefixRule.page}), without the \`${terminalPrefixRule.prefix}\` prefix`,
  cloud: 'In Veltro Cloud',
  look: 'At the device',
  measure: 'With a multimeter or tool',
  computer: 'On your computer',
};

/** Text for a table cell: one line, pipes escaped. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** Markdown code fence long enough for any backticks inside `code`. */
function fence(code: string, language: string): string {
  const longest = Math.max(2, ...Array.from(code.matchAll(/`+/g), (match) => match[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${language}\n${code}\n${ticks}`;
}

/** Inline code for `text`, safe for backticks inside it. */
function inlineCode(text: string): string {
  const longest = Math.max(0, ...Array.from(text.matchAll(/`+/g), (match) => match[0].length));
  const ticks = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

const links = (list: readonly Link[] = []) => list.map((link) => `[${link.label}](${link.to})`).join(', ');

export function checkMarkdown(check: Check): string {
  const parts = [`**Check.** ${placeLabel[check.place]}: ${check.action}`];
  if (check.command) parts.push(fence(check.command, 'shell'));
  parts.push(
    check.expectedIsOutput
      ? `**Expected** in a healthy device:\n\n${fence(check.expected, 'text')}`
      : `**Expected** in a healthy device: ${check.expected}`,
  );
  return parts.join('\n\n');
}

/** One message of the reference: a heading with its exact text (and code), then meaning, causes, check and fix. */
export function errorMarkdown(error: ErrorMessage, level = 2): string {
  const heading = `${'#'.repeat(level)} ${inlineCode(error.text)}${error.name ? ` ${error.name}` : ''} {#${error.id}}`;
  const facts = [
    `**Seen in:** ${error.seenIn}`,
    `**Models:** ${modelList(error.devices)}`,
    ...(error.code ? [`**Code:** ${inlineCode(error.code)}`] : []),
  ];
  return [
    heading,
    facts.join(' · '),
    error.meaning,
    `**Likely causes**, most likely first:\n\n${error.causes.map((cause, index) => `${index + 1}. ${cause}`).join('\n')}`,
    checkMarkdown(error.check),
    `**Fix:**\n\n${error.fix.map((step, index) => `${index + 1}. ${step}`).join('\n')}`,
    ...(error.see?.length ? [`**See also:** ${links(error.see)}`] : []),
  ].join('\n\n');
}

export function errorReferenceMarkdown(source: ErrorSource): string {
  const messages = errorMessages.filter((error) => error.source === source);
  if (messages.length === 0) throw new Error(`The error reference has no messages of source "${source}"`);
  // Under the page's own h2 that introduces them ("The messages"), so the TOC nests the messages there.
  return messages.map((error) => errorMarkdown(error, 3)).join('\n\n');
}

/** Every message of the reference in one table: text, code, meaning, page. */
export function errorIndexMarkdown(): string {
  const sources = Object.keys(errorPages) as ErrorSource[];
  return sources
    .filter((source) => errorMessages.some((error) => error.source === source))
    .map((source) => {
      const rows = errorMessages
        .filter((error) => error.source === source)
        .map(
          (error) =>
            `| [${cell(inlineCode(error.text))}](${errorUrl(error)}) | ${cell(error.name ?? '')} | ${cell(firstSentence(error.meaning))} | ${modelList(error.devices)} |`,
        );
      return [
        `## ${errorPages[source].title} {#${source}}`,
        `| Message | Name | What it means | Models |\n| --- | --- | --- | --- |\n${rows.join('\n')}`,
      ].join('\n\n');
    })
    .join('\n\n');
}

/** The first sentence of a text (the summary of a message in lists and search hits). */
export const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

function ledLegend(device: DeviceKey): string {
  const family = registry.models[device];
  const rows = family.indicators.map(
    (state: IndicatorState) =>
      `| ${cell(state.indicator)} | ${cell(state.pattern)} | ${cell(state.meaning)} | ${cell(state.action)} |`,
  );
  return `LED legend of the ${family.name}:\n\n| Indicator | What you see | Meaning | What to do |\n| --- | --- | --- | --- |\n${rows.join('\n')}`;
}

function branchMarkdown(branch: Branch, path: TroubleshootingPath): string {
  const see = branch.see?.length ? ` See ${links(branch.see)}.` : '';
  if (branch.next) {
    const next = path.steps.find((step) => step.id === branch.next);
    if (!next) throw new Error(`Path ${path.id}: a branch leads to unknown step "${branch.next}"`);
    return `- **${branch.when}** → go to [step ${path.steps.indexOf(next) + 1}: ${next.title}](#${next.id}).${see}`;
  }
  return `- **${branch.when}** → ${branch.fix}${see}`;
}

function stepMarkdown(step: PathStep, index: number, path: TroubleshootingPath): string {
  const errors = (step.errors ?? []).map((id) => {
    const error = errorById.get(id);
    if (!error) throw new Error(`Path ${path.id}, step ${step.id}: unknown error message "${id}"`);
    return `[${inlineCode(error.text)}](${errorUrl(error)})`;
  });
  return [
    `## Step ${index + 1}: ${step.title} {#${step.id}}`,
    ...(step.why ? [step.why] : []),
    checkMarkdown(step.check),
    ...(step.leds ?? []).map(ledLegend),
    ...(errors.length ? [`**Messages you may meet at this step:** ${errors.join(', ')}`] : []),
    `**What did you find?**\n\n${step.branches.map((branch) => branchMarkdown(branch, path)).join('\n')}`,
  ].join('\n\n');
}

export function pathMarkdown(id: string): string {
  const path = pathById.get(id);
  if (!path) throw new Error(`Unknown troubleshooting path "${id}" (known: ${[...pathById.keys()].join(', ')})`);
  const intro = [
    `**Readers describe this as:** ${path.symptoms.map((symptom) => `“${symptom}”`).join(', ')}.`,
    `**Models:** ${modelList(path.devices)}. Each step has its own address (for example [step 1](#${path.steps[0]!.id})): share it, or come back to it after a reboot.`,
  ];
  return [...intro, ...path.steps.map((step, index) => stepMarkdown(step, index, path))].join('\n\n');
}

/** The paths as a table of symptom → page, for the section's index page. */
export function pathListMarkdown(titleOf: (route: string) => string): string {
  const rows = troubleshootingPaths.map(
    (path) =>
      `| [${cell(titleOf(path.route))}](${path.route}) | ${cell(path.symptoms.map((symptom) => `“${symptom}”`).join(', '))} | ${modelList(path.devices)} |`,
  );
  return `| Symptom | In readers' words | Models |\n| --- | --- | --- |\n${rows.join('\n')}`;
}
