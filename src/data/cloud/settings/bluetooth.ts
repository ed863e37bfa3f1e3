/** Advanced settings › Bluetooth: the built-in radio and the BLE chip on an expansion board. */
import {generalGroupTitle} from '../facts/advanced-settings';
import {fromOriginal, fromFactSource, type SettingsCategory} from './types';

export const bluetooth: SettingsCategory = {
  key: 'bluetooth',
  title: 'Bluetooth',
  route: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-bluetooth/',
  provenance: fromOriginal('bluetooth'),
  groups: [
    {
      key: 'bluetooth',
      title: generalGroupTitle,
      settings: [
        {
          key: 'bluetooth.mode',
          provenance: fromFactSource('src/salt/base/state/raspi/boot/init.sls:229'),
          label: 'Mode',
          description:
            'How the Bluetooth radio built into the main processor is set up at boot. `disable` turns it off; `enable` turns it on for [Bluetooth scans](/core/commands/core-commands-bluetooth/); `miniuart` turns it on over the processor’s mini UART, which leaves the full UART free for the header pins. The device applies a change only when it reboots.',
          type: 'str',
          default: 'disable',
          values: ['disable', 'enable', 'miniuart'],
          usedBy: {module: 'bluetooth'},
        },
      ],
    },
    {
      key: 'bluetooth.expansion.le',
      title: 'Expansion LE',
      settings: [
        {
          key: 'bluetooth.expansion.le.mac_address',
          label: 'MAC Address',
          description:
            'Bluetooth address of the BLE chip. Core reads it from the chip when it sets the chip up and reports it to the Cloud, so you normally leave it as it is.',
          type: 'str',
          default: null,
          usedBy: {module: 'ble_manager'},
        },
        {
          key: 'bluetooth.expansion.le.device',
          label: 'Device',
          description:
            'The BLE chip that an expansion board on the main board provides. Empty means no such board, and the [BLE manager](/core/services/core-services-ble-manager/) has no chip to run.',
          type: 'str',
          default: null,
          usedBy: {module: 'ble_manager'},
        },
      ],
      groups: [
        {
          key: 'bluetooth.expansion.le.firmware',
          title: 'Firmware',
          settings: [
            {
              key: 'bluetooth.expansion.le.firmware.version',
              provenance: fromFactSource('src/salt/base/state/ble/install.sls:2'),
              label: 'Version',
              description:
                'Firmware release for the BLE chip. Core keeps the image of this release on the device for flashing; change it only when Veltro tells you to move to another release.',
              type: 'str',
              default: '3.2.1',
              usedBy: {module: 'ble'},
            },
          ],
        },
        {
          key: 'bluetooth.expansion.le.gatt_terminal',
          title: 'GATT Terminal',
          settings: [
            {
              key: 'bluetooth.expansion.le.gatt_terminal.allow_command_regex',
              label: 'Allow Command Regex',
              description:
                'Regular expression of the command names a connected phone may run over the GATT terminal. Empty allows none. Every command it matches can be run by anyone who holds a valid session token, so allow only what the app needs.',
              type: 'str',
              default: null,
              usedBy: {module: 'ble_manager', key: 'gatt_terminal.cmd_allow_regex'},
            },
          ],
        },
      ],
    },
  ],
};
