/**
 * Advanced settings › Cloud Storage: how data leaves the device, either through the on-device cache and HTTPS
 * uploads of the Cloud manager, or through JSON Lines files and the shipper that sends them on. The JSONL groups
 * configure returners and a shipper, not a Core service or command module, so their settings carry no `usedBy`.
 */
import {generalGroupTitle, storageCompressionValues, storageEndpointUrl} from '../facts/advanced-settings';
import {fromOriginal, fromFactSource, veltroChoice, type SettingsCategory} from './types';

const cloud = 'cloud_manager';

export const cloudStorage: SettingsCategory = {
  key: 'cloud_storage',
  title: 'Cloud Storage',
  route: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-cloud-storage/',
  provenance: fromOriginal('cloud_storage'),
  groups: [
    {
      key: 'cloud_storage',
      title: generalGroupTitle,
      settings: [
        {
          key: 'cloud_storage.default_returner',
          label: 'Default Returner',
          description:
            'The returner that results bound for Veltro Cloud use when a worker names none. `cloud` queues them in the on-device cache that is uploaded over HTTPS; `cloud_jsonl` writes them to JSON Lines files instead. Keep `cloud` unless Veltro support tells you otherwise.',
          type: 'str',
          default: 'cloud',
        },
      ],
    },
    {
      key: 'cloud_storage.https',
      title: 'HTTPS',
      settings: [],
      groups: [
        {
          key: 'cloud_storage.https.cache',
          title: 'Cache',
          settings: [
            {
              key: 'cloud_storage.https.cache.max_batch_size',
              provenance: fromFactSource('src/salt/dev/pillar/dongle.sls:minion:cloud_cache:max_batch_size'),
              label: 'Max Batch Size',
              description:
                'Most results sent in one upload request. Smaller batches succeed more often on a weak connection; larger ones empty a full cache in fewer requests.',
              type: 'int',
              default: 500,
              unit: 'results',
              range: {min: 1},
              usedBy: {module: cloud, key: 'cloud_cache.max_batch_size'},
            },
            {
              key: 'cloud_storage.https.cache.max_retry',
              provenance: fromFactSource('src/salt/base/ext/_utils/cloud_cache.py:340'),
              label: 'Max Retry',
              description:
                'Upload attempts for a failed batch before it moves to the fail queue. `0` switches the retry and fail queues off: the device then keeps trying the same batch and sends nothing newer until it succeeds.',
              type: 'int',
              default: 10,
              unit: 'attempts',
              range: {min: 0},
              usedBy: {module: cloud, key: 'cloud_cache.max_retry'},
            },
            {
              key: 'cloud_storage.https.cache.fail_ttl',
              provenance: fromFactSource('src/salt/dev/pillar/dongle.sls:minion:cloud_cache:fail_ttl'),
              label: 'Fail TTL',
              description:
                'How long a fail queue stays on the device before it is deleted with its data, in seconds: 604800 = 7 days, the default. Give seconds, not days: 30 here means 30 seconds. The device tries each fail queue once more after every restart of Core.',
              type: 'int',
              default: 604800,
              unit: 's',
              range: {min: 0},
              usedBy: {module: cloud, key: 'cloud_cache.fail_ttl'},
            },
          ],
        },
        {
          key: 'cloud_storage.https.compression',
          title: 'Compression',
          settings: [
            {
              key: 'cloud_storage.https.compression.level',
              label: 'Level',
              description:
                'How hard the compressor works: `1` is fastest with the least saving, `9` slowest with the most, `0` stores without compressing. Only used when an algorithm is set.',
              type: 'int',
              default: 9,
              range: {min: 0, max: 9},
              usedBy: {module: cloud},
            },
            {
              key: 'cloud_storage.https.compression.algorithm',
              label: 'Algorithm',
              description:
                'Compresses each batch before upload. Empty sends batches uncompressed; `gzip` cuts mobile data use at the cost of processor time.',
              type: 'str',
              default: null,
              values: storageCompressionValues,
              usedBy: {module: cloud},
            },
          ],
        },
        {
          key: 'cloud_storage.https.endpoint',
          title: 'Endpoint',
          settings: [
            {
              key: 'cloud_storage.https.endpoint.url',
              provenance: veltroChoice(
                "Veltro's own endpoint, in place of the original product's api.autopi.io address.",
              ),
              label: 'URL',
              description:
                'Address the batches are posted to. A wrong address stops every upload, and data piles up in the cache until it is corrected.',
              type: 'str',
              default: storageEndpointUrl,
              usedBy: {module: cloud, key: 'endpoint.url'},
            },
            {
              key: 'cloud_storage.https.endpoint.auth_token',
              provenance: veltroChoice(
                'A per-device secret the Cloud fills in; the original table shows only a placeholder.',
              ),
              label: 'Auth Token',
              description:
                'Token the device sends with every upload to prove who it is. Veltro Cloud fills it in for each device; never copy it to another device.',
              type: 'str',
              default: null,
              usedBy: {module: cloud},
            },
          ],
        },
        {
          key: 'cloud_storage.https.upload',
          title: 'Upload',
          settings: [
            {
              key: 'cloud_storage.https.upload.splay',
              label: 'Splay',
              description:
                'Longest random pause before an upload, so that a fleet coming back into coverage does not upload all at once. After errors the pause grows.',
              type: 'int',
              default: 10,
              unit: 's',
              range: {min: 0},
              usedBy: {module: cloud, key: 'cloud_cache.upload_splay'},
            },
            {
              key: 'cloud_storage.https.upload.interval',
              label: 'Interval',
              description:
                'Time between two regular uploads of the cache. A shorter interval makes data appear sooner in the Cloud and costs more connection overhead.',
              type: 'float',
              default: 60,
              unit: 's',
              range: {min: 1},
              usedBy: {module: cloud},
            },
            {
              key: 'cloud_storage.https.upload.timeout',
              provenance: fromFactSource('src/salt/base/ext/_utils/cloud_cache.py:228'),
              label: 'Timeout',
              description:
                'How long one upload request waits for the server. Raise it on very slow connections if uploads time out although the network works.',
              type: 'int',
              default: 10,
              unit: 's',
              range: {min: 1},
              usedBy: {module: cloud, key: 'endpoint.timeout'},
            },
            {
              key: 'cloud_storage.https.upload.event_regex',
              label: 'Event Regex',
              description:
                'Events that start an upload at once, on top of the regular interval. The default empties the cache before the device sleeps, hibernates or reboots.',
              type: 'str',
              default: '^system/power/(sleep|hibernate|reboot)',
              usedBy: {module: 'event_reactor'},
            },
          ],
        },
      ],
    },
    {
      key: 'cloud_storage.jsonl_returner',
      title: 'JSONL Returner',
      settings: [
        {
          key: 'cloud_storage.jsonl_returner.filename_format',
          provenance: fromFactSource('src/salt/base/ext/_returners/cloud_jsonl_returner.py:54'),
          label: 'Filename Format',
          description:
            'Name pattern of new files: `{now:…}` is replaced by the UTC time, `{pid}` by the process ID, `{uid}` by the device ID.',
          type: 'str',
          default: '{now:%y%m%d%H%M%S}_{pid}.jsonl',
        },
        {
          key: 'cloud_storage.jsonl_returner.directory',
          provenance: veltroChoice(
            "Veltro's rebrand of the fact source's /opt/autopi/data (_returners/cloud_jsonl_returner.py:55).",
          ),
          label: 'Directory',
          description: 'Folder the files are written to; it is created when missing.',
          type: 'str',
          default: '/opt/veltro/data',
        },
        {
          key: 'cloud_storage.jsonl_returner.file_mode',
          provenance: fromFactSource('src/salt/base/ext/_returners/cloud_jsonl_returner.py:56'),
          label: 'File Mode',
          description: 'How a file is opened: `a` appends to it. Leave it at `a`.',
          type: 'str',
          default: 'a',
        },
      ],
      groups: [
        {
          key: 'cloud_storage.jsonl_returner.async_file_writer',
          title: 'Async File Writer',
          settings: [
            {
              key: 'cloud_storage.jsonl_returner.async_file_writer.flush_timeout',
              provenance: fromFactSource('src/salt/base/ext/_returners/cloud_jsonl_returner.py:59'),
              label: 'Flush Timeout',
              description: 'Longest time lines wait in memory before they are written to the file.',
              type: 'int',
              default: 1,
              unit: 's',
            },
            {
              key: 'cloud_storage.jsonl_returner.async_file_writer.flush_threshold',
              provenance: fromFactSource('src/salt/base/ext/_returners/cloud_jsonl_returner.py:58'),
              label: 'Flush Threshold',
              description: 'Amount of buffered data that is written to the file at once (0.5 MB).',
              type: 'int',
              default: 524288,
              unit: 'B',
            },
            {
              key: 'cloud_storage.jsonl_returner.async_file_writer.buffer_high_watermark',
              provenance: fromFactSource('src/salt/base/ext/_returners/cloud_jsonl_returner.py:61'),
              label: 'Buffer High Watermark',
              description:
                'Buffer level that is logged as a warning, a sign that the storage cannot keep up. `0` turns the warning off.',
              type: 'int',
              default: 0,
              unit: 'B',
            },
            {
              key: 'cloud_storage.jsonl_returner.async_file_writer.buffer_size',
              provenance: fromFactSource('src/salt/base/ext/_returners/cloud_jsonl_returner.py:60'),
              label: 'Buffer Size',
              description: 'Largest amount of data held in memory before writing (10 MB).',
              type: 'int',
              default: 10485760,
              unit: 'B',
            },
          ],
        },
        {
          key: 'cloud_storage.jsonl_returner.file_rotation',
          title: 'File Rotation',
          settings: [
            {
              key: 'cloud_storage.jsonl_returner.file_rotation.size_threshold',
              provenance: fromFactSource('src/salt/base/ext/_returners/cloud_jsonl_returner.py:62'),
              label: 'Size Threshold',
              description:
                'File size that closes the file and starts a new one (100 MB). A closed file is ready to be shipped and removed.',
              type: 'int',
              default: 104857600,
              unit: 'B',
            },
            {
              key: 'cloud_storage.jsonl_returner.file_rotation.interval',
              provenance: fromFactSource('src/salt/base/ext/_returners/cloud_jsonl_returner.py:64'),
              label: 'Interval',
              description: 'Time after which a new file is started regardless of size. `0` turns it off.',
              type: 'int',
              default: 0,
              unit: 's',
            },
            {
              key: 'cloud_storage.jsonl_returner.file_rotation.cron_expression',
              provenance: fromFactSource('src/salt/base/ext/_returners/cloud_jsonl_returner.py:63'),
              label: 'Cron Expression',
              description: 'Schedule, in UTC, for starting a new file. The default starts one every midnight.',
              type: 'str',
              default: '0 0 * * *',
            },
          ],
        },
      ],
    },
    {
      key: 'cloud_storage.jsonl_shipper',
      title: 'JSONL Shipper',
      settings: [
        {
          key: 'cloud_storage.jsonl_shipper.enabled',
          label: 'Enabled',
          description:
            'Runs the shipper, which reads finished JSON Lines files and sends their records to the Kafka brokers below. Without it, files written by the JSONL returner stay on the device.',
          type: 'bool',
          default: false,
        },
      ],
      groups: [
        {
          key: 'cloud_storage.jsonl_shipper.cleanup',
          title: 'Cleanup',
          settings: [
            {
              key: 'cloud_storage.jsonl_shipper.cleanup.older_than',
              label: 'Older Than',
              description: 'Age a file must reach, after every record in it was shipped, before it is deleted.',
              type: 'int',
              default: 3600,
              unit: 's',
            },
            {
              key: 'cloud_storage.jsonl_shipper.cleanup.interval',
              label: 'Interval',
              description: 'Time between two runs of the cleanup.',
              type: 'int',
              default: 3600,
              unit: 's',
            },
          ],
        },
        {
          key: 'cloud_storage.jsonl_shipper.input',
          title: 'Input',
          settings: [
            {
              key: 'cloud_storage.jsonl_shipper.input.paths',
              provenance: veltroChoice(
                "Veltro's rebrand of the original's /opt/autopi/data/*.jsonl, the returner's directory.",
              ),
              label: 'Paths',
              description:
                'File patterns the shipper reads. Keep them in line with the JSONL returner directory, or its files are never sent.',
              type: 'list',
              default: ['/opt/veltro/data/*.jsonl'],
            },
          ],
        },
        {
          key: 'cloud_storage.jsonl_shipper.output',
          title: 'Output',
          settings: [
            {
              key: 'cloud_storage.jsonl_shipper.output.username',
              provenance: veltroChoice('A per-account secret; the original table shows only a placeholder.'),
              label: 'Username',
              description: 'User name for the Kafka cluster. Veltro Cloud fills it in for each device.',
              type: 'str',
              default: null,
            },
            {
              key: 'cloud_storage.jsonl_shipper.output.hosts',
              label: 'Hosts',
              description:
                'Kafka brokers, as `host:port`, that the shipper asks first for the list of brokers it then publishes to.',
              type: 'list',
              default: ['localhost:9093'],
            },
            {
              key: 'cloud_storage.jsonl_shipper.output.password',
              provenance: veltroChoice('A per-account secret; the original table shows only a placeholder.'),
              label: 'Password',
              description: 'Password for the Kafka cluster. Veltro Cloud fills it in for each device.',
              type: 'str',
              default: null,
            },
          ],
        },
      ],
    },
  ],
};
