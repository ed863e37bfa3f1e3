/** Advanced settings › Accelerometer: the motion sensor, its logger, motion events and motion wake-up. */
import {generalGroupTitle} from '../facts/advanced-settings';
import {fromOriginal, fromFactSource, type SettingsCategory} from './types';

const acc = 'acc_manager';

export const accelerometer: SettingsCategory = {
  key: 'accelerometer',
  title: 'Accelerometer',
  route: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-accelerometer/',
  provenance: fromOriginal('accelerometer'),
  groups: [
    {
      key: 'accelerometer',
      title: generalGroupTitle,
      settings: [
        {
          key: 'accelerometer.sampling_rate',
          label: 'Sampling Rate',
          description:
            'Samples per second the sensor delivers to the ACC manager. Motion events and the logger work from these samples, so a higher rate catches shorter knocks but costs processor time on every sample; 12.5 Hz is enough for shaking and jolting.',
          type: 'float',
          default: 12.5,
          unit: 'Hz',
          usedBy: {module: acc, key: 'lsm6dsl_conn.rate'},
        },
        {
          key: 'accelerometer.range',
          label: 'Range',
          description:
            'Largest acceleration the sensor can report: 2, 4 or 8 g. A smaller range gives finer steps; raise it only if readings clip during impacts.',
          type: 'int',
          default: 8,
          unit: 'g',
          range: {min: 2, max: 8},
          usedBy: {module: acc, key: 'lsm6dsl_conn.range'},
        },
      ],
    },
    {
      key: 'accelerometer.gyroscope',
      title: 'Gyroscope',
      settings: [
        {
          key: 'accelerometer.gyroscope.sampling_rate',
          label: 'Sampling Rate',
          description:
            'Samples per second of the gyroscope on boards with a combined sensor. `0` keeps the gyroscope switched off, which saves power; set a rate only when a logger records rotation.',
          type: 'float',
          default: 0,
          unit: 'Hz',
          range: {min: 0},
          usedBy: {module: acc, key: 'lsm6dsl_conn.gyro_output_data_rate'},
        },
        {
          key: 'accelerometer.gyroscope.range',
          label: 'Range',
          description:
            'Fastest rotation the gyroscope can report: 250, 500, 1000 or 2000 degrees per second. Vehicle turns stay well inside the default.',
          type: 'int',
          default: 250,
          unit: '°/s',
          range: {min: 250, max: 2000},
          usedBy: {module: acc, key: 'lsm6dsl_conn.gyro_full_scale'},
        },
      ],
    },
    {
      key: 'accelerometer.logger',
      title: 'Logger',
      settings: [
        {
          key: 'accelerometer.logger.returners',
          label: 'Returners',
          description:
            'Where logged X, Y and Z readings go, for example `cloud`. Empty logs nothing: motion events still fire, only the raw readings stay on the device. See [Returners](/core/returners/).',
          type: 'list',
          default: null,
          usedBy: {module: acc},
        },
        {
          key: 'accelerometer.logger.filter_duplicates',
          label: 'Filter Duplicates',
          description:
            'Passes a reading on only when it differs from the one before, so a parked vehicle sends almost nothing. Switch it off only when you need an unbroken series.',
          type: 'bool',
          default: true,
          usedBy: {module: acc},
        },
        {
          key: 'accelerometer.logger.decimals',
          label: 'Decimals',
          description:
            'Digits kept after the decimal point of each logged value. Every extra digit makes more readings differ, which defeats the duplicate filter and multiplies the data sent.',
          type: 'int',
          default: 2,
          range: {min: 0},
          usedBy: {module: acc},
        },
      ],
    },
    {
      key: 'accelerometer.motion_events',
      title: 'Motion Events',
      settings: [
        {
          key: 'accelerometer.motion_events.enable',
          label: 'Enable',
          description:
            'Turns the samples into `vehicle/motion/steady`, `vehicle/motion/shaking` and `vehicle/motion/jolting` events. Switch it off if nothing in your setup reacts to motion.',
          type: 'bool',
          default: true,
          usedBy: {module: acc},
        },
        {
          key: 'accelerometer.motion_events.shake_percentage',
          provenance: fromFactSource('src/salt/base/ext/_engines/acc_manager.py:236'),
          label: 'Shake Percentage',
          description:
            'Share of the sample-to-sample changes in the shake window that must pass the shake threshold before the state becomes shaking. Raise it if a parked vehicle reports shaking in wind or traffic.',
          type: 'float',
          default: 90,
          unit: '%',
          range: {min: 0, max: 100},
          usedBy: {module: acc, key: 'motion_event_trigger.shake_percentage'},
        },
        {
          key: 'accelerometer.motion_events.shake_g_threshold',
          provenance: fromFactSource('src/salt/base/ext/_engines/acc_manager.py:236'),
          label: 'Shake G Threshold',
          description: 'Change between two samples that counts as movement. `0` turns shake detection off.',
          type: 'float',
          default: 0.01,
          unit: 'g',
          range: {min: 0},
          usedBy: {module: acc, key: 'motion_event_trigger.shake_g_threshold'},
        },
        {
          key: 'accelerometer.motion_events.jolt_duration',
          provenance: fromFactSource('src/salt/base/ext/_engines/acc_manager.py:236'),
          label: 'Jolt Duration',
          description:
            'Length of the window in which the spread between the lowest and highest reading is measured for jolts.',
          type: 'float',
          default: 1,
          unit: 's',
          usedBy: {module: acc, key: 'motion_event_trigger.jolt_duration'},
        },
        {
          key: 'accelerometer.motion_events.debounce_delay',
          provenance: fromFactSource('src/salt/base/ext/_engines/acc_manager.py:236'),
          label: 'Debounce Delay',
          description:
            'Shortest time between two motion events. A longer delay stops a bumpy road from filling the event list.',
          type: 'float',
          default: 1,
          unit: 's',
          usedBy: {module: acc, key: 'motion_event_trigger.debounce_delay'},
        },
        {
          key: 'accelerometer.motion_events.jolt_g_threshold',
          provenance: fromFactSource('src/salt/base/ext/_engines/acc_manager.py:236'),
          label: 'Jolt G Threshold',
          description:
            'Spread within the jolt window that counts as a jolt, such as hard braking or a pothole. `0` turns jolt detection off.',
          type: 'float',
          default: 0.3,
          unit: 'g',
          range: {min: 0},
          usedBy: {module: acc, key: 'motion_event_trigger.jolt_g_threshold'},
        },
        {
          key: 'accelerometer.motion_events.shake_duration',
          provenance: fromFactSource('src/salt/base/ext/_engines/acc_manager.py:236'),
          label: 'Shake Duration',
          description: 'Length of the window over which shaking is judged.',
          type: 'float',
          default: 3,
          unit: 's',
          usedBy: {module: acc, key: 'motion_event_trigger.shake_duration'},
        },
      ],
    },
    {
      key: 'accelerometer.wake_on_motion',
      title: 'Wake On Motion',
      settings: [
        {
          key: 'accelerometer.wake_on_motion.sensitivity',
          label: 'Sensitivity',
          description:
            'Acceleration a sleeping device must feel before the sensor wakes it, in steps of 0.063 g: the default 5 is about 0.32 g. Raise it when passing traffic wakes a parked device.',
          type: 'int',
          default: 5,
          range: {min: 0, max: 127},
          usedBy: {module: acc},
        },
        {
          key: 'accelerometer.wake_on_motion.mode',
          label: 'Mode',
          description:
            '`motion` wakes the device on any lasting change in the readings, even a slow one such as a vehicle being lifted; `transient` wakes it only on quick jolts; `disabled` leaves motion out of the wake sources. Off by default: every bump of a parked vehicle would otherwise keep the device on until a sleep timer runs out.',
          type: 'str',
          default: 'disabled',
          values: ['disabled', 'motion', 'transient'],
          usedBy: {module: acc},
        },
      ],
      groups: [
        {
          key: 'accelerometer.wake_on_motion.axes',
          title: 'Axes',
          settings: [
            {
              key: 'accelerometer.wake_on_motion.axes.z',
              label: 'Z',
              description: 'Wake on motion along the Z axis, up and down when the device lies flat.',
              type: 'bool',
              default: true,
              usedBy: {module: acc},
            },
            {
              key: 'accelerometer.wake_on_motion.axes.x',
              label: 'X',
              description: 'Wake on motion along the X axis.',
              type: 'bool',
              default: true,
              usedBy: {module: acc},
            },
            {
              key: 'accelerometer.wake_on_motion.axes.y',
              label: 'Y',
              description: 'Wake on motion along the Y axis.',
              type: 'bool',
              default: true,
              usedBy: {module: acc},
            },
          ],
        },
      ],
    },
  ],
};
