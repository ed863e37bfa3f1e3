/**
 * The shape of a device family's facts. Each family has one module (`cm4.ts`, `canfdPro.ts` …) and the
 * hardware pages render every table and drawing from it, so a value is written once.
 */

/** Route folder under `/hardware/` (legacy families live under `legacy_devices/`). */
export type FamilyKey =
  | 'veltro_tmu_cm4'
  | 'veltro_canfd_pro'
  | 'veltro_canfd_pro_casing'
  | 'veltro_mini'
  | 'veltro_tmu_socketcan'
  | 'veltro_dongle'
  | 'veltro_dongle_gen3'
  | 'veltro_tmu_can_fd';

export type SpecGroup = 'Compute' | 'Connectivity' | 'Vehicle interfaces' | 'Power' | 'Environment' | 'Physical';

export const specGroups: readonly SpecGroup[] = ['Compute', 'Connectivity', 'Vehicle interfaces', 'Power', 'Environment', 'Physical'];

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
}

/** The connector faces the pinout diagram can draw. */
export type ConnectorKind = 'obd2' | 'db9' | 'hat40' | 'terminal';

/** How many pins each kind has; a connector's pins must be exactly 1…count. */
export const pinCount: Readonly<Record<ConnectorKind, number | undefined>> = {obd2: 16, db9: 9, hat40: 40, terminal: undefined};

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
  readonly weightGrams?: number;
  readonly holes: readonly MountingHole[];
}

export interface DeviceFamily {
  readonly key: FamilyKey;
  readonly name: string;
  readonly status: 'current' | 'legacy';
  /** Route of the family's landing page. */
  readonly route: string;
  readonly runsCore: boolean;
  /** Supply voltage range, V. */
  readonly supply: {readonly min: number; readonly max: number};
  readonly specs: Readonly<Record<SpecGroup, readonly Spec[]>>;
  readonly connectors: readonly Connector[];
  readonly indicators: readonly IndicatorState[];
  readonly dimensions?: Dimensions;
  readonly protocols: readonly string[];
}

/** Accessories with connectors of their own (pinouts), documented under `/hardware/accessories/`. */
export type AccessoryKey = 'keyfob_hat' | 'dual_db9_cable' | 'doip_hat';

export interface Accessory {
  readonly key: AccessoryKey;
  readonly name: string;
  readonly route: string;
  /** Highest voltage any of its pins sees, V. */
  readonly maxVolts: number;
  readonly connectors: readonly Connector[];
}

/** Anything with a pinout: a device family or an accessory. */
export type HardwareKey = FamilyKey | AccessoryKey;
