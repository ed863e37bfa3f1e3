/**
 * The supply current at 12 V of each current model that runs Veltro Core, by model key, with the model's name: the
 * canon's values (tests/unit/canon.test.ts). Each family module (cm4.ts, canfdPro.ts) takes its `supplyCurrent`
 * from here, so a page that needs only the currents (the parked-battery calculator, the power pages' prose) imports
 * this module instead of the families with their pins, specs and LEDs, whose evaluation cost the Cloud power
 * settings page about 5 ms of every visit (issue 23). tests/unit/device-registry.test.ts checks that it holds exactly
 * the registry's models with a supply current, under the registry's names.
 */
import type {SupplyCurrent} from './types';

export const coreModelSupply = {
  cm4: {
    name: 'Veltro TMU CM4',
    current: {runningTypicalMa: 250, runningPeakMa: 1000, sleepMa: 3, hibernateMa: 1},
  },
  pro: {
    name: 'Veltro CAN-FD Pro',
    current: {runningTypicalMa: 350, runningPeakMa: 1500, sleepMa: 4, hibernateMa: 1},
  },
} as const satisfies Readonly<Record<string, {readonly name: string; readonly current: SupplyCurrent}>>;

export type CoreModel = keyof typeof coreModelSupply;
