/**
 * Advanced settings › OBD: timing of the OBD interface, the configuration used with DBC files, and the ELM327 proxy
 * for third-party diagnostic apps. All of it is read by the OBD manager service.
 */
import {dbcFolder} from '../../core/facts';
import {elm327ProxyLogFolder, generalGroupTitle} from '../facts/advanced-settings';
import {fromOriginal, fromFactSource, veltroChoice, type SettingsCategory} from './types';

export const obd: SettingsCategory = {
  key: 'obd',
  title: 'OBD',
  route: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-obd/',
  provenance: fromOriginal('obd'),
  groups: [
    {
      key: 'obd',
      title: generalGroupTitle,
      settings: [
        {
          key: 'obd.automatic_logger_pausing',
          provenance: veltroChoice(
            'The original settings table has no such field; off, so loggers run until a reader turns pausing on (see the logger pausing page).',
          ),
          label: 'Automatic Logger Pausing',
          description:
            'Pauses every OBD logger, and stops the device sending any frame on the bus, once the accelerometer reports `vehicle/motion/steady` or a trip ends, and resumes them at `vehicle/motion/shaking`. Needs Accelerometer › Motion Events › Enable. See [Automatic OBD Logger Pausing](/cloud/obd-ii/automatic-obd-logger-pausing/).',
          type: 'bool',
          default: false,
          usedBy: {module: 'event_reactor'},
        },
      ],
    },
    {
      key: 'obd.advanced',
      title: 'Advanced',
      settings: [
        {
          key: 'obd.advanced.print_spaces',
          label: 'Print Spaces',
          description:
            'Puts a space between the bytes of each response from the interface. Without spaces, responses are shorter and reading is a little faster; the decoded values stay the same.',
          type: 'bool',
          default: true,
          usedBy: {module: 'obd_manager', key: 'advanced.print_spaces'},
        },
        {
          key: 'obd.advanced.adaptive_timing',
          label: 'Adaptive Timing',
          description:
            'How the interface learns the gap between the response frames of a vehicle: `0` off, `1` normal, `2` aggressive. Gaps range from about 5 ms to 100 ms depending on make, model and year. `2` cuts the waits further on a vehicle that answers quickly; `0` waits the full response timeout every time.',
          type: 'int',
          default: 1,
          range: {min: 0, max: 2},
          usedBy: {module: 'obd_manager', key: 'advanced.adaptive_timing'},
        },
        {
          key: 'obd.advanced.response_timeout',
          label: 'Response Timeout',
          description:
            'Longest wait for an answer, counted in steps of 4 ms: `50` is about 200 ms. With adaptive timing on, it caps what the interface learns; raise it only for a vehicle that answers late.',
          type: 'int',
          default: 50,
          unit: '× 4 ms',
          usedBy: {module: 'obd_manager', key: 'advanced.response_timeout'},
        },
      ],
    },
    {
      key: 'obd.can_database',
      title: 'CAN Database',
      settings: [
        {
          key: 'obd.can_database.protocol_configurations',
          label: 'Protocol Configurations',
          description: `Options for loading the DBC file of a protocol, as a JSON object keyed by protocol ID. The service loads \`protocol_<id>.dbc\` from \`${dbcFolder}\` and applies the options stored under that ID. Empty loads every file with default options.`,
          type: 'json',
          default: null,
          usedBy: {module: 'obd_manager'},
        },
      ],
    },
    {
      key: 'obd.elm327_proxy',
      title: 'ELM327 Proxy',
      settings: [
        {
          key: 'obd.elm327_proxy.reset_after_use',
          provenance: fromFactSource('src/salt/base/ext/_engines/obd_manager.py:1608'),
          label: 'Reset After Use',
          description:
            'Cold-resets the OBD interface when the app disconnects, so the loggers start from a known state. Leave it on: an app can leave the interface with settings the loggers do not expect.',
          type: 'bool',
          default: true,
          usedBy: {module: 'obd_manager', key: 'elm327_proxy.reset_after_use'},
        },
        {
          key: 'obd.elm327_proxy.port',
          provenance: fromFactSource('src/salt/base/ext/_engines/obd_manager.py:1622'),
          label: 'Port',
          description:
            'TCP port the proxy listens on. Enter the same port in the app together with the address `192.168.4.1`.',
          type: 'int',
          default: 35000,
          range: {min: 1, max: 65535},
          usedBy: {module: 'obd_manager', key: 'elm327_proxy.port'},
        },
        {
          key: 'obd.elm327_proxy.pause_workers',
          provenance: fromFactSource('src/salt/base/ext/_engines/obd_manager.py:1599'),
          label: 'Pause Workers',
          description:
            'Pauses the PID loggers while an app is connected, so the app has the interface to itself, and resumes them afterwards. With it off, loggers and app share the interface and both get slower answers.',
          type: 'bool',
          default: true,
          usedBy: {module: 'obd_manager', key: 'elm327_proxy.pause_workers'},
        },
        {
          key: 'obd.elm327_proxy.enabled',
          label: 'Enabled',
          description:
            'Starts the proxy, which lets a diagnostic app on a phone or laptop on the device hotspot talk to the vehicle as if through an ELM327 adapter. Experimental: not every app works with it.',
          type: 'bool',
          default: false,
          usedBy: {module: 'obd_manager'},
        },
      ],
      groups: [
        {
          key: 'obd.elm327_proxy.logging',
          title: 'Logging',
          settings: [
            {
              key: 'obd.elm327_proxy.logging.level',
              label: 'Level',
              description:
                'Detail of the proxy log as a numeric log level: `10` debug, `20` info, `30` warnings, `40` errors only. Debug records every request and answer and costs performance; use it while you fault-find and then set it back.',
              type: 'int',
              default: 20,
              usedBy: {module: 'obd_manager', key: 'elm327_proxy.logging.level'},
            },
            {
              key: 'obd.elm327_proxy.logging.file',
              label: 'File',
              description: `File the proxy writes its log to; a name without a folder goes to \`${elm327ProxyLogFolder}\`. Empty turns the proxy's own log off.`,
              type: 'str',
              default: 'elm327_proxy.log',
              usedBy: {module: 'obd_manager', key: 'elm327_proxy.logging.file'},
            },
          ],
        },
      ],
    },
  ],
};
