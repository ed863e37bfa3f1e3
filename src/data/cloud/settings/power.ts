/**
 * Advanced settings › Power: battery monitoring, SPM firmware, modem during sleep, safety cut-out, sleep timers and
 * wake triggers. The timer and SPM values come from `src/data/core/facts.ts`, so this page and the Core power pages
 * cannot drift apart.
 */
import {powerDefaults} from '../../core/facts';
import {nominalVoltageSetting, spmFirmwareVersion} from '../facts/advanced-settings';
import {
  fromOriginal,
  type Provenance,
  fromFactSource,
  veltroChoice,
  type Setting,
  type SettingsCategory,
} from './types';

const route = '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-power/';

/**
 * The canon's sleep-timer values (shared/ia/facts.md: a 5-minute timer after the engine stops, wake every 2 hours).
 * Neither source has them: the fact source's dev pillar passes period 1800 / interval 3600 after the engine stops and
 * interval 3600 after a timed wake (src/salt/dev/pillar/dongle.sls:101-122), the original 1800 / 3600 and 21600.
 */
const canonWakeInterval = veltroChoice(
  "The canon's 2-hour wake cycle (powerDefaults.wakeIntervalSeconds); the dev pillar of the fact source wakes every hour, the original every hour or 6 hours.",
);
const canonEngineStopPeriod = veltroChoice(
  "The canon's 5-minute sleep timer after the engine stops (powerDefaults.engineStoppedTimerSeconds); the fact source's dev pillar and the original use 30 minutes.",
);

/** The longest sleep the SPM accepts, for every sleep-timer interval. */
const intervalRange = {min: 0, max: powerDefaults.maxSleepIntervalSeconds};

/** The interval, period and delay of one sleep timer, as the Cloud shows them under Sleep Timer. */
function timer(
  group: string,
  values: {interval: number; period: number; delay: number},
  text: {interval: string; period: string; delay: string},
  from: {interval: Provenance; period: Provenance},
): Setting[] {
  return [
    {
      key: `${group}.interval`,
      label: 'Interval',
      description: text.interval,
      type: 'int',
      default: values.interval,
      provenance: from.interval,
      unit: 's',
      range: intervalRange,
      usedBy: {module: 'power'},
    },
    {
      key: `${group}.period`,
      label: 'Period',
      description: text.period,
      type: 'int',
      default: values.period,
      provenance: from.period,
      unit: 's',
      usedBy: {module: 'power'},
    },
    {
      key: `${group}.delay`,
      label: 'Delay',
      description: text.delay,
      type: 'int',
      default: values.delay,
      // power.sleep_timer passes it on as the `delay` of power.sleep
      provenance: fromFactSource('src/salt/base/ext/_modules/power.py:sleep(delay)'),
      unit: 's',
      usedBy: {module: 'power'},
    },
  ];
}

export const power: SettingsCategory = {
  key: 'power',
  title: 'Power',
  route,
  provenance: fromOriginal('power'),
  groups: [
    {
      key: 'power.battery',
      title: 'Battery',
      settings: [
        {
          key: 'power.battery.read_interval',
          label: 'Read Interval',
          description:
            'Seconds between two readings of the supply voltage, from which the battery state and the `vehicle/battery/*` events are worked out. `0` stops the readings, and with them the battery events.',
          type: 'int',
          default: 5,
          unit: 's',
          usedBy: {module: 'obd_manager'},
        },
        {
          key: nominalVoltageSetting,
          provenance: fromFactSource('src/salt/base/ext/_utils/battery_util.py:4'),
          label: 'Nominal Voltage',
          description:
            'The system voltage of the vehicle: `12` for cars and vans, `24` for most trucks and buses. Battery states and charge levels are scaled to it. It does not move the safety cut-out, which you raise separately on a 24 V vehicle.',
          type: 'int',
          default: 12,
          unit: 'V',
          usedBy: {module: 'obd_manager', key: 'battery_nominal_voltage'},
        },
      ],
      groups: [
        {
          key: 'power.battery.critical_level',
          title: 'Critical Level',
          settings: [
            {
              key: 'power.battery.critical_level.duration',
              provenance: fromFactSource('src/salt/base/ext/_engines/obd_manager.py:1528'),
              label: 'Duration',
              description:
                'How long the supply must stay at or below the critical voltage before `vehicle/battery/critical_level` is raised. A short dip, such as cranking, does not count.',
              type: 'int',
              default: 180,
              unit: 's',
              usedBy: {module: 'obd_manager', key: 'battery_critical_level.duration'},
            },
            {
              key: 'power.battery.critical_level.voltage',
              provenance: fromFactSource('src/salt/base/ext/_utils/battery_util.py:5'),
              label: 'Voltage',
              description:
                'Supply voltage at or below which the battery counts as critically low. The event is a warning for alerts and reactors; it sits above the safety cut-out so that it comes first. It is compared with the measured voltage as it is, so on a 24 V vehicle set `24.6`.',
              type: 'float',
              default: 12.3,
              unit: 'V',
              usedBy: {module: 'obd_manager', key: 'battery_critical_level.voltage'},
            },
          ],
        },
      ],
    },
    {
      key: 'power.firmware',
      title: 'Firmware',
      settings: [
        {
          key: 'power.firmware.version',
          provenance: fromFactSource('src/salt/base/state/power/spm/firmware-4.0.bin'),
          label: 'Version',
          description:
            'The SPM firmware version the device should run. With auto update on, a device that reports another version is flashed with this one during a settings sync.',
          type: 'str',
          default: spmFirmwareVersion,
          usedBy: {module: 'spm_manager'},
        },
        {
          key: 'power.firmware.auto_update',
          provenance: fromFactSource('src/salt/dev/pillar/dongle.sls:power:firmware:auto_update'),
          label: 'Auto Update',
          description:
            'Lets the settings sync flash the SPM with the version above when they differ. Turn it off only on a device whose SPM firmware you manage by hand.',
          type: 'bool',
          default: true,
          usedBy: {module: 'spm_manager'},
        },
      ],
    },
    {
      key: 'power.modem',
      title: 'Modem',
      settings: [
        {
          key: 'power.modem.power_save',
          provenance: veltroChoice(
            'The original ships true. Veltro ships false because SMS wake-up is a documented feature and Power Save disables it (the fact source has no such pillar key; the field maps to power.sleep modem_off, default False, _modules/power.py:104).',
          ),
          label: 'Power Save',
          description:
            'Cuts the modem supply while the device sleeps (the `modem_off` option of `power.sleep`). It saves a little current, but an SMS or call can then no longer wake the device, so [Remote Wake Up](/cloud/device_management/triggers/fleet-wakeup/) stops working.',
          type: 'bool',
          default: false,
          usedBy: {module: 'power'},
        },
      ],
    },
    {
      key: 'power.safety_cut_out',
      title: 'Safety Cut-Out',
      settings: [
        {
          key: 'power.safety_cut_out.duration',
          provenance: fromFactSource('src/salt/base/state/power/spm/config.sls:40'),
          label: 'Duration',
          description:
            'How long the supply must stay at or below the cut-out voltage before the SPM hibernates the device. Keep it shorter than every sleep-timer period, or a normal sleep can come first and the check never completes.',
          type: 'int',
          default: powerDefaults.cutOutSeconds,
          unit: 's',
          usedBy: {module: 'spm_manager'},
        },
        {
          key: 'power.safety_cut_out.voltage',
          provenance: fromFactSource('src/salt/base/state/power/spm/config.sls:39'),
          label: 'Voltage',
          description:
            'Supply voltage at or below which the SPM hibernates the device to save the vehicle battery. Never lower it on a 12 V vehicle; on a 24 V vehicle set `24.4`.',
          type: 'str',
          default: powerDefaults.cutOutVolts.toFixed(2),
          unit: 'V',
          usedBy: {module: 'spm_manager'},
        },
      ],
    },
    {
      key: 'power.sleep_timer',
      title: 'Sleep Timer',
      settings: [],
      groups: [
        {
          key: 'power.sleep_timer.event_driven',
          title: 'Event Driven',
          settings: [
            ...timer(
              'power.sleep_timer.event_driven',
              {interval: powerDefaults.wakeIntervalSeconds, period: powerDefaults.engineStoppedTimerSeconds, delay: 60},
              {
                interval:
                  'Length of the sleep that follows. When it runs out, the SPM wakes the device with the trigger `timer` so it can sync and upload.',
                period:
                  'Time from the matching event (by default the engine stopping) until the device goes to sleep. Driving again within this time cancels the timer.',
                delay: 'Seconds between the timer running out and the actual shutdown, for last uploads.',
              },
              {interval: canonWakeInterval, period: canonEngineStopPeriod},
            ),
            {
              key: 'power.sleep_timer.event_driven.reason',
              label: 'Reason',
              description:
                'Name of the timer, shown as `reason` in `system/power/sleep` and in the `system/sleep_timer/<name>/…` events.',
              type: 'str',
              default: 'engine_stopped',
              usedBy: {module: 'power'},
            },
            {
              key: 'power.sleep_timer.event_driven.event_regex',
              provenance: veltroChoice(
                "The original's ^vehicle/engine/stopped with an end anchor, so a longer tag under it cannot start the timer.",
              ),
              label: 'Event Regex',
              description:
                'Pattern of the event tags that start the timer. Match one event only: a loose pattern restarts the countdown with every routine event and the device never sleeps.',
              type: 'str',
              default: '^vehicle/engine/stopped$',
              usedBy: {module: 'event_reactor'},
            },
          ],
        },
        {
          key: 'power.sleep_timer.inactivity_after_sleep',
          title: 'Inactivity After Sleep',
          settings: timer(
            'power.sleep_timer.inactivity_after_sleep',
            {interval: powerDefaults.wakeIntervalSeconds, period: 600, delay: 60},
            {
              interval: 'Length of the next sleep once the timed wake-up is over.',
              period:
                'How long a device that woke on its timer stays ON to sync settings and upload data before it sleeps again.',
              delay: 'Seconds between the timer running out and the actual shutdown.',
            },
            {
              interval: canonWakeInterval,
              // the dev pillar's reactor for `system/power/on` with trigger `timer`
              period: fromFactSource('src/salt/dev/pillar/dongle.sls:120'),
            },
          ),
        },
        {
          key: 'power.sleep_timer.inactivity_fallback',
          title: 'Inactivity Fallback',
          settings: timer(
            'power.sleep_timer.inactivity_fallback',
            {
              interval: powerDefaults.fallbackIntervalSeconds,
              period: powerDefaults.fallbackTimerSeconds,
              delay: 60,
            },
            {
              interval: 'Length of the sleep that the fallback timer starts.',
              period:
                'How long a device that woke for any reason other than its timer stays ON when no engine event follows. It is what puts EVs, gateway-blocked vehicles and bench setups to sleep.',
              delay: 'Seconds between the timer running out and the actual shutdown.',
            },
            {
              interval: fromOriginal('power'),
              period: veltroChoice(powerDefaults.fallbackTimerReason),
            },
          ),
        },
        {
          key: 'power.sleep_timer.suppress',
          title: 'Suppress',
          settings: [
            {
              key: 'power.sleep_timer.suppress.schedule',
              label: 'Schedule',
              description:
                'Periods during which the device has to stay ON, one per entry: a cron expression in UTC, `|`, and a duration in seconds, such as `0 6 * * 1-5 | 3600`. Timers are shortened or postponed so that no sleep overlaps a period.',
              type: 'list',
              default: null,
              usedBy: {module: 'power'},
            },
            {
              key: 'power.sleep_timer.suppress.event_regex',
              provenance: veltroChoice(
                "The original's ^vehicle/engine/running with an end anchor, so a longer tag under it cannot suppress the timers.",
              ),
              label: 'Event Regex',
              description:
                'Pattern of the event tags that clear every sleep timer and keep new ones from starting, by default the engine starting. Match only events of a vehicle in use.',
              type: 'str',
              default: '^vehicle/engine/running$',
              usedBy: {module: 'event_reactor'},
            },
          ],
        },
      ],
    },
    {
      key: 'power.wake_trigger',
      title: 'Wake Trigger',
      settings: [
        {
          key: 'power.wake_trigger.voltage_change',
          label: 'Voltage Change',
          description:
            'Rise in supply voltage that wakes the device, as when the engine starts and the alternator begins to charge. A larger step can leave the device asleep after an engine start.',
          type: 'str',
          default: '+0.50',
          unit: 'V',
          usedBy: {module: 'spm_manager'},
        },
        {
          key: 'power.wake_trigger.voltage_level',
          label: 'Voltage Level',
          description:
            'Supply voltage above which the device wakes, as with a charging alternator. Empty means the SPM default of 13.2 V; on a 24 V vehicle set `26.4`.',
          type: 'str',
          default: null,
          unit: 'V',
          usedBy: {module: 'spm_manager'},
        },
        {
          key: 'power.wake_trigger.voltage_change_duration',
          provenance: fromFactSource('src/salt/base/state/power/spm/config.sls:20'),
          label: 'Voltage Change Duration',
          description: 'Time within which the voltage change must happen to count as an engine start.',
          type: 'int',
          default: 1000,
          unit: 'ms',
          usedBy: {module: 'spm_manager'},
        },
        {
          key: 'power.wake_trigger.voltage_level_duration',
          provenance: fromFactSource('src/salt/base/state/power/spm/config.sls:30'),
          label: 'Voltage Level Duration',
          description: 'How long the supply must stay above the wake level before the device wakes.',
          type: 'int',
          default: 3,
          unit: 's',
          usedBy: {module: 'spm_manager'},
        },
      ],
    },
  ],
};
