/** Advanced settings › Key Fob: the Keyfob HAT, its wires and the button actions of the key fob manager. */
import {generalGroupTitle, keyFobExtraLabels, keyfobHatPinWires} from '../facts/advanced-settings';
import {fromOriginal, fromFactSource, veltroChoice, type SettingsCategory} from './types';

const manager = 'key_fob_manager';

export const keyFob: SettingsCategory = {
  key: 'key_fob',
  title: 'Key Fob',
  route: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-key-fob/',
  provenance: fromOriginal('key_fob'),
  groups: [
    {
      key: 'key_fob',
      title: generalGroupTitle,
      settings: [
        {
          key: 'key_fob.extension_port',
          label: 'Extension Port',
          description:
            'Extension port of the main board that feeds the switched supply lead of the Keyfob HAT. The HAT install guide uses EXT 2; change it only if the lead sits in another socket.',
          type: 'int',
          default: 2,
          usedBy: {module: manager},
        },
        {
          key: 'key_fob.enabled',
          label: 'Enabled',
          description:
            'Runs the key fob manager, so that the actions below can be called from Veltro Cloud, the REST API and reactors. Leave it off on devices without a Keyfob HAT.',
          type: 'bool',
          default: false,
          usedBy: {module: manager},
        },
        {
          key: 'key_fob.power_managed',
          provenance: fromFactSource('src/salt/base/ext/_engines/key_fob_manager.py:314'),
          label: keyFobExtraLabels.powerManaged,
          description:
            'Switch it on for the Keyfob HAT, in both positions of jumper J1: before every press the service reads the switched supply of the SPM, and while this is off it refuses every action (key_fob_manager.py:140-141, 193-196). With J1 on `EXT` that supply powers the key; with J1 on `3V3` the key is always powered, but the supply must still be switched on.',
          type: 'bool',
          default: false,
          usedBy: {module: manager, key: 'power_managed'},
        },
      ],
    },
    {
      key: 'key_fob.button',
      title: 'Button',
      settings: [
        {
          key: 'key_fob.button.actions',
          provenance: fromFactSource('src/salt/base/ext/_engines/key_fob_manager.py:316'),
          label: 'Actions',
          description:
            'One entry per button press the service can perform: `name`, `pin` (`wire` and resting level `initial`), `duration` of the press, optional `repetitions` and an `opposite` action for toggling. Empty means the key can be powered but no button can be pressed.',
          type: 'list',
          default: [],
          usedBy: {module: manager, key: 'actions'},
        },
      ],
    },
    {
      key: 'key_fob.pins',
      title: 'Pins',
      settings: [
        {
          key: 'key_fob.pins.pin_wires',
          provenance: veltroChoice(
            'The fact source has no default (key_fob_manager.py:310 reads pin_wires with None) and the original page has no such field; the wiring of the Keyfob HAT is set in src/data/cloud/facts/advanced-settings.ts.',
          ),
          label: keyFobExtraLabels.pinWires,
          description:
            'Wire names and the GPIO (BCM numbering) each one drives; actions refer to the names. The default matches the four channels of the Keyfob HAT.',
          type: 'json',
          default: keyfobHatPinWires,
          usedBy: {module: manager, key: 'pin_wires'},
        },
        {
          key: 'key_fob.pins.delay_after_initialization',
          provenance: fromFactSource('src/salt/base/ext/_engines/key_fob_manager.py:72'),
          label: 'Delay After Initialization',
          description:
            'Pause after the outputs are set up and before the first press, which gives a freshly powered key time to start. Use `1` with J1 on `EXT`.',
          type: 'float',
          default: 0,
          unit: 's',
          range: {min: 0},
          usedBy: {module: manager, key: 'delay_after_init_pins'},
        },
        {
          key: 'key_fob.pins.reset_after_delay',
          provenance: fromFactSource('src/salt/base/ext/_engines/key_fob_manager.py:92'),
          label: 'Reset After Delay',
          description:
            'Time after the key is powered off until every output is driven low. `0` does it at once; a negative value never does.',
          type: 'float',
          default: -1,
          unit: 's',
          usedBy: {module: manager, key: 'reset_pins_after_delay'},
        },
        {
          key: 'key_fob.pins.lazy_initialization',
          provenance: fromFactSource('src/salt/base/ext/_engines/key_fob_manager.py:328'),
          label: 'Lazy Initialization',
          description:
            'Sets the outputs up the first time the key’s power is read or switched, instead of when the service starts.',
          type: 'bool',
          default: false,
          usedBy: {module: manager, key: 'lazy_init_pins'},
        },
      ],
    },
  ],
};
