/**
 * Advanced settings › System: the operating system under Veltro Core — display and memory, USB and swap, country,
 * logs, network interfaces and firewall, keys, the modem slot, the clock and the `pi` user. Most of these values are
 * written into system files during the settings sync and no Core module reads them afterwards; those have no
 * `usedBy`.
 */
import {modems} from '../../core/facts';
import {fromOriginal, fromFactSource, veltroChoice, type SettingsCategory} from './types';

export const system: SettingsCategory = {
  key: 'system',
  title: 'System',
  route: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-system/',
  provenance: fromOriginal('system'),
  groups: [
    {
      key: 'system.display',
      title: 'Display',
      settings: [
        {
          key: 'system.display.enabled',
          label: 'Enabled',
          description:
            'Keeps the HDMI output powered. On a device that never drives a screen, turn it off to save a little current.',
          type: 'bool',
          default: true,
        },
      ],
      groups: [
        {
          key: 'system.display.gpu',
          title: 'GPU',
          settings: [
            {
              key: 'system.display.gpu.memory',
              provenance: fromFactSource('src/salt/base/state/raspi/boot/init.sls:218'),
              label: 'Memory',
              description:
                'Memory set aside for the graphics processor; everything else stays available to Core, services and containers. Raise it only for a screen or camera application that asks for more. Applies after a reboot.',
              type: 'int',
              default: 16,
              unit: 'MB',
            },
          ],
        },
      ],
    },
    {
      key: 'system.filesystem',
      title: 'Filesystem',
      settings: [
        {
          key: 'system.filesystem.auto_mount_usb',
          label: 'Auto Mount USB',
          description:
            'Mounts a USB stick or drive under `/media` as soon as it is plugged in, and releases it when it is removed. Empty leaves USB storage unmounted until you mount it yourself.',
          type: 'bool',
          default: null,
        },
        {
          key: 'system.filesystem.expected_usb_devices',
          label: 'Expected USB Devices',
          description: `USB devices that must be present, each as \`<vendor ID>:<product ID>\`; a missing one raises \`system/usb/<vendor>/<product>/not_connected\`. The default is the Quectel EC25 modem; a unit built with a Telit LE910C4 lists \`${modems.le910cx.usbId}\` instead.`,
          type: 'list',
          default: [modems.ec2x.usbId],
          usedBy: {module: 'usbutil'},
        },
      ],
      groups: [
        {
          key: 'system.filesystem.swap',
          title: 'Swap',
          settings: [
            {
              key: 'system.filesystem.swap.enabled',
              label: 'Enabled',
              description:
                'Adds a swap file on the eMMC as extra virtual memory, for containers that briefly need more than the RAM. Swapping is slow and wears the storage, so leave it off unless a process runs out of memory.',
              type: 'bool',
              default: false,
            },
          ],
        },
      ],
    },
    {
      key: 'system.locale',
      title: 'Locale',
      settings: [
        {
          key: 'system.locale.country_code',
          provenance: veltroChoice(
            "Left empty: the Wi-Fi client state then writes the fact source's fallback GB (state/network/wlan/client/wpa_supplicant.conf.jinja:4); set it to the country the device runs in.",
          ),
          label: 'Country Code',
          description:
            'Two-letter ISO country code of the place the device works in. It sets the Wi-Fi channels and transmit power the radio may use. Empty leaves the device on `GB`, so set it wherever the device works outside the United Kingdom.',
          type: 'str',
          default: null,
        },
      ],
    },
    {
      key: 'system.logging',
      title: 'Logging',
      settings: [
        {
          key: 'system.logging.level',
          label: 'Level',
          description:
            'Lowest severity written to the Core log, `/var/log/veltro/core.log`. `info` or `debug` help while you fault-find but fill the log and the disk quickly; set it back afterwards.',
          type: 'str',
          default: 'warning',
        },
      ],
      groups: [
        {
          key: 'system.logging.kernel',
          title: 'Kernel',
          settings: [
            {
              key: 'system.logging.kernel.clear_buffer',
              label: 'Clear Buffer',
              description:
                'Allows a read of the kernel log to empty the ring buffer afterwards (the `clear` option of `log.kernel`), so the next read shows only new messages.',
              type: 'bool',
              default: true,
              usedBy: {module: 'log'},
            },
            {
              key: 'system.logging.kernel.quiet_boot',
              label: 'Quiet Boot',
              description:
                'Keeps all but serious kernel messages off the console while the device boots. Turn it off to watch a boot on an HDMI screen.',
              type: 'bool',
              default: true,
            },
          ],
        },
      ],
    },
    {
      key: 'system.network',
      title: 'Network',
      settings: [
        {
          key: 'system.network.tcp_mtu_discovery',
          label: 'TCP MTU Discovery',
          description:
            'Path MTU probing for TCP: `0` off, `1` only after packets were lost, `2` always. Try `1` when uploads stall on a mobile network that drops large packets.',
          type: 'int',
          default: 0,
          range: {min: 0, max: 2},
        },
        {
          key: 'system.network.enforce_cellular_mtu',
          label: 'Enforce Cellular MTU',
          description:
            'Applies the MTU of the cellular connection to every network interface, so traffic routed through the modem from Wi-Fi, Ethernet or containers is not fragmented.',
          type: 'bool',
          default: false,
        },
        {
          key: 'system.network.deny_interfaces',
          label: 'Deny Interfaces',
          description:
            'Interfaces the DHCP client leaves alone, by name or pattern. `veth*` excludes the virtual interfaces of containers.',
          type: 'list',
          default: null,
        },
      ],
      groups: [
        {
          key: 'system.network.ethernet',
          title: 'Ethernet',
          settings: [
            {
              key: 'system.network.ethernet.static_ip',
              label: 'Static IP',
              description:
                'A fixed address for the Ethernet port `eth0`, with its prefix, such as `192.168.10.20/24`. Empty takes an address from DHCP.',
              type: 'str',
              default: null,
            },
            {
              key: 'system.network.ethernet.dhcpcd_entries',
              label: 'DHCPCD Entries',
              description:
                'Extra lines for the DHCP client configuration of `eth0`. The route metric decides which connection carries traffic when several are up: the lowest wins, so `metric 150` puts Ethernet before Wi-Fi (`metric 200`).',
              type: 'list',
              default: ['metric 150'],
            },
          ],
        },
        {
          key: 'system.network.firewall',
          title: 'Firewall',
          settings: [
            {
              key: 'system.network.firewall.entries',
              label: 'Entries',
              description:
                'Extra IPv4 firewall rules in `iptables` syntax, added to the rules Core sets. A rule that drops the wrong traffic can cut the device off from Veltro Cloud.',
              type: 'list',
              default: null,
            },
          ],
        },
      ],
    },
    {
      key: 'system.security',
      title: 'Security',
      settings: [],
      groups: [
        {
          key: 'system.security.decryption',
          title: 'Decryption',
          settings: [
            {
              key: 'system.security.decryption.function',
              label: 'Function',
              description:
                'Full name of the function, `module.function`, that decrypts encrypted values on the device. Empty uses none.',
              type: 'str',
              default: null,
            },
          ],
        },
        {
          key: 'system.security.encryption',
          title: 'Encryption',
          settings: [
            {
              key: 'system.security.encryption.key',
              label: 'Key',
              description: 'Secret key for encrypting values. It must have exactly 16, 24 or 32 characters.',
              type: 'str',
              default: null,
            },
            {
              key: 'system.security.encryption.algorithm',
              label: 'Algorithm',
              description: 'Cipher used with the key above.',
              type: 'str',
              default: 'AES',
            },
          ],
        },
        {
          key: 'system.security.rsa',
          title: 'RSA',
          settings: [
            {
              key: 'system.security.rsa.key_size',
              label: 'Key Size',
              description: 'Size of the RSA key pair to generate for the device. `0` generates none.',
              type: 'int',
              default: 0,
              unit: 'bit',
            },
            {
              key: 'system.security.rsa.private_key',
              label: 'Private Key',
              description:
                'The private half of the device key pair. Keep it secret: whoever holds it can act as the device.',
              type: 'str',
              default: null,
            },
            {
              key: 'system.security.rsa.public_key',
              label: 'Public Key',
              description: 'The public half of the device key pair, to hand to systems that must check the device.',
              type: 'str',
              default: null,
            },
          ],
        },
      ],
    },
    {
      key: 'system.setup',
      title: 'Setup',
      settings: [],
      groups: [
        {
          key: 'system.setup.mpcie',
          title: 'mPCIe',
          settings: [
            {
              key: 'system.setup.mpcie.module',
              provenance: fromFactSource('src/salt/base/state/startup.sls:8'),
              label: 'Module',
              description:
                'The modem family fitted in the mPCIe slot, which decides which modem services Core runs and configures: `ec2x` for a Quectel EC2x, `le910cx` for a Telit LE910Cx. A wrong value leaves the device without a cellular connection, so change it only after fitting another modem.',
              type: 'str',
              default: 'ec2x',
            },
          ],
        },
      ],
    },
    {
      key: 'system.time',
      title: 'Time',
      settings: [
        {
          key: 'system.time.source',
          label: 'Source',
          description:
            'Where the device takes the time from while it has no network time yet. `rtc` uses the real-time clock, which keeps running while the device sleeps.',
          type: 'str',
          default: 'rtc',
          usedBy: {module: 'clock'},
        },
      ],
      groups: [
        {
          key: 'system.time.rtc',
          title: 'RTC',
          settings: [
            {
              key: 'system.time.rtc.auto_update',
              label: 'Auto Update',
              description:
                'Writes the time to the real-time clock after each network time synchronisation, so the clock stays right across sleeps.',
              type: 'bool',
              default: true,
              usedBy: {module: 'clock'},
            },
          ],
        },
      ],
    },
    {
      key: 'system.user',
      title: 'User',
      settings: [],
      groups: [
        {
          key: 'system.user.pi',
          title: 'Pi',
          settings: [
            {
              key: 'system.user.pi.password',
              provenance: veltroChoice(
                "No shared default password is shipped; the original shows the product's factory password.",
              ),
              label: 'Password',
              description:
                'Password of the `pi` user, used to log in over SSH or on a local console. Empty leaves the password on the device as it is. Set a strong one of your own before you allow SSH from any network.',
              type: 'str',
              default: null,
            },
          ],
        },
      ],
    },
  ],
};
