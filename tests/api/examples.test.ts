/**
 * Every request example of the Getting Started › API pages runs here, in each of its languages, against a Prism mock
 * of api/openapi.yaml (./mock.ts): curl with bash, TypeScript with tsx, Python with python3 and the standard library.
 * Each run gets its own token; the test replaces the API address in the code with the mock's, and passes when the
 * example exits 0 after making exactly the requests of ./calls.ts, each valid for the description (Prism's request
 * validation), answered with the expected status, and sending only settings, values and commands the catalogues have.
 * The pages show these files verbatim (tests/unit/api-docs.test.ts).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {examplesDir} from '../../tools/api-examples';
import type {Setting} from '../../src/data/cloud/settings/types';
import {commandWords, loadSettingsCatalogue, settingValueProblem} from '../support/api-requests';
import {invocationProblems} from '../support/command-check';
import {exampleCalls} from './calls';
import {canonicalBase, startMock, type Mock, type Recorded} from './mock';
import {pythonFound, pythonRuns, runExampleFile} from './run-example';

type Language = 'curl' | 'typescript' | 'python';
const extension: Record<Language, string> = {curl: 'sh', typescript: 'ts', python: 'py'};

const runs = Object.entries(exampleCalls).flatMap(([name, calls]) =>
  (['curl', 'typescript', 'python'] as const).map((language) => ({name, language, calls})),
);

let mock: Mock;
let catalogue: Map<string, Setting>;
let workDir: string;
beforeAll(async () => {
  [mock, catalogue] = await Promise.all([startMock(), loadSettingsCatalogue()]);
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veltro-api-examples-'));
});
afterAll(async () => {
  await mock?.stop();
  if (workDir) fs.rmSync(workDir, {recursive: true, force: true});
});

interface Result {
  readonly code: number | null;
  readonly output: string;
}

/** Runs one example file with the mock in place of the API, in its own folder; never reaches another host. */
function runExample(name: string, language: Language, token: string): Promise<Result> {
  const file = `${name}.${extension[language]}`;
  const source = fs.readFileSync(path.join(examplesDir, file), 'utf8');
  expect(source, `${file} must call ${canonicalBase}`).toContain(canonicalBase);
  const dir = fs.mkdtempSync(path.join(workDir, `${name}-${language}-`));
  fs.writeFileSync(path.join(dir, file), source.replaceAll(canonicalBase, mock.base));
  // As the pages tell readers: top-level await in the TypeScript examples needs an ES module package.
  fs.writeFileSync(path.join(dir, 'package.json'), '{"type": "module"}\n');

  // curl and Python send any request for another host to a closed local proxy port, so it fails here.
  const env = {
    ...process.env,
    VELTRO_TOKEN: token,
    http_proxy: 'http://127.0.0.1:9',
    https_proxy: 'http://127.0.0.1:9',
    HTTP_PROXY: 'http://127.0.0.1:9',
    HTTPS_PROXY: 'http://127.0.0.1:9',
    no_proxy: '127.0.0.1',
    NO_PROXY: '127.0.0.1',
  };
  return runExampleFile(file, dir, env);
}

/** What the catalogues say about the requests of one run: settings that do not exist, values of the wrong type, commands Core does not have. */
function catalogueProblems(recorded: readonly Recorded[]): string[] {
  return recorded.flatMap(({method, path: requestPath, body}) => {
    if (method !== 'POST' || typeof body !== 'object' || body === null) return [];
    if (requestPath === '/dongle/settings/') {
      return Object.entries(body).flatMap(([key, value]) => {
        const setting = catalogue.get(key);
        if (!setting) return [`${key} is not a setting of src/data/cloud/settings/`];
        const problem = settingValueProblem(setting, value);
        return problem ? [`${key}: ${problem}`] : [];
      });
    }
    if (requestPath.endsWith('/execute/')) {
      const {command, arg, kwarg} = body as {command: unknown; arg?: unknown[]; kwarg?: object};
      return invocationProblems(commandWords(command, arg, kwarg));
    }
    return [];
  });
}

let runNumber = 0;

describe.each(runs.map((run) => [`${run.name} (${run.language})`, run] as const))(
  '%s',
  (_title, {name, language, calls}) => {
    it.skipIf(language === 'python' && !pythonRuns)(
      'makes exactly its requests, each valid for api/openapi.yaml',
      async () => {
        const token = `t${++runNumber}${language}${name.replace(/-/g, '')}`;
        const recorded = mock.expect(token, calls);
        const {code, output} = await runExample(name, language, token);
        expect(code, output).toBe(0);
        expect(
          recorded.map(({method, path: requestPath, status}) => `${method} ${requestPath} ${status}`),
          output,
        ).toHaveLength(calls.length);
        expect(recorded.flatMap((request) => request.problems)).toEqual([]);
        expect(catalogueProblems(recorded)).toEqual([]);
      },
    );
  },
);

describe('Python examples', () => {
  it.skipIf(pythonRuns || !pythonFound)('compile, where python3 cannot run them', () => {
    const files = fs.readdirSync(examplesDir).filter((file) => file.endsWith('.py'));
    const compile = spawnSync('python3', ['-m', 'py_compile', ...files.map((file) => path.join(examplesDir, file))], {
      encoding: 'utf8',
    });
    expect(compile.status, compile.stderr).toBe(0);
  });
});

describe('the mock', () => {
  /** Sends one request as an example would, with its own token. */
  async function send(calls: Parameters<Mock['expect']>[1], init: RequestInit & {path: string; token?: string}) {
    const token = init.token ?? `probe${++runNumber}`;
    const recorded = mock.expect(token, calls);
    const response = await fetch(`${mock.base}${init.path}`, {
      ...init,
      headers: {Authorization: `APIToken ${token}`, 'Content-Type': 'application/json', ...init.headers},
    });
    await response.arrayBuffer();
    return {status: response.status, problems: recorded.flatMap((request) => request.problems)};
  }

  it('rejects a request body that breaks the description (a setting key with capitals)', async () => {
    const {status, problems} = await send([{method: 'POST', path: '/dongle/settings/', status: 200}], {
      path: '/dongle/settings/?device_id=b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4',
      method: 'POST',
      body: JSON.stringify({'Power.Safety_Cut_Out.Voltage': '24.4'}),
    });
    expect(status).toBe(400);
    expect(problems.join('\n')).toContain('property name');
  });

  it('rejects a query that breaks the description (a unit ID where the device ID belongs)', async () => {
    const {status, problems} = await send([{method: 'GET', path: '/dongle/settings/', status: 200}], {
      path: '/dongle/settings/?device_id=3d91a7c2e0f4',
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(problems.join('\n')).toContain('device_id');
  });

  it('rejects a callback timeout out of range', async () => {
    const {problems} = await send([{method: 'POST', path: '/dongle/devices/{device_id}/execute/', status: 202}], {
      path: '/dongle/devices/b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4/execute/',
      method: 'POST',
      body: JSON.stringify({
        command: 'power.status',
        callback_url: 'https://hooks.example.com/x',
        callback_timeout: 900,
      }),
    });
    expect(problems.join('\n')).toContain('callback_timeout');
  });

  it('rejects a token sent without the APIToken prefix', async () => {
    const response = await fetch(`${mock.base}/dongle/devices/`, {headers: {Authorization: 'Bearer abc'}});
    expect(response.status).toBe(401);
  });

  it('reports a request the example was not expected to make', async () => {
    const {problems} = await send([{method: 'GET', path: '/dongle/devices/', status: 200}], {path: '/tasks/1907/'});
    expect(problems.join('\n')).toContain('unexpected GET /tasks/1907/');
  });
});
