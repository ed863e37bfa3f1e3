/**
 * The OpenAPI description of the API pages (api/openapi.yaml), resolved for the tests: Redocly lint, the schemas
 * with every `$ref` inlined, the named examples with the schema each must satisfy, and an Ajv validator for them.
 */
import path from 'node:path';
import {bundle, lint, loadConfig, type NormalizedProblem} from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

export const specFile = path.resolve(__dirname, '../../api/openapi.yaml');
const configFile = path.resolve(__dirname, '../../api/redocly.yaml');

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
export type JsonObject = {[key: string]: Json};

/** Problems of the recommended Redocly rules (as configured in api/redocly.yaml), errors and warnings alike. */
export async function lintProblems(): Promise<string[]> {
  const config = await loadConfig({configPath: configFile});
  const problems: NormalizedProblem[] = await lint({ref: specFile, config});
  return problems.map(
    (problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`,
  );
}

/** The description with every `$ref` replaced by what it points to. */
export async function resolvedSpec(): Promise<JsonObject> {
  const config = await loadConfig({configPath: configFile});
  const {bundle: document, problems} = await bundle({ref: specFile, config, dereference: true});
  if (problems.some((problem) => problem.severity === 'error')) throw new Error('api/openapi.yaml does not resolve');
  return document.parsed as JsonObject;
}

export interface NamedExample {
  readonly name: string;
  readonly value: Json;
  readonly schema: JsonObject;
  /** Where it sits, e.g. `paths /dongle/devices/ get responses 200 content application/json`. */
  readonly where: string;
}

/** Every named example of a media type (`examples: {name: {value}}` next to `schema`), in requests and responses. */
export function namedExamples(spec: JsonObject): NamedExample[] {
  const found: NamedExample[] = [];
  const walk = (node: Json, trail: string[]): void => {
    if (typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) return node.forEach((item) => walk(item, trail));
    const {examples, schema} = node;
    if (isObject(examples) && isObject(schema)) {
      for (const [name, example] of Object.entries(examples)) {
        if (isObject(example) && 'value' in example)
          found.push({name, value: example.value!, schema, where: trail.join(' ')});
      }
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'examples') walk(child, [...trail, key]);
  };
  walk(spec, []);
  return found;
}

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Ajv for JSON Schema 2020-12, the dialect of OpenAPI 3.1, with `date-time`, `uuid` and `uri` checked. */
export function createValidator(): Ajv2020 {
  // OpenAPI adds keywords of its own (`example`), which strict mode would refuse.
  const ajv = new Ajv2020({allErrors: true, strict: false});
  addFormats(ajv);
  return ajv;
}

/** Validation errors of one value against one schema, as readable lines (empty when valid). */
export function schemaErrors(ajv: Ajv2020, schema: JsonObject, value: unknown): string[] {
  const validate = ajv.compile(schema);
  return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

/** A schema of `components.schemas`, resolved. */
export function componentSchema(spec: JsonObject, name: string): JsonObject {
  const schema = ((spec.components as JsonObject).schemas as JsonObject)[name];
  if (!isObject(schema)) throw new Error(`No schema ${name} in api/openapi.yaml`);
  return schema;
}
