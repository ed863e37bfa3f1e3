/**
 * The current device models, one main family each, in the order the site lists them (comparison tables, offline
 * scopes, badges, settings). To add a model, write its family module with a `model` key (`./types.ts`) and add it
 * here; `index.ts` registers it from this list. The hardware pages that compare the current models import this
 * module, so it imports those families and nothing else.
 */
import {canfdPro} from './canfdPro';
import {cm4} from './cm4';
import {mini} from './mini';
import {comparisonOf} from './registry';
import type {DeviceFamily} from './types';

export const currentModels = [cm4, canfdPro, mini] as const;

/**
 * A model page's comparison: `first`, then the rest of its model, then every other current model with the
 * `variants` the page also compares (`comparisonOf` in `./registry.ts`).
 */
export const comparedWith = (first: DeviceFamily, variants: readonly DeviceFamily[] = []): DeviceFamily[] =>
  comparisonOf(currentModels, first, variants);
