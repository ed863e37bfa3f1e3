/**
 * Messages of the error reference shown by: modem. Written in issue 21.
 *
 * The numbers and names are those of 3GPP TS 27.007 §9.2 (+CME ERROR, mobile equipment and network) and 3GPP TS
 * 27.005 §3.2.5 (+CMS ERROR, SMS). How a reader meets them comes from autopi-core: `ec2x.query` and
 * `modem.connection` pass the AT command to the modem and turn an error line into a Core error
 * (`_engines/ec2x_manager.py:27` and `_utils/le910cx_conn.py:16` match `+<type> ERROR: <reason>`;
 * `_utils/messaging.py:1075-1078` raises it as the command's error; `le910cx_conn.py:262` words it
 * `Command <cmd> returned error …`). The checks are the commands of the site's 4G troubleshooting pages.
 */
import type {Check, ErrorMessage, Link, TroubleshootingDevice} from '../types';

const core = 'autopi-core src/salt/base/ext';
const cm4Page = '/getting_started/veltro_tmu_cm4/4g-internet-setup-troubleshooting/';
const proPage = '/getting_started/veltro_canfd_pro/pro-4g-internet-setup-troubleshooting/';
const devices: readonly TroubleshootingDevice[] = ['cm4', 'pro', 'legacy'];
const how = `${core}/_engines/ec2x_manager.py:27, _utils/le910cx_conn.py:16 and :262, _utils/messaging.py:1075-1078`;

const cmeSeen =
  'The error of `ec2x.query` (Quectel EC25) or `modem.connection execute` (Telit LE910C4, worded `Command <AT command> returned error …`): `type` `CME` with the number, or the name when errors are verbose, as `reason`.';
const cmsSeen =
  'The error of the SMS commands (`ec2x.list_sms`, `ec2x.delete_sms`, `modem.read_sms`) or of an SMS AT command: `type` `CMS` with the number or the name as `reason`.';

const simCheck: Check = {
  place: 'device-shell',
  action:
    'Ask the modem for the SIM state. On an LE910C4 unit run `veltro modem.connection query_sim_status` instead; it answers `inserted-and-ready` when the card works.',
  command: "veltro ec2x.query 'AT+CPIN?'",
  expected: '{"data": "+CPIN: READY"}',
  expectedIsOutput: true,
};
const registrationCheck: Check = {
  place: 'device-shell',
  action:
    'Read the registration state. On an LE910C4 unit run `veltro modem.connection execute "AT+CEREG?"`; the second number is the state (`1` home, `5` roaming).',
  command: 'veltro ec2x.network_registration_status',
  expected: '`registered-home` or `registered-roaming`.',
};
const signalCheck: Check = {
  place: 'device-shell',
  action:
    'Read the signal. On an LE910C4 unit run `veltro modem.connection execute "AT+CSQ"` (first number 0–31, 99 is none).',
  command: 'veltro qmi.signal_strength rated_only=true include_desc=false',
  expected: '`rsrp` and `sinr` rated `fair` or better. `poor` means the modem hears the network too faintly.',
};
const modemCheck: Check = {
  place: 'device-shell',
  action: 'See which modem the unit has: each takes its own commands, and a command of the other modem fails.',
  command: 'veltro usbutil.devices',
  expected:
    'Vendor `2c7c` product `0125` is the Quectel EC25 (`ec2x` commands); vendor `1bc7` product `1031` is the Telit LE910C4 (`modem` commands).',
};

const simLinks: readonly Link[] = [
  {label: 'TMU CM4 4G troubleshooting: SIM', to: `${cm4Page}#sim`},
  {label: 'CAN-FD Pro 4G troubleshooting', to: proPage},
  {label: 'No 4G', to: '/troubleshooting/no-4g/'},
];
const registrationLinks: readonly Link[] = [
  {label: 'TMU CM4 4G troubleshooting: registration', to: `${cm4Page}#registration`},
  {label: 'CAN-FD Pro 4G troubleshooting', to: proPage},
  {label: 'No 4G', to: '/troubleshooting/no-4g/'},
];
const smsLinks: readonly Link[] = [
  {label: 'Remote wake-up', to: '/cloud/device_management/triggers/fleet-wakeup/'},
  {label: '`ec2x.list_sms`', to: '/core/commands/core-commands-ec2x/#ec2x-list-sms'},
  {label: 'Device won’t wake', to: '/troubleshooting/device-wont-wake/'},
];

const unplug =
  'Unplug the device from the vehicle before you touch the SIM: the modem reads the card only when it starts, and moving the contacts under power can damage the card.';

interface Body {
  readonly meaning: string;
  readonly causes: readonly string[];
  readonly check: Check;
  readonly fix: readonly string[];
  readonly see?: readonly Link[];
  readonly extraSource?: string;
}

const cme = (n: number, name: string, body: Body): ErrorMessage => ({
  id: `cme-error-${n}`,
  text: `+CME ERROR: ${n}`,
  name,
  code: `CME ERROR ${n}`,
  source: 'modem',
  devices,
  seenIn: cmeSeen,
  meaning: body.meaning,
  causes: body.causes,
  check: body.check,
  fix: body.fix,
  ...(body.see ? {see: body.see} : {}),
  factSource: `3GPP TS 27.007 §9.2 (code ${n}, "${name}"); ${how}${body.extraSource ? `; ${body.extraSource}` : ''}.`,
});

const cms = (n: number, name: string, body: Body): ErrorMessage => ({
  id: `cms-error-${n}`,
  text: `+CMS ERROR: ${n}`,
  name,
  code: `CMS ERROR ${n}`,
  source: 'modem',
  devices,
  seenIn: cmsSeen,
  meaning: body.meaning,
  causes: body.causes,
  check: body.check,
  fix: body.fix,
  see: body.see ?? smsLinks,
  factSource: `3GPP TS 27.005 §3.2.5 (code ${n}, "${name}"); ${how}${body.extraSource ? `; ${body.extraSource}` : ''}.`,
});

const smsListCheck: Check = {
  place: 'device-shell',
  action: 'List the stored messages (EC25; on an LE910C4 unit use `veltro modem.read_sms`).',
  command: 'veltro ec2x.list_sms',
  expected: '`data` with a `+CMGL:` header line and a text line per message, or no `data` when none is stored.',
};

export const modemMessages: readonly ErrorMessage[] = [
  cme(3, 'operation not allowed', {
    meaning: 'The modem understood the command but will not run it in its present state.',
    causes: [
      'The radio is switched off (minimum functionality), so network commands are refused.',
      'The SIM is not ready yet, so SIM, SMS and network commands are refused.',
      'The command changes something the network or the current session holds, such as the operator while a data session runs.',
    ],
    check: {
      place: 'device-shell',
      action: 'Read the radio level (EC25).',
      command: 'veltro ec2x.modem_functionality',
      expected: '{"value": "full"}',
      expectedIsOutput: true,
    },
    fix: [
      'If the level is `minimum` or `disabled`, set it back with `veltro ec2x.modem_functionality value=full`.',
      'If the level is `full`, check the SIM state with `AT+CPIN?` and repeat the command once the SIM is `READY`.',
    ],
    see: [
      {label: '`ec2x.modem_functionality`', to: '/core/commands/core-commands-ec2x/#ec2x-modem-functionality'},
      {label: 'TMU CM4 4G troubleshooting: registration', to: `${cm4Page}#registration`},
    ],
  }),
  cme(4, 'operation not supported', {
    meaning: 'The modem does not have this command, or not with these values.',
    causes: [
      "A value or setting the modem's firmware does not offer, for example an `AT+QCFG` setting name an older EC25 firmware lacks.",
      'A command of the other modem: Quectel `AT+Q…` commands on the Telit LE910C4, or Telit `AT#…` commands on the EC25. Most modems answer a command they do not know at all with a bare `ERROR` instead.',
    ],
    check: modemCheck,
    fix: [
      'Use the commands of your modem: `ec2x` for the EC25, `modem` for the LE910C4.',
      "Look the command up in your modem's AT command manual for the values it takes.",
    ],
    see: [
      {label: '`ec2x.query`', to: '/core/commands/core-commands-ec2x/#ec2x-query'},
      {label: '`modem.connection`', to: '/core/commands/core-commands-modem/#modem-connection'},
    ],
  }),
  cme(10, 'SIM not inserted', {
    meaning: 'The modem finds no SIM card in the slot.',
    causes: [
      'The card is not pushed in until it locks, or it slipped out.',
      'The card was inserted while the device had power, so the modem never read it.',
      'The card is in the wrong way round or in an adapter frame that lost contact.',
    ],
    check: simCheck,
    fix: [
      unplug,
      'Push the nano SIM in until it clicks, the right way round, and plug the device in again.',
      'If the error stays, try the card in a phone; if the phone reads it, contact Veltro support.',
    ],
    see: simLinks,
  }),
  cme(11, 'SIM PIN required', {
    meaning: 'The card is locked with a PIN code and waits for it before the modem can use it.',
    causes: ['The SIM has its PIN lock switched on, as most phone SIMs do.'],
    check: simCheck,
    fix: [
      'Switch the PIN lock off in a phone and put the card back (unplug the device first).',
      'Or enter the PIN in the **PIN** field of the **Mobile data** panel on the local admin page, save and reboot.',
      'Enter a PIN only when you are sure of it: three wrong entries lock the card until the PUK unlocks it.',
    ],
    see: simLinks,
  }),
  cme(12, 'SIM PUK required', {
    meaning: 'The card is blocked after three wrong PIN entries and needs its PUK code (personal unblocking key).',
    causes: [
      'A wrong PIN in the **PIN** field, tried at every start until the tries ran out.',
      'Wrong PINs entered in a phone.',
    ],
    check: simCheck,
    fix: [
      'Clear the **PIN** field on the local admin page so the device stops trying.',
      'Unblock the card in a phone with the PUK from the operator (for the Veltro global SIM, ask Veltro support), set a new PIN or switch the lock off, and put it back.',
      'The PUK has a limited number of tries too: never guess it.',
    ],
    see: simLinks,
  }),
  cme(13, 'SIM failure', {
    meaning: 'The modem sees a card but cannot talk to it.',
    causes: [
      'Dirty or scratched contacts, or a bent contact spring in the slot.',
      'A damaged card, or a card cut down from a larger size.',
      'The card is blocked or deactivated by the operator.',
    ],
    check: simCheck,
    fix: [
      unplug,
      'Clean the contacts with a dry cloth and reinsert the card.',
      'Try the card in a phone, and another card in the device, to tell a card fault from a slot fault.',
      'Ask the operator whether the card is active.',
    ],
    see: simLinks,
  }),
  cme(14, 'SIM busy', {
    meaning: 'The card is still busy, usually starting up, and cannot answer yet.',
    causes: [
      'The command came within the first seconds after the modem or the device started.',
      'A long SIM operation was still running.',
    ],
    check: simCheck,
    fix: ['Wait half a minute and ask again.', 'If it stays busy after several minutes, treat it as `SIM failure`.'],
    see: simLinks,
  }),
  cme(15, 'SIM wrong', {
    meaning: 'The modem reads the card but does not accept it.',
    causes: [
      'The card is locked to another device or operator.',
      'The card is not meant for this kind of device (some plans are locked to phones or to a set of IMEI numbers).',
    ],
    check: simCheck,
    fix: [
      'Ask the operator whether the card may be used in a data device, and give them the modem IMEI (`veltro ec2x.imei` on an EC25 unit).',
      'Try another card of the same operator.',
    ],
    see: simLinks,
  }),
  cme(16, 'incorrect password', {
    meaning: "The PIN or password sent to the card was wrong. Each wrong PIN uses up one of the card's three tries.",
    causes: ['A wrong PIN in the **PIN** field of the **Mobile data** panel.', 'A PIN typed by hand with `AT+CPIN`.'],
    check: {
      place: 'device-shell',
      action: 'On an EC25 unit, read how many PIN and PUK tries are left before you try again.',
      command: 'veltro ec2x.query \'AT+QPINC="SC"\'',
      expected: '`+QPINC: "SC",<PIN tries left>,<PUK tries left>`, for example `+QPINC: "SC",2,10`.',
    },
    fix: [
      'Do not try again blindly. Clear the **PIN** field so the device stops using up tries at each start.',
      'Check the PIN in a phone, or switch the lock off there, then enter the right PIN or leave the field empty.',
    ],
    see: simLinks,
    extraSource: 'Quectel EC25 AT commands manual (AT+QPINC)',
  }),
  cme(17, 'SIM PIN2 required', {
    meaning:
      'The command touches a part of the card protected by the second PIN (PIN2), such as fixed dialling numbers.',
    causes: ['An AT command on a PIN2-protected phonebook or setting; mobile data never needs PIN2.'],
    check: simCheck,
    fix: [
      'Leave the PIN2-protected setting alone: Core does not use it.',
      'If you need it, get PIN2 from the operator.',
    ],
    see: simLinks,
  }),
  cme(18, 'SIM PUK2 required', {
    meaning: 'PIN2 is blocked after wrong entries and needs PUK2.',
    causes: ['Wrong PIN2 entries.'],
    check: simCheck,
    fix: [
      'Mobile data keeps working without PIN2; unblock it with PUK2 from the operator only if you need the protected function.',
    ],
    see: simLinks,
  }),
  cme(30, 'no network service', {
    meaning: 'The modem has no network to send the request to: it is not registered.',
    causes: [
      'No coverage where the vehicle stands (car park, steel hall) or no antenna connected.',
      'The network refused the SIM (registration denied).',
      'The modem is still searching after a start.',
    ],
    check: registrationCheck,
    fix: [
      'If searching, wait 5 minutes, then move the vehicle into the open and check the antennas.',
      'If denied, check that the SIM and its plan are active.',
    ],
    see: registrationLinks,
  }),
  cme(31, 'network timeout', {
    meaning: 'The modem asked the network and got no answer in time.',
    causes: [
      'A weak or disturbed signal.',
      'A congested cell.',
      'A slow network search such as `AT+COPS=?`, which can take minutes.',
    ],
    check: signalCheck,
    fix: [
      'Repeat the command; give operator searches a long `timeout` (`ec2x.query` takes one, in seconds).',
      'If the signal is poor, move the vehicle, move the device away from metal or fit external antennas.',
    ],
    see: [
      {label: 'TMU CM4 4G troubleshooting: signal', to: `${cm4Page}#signal`},
      {label: 'No 4G', to: '/troubleshooting/no-4g/'},
    ],
    extraSource: `${core}/_modules/ec2x.py:1098 (AT+COPS=? with timeout=180)`,
  }),
  cme(50, 'incorrect parameters', {
    meaning: 'The command exists but one of its values is wrong: out of range, of the wrong type or badly quoted.',
    causes: [
      'Quotes lost on the way: on the device shell, wrap the whole AT command in single quotes so the inner double quotes reach the modem.',
      "A value outside the range the modem's AT manual gives.",
    ],
    check: {
      place: 'device-shell',
      action:
        'On an EC25 unit, send a known-good read command with inner quotes (the one `ec2x.roaming` uses) to see that quoting works.',
      command: 'veltro ec2x.query \'AT+QCFG="roamservice"\'',
      expected:
        'An answer without error, with `+QCFG: "roamservice",2` (or another number) in `data`. Then compare your command with the AT manual.',
    },
    fix: [
      'Quote the command as in the examples on the 4G pages and the command reference.',
      "Check each value against the modem's AT command manual.",
    ],
    see: [{label: '`ec2x.query`', to: '/core/commands/core-commands-ec2x/#ec2x-query'}],
    extraSource: `${core}/_modules/ec2x.py:969-1010 (ec2x.roaming reads AT+QCFG="roamservice"); Quectel EC25 AT commands manual (AT+QCFG)`,
  }),
  cme(100, 'unknown', {
    meaning: 'The modem failed without naming a reason.',
    causes: ['A command the modem could not finish in its current state.', 'A modem that needs a restart.'],
    check: simCheck,
    fix: [
      'Repeat the command once.',
      'If it repeats, restart the modem: reboot the device with `veltro power.reboot reason=modem_error`, and check SIM and registration again.',
    ],
    see: simLinks,
  }),
  cme(107, 'GPRS services not allowed', {
    meaning: 'The network refuses packet data to this SIM, although it may accept it for calls and SMS.',
    causes: ['The plan has no data, or its data is used up or barred.', 'A new SIM whose data is not activated yet.'],
    check: {
      place: 'device-shell',
      action: 'On an EC25 unit, see whether the packet-switched side of the network accepts the SIM.',
      command: 'veltro qmi.serving_system',
      expected: '`"ps": "attached"`. `detached` with `"cs": "attached"` confirms that only data is refused.',
    },
    fix: ['Check the data plan with the operator (for the Veltro global SIM, Veltro support).'],
    see: [
      {label: 'TMU CM4 4G troubleshooting: data session', to: `${cm4Page}#data-session`},
      {label: 'Global SIM', to: '/hardware/accessories/sim-solution/'},
    ],
  }),
  cme(111, 'PLMN not allowed', {
    meaning: 'The network (PLMN) the modem tried refuses this SIM.',
    causes: ['A manual operator choice of a network the SIM may not use.', 'A SIM without roaming on that network.'],
    check: {
      place: 'device-shell',
      action: 'Read the operator selection (EC25).',
      command: 'veltro ec2x.operator_selection',
      expected: '`"mode": "automatic"`.',
    },
    fix: [
      "Return to automatic selection with `veltro ec2x.query 'AT+COPS=0'`.",
      'If the SIM must roam, check that the plan allows that network.',
    ],
    see: registrationLinks,
  }),
  cme(113, 'roaming not allowed in this location area', {
    meaning: 'The network refuses the SIM here because roaming is not allowed in this area.',
    causes: [
      'The plan does not allow roaming on the networks in reach.',
      'A local SIM near a border, caught by a foreign network.',
    ],
    check: registrationCheck,
    fix: [
      'Ask the operator for roaming on the networks of this country, or use a SIM that roams (the Veltro global SIM has data roaming in 188 countries).',
      'On an EC25 unit, check that roaming is allowed on the modem too: `veltro ec2x.roaming`.',
    ],
    see: [
      {label: 'TMU CM4 4G troubleshooting: roaming', to: `${cm4Page}#roaming`},
      {label: 'No 4G', to: '/troubleshooting/no-4g/'},
    ],
  }),
  cme(133, 'requested service option not subscribed', {
    meaning:
      "The network refuses the data session because the SIM's subscription does not include what was asked for, most often the APN.",
    causes: ['A wrong APN, or one from another operator.', 'A plan without data.'],
    check: {
      place: 'device-shell',
      action:
        'On an LE910C4 unit, read the data context; on an EC25 unit read the **APN** field of the **Mobile data** panel on the local admin page.',
      command: 'veltro modem.connection pdp_context',
      expected: "`apn` is your operator's data APN; `iot.veltro.example` for the Veltro global SIM.",
    },
    fix: [
      'Enter the right APN in the **Mobile data** panel, save and reboot with `veltro power.reboot reason=apn_changed`.',
    ],
    see: [
      {label: 'TMU CM4 4G troubleshooting: APN', to: `${cm4Page}#apn`},
      {label: 'No 4G', to: '/troubleshooting/no-4g/'},
    ],
  }),
  cme(149, 'PDP authentication failure', {
    meaning: 'The network refused the data session because the user name or password for the APN is wrong.',
    causes: [
      'A user or password in the **Mobile data** panel the operator does not expect.',
      'A user and password required by the operator but left empty.',
    ],
    check: {
      place: 'look',
      action:
        "Open the **Mobile data** panel on the local admin page (`http://192.168.4.1/` over the device hotspot) and compare **APN**, **User** and **Password** with the operator's values.",
      expected: 'The same values as the operator gives; for the Veltro global SIM, user and password empty.',
    },
    fix: ['Correct or clear **User** and **Password**, save and reboot with `veltro power.reboot reason=apn_changed`.'],
    see: [{label: 'TMU CM4 4G troubleshooting: APN', to: `${cm4Page}#apn`}],
  }),
  {
    id: 'error',
    text: 'ERROR',
    name: 'plain modem error',
    source: 'modem',
    devices,
    seenIn:
      'The answer of `ec2x.query` or `modem.connection execute` when the modem gives a bare `ERROR` line instead of a numbered one.',
    meaning:
      'The modem rejected the command without a reason: either its error reporting is set to the short form, or the command line itself was not valid.',
    causes: [
      'Error reporting is at level 0 (`AT+CMEE=0`): every failure shows as `ERROR`.',
      'A typing mistake in the AT command, which modems answer with a bare `ERROR` at every level.',
    ],
    check: {
      place: 'device-shell',
      action: 'On an EC25 unit, read the error format.',
      command: 'veltro ec2x.error_format_config',
      expected: '`"value": 2` (verbose). `0` hides every reason.',
    },
    fix: [
      'Switch to verbose errors with `veltro ec2x.error_format_config value=2` and run the command again; the modem forgets the setting when it restarts.',
      "If it is still `ERROR`, check the spelling of the command against the modem's AT manual.",
    ],
    see: [
      {label: '`ec2x.error_format_config`', to: '/core/commands/core-commands-ec2x/#ec2x-error-format-config'},
      {label: 'TMU CM4 4G troubleshooting: SIM', to: `${cm4Page}#sim`},
    ],
    factSource: `3GPP TS 27.007 §9.1 (+CMEE levels 0, 1, 2); ${core}/_modules/ec2x.py:145-158; ${core}/_utils/le910cx_conn.py:91-98 and :266-300.`,
  },
  {
    id: 'cpin-sim-pin',
    text: '+CPIN: SIM PIN',
    name: 'SIM waits for its PIN',
    code: 'CPIN SIM PIN',
    source: 'modem',
    devices,
    seenIn:
      "The answer to `AT+CPIN?` (`veltro ec2x.query 'AT+CPIN?'`) on an EC25 unit. It is not an error line, so it is easy to miss; on an LE910C4 unit `modem.connection query_sim_status` reports the same state as `inserted`.",
    meaning:
      'The SIM is present and working but locked with a PIN, so the modem cannot register until it gets the PIN.',
    causes: ['The card has its PIN lock on.', 'The **PIN** field on the local admin page is empty or wrong.'],
    check: simCheck,
    fix: [
      'Switch the PIN lock off in a phone, or enter the PIN in the **PIN** field of the **Mobile data** panel, save and reboot.',
      'Three wrong PINs block the card (`+CME ERROR: 12`).',
    ],
    see: simLinks,
    factSource: `3GPP TS 27.007 §8.3 (+CPIN); ${core}/_utils/le910cx_conn.py:140-142 and :934 (query_sim_status states); site: ${cm4Page}#sim.`,
  },
  {
    id: 'creg-0-3',
    text: '+CREG: 0,3',
    name: 'registration denied',
    code: 'CREG 0,3',
    source: 'modem',
    devices,
    seenIn:
      'The answer to `AT+CREG?` (or `+CEREG: 0,3` to `AT+CEREG?` on an LE910C4 unit). `veltro ec2x.network_registration_status` shows it as `registration-denied`.',
    meaning:
      'The second number is the state: 3 means the network refused to register the SIM. The first number (0) is only the report setting, not an error.',
    causes: [
      'The SIM is not activated, its plan has ended, or it is blocked.',
      'The SIM may not roam on the networks in reach.',
      'The modem IMEI is barred by the network.',
    ],
    check: registrationCheck,
    fix: [
      'Check the plan and activation with the operator; for the Veltro global SIM, contact Veltro support with the number printed on the card.',
      'Try the card in a phone in the same place: if the phone is refused too, the SIM is the cause.',
    ],
    see: registrationLinks,
    factSource: `3GPP TS 27.007 §7.2 (+CREG <stat> 3) and +CEREG; ${core}/_modules/ec2x.py:1218-1262.`,
  },
  {
    id: 'creg-0-2',
    text: '+CREG: 0,2',
    name: 'not registered, searching',
    code: 'CREG 0,2',
    source: 'modem',
    devices,
    seenIn:
      'The answer to `AT+CREG?` (or `+CEREG: 0,2` on an LE910C4 unit). `veltro ec2x.network_registration_status` shows it as `not-registered-searching`.',
    meaning:
      'Not an error by itself: the modem is looking for a network it may use. Readers often take the 2 for "registered"; only 1 (home) and 5 (roaming) are registered.',
    causes: [
      'The modem has just started: searching for a few minutes is normal.',
      'No coverage, or no antenna connected.',
      "An LE910C4 running a single-carrier firmware outside that carrier's area.",
    ],
    check: signalCheck,
    fix: [
      'Give the modem 5 minutes after a start.',
      'If it keeps searching, move the vehicle into the open, check the antenna cables, and on an LE910C4 unit check that the firmware is `global` (`veltro modem.connection active_firmware_image`).',
    ],
    see: [{label: 'TMU CM4 4G troubleshooting: signal', to: `${cm4Page}#signal`}, ...registrationLinks],
    factSource: `3GPP TS 27.007 §7.2 (+CREG <stat> 2); ${core}/_modules/ec2x.py:1218-1262; site: ${cm4Page}#registration.`,
  },
  {
    id: 'quectel-cm-ps-detached',
    text: 'requestRegistrationState2 MCC: <mcc>, MNC: <mnc>, PS: Detached, DataCap: <radio>',
    name: 'quectel-CM: not attached for data',
    code: 'PS: Detached',
    source: 'modem',
    devices,
    seenIn:
      "The output of Quectel's connection manager `quectel-CM` (QConnectManager), run by hand on the device shell of a Quectel EC25 unit to bring up mobile data without Veltro Core. Each line starts with a time stamp; some builds name the function `requestRegistrationState` without the 2. `MCC: 0, MNC: 0` and `DataCap: UNKNOW` come with it when the modem has no network at all.",
    meaning:
      'The modem reports that it is not attached to the packet (data) service of any network, so quectel-CM has no network to start a data call on and asks again after a while. `PS: Attached` is the state it waits for.',
    causes: [
      'The modem is still searching, or hears no network: no coverage, an antenna cable off its socket.',
      'The SIM is not ready (missing, or waiting for its PIN).',
      'The network refuses the SIM: not activated yet, its plan has ended, or it is blocked.',
      'The radio is switched off (`AT+CFUN?` does not answer `+CFUN: 1`).',
    ],
    check: {
      place: 'device-shell',
      action:
        'Stop quectel-CM, then ask Veltro Core for the registration state (EC25 only: quectel-CM drives Quectel modems).',
      command: 'veltro ec2x.network_registration_status',
      expected: '`registered-home` or `registered-roaming`. Any other state explains the `Detached`.',
    },
    fix: [
      'Work through the SIM and registration steps of the 4G path: the `Detached` clears once the modem is registered.',
      'Once data works, leave the connection to Veltro Core, which brings up mobile data itself over QMI (`qmi-manager`), and stop your own connection manager.',
    ],
    see: [
      {label: 'No 4G: is the modem registered?', to: '/troubleshooting/no-4g/#registration'},
      {label: 'No 4G: is the SIM in and ready?', to: '/troubleshooting/no-4g/#sim'},
      ...registrationLinks.slice(0, 1),
    ],
    factSource:
      'Quectel quectel-CM (QConnectManager for Linux) source, QMIThread.c requestRegistrationState and requestRegistrationState2: the line prints MCC, MNC, `PS: Attached` or `PS: Detached` from the QMI NAS serving-system PS attach state (Detached whenever the modem is not registered) and the data class (`UNKNOW` when none); copy read at Karamba555/Speed package/atel/quectel_cm/src/QMIThread.c. 3GPP TS 27.007 §7.2 (+CREG/+CEREG), §8.2 (+CFUN 1 full functionality); autopi-core src/salt/base/ext/_modules/ec2x.py:1218-1262 (network_registration_status).',
  },
  {
    id: 'pppd-lcp-timeout',
    text: 'LCP: timeout sending Config-Requests',
    name: 'pppd: nothing answers PPP on the port',
    code: 'LCP timeout',
    source: 'modem',
    devices,
    seenIn:
      'The log of `pppd` (the system log, or the terminal with the `nodetach` option) when a reader dials the modem by hand with pppd and a chat script, instead of the QMI connection Veltro Core sets up. `Connection terminated.` follows.',
    meaning:
      'pppd sent its Link Control Protocol Configure-Requests to the serial port and never got an answer, so it gave up: by default after 10 requests 3 s apart (the `lcp-max-configure` and `lcp-restart` options). Nothing on that port speaks PPP: the modem is not in data mode there.',
    causes: [
      'The dial in the chat script (`ATD*99#`) did not end in `CONNECT`, so the modem stayed in command mode; the chat log shows what it answered instead.',
      "pppd opened a port on which the modem does not carry PPP. Quectel's Linux USB driver guide gives the EC25 `/dev/ttyUSB2` for AT commands and `/dev/ttyUSB3` for PPP.",
      'The modem is not attached to the data service, so the dial cannot connect.',
    ],
    check: {
      place: 'device-shell',
      action: 'Stop pppd and ask the modem whether it is attached to the packet (data) service (EC25).',
      command: "veltro ec2x.query 'AT+CGATT?'",
      expected:
        '`+CGATT: 1`: attached, so the dial or the port is wrong. `+CGATT: 0`: not attached, so registration comes first.',
    },
    fix: [
      'With `+CGATT: 0`, follow the SIM and registration steps of the 4G path.',
      "With `+CGATT: 1`, dial on the modem's PPP port and check that the chat log ends in `CONNECT` before pppd starts LCP.",
      'Veltro Core does not use PPP: once you are done, stop pppd and let Core bring up mobile data over QMI.',
    ],
    see: [
      {label: 'No 4G: is the modem registered?', to: '/troubleshooting/no-4g/#registration'},
      {label: 'No 4G: is the data session up?', to: '/troubleshooting/no-4g/#data-session'},
    ],
    factSource:
      'pppd(8) man page (lcp-restart, default 3 s; lcp-max-configure, default 10; nodetach); ppp source pppd/fsm.c fsm_timeout ("%s: timeout sending Config-Requests" once the retransmits run out); RFC 1661 §4.6 (Restart timer, Max-Configure); Quectel UMTS/LTE Linux USB Driver User Guide (EC25 ports: ttyUSB2 AT commands, ttyUSB3 PPP); 3GPP TS 27.007 §10.1.9 (+CGATT? 0 detached, 1 attached).',
  },
  {
    id: 'cgatt-error',
    text: 'ERROR',
    name: 'AT+CGATT=1 refused: packet attach failed',
    code: 'CGATT ERROR',
    source: 'modem',
    devices,
    seenIn:
      "The answer to `AT+CGATT=1` typed by hand in a terminal program on the modem's AT port, or sent with `veltro ec2x.query 'AT+CGATT=1'` (EC25) or `veltro modem.connection execute \"AT+CGATT=1\"` (LE910C4).",
    meaning:
      'The modem could not attach to the packet (data) service. A failed attach answers `ERROR`, or `+CME ERROR` with the reason when extended errors are on; the bare `ERROR` only hides that reason.',
    causes: [
      'The modem is not registered: no coverage, still searching, or a SIM the network refuses.',
      'The SIM is not ready.',
      'The radio is switched off (`AT+CFUN?` answers `+CFUN: 0` or `4`).',
    ],
    check: {
      place: 'device-shell',
      action:
        'On an EC25 unit, switch the modem to verbose errors with `veltro ec2x.error_format_config value=2`, then send the attach again.',
      command: "veltro ec2x.query 'AT+CGATT=1'",
      expected:
        'No error. A failure may now name its reason, for example `+CME ERROR: no network service` (code 30): look that entry up on this page. A bare `ERROR` again leads to the SIM and registration steps.',
    },
    fix: [
      'Follow the entry of the reason the verbose error gives.',
      'If `AT+CFUN?` does not answer `+CFUN: 1`, switch the radio on with `veltro ec2x.modem_functionality value=full` and try again.',
      'Otherwise follow the SIM and registration steps of the 4G path.',
    ],
    see: [
      {label: '`+CME ERROR: 30`', to: '/troubleshooting/errors/modem/#cme-error-30'},
      {label: 'No 4G: is the modem registered?', to: '/troubleshooting/no-4g/#registration'},
      {label: '`ec2x.error_format_config`', to: '/core/commands/core-commands-ec2x/#ec2x-error-format-config'},
    ],
    factSource:
      '3GPP TS 27.007 §10.1.9 (+CGATT: ERROR or +CME ERROR when the requested state cannot be reached), §9.1 (+CMEE), §8.2 (+CFUN 0 minimum, 1 full, 4 transmit and receive off); Quectel EC25 AT Commands Manual (AT+CGATT, AT+CFUN); autopi-core src/salt/base/ext/_modules/ec2x.py:145-158 (error_format_config), :1164-1189 (modem_functionality: full is CFUN 1).',
  },
  cms(300, 'ME failure', {
    meaning: 'The modem failed to carry out the SMS command.',
    causes: ['An internal modem fault, or a modem that needs a restart.'],
    check: smsListCheck,
    fix: [
      'Repeat after a minute.',
      'If it repeats, reboot with `veltro power.reboot reason=modem_error` and try again.',
    ],
  }),
  cms(301, 'SMS service of ME reserved', {
    meaning: 'The SMS service of the modem is held by something else and refuses this request.',
    causes: ['Another SMS operation still in progress in the modem.'],
    check: smsListCheck,
    fix: ['Wait a few seconds and repeat.'],
  }),
  cms(302, 'operation not allowed', {
    meaning: "The SMS command is refused in the modem's present state.",
    causes: [
      'The SIM is not ready yet.',
      'A command the modem refuses with its present SMS settings, such as a text-mode listing while it is in PDU mode.',
    ],
    check: {
      place: 'device-shell',
      action: 'Read the SMS format (EC25); `ec2x.list_sms` needs text mode.',
      command: 'veltro ec2x.sms_format_config',
      expected: '`"value": 1` (text mode).',
    },
    fix: [
      'Set text mode with `veltro ec2x.sms_format_config value=1`, then repeat.',
      'If the format is right, check the SIM with `AT+CPIN?`.',
    ],
  }),
  cms(304, 'invalid PDU mode parameter', {
    meaning: 'The modem is in PDU (binary) mode and a value of the command is not valid for it.',
    causes: ['A text-mode command or value sent while the modem is in PDU mode.', 'A malformed PDU.'],
    check: {
      place: 'device-shell',
      action: 'Read the SMS format (EC25).',
      command: 'veltro ec2x.sms_format_config',
      expected: '`"value": 1` for the text commands Core uses. `0` is PDU mode.',
    },
    fix: ['Set text mode with `veltro ec2x.sms_format_config value=1` and repeat.'],
  }),
  cms(310, 'SIM not inserted', {
    meaning: 'No SIM card: the SMS command cannot reach the message storage on the card.',
    causes: ['The card is missing, loose, or was inserted with the power on.'],
    check: simCheck,
    fix: [unplug, 'Reseat the nano SIM until it clicks, then plug the device in again.'],
    see: simLinks,
  }),
  cms(313, 'SIM failure', {
    meaning: 'The modem sees the card but cannot read or write its message storage.',
    causes: ['Dirty contacts or a damaged card.', 'A card blocked by the operator.'],
    check: simCheck,
    fix: [unplug, 'Clean and reseat the card; test it in a phone.'],
    see: simLinks,
  }),
  cms(314, 'SIM busy', {
    meaning: 'The card is still starting or busy and cannot handle the SMS command now.',
    causes: ['The command came right after the modem started.'],
    check: simCheck,
    fix: ['Wait half a minute and repeat.'],
    see: simLinks,
  }),
  cms(321, 'invalid memory index', {
    meaning: 'There is no message at the index you gave.',
    causes: ['The message was already deleted, or the index was read from an older list.'],
    check: smsListCheck,
    fix: [
      'List the messages again and use an index from that list, for example `veltro ec2x.delete_sms index=0 confirm=true`.',
    ],
    see: [{label: '`ec2x.delete_sms`', to: '/core/commands/core-commands-ec2x/#ec2x-delete-sms'}, ...smsLinks],
  }),
  cms(322, 'memory full', {
    meaning:
      'The message storage is full, so no new SMS can be stored. On an EC25 unit this is why SMS wake-up stops working.',
    causes: ['Wake-up and other SMS collected over months and never deleted.'],
    check: smsListCheck,
    fix: [
      'Delete the stored messages: `veltro ec2x.delete_sms delete_all=true confirm=true` (EC25), or `veltro modem.read_sms clear=true` (LE910C4).',
      'Send a wake-up SMS again to test. Telit LE910C4 units are never woken by SMS, with or without free storage.',
    ],
    see: [{label: '`ec2x.delete_sms`', to: '/core/commands/core-commands-ec2x/#ec2x-delete-sms'}, ...smsLinks],
    extraSource: 'site: /cloud/device_management/triggers/fleet-wakeup/ (full storage stops SMS wake-up)',
  }),
  cms(330, 'SMSC address unknown', {
    meaning:
      'The modem does not know the SMS service centre number, so it cannot send an SMS. Receiving is not affected.',
    causes: ['The SIM carries no service centre number, common on data-only SIMs.'],
    check: {
      place: 'device-shell',
      action: 'Read the service centre number (EC25).',
      command: "veltro ec2x.query 'AT+CSCA?'",
      expected: '`+CSCA: "<number>",145` with the operator\'s service centre number.',
    },
    fix: [
      'Ask the operator for the service centre number and set it with `AT+CSCA`, or send the SMS from another device: Core has no command that sends SMS.',
    ],
  }),
  cms(331, 'no network service', {
    meaning: 'The modem is not registered, so SMS cannot be sent.',
    causes: ['No coverage, no antenna, or a refused SIM.'],
    check: registrationCheck,
    fix: ['Get the modem registered first.'],
    see: registrationLinks,
  }),
  cms(332, 'network timeout', {
    meaning: 'The network did not confirm the SMS in time.',
    causes: ['A weak signal or a busy cell.'],
    check: signalCheck,
    fix: ['Repeat; if it keeps failing, improve the signal (antennas, position).'],
    see: [{label: 'TMU CM4 4G troubleshooting: signal', to: `${cm4Page}#signal`}],
  }),
  cms(500, 'unknown error', {
    meaning: 'The SMS command failed without a named reason.',
    causes: ['A temporary modem or network fault.', 'An SMS command the SIM or network does not support.'],
    check: smsListCheck,
    fix: [
      'Repeat once.',
      'If it repeats, reboot with `veltro power.reboot reason=modem_error` and check SIM and registration.',
    ],
  }),
];
