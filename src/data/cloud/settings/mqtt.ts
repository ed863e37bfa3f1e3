/**
 * Advanced settings › MQTT: the broker on the device and the `mqtt` returner that publishes results to a broker.
 * The returner is no Core service or command module, so its settings carry no `usedBy`; the broker's belong to the
 * `mosquitto` module, the Core module of the broker.
 */
import {mqttBrokerInstallValues} from '../facts/advanced-settings';
import {fromOriginal, veltroChoice, type SettingsCategory} from './types';

const broker = 'mosquitto';

export const mqtt: SettingsCategory = {
  key: 'mqtt',
  title: 'MQTT',
  route: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-mqtt/',
  provenance: fromOriginal('mqtt'),
  groups: [
    {
      key: 'mqtt.broker',
      title: 'Broker',
      settings: [
        {
          key: 'mqtt.broker.install',
          provenance: veltroChoice(
            "The original ships none. Core's top state applies the Mosquitto formula on every device (src/salt/base/state/top.sls:21), and Veltro keeps the broker running so that the returner's default host, localhost, answers and programs on the device can publish to port 1883 (the MQTT page relies on it); the bridge mode of the developer guide on MQTT runs on this broker too.",
          ),
          label: 'Install',
          description:
            'The broker that runs on the device. `mosquitto` runs the Mosquitto broker that the [mosquitto commands](/core/commands/core-commands-mosquitto/) watch; `none` runs no broker on the device, and the returner then needs a remote host.',
          type: 'str',
          default: 'mosquitto',
          values: mqttBrokerInstallValues,
          usedBy: {module: broker},
        },
        {
          // Original docs configuring_MQTT.md (Broker › Custom › Configuration, written to conf.d/custom.conf); the
          // fact source's mosquitto-formula is a submodule the mirror lacks. Shown flat under Broker: Veltro's choice.
          key: 'mqtt.broker.custom_configuration',
          label: 'Custom Configuration',
          description:
            'Extra lines of Mosquitto configuration for the broker on the device, one line per entry, which the next sync writes to `/etc/mosquitto/conf.d/custom.conf`. Use it for a bridge that forwards messages to your own broker and holds them while the device is offline; the [MQTT guide](/developer_guides/configuring-mqtt/) shows one.',
          type: 'list',
          default: [],
          provenance: veltroChoice(
            'Empty: nothing is added to the broker until the reader asks. The field comes from the original MQTT guide (configuring_MQTT.md:134), which gives no default; the settings tables of the original docs do not list it.',
          ),
          usedBy: {module: broker},
        },
      ],
      groups: [
        {
          key: 'mqtt.broker.bind',
          title: 'Bind',
          settings: [
            {
              key: 'mqtt.broker.bind.address',
              label: 'Address',
              description:
                'Network address the broker listens on. `0.0.0.0` means every interface of the device, `localhost` included; `127.0.0.1` limits the broker to programs on the device itself.',
              type: 'str',
              default: '0.0.0.0',
              usedBy: {module: broker},
            },
            {
              key: 'mqtt.broker.bind.port',
              label: 'Port',
              description: 'Port the broker listens on. Change the returner port with it.',
              type: 'int',
              default: 1883,
              range: {min: 1, max: 65535},
              usedBy: {module: broker},
            },
          ],
        },
      ],
    },
    {
      key: 'mqtt.returner',
      title: 'Returner',
      settings: [
        {
          key: 'mqtt.returner.enabled',
          label: 'Enabled',
          description:
            'Adds the `mqtt` returner as a hook to every service, so that workers can publish their results to the broker below.',
          type: 'bool',
          default: false,
        },
      ],
      groups: [
        {
          key: 'mqtt.returner.connection',
          title: 'Connection',
          settings: [
            {
              key: 'mqtt.returner.connection.protocol',
              label: 'Protocol',
              description: 'MQTT version spoken to the broker. Use `MQTTv31` only for brokers that reject 3.1.1.',
              type: 'str',
              default: 'MQTTv311',
              values: ['MQTTv311', 'MQTTv31'],
            },
            {
              key: 'mqtt.returner.connection.tls',
              label: 'TLS',
              description:
                'Encrypts the connection with the settings of the TLS group. Switch it on for every broker outside the device, and set the port to the broker’s TLS port, usually 8883.',
              type: 'bool',
              default: false,
            },
            {
              key: 'mqtt.returner.connection.client_id',
              provenance: veltroChoice(
                'Left empty so the returner picks its own ID; the original table shows a per-device placeholder.',
              ),
              label: 'Client ID',
              description:
                'Name the device uses when it connects. Empty lets the MQTT library make one up at each connection; set a fixed, unique ID when the broker grants rights per client.',
              type: 'str',
              default: null,
            },
            {
              key: 'mqtt.returner.connection.port',
              label: 'Port',
              description: 'TCP port of the broker: 1883 for plain MQTT; brokers that use TLS normally listen on 8883.',
              type: 'int',
              default: 1883,
              range: {min: 1, max: 65535},
            },
            {
              key: 'mqtt.returner.connection.host',
              label: 'Host',
              description:
                'Where the broker runs, as a DNS name or an IP address. `localhost` is the broker on the device.',
              type: 'str',
              default: 'localhost',
            },
          ],
        },
        {
          key: 'mqtt.returner.connection.authentication',
          title: 'Authentication',
          settings: [
            {
              key: 'mqtt.returner.connection.authentication.password',
              label: 'Password',
              description: 'Password for the broker. It is sent only together with a user name.',
              type: 'str',
              default: null,
            },
            {
              key: 'mqtt.returner.connection.authentication.username',
              label: 'Username',
              description: 'User name for the broker. Empty connects without credentials.',
              type: 'str',
              default: null,
            },
          ],
        },
        {
          key: 'mqtt.returner.connection.tls',
          title: 'TLS',
          settings: [
            {
              key: 'mqtt.returner.connection.tls.ca_certs',
              label: 'CA Certs',
              description:
                'Path on the device of the certificate authority file the broker’s certificate is checked against.',
              type: 'str',
              default: null,
            },
            {
              key: 'mqtt.returner.connection.tls.cert_reqs',
              label: 'Cert Reqs',
              description:
                'Whether the broker must present a valid certificate. `CERT_NONE` skips the check and lets anyone pose as the broker; keep `CERT_REQUIRED`.',
              type: 'str',
              default: 'CERT_REQUIRED',
              values: ['CERT_REQUIRED', 'CERT_OPTIONAL', 'CERT_NONE'],
            },
            {
              key: 'mqtt.returner.connection.tls.version',
              label: 'Version',
              description:
                'TLS protocol version, as the name of a Python `ssl` constant such as `PROTOCOL_TLSv1_2`. Empty uses the library’s choice.',
              type: 'str',
              default: null,
            },
            {
              key: 'mqtt.returner.connection.tls.cert_file',
              label: 'Cert File',
              description:
                'Path on the device of the client certificate (PEM), for brokers that authenticate clients by certificate.',
              type: 'str',
              default: null,
            },
            {
              key: 'mqtt.returner.connection.tls.key_file',
              label: 'Key File',
              description: 'Path on the device of the private key (PEM) that belongs to the client certificate.',
              type: 'str',
              default: null,
            },
            {
              key: 'mqtt.returner.connection.tls.ciphers',
              label: 'Ciphers',
              description:
                'Cipher suites the connection may use, in OpenSSL notation. Empty allows the library’s defaults.',
              type: 'str',
              default: null,
            },
          ],
        },
      ],
    },
  ],
};
