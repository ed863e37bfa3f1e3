/**
 * Every event tag written on any page exists in the event catalogue (src/data/core/events.ts): in prose code
 * spans, in tables and in code blocks (reactor `regex:` lines included, where the tag is read up to the first
 * regular-expression character).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsDir, listDocFiles} from '../../config/manifest';
import {coreEvents, eventsMatching} from '../../src/data/core/events';
import {codeBlocks, codeSpans} from '../support/markdown';

/** A tag starts a token: `vehicle/engine/stopped`, `system/usb/<vendor>/<product>/connected`, `vehicle/battery/*`. */
const tagPattern = /(?<![\w/.:-])(?:system|vehicle)\/(?:(?:<[^>/]+>|[A-Za-z0-9_*…-])+\/?)+/g;

function tagsIn(text: string): string[] {
  return Array.from(text.matchAll(tagPattern), (match) => match[0].replace(/\/$/, '').replace(/\.\.\.$|…$/, '*')).map(
    (tag) => tag.replace(/\/\*$/, '/*'),
  );
}

function tagsOnPage(source: string): string[] {
  const spans = codeSpans(source).flatMap(tagsIn);
  const code = codeBlocks(source).flatMap((block) => tagsIn(block.code.replace(/\\/g, '')));
  return [...new Set([...spans, ...code])];
}

const files = listDocFiles();
const found = files.flatMap((file) =>
  tagsOnPage(fs.readFileSync(path.join(docsDir, file), 'utf8')).map((tag) => [file, tag] as const),
);

describe('event tags on pages', () => {
  it('are found (the check reads something)', () => {
    expect(found.length).toBeGreaterThan(100);
  });

  it.each(found)('%s: %s is an event of the catalogue', (_file, tag) => {
    expect(eventsMatching(tag).length, `${tag} is not in src/data/core/events.ts`).toBeGreaterThan(0);
  });
});

describe('the event catalogue', () => {
  it('lists each tag once', () => {
    const tags = coreEvents.map((event) => event.tag);
    expect(tags.length).toBe(new Set(tags).size);
  });

  it('matches variable segments and wildcards, and nothing else', () => {
    expect(eventsMatching('vehicle/engine/stopped').map((event) => event.tag)).toEqual(['vehicle/engine/stopped']);
    expect(eventsMatching('vehicle/engine/*')).toHaveLength(3);
    expect(eventsMatching('system/hotspot/client/3c-22-fb-7a-10-e4/connected')).toHaveLength(1);
    expect(eventsMatching('vehicle/engine/<state>')).toHaveLength(3);
    expect(eventsMatching('vehicle/engine')).toHaveLength(3);
    expect(eventsMatching('vehicle/engine/stop')).toEqual([]);
    expect(eventsMatching('time/now')).toEqual([]);
    expect(eventsMatching('system/disk_housekeeper/cleaned')).toEqual([]);
  });
});
