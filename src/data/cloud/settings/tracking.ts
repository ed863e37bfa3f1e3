/**
 * Advanced settings › Tracking: the fix rate of the GNSS receiver and the position logger that sends positions to
 * Veltro Cloud. On units with a Quectel EC2x modem the tracking manager reads them; on units with a Telit LE910Cx,
 * the GNSS manager does the same work.
 */
import {fromOriginal, type SettingsCategory} from './types';

export const tracking: SettingsCategory = {
  key: 'tracking',
  title: 'Tracking',
  route: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-tracking/',
  provenance: fromOriginal('tracking'),
  groups: [
    {
      key: 'tracking.gnss',
      title: 'GNSS',
      settings: [
        {
          key: 'tracking.gnss.fix_frequency',
          label: 'Fix Frequency',
          description:
            'Positions the receiver computes per second: `1`, `2`, `5` or `10`. A faster receiver does not send more positions on its own; the logger interval decides that.',
          type: 'int',
          default: 1,
          unit: 'Hz',
          usedBy: {module: 'ec2x'},
        },
      ],
    },
    {
      key: 'tracking.logger',
      title: 'Logger',
      settings: [
        {
          key: 'tracking.logger.filter_duplicates',
          label: 'Filter Duplicates',
          description:
            'Sends a position only when it adds something: a parked vehicle whose coordinates do not change sends none, a moving one sends a position when speed or course change. Off sends every reading.',
          type: 'bool',
          default: true,
          usedBy: {module: 'tracking_manager'},
        },
        {
          key: 'tracking.logger.returners',
          label: 'Returners',
          description:
            'Where positions go. `cloud` queues them for upload to Veltro Cloud; add another returner, such as `mqtt`, to send them to your own system as well.',
          type: 'list',
          default: ['cloud'],
          usedBy: {module: 'tracking_manager'},
        },
        {
          key: 'tracking.logger.interval',
          label: 'Interval',
          description:
            'Seconds between two position readings while the device is ON. A shorter interval draws smoother trips and reacts faster at geofences, at the cost of more mobile data. `0` stops position logging.',
          type: 'float',
          default: 5,
          unit: 's',
          usedBy: {module: 'tracking_manager', key: 'workers[poll_logger].interval'},
        },
      ],
    },
  ],
};
