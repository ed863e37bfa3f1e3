/**
 * Advanced settings of the Veltro Mini. The Mini runs its own firmware, not Veltro Core, so it has this short list
 * instead of the TMU CM4 categories, and no setting names a Core module (`usedBy`).
 */
import {fromOriginal, type SettingsCategory} from './types';

export const mini: SettingsCategory = {
  key: 'mini',
  title: 'Veltro Mini',
  route: '/cloud/device_management/advanced_settings/veltro_mini/',
  provenance: fromOriginal('autopi_mini/index'),
  // The Mini's own page: these settings exist on no other model.
  devices: ['mini'],
  groups: [
    {
      key: 'mini.obd',
      title: 'OBD Settings',
      settings: [
        {
          key: 'mini.obd.obd_feature',
          label: 'OBD Feature',
          description:
            'How the Mini talks to the vehicle. `OBD (auto)` finds the protocol itself and suits combustion vehicles; choose `Non-OBD Compliant` for an electric vehicle, which does not answer standard OBD requests.',
          type: 'str',
          default: 'OBD (auto)',
          values: ['OBD (auto)', 'Non-OBD Compliant'],
        },
      ],
    },
    {
      key: 'mini.obd_vin',
      title: 'OBD VIN Settings',
      settings: [
        {
          key: 'mini.obd_vin.vin',
          label: 'VIN',
          description:
            'The vehicle identification number, 17 digits and capital letters, for a vehicle that does not report it. Used only with VIN Source set to `Manual`.',
          type: 'str',
          default: null,
        },
        {
          key: 'mini.obd_vin.vin_source',
          label: 'VIN Source',
          description: '`Auto` reads the VIN from the vehicle; `Manual` uses the VIN typed into the field above.',
          type: 'str',
          default: 'Auto',
          values: ['Auto', 'Manual'],
        },
      ],
    },
    {
      key: 'mini.system',
      title: 'System',
      settings: [
        {
          key: 'mini.system.ignition_settings',
          label: 'Ignition Settings',
          description:
            'What tells the Mini that the ignition is on. `Power Voltage or Engine RPM` suits combustion vehicles; an electric vehicle has neither a charging alternator nor engine RPM, so use `Accelerometer` there.',
          type: 'str',
          default: 'Power Voltage or Engine RPM',
          values: ['Power Voltage or Engine RPM', 'Accelerometer'],
        },
      ],
    },
    {
      key: 'mini.tracking',
      title: 'Tracking',
      settings: [
        {
          key: 'mini.tracking.source',
          label: 'Source',
          description:
            'What counts as the vehicle being used: `Trip start/stop` takes the trip events, `obd.rpm` takes engine RPM readings. A change applies to data logged from then on, not to earlier data.',
          type: 'str',
          default: 'Trip start/stop',
          values: ['Trip start/stop', 'obd.rpm'],
        },
      ],
    },
  ],
};
