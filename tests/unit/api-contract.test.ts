/**
 * What the API pages promise about statuses and methods, checked against api/openapi.yaml:
 * - the error table of the API overview and the description name the same statuses, and the statuses the table gives
 *   for any request (401, 403, 429) are listed on every operation;
 * - whatever Veltro sends to your server (command callbacks, device data) documents what a non-2xx answer means: the
 *   description covers both 4XX and 5XX, or has a `default`;
 * - no operation that deletes or clears anything is a GET, which crawlers, link previews and retries can set off;
 * - the webhook page says how its receiver refuses replays, with the record lifetime of the description;
 * - the settings page warns that settings are named by keys, not UUIDs, which the key pattern refuses.
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {rootDir} from '../../tools/api-examples';
import {resolvedSpec, type JsonObject} from '../support/openapi';

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;
const page = (file: string) => fs.readFileSync(path.join(rootDir, 'docs/getting_started/api', file), 'utf8');

interface Operation {
  readonly where: string;
  readonly method: string;
  readonly operation: JsonObject;
}

let spec: JsonObject;
let operations: Operation[];
/** What Veltro sends to your server: the execute callbacks and the device-data webhook. */
let outgoing: Operation[];
beforeAll(async () => {
  spec = await resolvedSpec();
  const of = (items: Record<string, JsonObject>, prefix: string): Operation[] =>
    Object.entries(items).flatMap(([where, item]) =>
      methods.flatMap((method) =>
        item[method] ? [{where: `${prefix}${where}`, method, operation: item[method] as JsonObject}] : [],
      ),
    );
  operations = of(spec.paths as Record<string, JsonObject>, '');
  outgoing = [
    ...operations.flatMap(({operation, where}) =>
      Object.values((operation.callbacks ?? {}) as Record<string, Record<string, JsonObject>>).flatMap((callback) =>
        of(callback, `${where} callback `),
      ),
    ),
    ...of(spec.webhooks as Record<string, JsonObject>, 'webhook '),
  ];
});

/** The statuses of the error table on the API overview, such as `403`. */
function pageStatuses(): string[] {
  const source = page('index.mdx');
  const section = source.slice(source.indexOf('## Errors'), source.indexOf('\n## ', source.indexOf('## Errors') + 1));
  return Array.from(section.matchAll(/^\| `(\d{3}) [^`]+` \|/gm), (match) => match[1]!);
}

describe('statuses of the API overview and api/openapi.yaml', () => {
  it('the error table names every error status the description defines, and no other', () => {
    const table = pageStatuses();
    expect(table.length).toBeGreaterThan(3);
    const defined = new Set(
      operations.flatMap(({operation}) =>
        Object.keys(operation.responses as JsonObject).filter((status) => /^[45]\d\d$/.test(status)),
      ),
    );
    expect([...defined].sort()).toEqual([...table].sort());
  });

  it.each(['401', '403', '429'])('every operation can answer %s, as the table says of any request', (status) => {
    const table = pageStatuses();
    expect(table).toContain(status);
    const without = operations
      .filter(({operation}) => !(status in (operation.responses as JsonObject)))
      .map(({method, where}) => `${method.toUpperCase()} ${where}`);
    expect(without).toEqual([]);
  });
});

describe('requests Veltro sends to your server', () => {
  it('each documents what any answer other than 2xx means: 4XX and 5XX, or default', () => {
    expect(outgoing.length).toBeGreaterThanOrEqual(2);
    for (const {where, method, operation} of outgoing) {
      const statuses = Object.keys(operation.responses as JsonObject);
      const covered = statuses.includes('default') || (statuses.includes('4XX') && statuses.includes('5XX'));
      expect(covered, `${method.toUpperCase()} ${where}: ${statuses.join(', ')}`).toBe(true);
    }
  });
});

describe('methods', () => {
  it('no GET deletes or clears anything', () => {
    const deleting = operations
      .filter(({method}) => method === 'get')
      .filter(({where, operation}) =>
        /delete|clear|remove|purge/i.test(`${where} ${String(operation.operationId)} ${String(operation.summary)}`),
      )
      .map(({where, operation}) => `GET ${where} (${String(operation.operationId)})`);
    expect(deleting).toEqual([]);
  });

  it('the export page deletes the result file with the method and path of the description', () => {
    const clear = operations.find(({operation}) => operation.operationId === 'clearTaskResult')!;
    expect(clear.method).toBe('delete');
    expect(page('export-data-from-api/index.mdx')).toContain(`DELETE ${clear.where}`);
  });
});

describe('replays on the webhook page', () => {
  it('names the record lifetime of the description plus 600 s as the oldest job the receiver accepts', () => {
    const record = operations.find(({operation}) => operation.operationId === 'getCallback')!;
    const days = /Kept for (\d+) days/.exec(String(record.operation.description))?.[1];
    expect(days).toBeDefined();
    const receiver = fs.readFileSync(path.join(rootDir, 'api/examples/receiver.ts'), 'utf8');
    expect(receiver).toContain(`const maxJobAgeMs = (${days} * 24 * 3600 + 600) * 1000;`);
    const source = page('command-webhook-callbacks/index.mdx');
    expect(source).toContain(
      `for ${days} days, so the receiver answers \`400\` to a job older than ${days} days and 600 seconds`,
    );
    expect(source).toMatch(/stores each `jid` and `state` pair once/);
  });
});

describe('settings keys', () => {
  it('the settings page says keys, not UUIDs, and the key pattern of the description refuses a UUID', () => {
    const key = (spec.components as JsonObject).schemas as JsonObject;
    const pattern = new RegExp(String((key.SettingKey as JsonObject).pattern));
    expect(pattern.test('power.safety_cut_out.voltage')).toBe(true);
    expect(pattern.test('b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4')).toBe(false);
    expect(page('change-device-settings-from-api/index.mdx')).toContain('Keys, not UUIDs');
  });
});
