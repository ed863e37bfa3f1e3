/**
 * Facts of the developer guides on SSH, the local development workflow, logs, the local API, Docker and custom
 * events (`docs/developer_guides/`). The canon (`../shared/ia/facts.md`), `../core/facts.ts`, the settings catalogue
 * (`../cloud/settings/`) and the fact source give most values; where none of them gives one, it was chosen once
 * here, and the pages use it. Keep the pages and this file in step.
 */
import {hotspot, hotspotSsidOf} from '../core/facts';

/** The example unit ID the guides use: the 12-character form the REST API returns (`/getting_started/api/`). */
export const exampleUnitId = '3d91a7c2e0f4';

/** The hotspot name of that unit: `Veltro-` and the whole unit ID (`hotspotSsidOf` in ../core/facts.ts). */
export const exampleHotspotSsid = hotspotSsidOf(exampleUnitId);

/** At delivery the `pi` password is the hotspot password printed on the device label; afterwards they are separate settings. */
export const piFactoryPasswordIs = 'the hotspot password on the label';

/** With the factory firewall, SSH (port 22) is accepted only from the hotspot subnet, on the hotspot interface. */
export const sshOpenByDefault = {interface: hotspot.interface, subnet: hotspot.subnet} as const;

// The `pi` login and the SSH firewall entries for Ethernet and Tailscale: `sshLogin`, `sshFirewallEntries` in ../core/facts.ts.

/** Example addresses of a laptop cabled straight to the device's Ethernet port (no DHCP server on that link). */
export const directEthernet = {device: '192.168.10.20/24', laptop: '192.168.10.1/24'} as const;

/**
 * Drop-in file that turns SSH password login off once key login works (Veltro's choice of name; both SSH pages use it).
 * sshd reads it only when `/etc/ssh/sshd_config` carries `sshdIncludeLine` (Debian 11 and later). The fact source's base
 * can be Debian 10 Buster (autopi-core `src/salt/base/state/raspi/config.sls:24-28`, `osmajorrelease == 10` and
 * `buster-backports`), whose OpenSSH 7.9 sshd has no `Include` keyword (added in OpenSSH 8.2): there the option goes
 * into `sshd_config` itself, after a copy to `sshdConfigBackup`. `sshdCheck` shows the value sshd really uses.
 */
export const sshKeysOnlyFile = '/etc/ssh/sshd_config.d/10-veltro-keys-only.conf';
export const sshdIncludeLine = 'Include /etc/ssh/sshd_config.d/*.conf';
export const sshdConfigBackup = '/etc/ssh/sshd_config.before-keys-only';
export const sshdCheck = 'sudo sshd -T | grep -i passwordauthentication';

/** Folders Veltro Core loads custom code from, by Custom Code type; a Cloud sync writes the modules there. */
export const customCodeDirs = {
  Execution: '/opt/veltro/salt/modules/',
  Returner: '/opt/veltro/salt/returners/',
  Service: '/opt/veltro/salt/engines/',
} as const;

/** A Cloud sync rewrites the custom code folders: a file named like a Cloud module is replaced, a file the Cloud does not know is removed. */
export const syncReplacesHandCopiedCode = true;

/**
 * Rotation of the Core log (`coreLogPath`): logrotate, weekly, 7 old copies, all compressed at once (`compress`
 * without `delaycompress`), so the newest old copy is `core.log.1.gz`, the week before the last rotation, never
 * "yesterday's" file. The fact source ships no logrotate file of its own (autopi-core has none under
 * `src/salt/base/state/`); its Core log is the Salt minion log, which Salt's own package rotates with
 * saltstack/salt `pkg/salt-common.logrotate` (weekly, rotate 7, compress). The file name under /etc/logrotate.d is
 * Veltro's.
 * The log belongs to root (the minion runs as root), so `pi` reads it with `sudo` (`coreLogNeedsSudo`).
 */
export const coreLogRotation = {schedule: 'weekly', keep: 7, config: '/etc/logrotate.d/veltro-core'} as const;

/** The `pi` user reads and copies the Core log only through `sudo` (or the local API download, which runs as root). */
export const coreLogNeedsSudo = true;

/** Rotation of the system log `/var/log/syslog`: daily, 7 old copies. */
export const syslogRotation = {schedule: 'daily', keep: 7, config: '/etc/logrotate.d/rsyslog'} as const;

/** Time zone of the timestamps in the Core log and the system log. */
export const logTimezone = 'UTC';

/** The systemd unit that runs Veltro Core; `journalctl -u` shows its starts, stops and crashes. */
export const coreServiceUnit = 'veltro-core';

/** The systemd unit of the container engine (the fact source's balenaEngine). */
export const dockerServiceUnit = 'balena-engine';

/** The systemd journal is kept in memory only, so it starts empty after every boot. */
export const journalPersistent = false;

/** The container engine's command-line tool on the device; it takes the same subcommands as `docker`. */
export const dockerCli = 'balena-engine';

/** REST API endpoints of Docker releases, on the canon's API host. */
export const dockerReleaseEndpoints = {
  registries: '/docker/registries/',
  projects: '/docker/projects/',
  releases: '/docker/projects/<project_id>/releases/',
} as const;

/** Docker releases are an option of the Veltro Cloud account: Veltro switches it on for the account on request. */
export const dockerReleasesNeedAccountOption = true;

/** A device applies a new Docker release when it is idle: just before it next goes to sleep. */
export const dockerReleaseAppliedAt = 'before the next sleep';

/** Port of the local API (the api_service setting `flask.port`), and the base addresses a reader uses. */
export const localApi = {
  port: 9000,
  fromHotspot: `http://${hotspot.address}:9000`,
  onDevice: 'http://localhost:9000',
} as const;

/** The local API answers clients on the hotspot and programs on the device; the firewall drops port 9000 on every other interface. */
export const localApiReachableFrom = ['hotspot', 'the device itself'] as const;

/** The local API checks no token: `POST /auth/login/` returns the same fixed token to every caller, for the admin page only. */
export const localApiChecksToken = false;

/** Text of the `401` answer when a path names another unit ID. */
export const localApiWrongUnitMessage = 'unit_id does not match the id configured on this device';
