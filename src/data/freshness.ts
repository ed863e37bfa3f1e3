/**
 * What the pages that document device behaviour were checked against: a Veltro Core version and, per current model
 * that runs Core, a hardware version. The build adds the line's data to such a page's front matter
 * (config/freshness.ts), so no page downloads this table.
 *
 * Sources:
 * - Core: the fact source is autopi-core at the commit pinned in src/data/core/fact-source.json (ab42459, 27 Apr
 *   2023). Its changelog.md names v1.22 as the last release, followed by an "Unreleased" section; the tags v1.21,
 *   v1.22 and v1.22.9 all sit on one commit (db50b2d, 6 Jul 2021), 575 commits before ab42459, so
 *   `git describe --tags` gives v1.21-575-gab42459. No source gives a Veltro Core version number: "1.22" is Veltro's
 *   choice (the last release the changelog names), written with the commit the pages were checked against, which
 *   carries the Unreleased changes too: "1.22 (ab42459)".
 * - Hardware, TMU CM4: the fact source's boot configuration (src/salt/base/state/raspi/boot/init.sls:99, 315, 335)
 *   branches on `hw.version >= 7.0`; the canon's "Settled in review" says "hardware version 7.0 and later (TMU CM4)".
 * - Hardware, CAN-FD Pro: Veltro's choice. The canon names no hardware version for the Pro; it says "hardware 6.x
 *   (MCP251xFD CAN-FD controllers)", and ./hardware/canfdPro.ts reads the Pro as that board. The fact source puts
 *   MCP251xFD controllers on both buses only at `hw.version == 6.0` (init.sls:317, 337; 6.2 has one on can1 only),
 *   and the original docs (developer_guides/reflashing_your_device.md) call versions 3.0-6.3 pre-CM4 and CM4
 *   devices 7.x+, which does not fit a CM4-based Pro at 6.x: the lead settles it in the canon.
 * - The Veltro Mini does not run Core, and no source gives its hardware version: its pages get no line.
 */
import type {DeviceKey} from './facts';

export const checkedCore = {version: '1.22', commit: 'ab42459'} as const;

/** Hardware version of each current model that runs Core: the CM4's from the fact source, the Pro's Veltro's choice. */
export const checkedHardware: Readonly<Partial<Record<DeviceKey, string>>> = {
  cm4: '7.0',
  pro: '6.x',
};

/**
 * Route prefixes of the pages that document device behaviour (Core, the hardware, device set-up, developer guides,
 * troubleshooting). Cloud pages document the Cloud, and the home page and the Mini's pages are left out.
 */
export const deviceBehaviourRoutes: readonly string[] = [
  '/core/',
  '/hardware/',
  '/troubleshooting/',
  '/developer_guides/',
  '/getting_started/veltro_tmu_cm4/',
  '/getting_started/veltro_canfd_pro/',
  '/getting_started/electric_vehicles/',
  '/getting_started/heavy_duty_vehicles/',
];

/**
 * Routes under the prefixes above that get no line: the hardware landing page, the Mini (no Core), the accessories,
 * and the legacy and SocketCAN boards, whose hardware versions no source gives.
 */
export const notDeviceBehaviourRoutes: readonly string[] = [
  '/hardware/veltro_mini/',
  '/hardware/accessories/',
  '/hardware/legacy_devices/',
  '/hardware/veltro_tmu_socketcan/',
];

/** Models of a page that names none in the manifest: its hardware section's model; otherwise every model above. */
export const modelsByRoute: Readonly<Record<string, readonly DeviceKey[]>> = {
  '/hardware/veltro_tmu_cm4/': ['cm4'],
  '/hardware/veltro_canfd_pro/': ['pro'],
  '/hardware/veltro_canfd_pro_casing/': ['pro'],
};

/** The front matter key the build writes. */
export const checkedAgainstKey = 'checked_against';

export interface CheckedAgainst {
  /** `1.22 (ab42459)` */
  readonly core: string;
  /** `Veltro TMU CM4 7.0`, one per model */
  readonly hardware: readonly {readonly name: string; readonly version: string}[];
}
