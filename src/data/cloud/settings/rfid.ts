/**
 * Advanced settings › RFID: switches the RFID manager on and holds the list of authorised tags with their validity.
 * The Cloud shows both fields without a heading; the page groups them under `generalGroupTitle`.
 */
import {generalGroupTitle} from '../facts/advanced-settings';
import {fromOriginal, type SettingsCategory} from './types';

export const rfid: SettingsCategory = {
  key: 'rfid',
  title: 'RFID',
  route: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-rfid/',
  provenance: fromOriginal('rfid'),
  groups: [
    {
      key: 'rfid',
      title: generalGroupTitle,
      settings: [
        {
          key: 'rfid.enabled',
          label: 'Enabled',
          description:
            'Starts the RFID manager, which reads tags from a USB reader connected to the device and checks them against the authorised tokens. Turn it on only with a reader fitted.',
          type: 'bool',
          default: false,
          usedBy: {module: 'rfid_manager'},
        },
        {
          key: 'rfid.authorized_tokens',
          label: 'Authorized Tokens',
          description:
            'The tags that may authenticate, one entry each, written `<valid from>,<valid for>,<tag ID>`: the start as local time `YYYY-MM-DDTHH:MM:SS`, the validity in seconds, and the 10-character tag ID, for example `2024-05-01T00:00:00,2592000,0004417389`. Empty rejects every tag.',
          type: 'list',
          default: null,
          usedBy: {module: 'rfid_manager'},
        },
      ],
    },
  ],
};
