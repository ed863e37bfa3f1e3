/**
 * Advanced settings › Update Release: when a device installs a new Veltro Core release, and how often it retries a
 * failed one. `minionutil.update_release` and the start-up and shutdown steps of Core read them.
 */
import {automaticUpdateValues, generalGroupTitle} from '../facts/advanced-settings';
import {fromOriginal, fromFactSource, type SettingsCategory} from './types';

export const updateRelease: SettingsCategory = {
  key: 'update_release',
  title: 'Update Release',
  route: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-update-release/',
  provenance: fromOriginal('update_release'),
  groups: [
    {
      key: 'update_release',
      title: generalGroupTitle,
      settings: [
        {
          key: 'update_release.pause_workers',
          label: 'Pause Workers',
          description:
            'Pauses the OBD and accelerometer loggers and stops a running OBD export while the update installs, which frees memory and processor time. No data is logged until the update ends.',
          type: 'bool',
          default: false,
          usedBy: {module: 'minionutil'},
        },
        {
          key: 'update_release.demand',
          provenance: fromFactSource('src/salt/base/state/shutdown.sls:6'),
          label: 'Demand',
          description:
            'Installs the latest release at the next shutdown even when the device already runs it, for example to repair a broken installation. It still respects the attempts limit.',
          type: 'bool',
          default: false,
          usedBy: {module: 'minionutil'},
        },
        {
          key: 'update_release.automatic',
          provenance: fromFactSource('src/salt/base/state/shutdown.sls:11'),
          label: 'Automatic',
          description:
            '`false` installs a new release only when you start it; `true` installs it when the device shuts down, before it sleeps; `startup` also installs it when Core starts.',
          type: 'str',
          default: 'false',
          values: automaticUpdateValues,
          usedBy: {module: 'minionutil'},
        },
        {
          key: 'update_release.attempts_limit',
          label: 'Attempts Limit',
          description:
            'Failed attempts after which the device stops trying the same release and raises `system/release/suspended`. A new release starts the count again.',
          type: 'int',
          default: 5,
          usedBy: {module: 'minionutil'},
        },
      ],
    },
  ],
};
