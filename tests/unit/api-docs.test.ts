/**
 * The Getting Started › API pages and the OpenAPI description they rest on (api/openapi.yaml):
 * - the description passes Redocly's recommended lint, agrees with the chosen facts (src/data/guides/api.ts), and the
 *   types generated from it (api/generated/) are up to date;
 * - every code block on the pages is a copy of its file in api/examples/ (run by tests/api/ in CI), and each request
 *   example sits in language tabs that remember the reader's choice;
 * - every response and payload a page shows is a named example of the description and valid against its schema, and
 *   the settings, commands and event tags in them exist in the catalogues.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {apiPages, examplesDir, exampleBlocks, languageOfExtension, rootDir, syncPage} from '../../tools/api-examples';
import * as facts from '../../src/data/guides/api';
import {urls} from '../../src/data/facts';
import {eventsMatching} from '../../src/data/core/events';
import type {Setting} from '../../src/data/cloud/settings/types';
import {invocationProblems} from '../support/command-check';
import {commandWords, loadSettingsCatalogue, settingValueProblem} from '../support/api-requests';
import {
  componentSchema,
  createValidator,
  lintProblems,
  namedExamples,
  resolvedSpec,
  schemaErrors,
  type JsonObject,
  type NamedExample,
} from '../support/openapi';

const pages = apiPages.map((page) => ({page, source: fs.readFileSync(path.join(rootDir, page), 'utf8')}));
const exampleFiles = fs.readdirSync(examplesDir);
interface PackageJson {
  readonly scripts: Record<string, string>;
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(examplesDir, file), 'utf8'));

let spec: JsonObject;
let examples: NamedExample[];
beforeAll(async () => {
  spec = await resolvedSpec();
  examples = namedExamples(spec);
});

describe('api/openapi.yaml', () => {
  it('passes the recommended Redocly rules (api/redocly.yaml), warnings included', async () => {
    expect(await lintProblems()).toEqual([]);
  });

  it('names the canon API host as its server', () => {
    expect((spec.servers as JsonObject[])[0]?.url).toBe(urls.api.replace(/\/$/, ''));
    const scheme = ((spec.components as JsonObject).securitySchemes as JsonObject).apiToken as JsonObject;
    expect(scheme).toMatchObject({type: 'apiKey', in: 'header', name: 'Authorization'});
    expect(scheme.description).toContain('`Authorization: APIToken <token>`');
  });

  it('agrees with the facts the pages state (src/data/guides/api.ts)', () => {
    const schema = (name: string) => componentSchema(spec, name);
    const property = (name: string, key: string) => (schema(name).properties as JsonObject)[key] as JsonObject;
    const paths = spec.paths as Record<string, Record<string, JsonObject>>;
    const parameter = (route: string, name: string) =>
      (paths[route]!.get!.parameters as JsonObject[]).find((p) => p.name === name)!.schema as JsonObject;

    expect(parameter('/dongle/devices/', 'page_size')).toMatchObject({
      default: facts.devicePageSize.default,
      maximum: facts.devicePageSize.max,
    });
    expect(property('CommandRequest', 'callback_timeout')).toMatchObject({
      minimum: facts.callbackTimeout.min,
      maximum: facts.callbackTimeout.max,
      default: facts.callbackTimeout.default,
    });
    expect((property('CallbackRecord', 'sent_requests') as JsonObject).maxItems).toBe(facts.callbackAttempts);
    expect(property('CommandCallback', 'state').enum).toEqual([...facts.callbackStates]);
    expect(parameter('/logbook/storage/read/', 'aggregation').enum).toEqual([...facts.aggregations]);
    expect(schema('FieldType').enum).toEqual([...facts.fieldTypes]);
    expect(property('ExportRequest', 'format').enum).toEqual([...facts.exportFormats]);
    expect(property('ExportRequest', 'to_utc').description).toContain(`${facts.exportMaxDays} days`);
    expect(property('Task', 'state').enum).toEqual([...facts.taskStates]);
    const rawAnswer = (paths['/logbook/storage/raw/']!.get!.responses as JsonObject)['200'] as JsonObject;
    expect(((rawAnswer.content as JsonObject)['application/json'] as JsonObject).schema).toMatchObject({
      maxItems: facts.rawRecordLimit,
    });
    const callback = JSON.stringify(paths['/dongle/devices/{device_id}/execute/']!.post!.callbacks);
    expect(callback).toContain(facts.callbackSignatureHeader);
    const deviceToken = ((spec.components as JsonObject).securitySchemes as JsonObject).deviceToken as JsonObject;
    expect(deviceToken.description).toContain(`\`Authorization: ${facts.deviceUploadAuthScheme} <auth token>\``);
    const stateEnum = ((schema('SettingsState').additionalProperties as JsonObject).properties as JsonObject)
      .state as JsonObject;
    expect(stateEnum.enum).toEqual([...facts.settingStates]);
  });

  it('has up-to-date generated types (run `npm run api:types`)', () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'veltro-api-types-')), 'veltro-api.ts');
    const cli = path.join(rootDir, 'node_modules/openapi-typescript/bin/cli.js');
    // The flags of `npm run api:types`, with the output sent to a scratch file.
    const script = (JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as PackageJson).scripts;
    const args = script['api:types']!.split(' ')
      .slice(1)
      .map((arg) => (arg === 'api/generated/veltro-api.ts' ? out : arg));
    const run = spawnSync(process.execPath, [cli, ...args], {cwd: rootDir, encoding: 'utf8'});
    expect(run.status, run.stderr).toBe(0);
    expect(fs.readFileSync(path.join(rootDir, 'api/generated/veltro-api.ts'), 'utf8')).toBe(
      fs.readFileSync(out, 'utf8'),
    );
  });
});

describe.each(pages)('$page', ({source}) => {
  it('shows each example exactly as its file in api/examples/ holds it (run `npm run api:examples`)', () => {
    expect(syncPage(source)).toBe(source);
  });

  it('fences each example in the language of its file', () => {
    for (const block of exampleBlocks(source)) {
      expect(exampleFiles, `line ${block.line}: no file api/examples/${block.file}`).toContain(block.file);
      expect(block.language, `line ${block.line}`).toBe(languageOfExtension[block.file.split('.').pop()!]);
    }
  });

  it('gives each request example in curl, TypeScript and Python tabs that remember the choice', () => {
    const groups = Array.from(source.matchAll(/<Tabs([^>]*)>([\s\S]*?)<\/Tabs>/g));
    expect(groups.length).toBeGreaterThan(0);
    for (const [, attributes, body] of groups) {
      expect(attributes!.trim()).toBe('groupId="api-language" queryString');
      const items = Array.from(body!.matchAll(/<TabItem value="([a-z]+)" label="([^"]+)">/g), (m) => m[1]);
      expect(items).toEqual(['curl', 'typescript', 'python']);
      const files = exampleBlocks(body!).map((block) => block.file);
      const name = files[0]!.replace(/\.sh$/, '');
      expect(files).toEqual([`${name}.sh`, `${name}.ts`, `${name}.py`]);
    }
    expect(source).toMatch(/^import Tabs from '@theme\/Tabs';$/m);
  });

  it('shows the response of each request example it runs', () => {
    const shown = new Set(exampleBlocks(source).map((block) => block.file));
    for (const file of shown) {
      if (!file.endsWith('.sh') || file.startsWith('send-test-')) continue;
      const response = file.replace(/\.sh$/, '.response.json');
      if (exampleFiles.includes(response)) expect(shown, `${file} without its response`).toContain(response);
    }
  });
});

describe('api/examples/', () => {
  const shown = new Set(pages.flatMap(({source}) => exampleBlocks(source).map((block) => block.file)));

  it.each(exampleFiles)('%s is shown on a page', (file) => {
    expect(shown).toContain(file);
  });

  it.each(exampleFiles.filter((file) => file.endsWith('.sh') && !file.startsWith('send-test-')))(
    '%s has its TypeScript and Python versions',
    (file) => {
      for (const extension of ['ts', 'py']) expect(exampleFiles).toContain(file.replace(/sh$/, extension));
    },
  );
});

describe('responses and payloads the pages show', () => {
  const shownJson = exampleFiles.filter((file) => file.endsWith('.json'));

  it.each(shownJson)('%s is a named example of api/openapi.yaml, valid against its schema', (file) => {
    const name = file.replace(/(\.response)?\.json$/, '');
    const example = examples.find((candidate) => candidate.name === name);
    expect(example, `add it to the examples of its operation in api/openapi.yaml as "${name}"`).toBeDefined();
    expect(example!.value).toEqual(readJson(file));
    expect(schemaErrors(createValidator(), example!.schema, example!.value)).toEqual([]);
  });

  it('include the documented callback and device data payloads', () => {
    const ajv = createValidator();
    expect(schemaErrors(ajv, componentSchema(spec, 'CommandCallback'), readJson('command-callback.json'))).toEqual([]);
    expect(
      schemaErrors(ajv, componentSchema(spec, 'CommandCallback'), readJson('command-callback-timeout.json')),
    ).toEqual([]);
    expect(schemaErrors(ajv, componentSchema(spec, 'DeviceDataBatch'), readJson('device-data.json'))).toEqual([]);
  });

  it('would catch a wrong one (the validator is not blind)', () => {
    const ajv = createValidator();
    const bad = {...(readJson('command-callback.json') as JsonObject), state: 'DONE'};
    expect(schemaErrors(ajv, componentSchema(spec, 'CommandCallback'), bad).join()).toContain('allowed values');
  });
});

describe('catalogue facts inside the examples', () => {
  let catalogue: Map<string, Setting>;
  beforeAll(async () => {
    catalogue = await loadSettingsCatalogue();
  });

  /** Every `key: value` of a settings change or settings state in the description's examples. */
  const settingValues = () =>
    examples.flatMap((example) => {
      if (!/\/dongle\/settings\/ (get|post)/.test(example.where)) return [];
      const map = example.value as JsonObject;
      return Object.entries(map).map(([key, entry]) => ({
        example: example.name,
        key,
        value: example.where.includes('requestBody') ? entry : (entry as JsonObject).value,
      }));
    });

  it('use setting keys of the catalogue, with values of the setting type', () => {
    const values = settingValues();
    expect(values.length).toBeGreaterThan(10);
    for (const {example, key, value} of values) {
      const setting = catalogue.get(key);
      expect(setting, `${example}: ${key} is not in src/data/cloud/settings/`).toBeDefined();
      expect(settingValueProblem(setting!, value), `${example}: ${key}`).toBeUndefined();
    }
  });

  it('describe settings as the catalogue does', () => {
    const schema = examples.find((example) => example.name === 'settings-schema')!.value as JsonObject;
    for (const [key, entry] of Object.entries(schema)) {
      const setting = catalogue.get(key)!;
      expect(entry, key).toMatchObject({
        type: setting.type,
        default: setting.default,
        ...(setting.unit && {unit: setting.unit}),
      });
    }
  });

  it('run commands of the command catalogue with arguments they accept', () => {
    const commands = examples.flatMap((example) => {
      const value = example.value as JsonObject;
      const data = (value.response as JsonObject | null | undefined)?.data as JsonObject | undefined;
      if (data) return [[data.fun, ...(data.fun_args as unknown[])]];
      if (typeof value.command === 'string' && example.where.includes('execute')) return [[value.command]];
      return [];
    });
    expect(commands.length).toBeGreaterThan(1);
    for (const [name, ...args] of commands) {
      const words = commandWords(name, args);
      expect(invocationProblems(words), words.join(' ')).toEqual([]);
    }
  });

  it('name only event tags of the event catalogue', () => {
    const tags = (readJson('device-data.json') as JsonObject[]).flatMap((record) =>
      typeof record['@tag'] === 'string' ? [record['@tag']] : [],
    );
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(eventsMatching(tag).length, tag).toBeGreaterThan(0);
  });
});
