/**
 * Advanced settings › Audio: spoken announcements of important events. The list of spoken events on the Audio page
 * is Veltro's choice: autopi-core's `_engines/audio_manager.py` only plays or speaks what it is given (its `play`,
 * `queue` and `espeak` hooks), its dev pillar leaves the audio engine commented out, and the original docs list no
 * events.
 */
import {generalGroupTitle} from '../facts/advanced-settings';
import {fromOriginal, type SettingsCategory} from './types';

export const audio: SettingsCategory = {
  key: 'audio',
  title: 'Audio',
  route: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-audio/',
  provenance: fromOriginal('audio'),
  groups: [
    {
      key: 'audio',
      title: generalGroupTitle,
      settings: [
        {
          key: 'audio.speak_alerts',
          label: 'Speak Alerts',
          description:
            'Plays a short spoken message on the speaker the moment certain system and battery events happen, such as going to sleep, a release update or a critically low battery. Switch it off for vehicles where the voice would disturb the driver or passengers.',
          type: 'bool',
          default: true,
          usedBy: {module: 'audio_manager'},
        },
      ],
    },
  ],
};
