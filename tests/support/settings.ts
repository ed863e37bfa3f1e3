/** The advanced settings catalogue as the tests read it: every category that a module of src/data/cloud/settings exports. */
import fs from 'node:fs';
import path from 'node:path';
import type {SettingsCategory} from '../../src/data/cloud/settings/types';

const catalogueDir = path.resolve(__dirname, '../../src/data/cloud/settings');

function isCategory(value: unknown): value is SettingsCategory {
  return typeof value === 'object' && value !== null && 'groups' in value && 'route' in value;
}

/** Each category once, in the order of its module's file name. */
export async function settingsCategories(): Promise<SettingsCategory[]> {
  const categories: SettingsCategory[] = [];
  for (const file of fs
    .readdirSync(catalogueDir)
    .filter((name) => name.endsWith('.ts') && name !== 'types.ts')
    .sort()) {
    const exports = (await import(path.join(catalogueDir, file))) as Record<string, unknown>;
    categories.push(...Object.values(exports).filter(isCategory));
  }
  return categories;
}
