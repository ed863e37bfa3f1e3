/** Advanced settings › Charging Session: how Veltro Cloud opens and closes charging sessions from events. */
import {generalGroupTitle} from '../facts/advanced-settings';
import {fromOriginal, veltroChoice, type SettingsCategory} from './types';

/** Worked out by Veltro Cloud from uploaded events: no Core service reads these settings. */

export const chargingSession: SettingsCategory = {
  key: 'charging_session',
  title: 'Charging Session',
  route: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-charging-session/',
  provenance: fromOriginal('charging_session'),
  groups: [
    {
      key: 'charging_session',
      title: generalGroupTitle,
      settings: [
        {
          key: 'charging_session.reopen_limit',
          label: 'Reopen Limit',
          description:
            'How long after a session ended a new start event continues that session instead of opening another. It joins a charge that pauses briefly, for example when the charger restarts, into one session.',
          type: 'int',
          default: 600,
          unit: 's',
          range: {min: 0},
        },
      ],
    },
    {
      key: 'charging_session.event',
      title: 'Event',
      settings: [
        {
          key: 'charging_session.event.start_tags',
          provenance: veltroChoice(
            "The original's default tags (vehicle/engine/charging) are no events Veltro Core fires; the field stays empty until the page's EV example names real ones.",
          ),
          label: 'Start Tags',
          description:
            'Event tags that open a charging session, or continue the last one within the reopen limit. Empty records no sessions. Pick tags that appear under Device Management › Events for this vehicle.',
          type: 'list',
          default: null,
        },
        {
          key: 'charging_session.event.end_tags',
          provenance: veltroChoice(
            "The original's default tags (vehicle/engine/not_charging) are no events Veltro Core fires; the field stays empty until the page's EV example names real ones.",
          ),
          label: 'End Tags',
          description: 'Event tags that close the open charging session.',
          type: 'list',
          default: null,
        },
      ],
    },
  ],
};
