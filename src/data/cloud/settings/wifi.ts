/**
 * Advanced settings › Wi-Fi: the antenna, the Wi-Fi client that joins depot or workshop networks (`wlan0`), and the
 * device's own hotspot (`uap0`) with its DHCP and DNS service. The client side is what the `wifi` commands report on,
 * the hotspot side what the `hostapd` commands report on; the DHCP and DNS values go into system files only.
 */
import {hotspot} from '../../core/facts';
import {hotspotLocalHostName} from '../facts/advanced-settings';
import {fromOriginal, fromFactSource, veltroChoice, type SettingsCategory} from './types';

export const wifi: SettingsCategory = {
  key: 'wifi',
  title: 'Wi-Fi',
  route: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-wifi/',
  provenance: fromOriginal('wifi'),
  groups: [
    {
      key: 'wifi.antenna',
      title: 'Antenna',
      settings: [
        {
          key: 'wifi.antenna.external',
          label: 'External',
          description:
            'Uses the external antenna connector for Wi-Fi and Bluetooth instead of the antenna on the board. Turn it off when no external antenna is fitted, or range drops to a few metres.',
          type: 'bool',
          default: true,
        },
      ],
    },
    {
      key: 'wifi.client',
      title: 'Client',
      settings: [
        {
          key: 'wifi.client.enabled',
          label: 'Enabled',
          description:
            'Lets the device join Wi-Fi networks as a client, next to its cellular connection. The hotspot works either way.',
          type: 'bool',
          default: true,
          usedBy: {module: 'wifi'},
        },
        {
          key: 'wifi.client.allow_ssh',
          label: 'Allow SSH',
          description:
            'Opens SSH (port 22) to the Wi-Fi network the device has joined. Everyone on that network can then try to log in, so set a strong `pi` password first.',
          type: 'bool',
          default: false,
        },
      ],
      groups: [
        {
          key: 'wifi.client.connection',
          title: 'Connection',
          settings: [
            {
              key: 'wifi.client.connection.override',
              label: 'Override',
              description:
                'Replaces every Wi-Fi network stored on the device with the network entries below. Off, the entries are not applied at all.',
              type: 'bool',
              default: false,
              usedBy: {module: 'wifi'},
            },
            {
              key: 'wifi.client.connection.network_entries',
              provenance: veltroChoice('Empty: the original shows an example network, not a default.'),
              label: 'Network Entries',
              description:
                'The networks to join, as JSON with `ssid` and `pass` and, if needed, further options of the WPA supplicant such as `key_mgmt`. Applied only with override on.',
              type: 'json',
              default: null,
              usedBy: {module: 'wifi'},
            },
            {
              key: 'wifi.client.connection.dhcpcd_entries',
              label: 'DHCPCD Entries',
              description:
                'Extra lines for the DHCP client configuration of `wlan0`, such as `static ip_address=192.168.20.57/24`. `metric 200` ranks Wi-Fi after Ethernet (`metric 150`) when both are up.',
              type: 'list',
              default: ['metric 200'],
            },
          ],
        },
      ],
    },
    {
      key: 'wifi.hotspot',
      title: 'Hotspot',
      settings: [
        {
          key: 'wifi.hotspot.ssid',
          provenance: veltroChoice("Veltro's hotspot name, in place of the original's AutoPi-<unit ID>."),
          label: 'SSID',
          description: 'Name of the hotspot, 1 to 32 characters.',
          type: 'str',
          default: hotspot.ssid,
          usedBy: {module: 'hostapd'},
        },
        {
          key: 'wifi.hotspot.hide_ssid',
          label: 'Hide SSID',
          description:
            'Stops the hotspot from announcing its name. Phones then only connect when you type the name yourself; it hides the hotspot from casual view but is no protection.',
          type: 'bool',
          default: false,
          usedBy: {module: 'hostapd'},
        },
        {
          key: 'wifi.hotspot.pass',
          provenance: veltroChoice('A per-device secret; the original table shows only a placeholder.'),
          label: 'Pass',
          description:
            'Password of the hotspot, 8 to 63 characters. Each device comes with its own, printed on its label; replace it with one of yours once the device is registered.',
          type: 'str',
          default: null,
          usedBy: {module: 'hostapd'},
        },
        {
          key: 'wifi.hotspot.channel',
          provenance: fromFactSource('src/salt/dev/pillar/dongle.sls:hostapd:cardlist:uap0:channel'),
          label: 'Channel',
          description:
            'Radio channel of the hotspot. While the device is joined to a Wi-Fi network, the radio must stay on that network’s channel, and this value is ignored.',
          type: 'int',
          default: 6,
          usedBy: {module: 'hostapd'},
        },
        {
          key: 'wifi.hotspot.security',
          label: 'Security',
          description: 'Security mode of the hotspot; `2` is WPA2 with a pre-shared key.',
          type: 'int',
          default: 2,
          usedBy: {module: 'hostapd'},
        },
      ],
      groups: [
        {
          key: 'wifi.hotspot.client',
          title: 'Client',
          settings: [
            {
              key: 'wifi.hotspot.client.allow_list',
              label: 'Allow List',
              description:
                'MAC addresses of the only phones and laptops that may join the hotspot. Empty lets anyone with the password join. The list also tells `hostapd.expect_allow_list_handler` whom to expect.',
              type: 'list',
              default: null,
              usedBy: {module: 'hostapd'},
            },
          ],
        },
        {
          key: 'wifi.hotspot.dhcp',
          title: 'DHCP',
          settings: [
            {
              key: 'wifi.hotspot.dhcp.range',
              provenance: fromFactSource('src/salt/dev/pillar/dongle.sls:dnsmasq:settings:dhcp-range'),
              label: 'Range',
              description:
                'Addresses handed to hotspot clients: first address, last address, netmask and, optionally, the lease time. The device itself is `192.168.4.1`.',
              type: 'str',
              default: '192.168.4.2,192.168.4.20,255.255.255.0,24h',
            },
            {
              key: 'wifi.hotspot.dhcp.hosts',
              label: 'Hosts',
              description:
                'Fixed leases for known clients, such as a tablet that must always get the same address. The address must be in the hotspot network, not necessarily in the range.',
              type: 'list',
              default: null,
            },
            {
              key: 'wifi.hotspot.dhcp.options',
              label: 'Options',
              description: 'Extra DHCP options sent to clients, or other values for the standard ones.',
              type: 'list',
              default: null,
            },
          ],
        },
        {
          key: 'wifi.hotspot.dns',
          title: 'DNS',
          settings: [
            {
              key: 'wifi.hotspot.dns.hosts',
              provenance: veltroChoice("Veltro's local name, in place of the original's local.autopi.io."),
              label: 'Hosts',
              description: `Names the hotspot resolves for its clients, each as \`<address> <name>\`. The default points \`${hotspotLocalHostName}\` to the device's local admin page.`,
              type: 'list',
              default: [`${hotspot.address} ${hotspotLocalHostName}`],
            },
          ],
        },
      ],
    },
  ],
};
