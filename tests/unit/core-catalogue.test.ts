/**
 * The documented command surface is the product's: the catalogue (src/data/core/commands.ts) matches the fact
 * source function for function and argument for argument, and every command page documents exactly the
 * catalogue, with the same argument names, types and defaults.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {coreCommands, type CommandFunction, type CommandModule} from '../../src/data/core/commands';
import factSource from '../../src/data/core/fact-source.json';
import {commandPages, commandsDir, moduleOfPage} from '../support/command-check';
import {functionSections, isFunctionSection, type FunctionSection} from '../support/markdown';

const catalogue = coreCommands as Readonly<Record<string, CommandModule>>;

interface SourceArgument {
  readonly name: string;
  readonly default?: {readonly value?: unknown; readonly expr?: string};
}
interface SourceFunction {
  readonly args: readonly SourceArgument[];
  readonly varargs: string | null;
  readonly kwargs: string | null;
  readonly docArgs: ReadonlyArray<{readonly name: string; readonly optional: boolean; readonly default?: string}>;
  readonly deprecated: boolean;
}
interface ReferenceFunction {
  readonly args: ReadonlyArray<{
    readonly name: string;
    readonly variadic: boolean;
    readonly optional: boolean;
    readonly default?: string;
  }>;
}

const openSource = factSource.openSource.modules as unknown as Record<
  string,
  {functions: Record<string, SourceFunction>}
>;
const reference = factSource.reference.modules as unknown as Record<string, Record<string, ReferenceFunction>>;

/**
 * Where the product renames what the fact source calls its own: the brand in names and paths, and Veltro Core's
 * log (`/var/log/veltro/core.log`, src/data/facts.ts) for the Salt minion log and its start-up line.
 */
const renamedDefaults: Readonly<Record<string, string>> = {
  minion: 'core.log',
  'Setting up the Salt Minion': 'Starting Veltro Core',
};

/** A default as a reader types it on the command line: Python's True is `true`, a string is itself. */
function typed(value: unknown): string {
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return renamedDefaults[value] ?? value.replace(/autopi/g, 'veltro');
  return JSON.stringify(value);
}
const fromDocstring = (value: string) => (value === 'True' ? 'true' : value === 'False' ? 'false' : typed(value));

describe('the catalogue', () => {
  it('has one entry for each of the 42 modules of the canon, and each module is in the fact source', () => {
    expect(Object.keys(catalogue)).toHaveLength(42);
    for (const [name, module] of Object.entries(catalogue)) {
      const source = module.source === 'open-source' ? openSource[name] : reference[name];
      expect(source, `${name} is not in the fact source it names (${module.source})`).toBeDefined();
    }
    expect(
      Object.keys(openSource).filter((name) => !(name in catalogue)),
      'open-source modules missing from the catalogue',
    ).toEqual([]);
  });

  describe.each(Object.keys(openSource))('open-source module %s', (moduleName) => {
    const module = catalogue[moduleName]!;
    const source = openSource[moduleName]!.functions;

    it('has exactly the functions of the module file, retired ones marked', () => {
      expect(Object.keys(module.functions).sort()).toEqual(Object.keys(source).sort());
      for (const [name, fn] of Object.entries(source))
        expect(module.functions[name]?.deprecated, `${moduleName}.${name} deprecated`).toBe(fn.deprecated);
    });

    it.each(Object.keys(source))('%s takes the arguments and defaults of the code', (name) => {
      const fn: CommandFunction = module.functions[name]!;
      const code = source[name]!;
      const documented = new Map(fn.args.map((arg) => [arg.name, arg]));
      for (const arg of code.args.filter(({name: argName}) => !argName.startsWith('_'))) {
        const entry = documented.get(arg.name);
        expect(entry, `${moduleName}.${name}: argument ${arg.name} of the code is missing`).toBeDefined();
        if (!arg.default)
          expect(entry!.required, `${moduleName}.${name}: ${arg.name} has no default in the code`).toBe(true);
        else if (arg.default.expr === undefined && arg.default.value !== null)
          expect(entry!.default, `${moduleName}.${name}: default of ${arg.name}`).toBe(typed(arg.default.value));
        // A None default may still be required in practice: the function refuses to run without it.
      }
      const inSignature = new Set([...code.args.map((arg) => arg.name), code.varargs]);
      const extra = fn.args.filter((arg) => !inSignature.has(arg.name));
      if (!code.kwargs)
        expect(
          extra.map((arg) => arg.name),
          `${moduleName}.${name} takes no keyword arguments beyond its signature`,
        ).toEqual([]);
      for (const arg of extra) {
        const doc = code.docArgs.find((entry) => entry.name === arg.name);
        if (doc?.default !== undefined)
          expect(arg.default, `${moduleName}.${name}: default of ${arg.name} per its docstring`).toBe(
            fromDocstring(doc.default),
          );
      }
      if (code.varargs)
        expect(
          fn.args.some((arg) => arg.variadic),
          `${moduleName}.${name} takes *${code.varargs}`,
        ).toBe(true);
      else expect(fn.args.filter((arg) => arg.variadic).map((arg) => arg.name)).toEqual([]);
      if (!code.kwargs) expect(fn.args.filter((arg) => arg.keywords).map((arg) => arg.name)).toEqual([]);
    });
  });

  describe.each(Object.keys(reference))('reference-only module %s', (moduleName) => {
    const module = catalogue[moduleName]!;
    const source = reference[moduleName]!;

    it('has exactly the functions of the original command reference', () => {
      expect(module.source).toBe('reference');
      expect(Object.keys(module.functions).sort()).toEqual(Object.keys(source).sort());
    });

    // Where the reference lists arguments, the catalogue has exactly those; where it lists none but shows usages
    // (`doip.uds change_session 1`), the catalogue names the positional values those usages take.
    it.each(Object.keys(source))('%s takes the arguments the reference gives', (name) => {
      const args = module.functions[name]!.args;
      const expected = source[name]!.args.map((arg) => ({
        name: arg.name.split('/')[0],
        required: !arg.optional && !arg.variadic,
        variadic: arg.variadic,
        keywords: false,
        ...(arg.default === undefined ? {} : {default: fromDocstring(arg.default)}),
      }));
      if (expected.length)
        expect(
          args.map((arg) => ({
            name: arg.name,
            required: arg.required,
            variadic: arg.variadic,
            keywords: arg.keywords,
            ...(arg.default === undefined ? {} : {default: arg.default}),
          })),
        ).toEqual(expected);
    });
  });
});

/** What the Required/Default cell must say for a catalogue argument. */
function requirementMatches(cell: string, arg: CommandFunction['args'][number]): boolean {
  if (arg.variadic || arg.keywords) return !/`/.test(cell);
  if (arg.required) return cell === 'Required';
  const literal = /^(?:Default: )?`([^`]*)`$/.exec(cell)?.[1];
  if (arg.default !== undefined) return literal === arg.default;
  return literal === undefined && cell !== 'Required';
}

describe('the command pages', () => {
  it('exist for every module of the catalogue', () => {
    expect(commandPages.map(moduleOfPage).sort()).toEqual(Object.keys(catalogue).sort());
  });

  describe.each(commandPages)('docs/core/commands/%s', (file) => {
    const moduleName = moduleOfPage(file);
    const module = catalogue[moduleName];
    const sections = functionSections(fs.readFileSync(path.join(commandsDir, file), 'utf8')).filter(isFunctionSection);

    it('documents every current function of the module and nothing else', () => {
      const current = Object.entries(module?.functions ?? {})
        .filter(([, fn]) => !fn.deprecated)
        .map(([name]) => name);
      expect(sections.map((section) => section.name).sort()).toEqual(current.sort());
    });

    it.each(sections.map((section) => [section.heading, section] as const))(
      '%s documents the catalogue arguments',
      (_heading, section: FunctionSection) => {
        const fn = module?.functions[section.name];
        if (!fn) return; // reported by the test above
        const named = fn.args.filter((arg) => !arg.variadic && !arg.keywords);
        if (!section.rows) {
          expect(
            named.map((arg) => arg.name),
            `${moduleName}.${section.name} has arguments, so it needs an argument table`,
          ).toEqual([]);
          return;
        }
        const rows = section.rows.flatMap((row) => row.names.map((name) => ({name, row})));
        for (const {name, row} of rows) {
          const arg = fn.args.find((entry) => entry.name === name);
          expect(
            arg,
            `${moduleName}.${section.name}: the table documents ${name}, which the function does not take`,
          ).toBeDefined();
          expect(row.type, `${moduleName}.${section.name}: type of ${name}`).toBe(arg!.type);
          expect(
            requirementMatches(row.requirement, arg!),
            `${moduleName}.${section.name}: "${row.requirement}" for ${name} (catalogue: ${arg!.required ? 'required' : `default ${arg!.default ?? 'none'}`})`,
          ).toBe(true);
        }
        const inTable = new Set(rows.map(({name}) => name));
        expect(
          named.filter((arg) => !inTable.has(arg.name)).map((arg) => arg.name),
          `${moduleName}.${section.name}: arguments missing from the table`,
        ).toEqual([]);
      },
    );
  });
});

describe('help texts quoted on pages', () => {
  const docstrings = new Map<string, string>(
    Object.entries(openSource).flatMap(([module, {functions}]) =>
      Object.entries(functions).map(
        ([name, fn]) => [`${module}.${name}`, (fn as unknown as {doc: string}).doc] as const,
      ),
    ),
  );
  const files = fs.readdirSync(commandsDir).map((file) => path.join(commandsDir, file));
  const quoted = files
    .flatMap((file) =>
      Array.from(
        fs.readFileSync(file, 'utf8').matchAll(/^\s*"([a-z0-9_]+\.[a-z0-9_]+)": "((?:[^"\\]|\\.)*)"/gm),
        (match) => ({
          file: path.basename(file),
          fn: match[1]!,
          text: match[2]!.replace(/\\"/g, '"'),
        }),
      ),
    )
    .filter(({fn}) => docstrings.has(fn));

  it('are found on the pages (the check reads something)', () => {
    expect(quoted.length).toBeGreaterThan(20);
  });

  it.each(quoted.map((entry) => [`${entry.file}: ${entry.fn}`, entry] as const))(
    "%s is the function's own docstring",
    (_name, {fn, text}) => {
      const doc = docstrings.get(fn)!;
      const shown = text
        .replace(/\s+/g, ' ')
        .replace(/(\.\.\.|…)$/, '')
        .trim();
      expect(doc.startsWith(shown), `"${shown}" is not the start of "${doc.slice(0, 120)}"`).toBe(true);
    },
  );
});
