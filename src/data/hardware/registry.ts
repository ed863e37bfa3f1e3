/**
 * What the site derives from the device families: every table keyed by model. A model's facts live in its family
 * module only (key, name, model key, whether it runs Core, modems, supply current, LEDs, pins); `deviceRegistry`
 * turns the list of registered families into the maps the config, the build steps and the data modules read.
 * `index.ts` builds the site's registry with it; tests/unit/device-registry.test.ts builds one with a test model.
 *
 * Plain functions over the families, with no data of their own, so a page that needs one derived list (for
 * instance `comparedWith` in `models.ts`) carries only the families it passes.
 */
import type {DeviceFamily, SupplyCurrent} from './types';

/** A current model's main family: it names the model with its short key. */
export type ModelFamily = DeviceFamily & {readonly model: string};

/** The families of a list by their registry key. */
export type FamiliesByKey<F extends readonly DeviceFamily[]> = {
  readonly [Family in F[number] as Family['key']]: Family;
};

/** The short keys of the current models among some families. */
export type ModelKeyOf<F extends DeviceFamily> = F extends {readonly model: infer Key extends string} ? Key : never;

/** The main family of each current model by its short key. */
export type FamiliesByModel<F extends readonly DeviceFamily[]> = {
  readonly [Family in F[number] as ModelKeyOf<Family>]: Family;
};

/** The supply current of each current model that gives one, by its short key. */
export type SupplyCurrentByModel<F extends readonly DeviceFamily[]> = {
  readonly [
    Family in F[number] as Family extends {readonly supplyCurrent: SupplyCurrent} ? ModelKeyOf<Family> : never
  ]: Family extends {readonly supplyCurrent: infer Current} ? Current : never;
};

export interface DeviceRegistry<F extends readonly DeviceFamily[]> {
  /** Every family, in registration order. */
  readonly list: F;
  readonly families: FamiliesByKey<F>;
  /** The current models' main families by model key, in registration order. */
  readonly models: FamiliesByModel<F>;
  /** The current models' short keys (the route manifest's `supportedDevices`), in registration order. */
  readonly modelKeys: readonly ModelKeyOf<F[number]>[];
  /** The current models that run Veltro Core: the models a Core setting of Veltro Cloud exists on by default. */
  readonly coreModels: readonly ModelKeyOf<F[number]>[];
  /** Supply current at 12 V by model. */
  readonly supplyCurrent: SupplyCurrentByModel<F>;
  /** The model's variants (the same electronics in another case), by model key. */
  readonly variantsOf: (model: ModelKeyOf<F[number]>) => readonly F[number][];
  /** A comparison table's families (`comparisonOf`) over this registry's current models. */
  readonly comparedWith: (first: DeviceFamily, variants?: readonly DeviceFamily[]) => DeviceFamily[];
}

const isModel = (family: DeviceFamily): family is ModelFamily => family.model !== undefined;

/**
 * Builds the registry from its families and checks what a writer can get wrong when adding one: a key or model key
 * used twice, a variant of a model that does not exist, a Core model without modems or supply current.
 */
export function deviceRegistry<const F extends readonly DeviceFamily[]>(list: F): DeviceRegistry<F> {
  const keys = new Set<string>();
  for (const family of list) {
    if (keys.has(family.key)) throw new Error(`Device family "${family.key}" is registered twice`);
    keys.add(family.key);
  }
  const models = list.filter(isModel);
  const modelKeys = models.map((family) => family.model);
  const twice = modelKeys.find((key, index) => modelKeys.indexOf(key) !== index);
  if (twice) throw new Error(`Device model "${twice}" is the model key of two families`);
  for (const family of list) {
    if (family.variantOf !== undefined && !modelKeys.includes(family.variantOf))
      throw new Error(`${family.key} is a variant of "${family.variantOf}", which no family names as its model`);
  }
  for (const family of models) {
    if (family.runsCore && (!family.modems || !family.supplyCurrent))
      throw new Error(`${family.key} runs Veltro Core: give it modems and supplyCurrent (src/data/hardware/types.ts)`);
  }
  type Key = ModelKeyOf<F[number]>;
  return {
    list,
    families: Object.fromEntries(list.map((family) => [family.key, family])) as FamiliesByKey<F>,
    models: Object.fromEntries(models.map((family) => [family.model, family])) as FamiliesByModel<F>,
    modelKeys: modelKeys as Key[],
    coreModels: models.filter((family) => family.runsCore).map((family) => family.model) as Key[],
    supplyCurrent: Object.fromEntries(
      models.flatMap((family) => (family.supplyCurrent ? [[family.model, family.supplyCurrent]] : [])),
    ) as SupplyCurrentByModel<F>,
    variantsOf: (model) => list.filter((family) => family.variantOf === model),
    comparedWith: (first, variants) => comparisonOf(models, first, variants),
  };
}

/**
 * The families a model's comparison table shows, in order: the page's own family first, then the rest of its model
 * (main family and variants), then every other current model, each main family followed by its variants. `models`
 * are the current models' main families in registration order, `variants` the variants the page compares (a
 * variant given as `first` is compared too).
 */
export function comparisonOf(
  models: readonly ModelFamily[],
  first: DeviceFamily,
  variants: readonly DeviceFamily[] = [],
): DeviceFamily[] {
  const compared = first.variantOf !== undefined && !variants.includes(first) ? [...variants, first] : variants;
  const groups = models.map((model) => [model, ...compared.filter((variant) => variant.variantOf === model.model)]);
  const own = groups.find((group) => group.includes(first));
  if (!own) throw new Error(`${first.key} is neither a current model nor one of the variants given`);
  return [first, ...own.filter((family) => family !== first), ...groups.filter((group) => group !== own).flat()];
}
