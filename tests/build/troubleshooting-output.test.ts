/**
 * What the build makes of the troubleshooting data: the exact-match list search pins first (every message of the
 * reference and every Core command, each pointing at an anchor its page has), the step anchors of every path, and the
 * listing pages kept out of the search index so that a message leads to its entry, not to the list of messages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {errorMessages, errorUrl} from '../../src/data/troubleshooting/errors';
import {troubleshootingPaths} from '../../src/data/troubleshooting/paths';
import {symptomWeight} from '../../plugins/docs/remark-troubleshooting';
import {messagesFile, type MessageEntry} from '../../plugins/search/client/messages';
import {buildDir, buildUnderTest} from '../support/build';

const {built, withBuild} = buildUnderTest(messagesFile, 'troubleshooting/errors/index.html');

const html = (route: string) => fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
/** Element ids of a built page (the minifier drops the quotes around simple values). */
const idsOf = (page: string) => new Set(Array.from(page.matchAll(/\sid="?([^"\s>]+)"?/g), (match) => match[1]!));

describe.skipIf(!built)('the troubleshooting section in the build', () => {
  const entries = built
    ? (JSON.parse(fs.readFileSync(path.join(buildDir, messagesFile), 'utf8')) as MessageEntry[])
    : [];

  it(withBuild('lists every message of the reference and the Core commands for exact matches'), () => {
    const urls = new Set(entries.map((entry) => entry.url));
    for (const error of errorMessages) expect(urls, error.id).toContain(errorUrl(error));
    expect(entries.find((entry) => entry.text === 'power.status')?.url).toBe(
      '/core/commands/core-commands-power/#power-status',
    );
  });

  it(withBuild('points every exact-match entry at an anchor its page has'), () => {
    const pages = new Map<string, Set<string>>();
    for (const entry of entries) {
      const [route, anchor] = entry.url.split('#') as [string, string];
      if (!pages.has(route)) pages.set(route, idsOf(html(route)));
      expect(pages.get(route), entry.url).toContain(anchor);
    }
  });

  it(withBuild('gives every step of every path its anchor'), () => {
    for (const troubleshootingPath of troubleshootingPaths) {
      const ids = idsOf(html(troubleshootingPath.route));
      for (const step of troubleshootingPath.steps) expect(ids, `${troubleshootingPath.route}#${step.id}`).toContain(step.id);
    }
  });

  it(withBuild('keeps the lists of messages and paths out of the search index'), () => {
    for (const route of ['troubleshooting/errors', 'troubleshooting']) {
      const page = html(route);
      const table = page.lastIndexOf('<table');
      expect(table, `${route} has its table`).toBeGreaterThan(0);
      const ignored = page.lastIndexOf('data-pagefind-ignore', table);
      const closed = page.lastIndexOf('</div>', table);
      expect(ignored > closed, `${route}: the table sits inside a data-pagefind-ignore element`).toBe(true);
    }
  });

  it(withBuild("weighs each path's symptom line like a heading in the search index"), () => {
    for (const troubleshootingPath of troubleshootingPaths) {
      const page = html(troubleshootingPath.route);
      const symptoms = page.indexOf('Readers describe this as');
      expect(symptoms, troubleshootingPath.route).toBeGreaterThan(0);
      // The element that holds the line is the weighted one (the minifier may drop the attribute's quotes).
      const opener = page.slice(page.lastIndexOf('<div', symptoms), symptoms);
      expect(opener, troubleshootingPath.route).toMatch(new RegExp(`^<div data-pagefind-weight="?${symptomWeight}"?>`));
    }
  });
});
