/**
 * The troubleshooting data (src/data/troubleshooting/) holds together: every message and path is rendered by its
 * page, every path is a tree a reader can walk from its first step to a fix, every command is one the product takes
 * where the reader is told to type it, and every link points at a page of the manifest. Link anchors are checked by
 * the build (`onBrokenAnchors: 'throw'`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docFileFor, docsDir, manifest} from '../../config/manifest';
import {expandDirectives} from '../../plugins/docs/remark-troubleshooting';
import {errorMarkdown, pathMarkdown} from '../../plugins/docs/troubleshooting-markdown';
import {terminalPrefixRule} from '../../src/data/cloud/facts/device-admin';
import {errorById, errorMessages, errorPages} from '../../src/data/troubleshooting/errors';
import {troubleshootingPaths} from '../../src/data/troubleshooting/paths';
import type {Check, ErrorSource, Link, TroubleshootingPath} from '../../src/data/troubleshooting/types';
import {invocationProblems} from '../support/command-check';
import {shellWords} from '../support/markdown';

const routes = new Set(manifest.map((page) => page.route));
const sourceOf = (route: string) => fs.readFileSync(path.join(docsDir, docFileFor(route)!), 'utf8');

/** What is wrong with a check's command for the place it is typed. */
function commandProblems(check: Check): string[] {
  if (!check.command) return [];
  const lines = check.command.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));
  return lines.flatMap((line) => {
    const words = shellWords(line.trim().replace(/^sudo\s+/, ''));
    if (check.place === 'cloud-terminal') {
      if (words[0] === terminalPrefixRule.prefix) return [`"${line}": the Cloud terminal takes no veltro prefix`];
      return invocationProblems(words).map((problem) => `"${line}": ${problem}`);
    }
    if (check.place === 'device-shell' && words[0] === terminalPrefixRule.prefix)
      return invocationProblems(words.slice(1)).map((problem) => `"${line}": ${problem}`);
    return [];
  });
}

const linkProblems = (links: readonly Link[] = []) =>
  links.filter((link) => !routes.has(link.to.split('#')[0]!)).map((link) => `${link.to} is not a manifest route`);

describe('the error reference', () => {
  it.each(Object.entries(errorPages))('%s: its page renders its messages', (source, page) => {
    expect(routes.has(page.route), `${page.route} in ia/routes.json`).toBe(true);
    const file = docFileFor(page.route);
    expect(file, `${page.route} is written`).toBeDefined();
    expect(sourceOf(page.route)).toContain(`::error-reference{source="${source}"}`);
    expect(
      errorMessages.filter((error) => error.source === (source as ErrorSource)).length,
      'messages of this source',
    ).toBeGreaterThanOrEqual(8);
  });

  it('has unique ids that are anchors', () => {
    const ids = errorMessages.map((error) => error.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(errorMessages.map((error) => [error.id, error] as const))('%s is complete and checkable', (_id, error) => {
    expect(error.text.trim()).toBe(error.text);
    expect(error.devices.length).toBeGreaterThan(0);
    expect(error.causes.length).toBeGreaterThan(0);
    expect(error.fix.length).toBeGreaterThan(0);
    expect(error.factSource.trim().length, 'where the fact comes from').toBeGreaterThan(3);
    expect(commandProblems(error.check)).toEqual([]);
    expect(linkProblems(error.see)).toEqual([]);
    // The heading carries the exact text, so search finds the message by it.
    expect(errorMarkdown(error).split('\n')[0]).toContain(error.text);
  });
});

/** Step ids reachable from the first step, and whether a branch leads back to a step on the way (a loop). */
function walk(path: TroubleshootingPath): {reached: Set<string>; loop?: string} {
  const steps = new Map(path.steps.map((step) => [step.id, step]));
  const reached = new Set<string>();
  let loop: string | undefined;
  const visit = (id: string, trail: readonly string[]) => {
    if (trail.includes(id)) {
      loop ??= [...trail, id].join(' → ');
      return;
    }
    reached.add(id);
    for (const branch of steps.get(id)?.branches ?? []) if (branch.next) visit(branch.next, [...trail, id]);
  };
  visit(path.steps[0]!.id, []);
  return {reached, loop};
}

describe('the troubleshooting paths', () => {
  const pathRoutes = manifest.filter(
    (page) => page.section === 'troubleshooting' && page.sidebarPath.length === 1 && page.route !== '/troubleshooting/',
  );

  it('cover every symptom page of the section, one path each', () => {
    expect(troubleshootingPaths.map((path) => path.route).sort()).toEqual(pathRoutes.map((page) => page.route).sort());
  });

  it.each(troubleshootingPaths.map((path) => [path.id, path] as const))('%s', (_id, path) => {
    expect(sourceOf(path.route), 'the page renders the path').toContain(`::troubleshooting-path{id="${path.id}"}`);
    expect(path.symptoms.length).toBeGreaterThan(0);
    expect(path.steps.length).toBeGreaterThanOrEqual(3);
    const ids = path.steps.map((step) => step.id);
    expect(new Set(ids).size, 'unique step ids').toBe(ids.length);
    const {reached, loop} = walk(path);
    expect(loop, 'a branch leads back to an earlier step').toBeUndefined();
    expect(
      ids.filter((id) => !reached.has(id)),
      'steps no branch leads to',
    ).toEqual([]);
    for (const step of path.steps) {
      expect(step.branches.length, `${step.id}: branches`).toBeGreaterThan(0);
      for (const branch of step.branches) {
        expect(
          Boolean(branch.next) !== Boolean(branch.fix),
          `${step.id}: "${branch.when}" leads to a step or a fix`,
        ).toBe(true);
        if (branch.next) expect(ids, `${step.id}: next step`).toContain(branch.next);
        expect(linkProblems(branch.see)).toEqual([]);
      }
      expect(commandProblems(step.check), step.id).toEqual([]);
      for (const id of step.errors ?? []) expect(errorById.has(id), `${step.id}: message ${id}`).toBe(true);
    }
    expect(() => pathMarkdown(path.id)).not.toThrow();
  });
});

describe('the renderer', () => {
  it('replaces a directive with its data and leaves other lines alone', () => {
    const [first] = troubleshootingPaths;
    if (!first) return;
    const page = `Intro.\n\n::troubleshooting-path{id="${first.id}"}\n\n::safety{id="bus-transmit"}\n`;
    const rendered = expandDirectives(page);
    expect(rendered).toContain(`## Step 1: ${first.steps[0]!.title} {#${first.steps[0]!.id}}`);
    expect(rendered).toContain('::safety{id="bus-transmit"}');
    expect(rendered).not.toContain('::troubleshooting-path');
  });

  it('fails on an unknown path or source, so the build names the page', () => {
    expect(() => expandDirectives('::troubleshooting-path{id="nope"}')).toThrow(/Unknown troubleshooting path "nope"/);
    expect(() => expandDirectives('::error-reference{source="nope"}')).toThrow(/unknown error source "nope"/);
  });
});
