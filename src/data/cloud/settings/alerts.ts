/** Advanced settings › Alerts: which device events Veltro Cloud turns into alerts. */
import {generalGroupTitle} from '../facts/advanced-settings';
import {fromOriginal, type SettingsCategory} from './types';

export const alerts: SettingsCategory = {
  key: 'alerts',
  title: 'Alerts',
  route: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-alerts/',
  provenance: fromOriginal('alerts'),
  groups: [
    {
      key: 'alerts',
      title: generalGroupTitle,
      settings: [
        {
          key: 'alerts.event_tags',
          label: 'Event Tags',
          description:
            'Regular expressions matched against the tag of every event on the device; each event that matches one is sent to Veltro Cloud and raised there as an alert. Anchor each expression with `^` and keep it narrow: an expression that matches routine events floods the alert list.',
          type: 'list',
          default: null,
          usedBy: {module: 'event_reactor'},
        },
      ],
    },
  ],
};
