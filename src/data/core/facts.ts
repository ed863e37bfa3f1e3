/**
 * Facts of Veltro Core and the devices that the Core and hardware pages repeat: power states and wake sources,
 * SPM limits and timers, modems, paths. `../shared/ia/facts.md` is the canon; where it is silent,
 * the value was chosen once here and every page uses it. A module of its own, apart from `../facts.ts`, because
 * the site chrome (navbar, footer, search button) imports that one into every page, and these tables are only
 * needed by the pages that show them.
 */

/**
 * Where Veltro Core writes its log on the device. Veltro's rebrand, a chosen value: the fact source writes to
 * `/var/log/salt` (autopi-core `_engines/obd_manager.py:1591` puts relative log names such as the ELM327 proxy's
 * there), and Veltro Core uses `/var/log/veltro/` for the same files.
 */
export const coreLogPath = '/var/log/veltro/core.log';

/** The one folder for DBC files: the OBD manager loads `protocol_<id>.dbc` from it, CAN signal loggers read theirs from it. */
export const dbcFolder = '/opt/veltro/obd/can/db/';

/**
 * The unit ID: the device's identity in Veltro Cloud, the local API's `unit_id`, and the suffix of its hotspot name.
 * Core derives it from the CPU serial of the compute module, never from the carrier board: it takes the MD5 of the
 * serial number on the `Serial` line of /proc/cpuinfo as the minion ID (autopi-core src/salt/base/state/minion/install.sls:11 for hardware
 * 7.0 and later, :13 for older boards). That MD5 has 32 hex characters (the original product shows it as a UUID); the
 * hotspot name uses its last 12 (src/salt/dev/pillar/dongle.sls:229, `grains["id"][-12:]`), and so does the legacy
 * host name (install.sls:13 `cut -c21-`). Veltro's choice: the Cloud, the label and the guides show those last 12
 * characters as the unit ID, so the hotspot carries the whole of it. A reflash keeps it (same compute module), and a
 * new compute module gives a new unit ID and a new hotspot name.
 */
export const unitId = {
  length: 12,
  example: '3d91a7c2e0f4',
  derivedFrom: "the CPU serial of the compute module (the Raspberry Pi's processor)",
  followsComputeModule: true,
} as const;

/** The hotspot name of a unit: `Veltro-` and the whole 12-character unit ID. */
export const hotspotSsidOf = (id: string): string => `Veltro-${id}`;

/** The device's own Wi-Fi hotspot, used for the local admin page. */
export const hotspot = {
  interface: 'uap0',
  ssid: hotspotSsidOf('<unit ID>'),
  address: '192.168.4.1',
  subnet: '192.168.4.0/24',
} as const;

/**
 * The Mobile data panel of the local admin page (`hotspot.address`), which reads and saves the API service's apn,
 * user, pass, pin and mtu; and the MTU values to try when uploads stall on the cellular link (original docs).
 */
export const localAdminMobileData = {
  panel: 'Mobile data',
  fields: ['APN', 'User', 'Password', 'PIN', 'MTU'],
  save: 'Save',
} as const;

export const cellularMtu = {standard: 1500, reduced: 1280, verizon: 1428} as const;

/** SSH, SFTP and SCP on a Core device: the `pi` user (password under System › User › Pi in the Cloud), port 22. */
export const sshLogin = {user: 'pi', port: 22} as const;

/**
 * Firewall entries (for **System › Network › Firewall › Entries**) that accept SSH on Ethernet or on Tailscale; the
 * factory rules accept it from the hotspot only. Written like the fact source's own rules (iptables-ipv4.rules).
 */
export const sshFirewallEntries = {
  ethernet: '-A INPUT -i eth0 -p tcp -m state --state NEW -m tcp --dport 22 -j ACCEPT',
  tailscale: '-A INPUT -i tailscale0 -p tcp -m state --state NEW -m tcp --dport 22 -j ACCEPT',
} as const;

/** Access point name of the Veltro global SIM. */
export const globalSimApn = 'iot.veltro.example';

/** Power states of a Core device, as the SPM (the power-management co-processor) reports them. */
export const powerStates = [
  {state: 'on', name: 'ON', what: 'The main computer runs Veltro Core.', wakesBy: 'Already awake.'},
  {
    state: 'sleeping',
    name: 'SLEEPING',
    what: 'The main computer is off; the SPM keeps a wake-up timer and watches the wake sources.',
    wakesBy: 'Any wake source, including the timer.',
  },
  {
    state: 'hibernating',
    name: 'HIBERNATING',
    what: 'The main computer is off with no wake-up timer and the accelerometer in standby.',
    wakesBy:
      'A supply-voltage change (in practice an engine start), an SMS or call unless the modem was powered off, the button, or the ignition-sense input of the IP67 casing.',
  },
  {
    state: 'off',
    name: 'OFF',
    what: 'No supply: the device is unplugged or pin 16 has no voltage.',
    wakesBy: 'Supply returning (plugging in).',
  },
  {
    state: 'booting',
    name: 'BOOTING',
    what: 'The SPM has switched the main computer on and waits for Veltro Core to report.',
    wakesBy: 'Already waking.',
  },
] as const;

/**
 * What wakes a sleeping device, with the trigger name the SPM reports in `system/power/on` (`trigger` field) and in
 * `power.status` (`last_trigger.up`). Trigger names are those of the SPM firmware interface in the fact source.
 */
export const wakeSources = [
  {
    source: 'Sleep interval ran out',
    trigger: 'timer',
    sleeping: true,
    hibernating: false,
    note: 'The interval comes from the sleep timer that put the device to sleep (7200 s in the default reactor configuration).',
  },
  {
    source: 'Accelerometer motion',
    trigger: 'acc',
    sleeping: true,
    hibernating: false,
    note: 'Off when the device slept with `acc_off=true`.',
  },
  {
    source: 'SMS or call to the modem',
    trigger: 'modem',
    sleeping: true,
    hibernating: true,
    note: 'Off when the device went down with `modem_off=true`.',
  },
  {
    source: 'Supply-voltage change (engine start, charger)',
    trigger: 'volt_change',
    sleeping: true,
    hibernating: true,
    note: 'The SPM `wake_change` trigger: a voltage step within a short period.',
  },
  {
    source: 'Supply voltage above the wake level',
    trigger: 'volt_level',
    sleeping: true,
    hibernating: true,
    note: 'The SPM `wake_level` trigger: the alternator is charging.',
  },
  {
    source: 'Ignition-sense input (IP67 casing only)',
    trigger: 'ext',
    sleeping: true,
    hibernating: true,
    note: 'Casing screw terminal 2, wired to an ignition-switched circuit.',
  },
  {source: 'Button press', trigger: 'button', sleeping: true, hibernating: true, note: 'A short press on the device.'},
  {
    source: 'Power connected',
    trigger: 'plug',
    sleeping: false,
    hibernating: false,
    note: 'Reported after the device was OFF.',
  },
] as const;

/** SPM limits and Core timers (the canon's defaults). */
export const powerDefaults = {
  /** The safety cut-out hibernates (never "sleeps") the device below this voltage … */
  cutOutVolts: 12.2,
  /** … when it stays there this long. */
  cutOutSeconds: 240,
  /** The cut-out a 24 V vehicle needs instead: twice the 12 V threshold. */
  cutOutVolts24: 24.4,
  /** The SPM setting that holds the cut-out threshold. */
  cutOutSetting: 'hibernate_volt_level',
  failedBootsBeforeHibernate: 10,
  bootTimeoutMinutes: 10,
  heartbeatTimeoutMinutes: 3,
  /** Sleep timer added when the engine stops. */
  engineStoppedTimerSeconds: 300,
  /** The sleep interval the default reactor configuration passes: wake every 2 hours. */
  wakeIntervalSeconds: 7200,
  /** `power.sleep`'s own default `interval`, used when a caller passes none. */
  powerSleepDefaultInterval: 60,
  /** Longest sleep interval the SPM takes. */
  maxSleepIntervalSeconds: 86400,
  /** Inactivity fallback: sleep after this long with no engine-stop event … */
  fallbackTimerSeconds: 10800,
  /**
   * Why 3 hours (the original product ships 300 s; the fact source sets no fallback: `power.sleep_timer`'s own
   * period default is 1800 s, `_modules/power.py:263`, and its dev pillar adds no fallback reactor). The fallback
   * is added after a power-on that was not a timed wake-up and cleared only by an engine event (the reactors'
   * `vehicle/engine/running` clears every timer). An EV or a gateway-blocked vehicle sends none, so a period of
   * minutes puts it to sleep while it drives. A parked vehicle no longer wakes on every bump now that
   * wake-on-motion ships `disabled`, so the fallback follows a voltage rise (engine start, charger), the button,
   * plug-in, or an SMS or call to the SIM (Power Save ships off, and an SMS from anyone wakes the device): about
   * 0.75 Ah each at 250 mA, which the remote wake-up pages tell the reader to end early, and which the Power settings
   * page names for unsolicited SMS.
   */
  fallbackTimerReason:
    "Veltro's 3-hour fallback (src/data/core/facts.ts, powerDefaults): minutes would put a driving EV, which sends no engine events, to sleep; with wake-on-motion off, it follows only a voltage rise, the button, plug-in or an SMS or call. The original ships 300 s.",
  /** … and wake again after this interval. */
  fallbackIntervalSeconds: 21600,
  /** Battery charge levels are reported in steps of this many percent. */
  batteryLevelStep: 10,
} as const;

/**
 * The 24 V checklist: every power setting a 24 V vehicle needs, with the value to set. Settled in the canon
 * (`../shared/ia/facts.md`, "24 V vehicles"). The SPM applies the cut-out and the wake level from these settings
 * (autopi-core `src/salt/base/state/power/spm/config.sls:23-40`: `wake_volt_level` from
 * `power:wake_trigger:voltage_level`, default 13.20; `hibernate_volt_level` from `power:safety_cut-out:voltage`,
 * default 12.20, and its duration). The wake level matters most: a resting 24 V battery sits above the 12 V default
 * of 13.2 V, so without it the device wakes again right after it sleeps or hibernates. The `setting` keys are the
 * Cloud keys of `src/data/cloud/settings/power.ts` (tests/unit/safety.test.ts checks they exist); the Cloud field
 * path of each is read from there (`settingPath` in `src/data/safety.ts`).
 */
const volts24 = {nominal: 24, critical: 24.6, wakeLevel: 26.4} as const;

export const checklist24V = {
  nominalVolts: volts24.nominal,
  criticalVolts: volts24.critical,
  cutOutVolts: powerDefaults.cutOutVolts24,
  cutOutSeconds: powerDefaults.cutOutSeconds,
  wakeLevelVolts: volts24.wakeLevel,
  /** The SPM's own wake level, the value that an empty Wake Trigger › Voltage Level leaves in place. */
  defaultWakeLevelVolts: 13.2,
  /** Where `veltro power.status` shows the applied wake level (autopi-core `_modules/power.py:78`). */
  spmWakeLevelKey: 'spm.volt_triggers.wake_level.threshold',
  rows: [
    {setting: 'power.battery.nominal_voltage', value: volts24.nominal, unit: 'V'},
    {setting: 'power.battery.critical_level.voltage', value: volts24.critical, unit: 'V'},
    {setting: 'power.safety_cut_out.voltage', value: powerDefaults.cutOutVolts24, unit: 'V'},
    {setting: 'power.safety_cut_out.duration', value: powerDefaults.cutOutSeconds, unit: 's'},
    {setting: 'power.wake_trigger.voltage_level', value: volts24.wakeLevel, unit: 'V'},
  ],
} as const;

/** The two cellular modems that current Core devices are built with; a unit has one of them. */
export const modems = {
  ec2x: {
    name: 'Quectel EC25 (EC2x family)',
    /** The EC25's USB ID, as the original Cloud's Expected USB Devices default (`…/autopi_tmu_cm4/system.md:23`). */
    usbId: '2c7c:0125',
    commands: ['ec2x', 'qmi'],
    positioning: 'tracking',
    services: ['ec2x_manager', 'tracking_manager'],
  },
  le910cx: {
    name: 'Telit LE910C4 (LE910Cx family)',
    usbId: '1bc7:1031',
    commands: ['modem'],
    positioning: 'gnss',
    services: ['modem_manager', 'gnss_manager'],
  },
} as const;

/*
 * Which modems each model is built with, and its supply current, live in the model's own module in `../hardware/`
 * (`modems`, `supplyCurrent`); the registry there derives the tables by model (`registry.supplyCurrent`).
 */
