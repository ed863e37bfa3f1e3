/**
 * Checks of what the API examples send: setting values against the advanced settings catalogue, and commands as the
 * command check (./command-check.ts) reads a `veltro` line.
 */
import fs from 'node:fs';
import path from 'node:path';
import {settingsOf, type Setting, type SettingsCategory} from '../../src/data/cloud/settings/types';

const catalogueDir = path.resolve(__dirname, '../../src/data/cloud/settings');

/** Every setting of every category module in src/data/cloud/settings/, by key. */
export async function loadSettingsCatalogue(): Promise<Map<string, Setting>> {
  const catalogue = new Map<string, Setting>();
  for (const file of fs.readdirSync(catalogueDir).filter((name) => name.endsWith('.ts') && name !== 'types.ts')) {
    const exports = (await import(path.join(catalogueDir, file))) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (typeof value === 'object' && value !== null && 'groups' in value && 'route' in value)
        for (const setting of settingsOf(value as SettingsCategory)) catalogue.set(setting.key, setting);
    }
  }
  return catalogue;
}

/** Why a value does not fit a setting, or undefined. `null` returns any setting to its default. */
export function settingValueProblem(setting: Setting, value: unknown): string | undefined {
  if (value === null) return undefined;
  const typeOk = {
    bool: typeof value === 'boolean',
    int: Number.isInteger(value),
    float: typeof value === 'number',
    str: typeof value === 'string',
    list: Array.isArray(value),
    json: typeof value === 'object',
  }[setting.type];
  if (!typeOk) return `${JSON.stringify(value)} is not of type ${setting.type}`;
  if (typeof value === 'number' && setting.range) {
    const {min = -Infinity, max = Infinity} = setting.range;
    if (value < min || value > max) return `${value} is outside ${min}..${max}`;
  }
  if (setting.values && typeof value === 'string' && !setting.values.includes(value))
    return `${value} is not one of ${setting.values.join(', ')}`;
  return undefined;
}

/** The words of the `veltro` line an execute request stands for: `obd.query RPM force=true`. */
export function commandWords(command: unknown, args: readonly unknown[] = [], kwargs: object = {}): string[] {
  const positional = args.flatMap((arg) =>
    typeof arg === 'object' && arg !== null
      ? Object.entries(arg).map(([key, value]) => `${key}=${String(value)}`)
      : [String(arg)],
  );
  return [String(command), ...positional, ...Object.entries(kwargs).map(([key, value]) => `${key}=${String(value)}`)];
}
