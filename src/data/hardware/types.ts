/**
 * The shape of a device family's facts. Each family has one module (`cm4.ts`, `canfdPro.ts` …), registered in
 * `models.ts` (a current model) or `index.ts` (a variant or legacy family), and the hardware pages render every
 * table and drawing from it, so a value is written once. A page imports the modules it shows
 * (`import {cm4} from '@site/src/data/hardware/cm4'`) and hands the data to the components, so its JavaScript
 * carries those families only.
 */
import type {modems} from '../core/facts';

/** The groups of a specification table, in table order. */
export const specGroups = [
  'Compute',
  'Connectivity',
  'Vehicle interfaces',
  'Power',
  'Environment',
  'Physical',
] as const;

export type SpecGroup = (typeof specGroups)[number];

export interface Spec {
  readonly name: string;
  readonly value: string;
}

export type PinDirection = 'input' | 'output' | 'bidirectional' | 'power' | 'ground' | 'not connected';

export interface Pin {
  readonly pin: number;
  readonly signal: string;
  readonly direction: PinDirection;
  /** Signal level as an installer would measure it, e.g. "2.5 V recessive, 3.5 V dominant". */
  readonly level: string;
  /** Highest voltage the pin sees in normal use; checked against the family's supply range. */
  readonly maxVolts: number;
  readonly notes?: string;
  /**
   * On a header: what on the carrier board or in Veltro Core drives this pin, so it is never free for an accessory
   * or a wiring guide. Set from the family's `reservedGpios` (see `reservedGpio` in ./pins.ts).
   */
  readonly usedBy?: string;
}

/**
 * A GPIO of the 40-pin header that the carrier board or Veltro Core uses, with where the fact source (autopi-core) or
 * the original product docs say so. An accessory default, a guide's wiring step or a Cloud default must not use it.
 */
export interface ReservedGpio {
  /** BCM number. */
  readonly gpio: number;
  /** Physical header pin (1–40). */
  readonly headerPin: number;
  /** What uses it, e.g. "Interrupt of CAN controller can1 (MCP2515)". */
  readonly usedBy: string;
  /** File and line of the evidence, e.g. "autopi-core src/salt/base/state/raspi/boot/init.sls:315-316". */
  readonly source: string;
}

/** The connector faces the pinout diagram can draw. */
export type ConnectorKind = 'obd2' | 'db9' | 'hat40' | 'terminal';

/** How many pins each kind has; a connector's pins must be exactly 1…count. */
export const pinCount: Readonly<Record<ConnectorKind, number | undefined>> = {
  obd2: 16,
  db9: 9,
  hat40: 40,
  terminal: undefined,
};

export interface Connector {
  readonly id: string;
  readonly name: string;
  readonly kind: ConnectorKind;
  /** Where the drawing is seen from, e.g. "looking into the device's plug". */
  readonly view: string;
  readonly pins: readonly Pin[];
}

export interface IndicatorState {
  /** The LED or button, e.g. "Power LED (green)". */
  readonly indicator: string;
  /** What the reader sees or does, e.g. "Blinks once a second". */
  readonly pattern: string;
  readonly meaning: string;
  /** What to do about it; "Nothing" when the state is normal. */
  readonly action: string;
}

export interface MountingHole {
  /** Centre from the enclosure's left edge, mm. */
  readonly x: number;
  /** Centre from the enclosure's top edge (top view), mm. */
  readonly y: number;
  readonly diameter: number;
  /** Fastener, e.g. "M3 screw". */
  readonly fastener: string;
}

export interface Dimensions {
  /** Top-view outline, mm. */
  readonly length: number;
  readonly width: number;
  readonly height: number;
  /** Finishes the "Dimensions" row after a comma, e.g. "plug included". */
  readonly note?: string;
  readonly weightGrams: number;
  /** Finishes the "Weight" row, e.g. "with the Raspberry Pi fitted". */
  readonly weightNote?: string;
  readonly holes: readonly MountingHole[];
}

export interface Supply {
  /** Supply voltage range, V. */
  readonly min: number;
  readonly max: number;
  /** Where the supply comes in, finishing the "Supply range" row, e.g. "from OBD-II pin 16". */
  readonly input: string;
}

/** Supply current at 12 V (halve the amps at 24 V), for fuse and battery budgets and the Power rows. */
export interface SupplyCurrent {
  readonly runningTypicalMa: number;
  readonly runningPeakMa: number;
  readonly sleepMa: number;
  readonly hibernateMa: number;
}

/** The cellular modems a family is built with (keys of `modems` in ../core/facts.ts), and how that came about. */
export interface FamilyModems {
  readonly built: readonly (keyof typeof modems)[];
  readonly note: string;
}

export interface DeviceFamily {
  /** Its key in the registry (`index.ts`), which is also its route folder under `/hardware/`, e.g. "veltro_tmu_cm4". */
  readonly key: string;
  readonly name: string;
  /**
   * A current model's short key (`cm4`, `pro`, `mini`), given on the model's main family only: the route manifest's
   * `supportedDevices`, the settings catalogue, the troubleshooting paths and the offline scopes name the model by
   * it (`DeviceKey`). Legacy families and variants have none.
   */
  readonly model?: string;
  /** A variant's model: the same electronics in another case (the CAN-FD Pro + IP67 casing is a variant of `pro`). */
  readonly variantOf?: string;
  /** Whether it runs Veltro Core: SSH, `veltro …` commands, and the Core settings of Veltro Cloud (their default models). */
  readonly runsCore: boolean;
  /** Its cellular modems; required of a current model that runs Core (the Cellular modem row and the Telit checks). */
  readonly modems?: FamilyModems;
  /** Its supply current; required of a current model that runs Core (the Power rows and the battery budgets). */
  readonly supplyCurrent?: SupplyCurrent;
  /**
   * The USB port that exposes the eMMC to a computer while the SPM is in eMMC FLASHING (the original product's side
   * port), for the reflashing guides.
   */
  readonly flashingPort?: string;
  readonly supply: Supply;
  /**
   * Every specification row except Supply range, Dimensions and Weight: `specRows` (./specs.ts) builds those from
   * `supply` and `dimensions`, which the pin checks and the dimension drawing use too.
   */
  readonly specs: Readonly<Record<SpecGroup, readonly Spec[]>>;
  readonly connectors: readonly Connector[];
  readonly indicators: readonly IndicatorState[];
  readonly dimensions: Dimensions;
  /**
   * The vehicle protocols, as the family's specifications page lists them (`<ProtocolList>`). Left out where the
   * pages describe the protocols pin by pin in tables and prose that a list cannot carry.
   */
  readonly protocols?: readonly string[];
  /**
   * Header GPIOs the carrier board or Veltro Core uses on this family (never free for accessories or wiring guides).
   * Given for every family with a 40-pin header; `tests/unit/reserved-pins.test.ts` checks accessory defaults,
   * guide data and wiring steps against it.
   */
  readonly reservedGpios?: readonly ReservedGpio[];
}

/** An accessory with connectors of its own (pinouts), documented under `/hardware/accessories/`. */
export interface Accessory {
  /** Its key in the registry (`index.ts`), e.g. "keyfob_hat". */
  readonly key: string;
  readonly name: string;
  /** Highest voltage any of its pins sees, V. */
  readonly maxVolts: number;
  readonly connectors: readonly Connector[];
}

/** Anything with a pinout: a device family or an accessory. */
export type Hardware = DeviceFamily | Accessory;
