/**
 * Messages of the error reference shown by: adapter. Written in issue 21.
 *
 * The legacy dongles answer through an STN11xx chip, which speaks the ELM327 command set: its words come from the
 * ELM327 datasheet ("Error Messages and Alerts") and the STN11xx reference. The TMU CM4 and the CAN-FD Pro have no
 * such chip; Core's SocketCAN interface (autopi-core `src/salt/base/ext/_utils/can_obd_conn.py`) keeps `NO DATA`
 * for an unanswered request and raises its own texts for the other cases, listed here with their file and line.
 */
import type {Check, ErrorMessage, Link} from '../types';

const obdQuery = '/core/commands/core-commands-obd/#obd-query';
const obdProtocol = '/core/commands/core-commands-obd/#obd-protocol';
const obdConnection = '/core/commands/core-commands-obd/#obd-connection';
const obdMonitor = '/core/commands/core-commands-obd/#obd-monitor';
const noObdAnswer = '/troubleshooting/no-obd-answer/';
const canBusSilent = '/troubleshooting/can-bus-silent/';
const core = 'autopi-core src/salt/base/ext';

// python-OBD as readers run it themselves, upstream brendan-w/python-OBD at a378bdd (Core runs autopi-io's fork, which
// words its connection errors differently).
const pyObdUpstream = 'brendan-w/python-OBD @a378bdd';
const pyObdSeen =
  'An error line of python-OBD (upstream `brendan-w/python-OBD`) when a reader runs the library themselves, on the STN chip of a legacy dongle or on a computer with an ELM327-compatible adapter, and it opens the connection. Veltro Core runs its own fork of the library, which does not print it.';
const pyObdCheck: Check = {
  place: 'computer',
  action:
    'Start the engine, then connect again and print the connection status; the library prints its warnings and errors on the way (add the port, such as `/dev/serial0` on a legacy dongle, if the library does not find it). On a legacy dongle, first switch **Enabled** of `obd_manager` off under **Device Management › Services** and sync: the OBD manager holds `/dev/serial0`, and two programs on the port garble each other\u2019s answers. Switch it on again when you are done.',
  command: 'python3 -c "from obd import OBD; print(OBD().status())"',
  expected: '`Car Connected`. `OBD Connected` or `ELM Connected` means the adapter answers and the vehicle does not.',
};
const pyObdLinks: readonly Link[] = [
  {label: 'No OBD answer', to: noObdAnswer},
  {label: 'No OBD answer: is there traffic on the bus?', to: `${noObdAnswer}#gateway`},
];
const pyObdSource = `${pyObdUpstream} obd/elm327.py:177-209 (ELM_CONNECTED after ATE0/ATH1/ATL0; AT RV below 6 V logs \`OBD2 socket disconnected\`, 6 V or more sets OBD_CONNECTED; the two error lines when no protocol answers 0100), :83-93 (protocols tried from 6, CAN 11-bit 500 kbit/s), :249-285 (auto_protocol: \`Failed to query protocol 0100: unable to connect\`, \`Failed to determine protocol\`), obd/utils.py:48-50 (status strings), docs/Connections.md (check_voltage, protocol), obd/__init__.py:52-57 (warnings and errors printed to stderr by default); ELM327 datasheet (AT RV reads the adapter's supply input, OBD-II pin 16).`;

export const adapterMessages: readonly ErrorMessage[] = [
  {
    id: 'no-data',
    text: 'NO DATA',
    name: 'No data received from vehicle within timeout',
    source: 'adapter',
    devices: ['legacy', 'cm4', 'pro'],
    seenIn:
      "Core's commands (`obd.query`, `obd.send` with `expect_response=true`) fail with the sentence `No data received from vehicle within timeout` on every model that runs Core, in the Cloud terminal or on the device shell; on the TMU CM4 and the Pro so does `obd.monitor` when it catches no frame. A PID logger then stays empty. The bare `NO DATA` is what an ELM327 app shows on a legacy dongle.",
    meaning:
      'The request went out and no control unit answered before the timeout. On the legacy dongles the STN chip waited for its response time (`AT ST`); on the TMU CM4 and the Pro, Core waits 200 ms for the reply frames.',
    causes: [
      'The vehicle does not support this PID: a control unit stays silent for a mode 01 PID it does not have, so an unsupported PID and a silent bus look the same.',
      'The ignition is off, so the control units sleep and nothing answers.',
      'The request is addressed to a control unit that does not exist (a `header` that no unit listens to) or the reply is filtered out.',
      'The unit answers slowly, for example a busy gateway or a manufacturer PID (mode 22) that takes longer than the timeout.',
      'The wrong protocol or bit rate is set after a protocol change, so the requests never reach the bus in a form the vehicle understands.',
    ],
    check: {
      place: 'device-shell',
      action:
        'With the ignition on, ask which standard PIDs the vehicle lists as supported. A PID missing from `supported` is refused by `obd.query` (`Command may not be supported`) and gives `NO DATA` when forced; an empty answer or another error means nothing answers at all.',
      command: 'veltro obd.commands',
      expected:
        '{"protocol": {"id": "6", "name": "ISO 15765-4 (CAN 11/500)", "autodetected": true, "ecus": [2, 4], "baudrate": 500000}, "supported": {"RPM": "Engine RPM (PID 0x010C)", "SPEED": "Vehicle Speed (PID 0x010D)"}}',
      expectedIsOutput: true,
    },
    fix: [
      'If the PID is not in `supported`, the vehicle does not offer it over standard OBD-II: remove it from the logger, or find the manufacturer request (often mode 22 with a `header`) in the OBD Library.',
      'If nothing answers, switch the ignition on and query again; many vehicles answer only with the ignition on or the engine running.',
      'If a custom request with `header` gives `NO DATA`, query the same PID without `header` (functional request) to see whether any unit answers it.',
      'On a legacy dongle that answers `NO DATA` to everything after it worked before, restart the chip with `veltro obd.connection reset=cold` and query again.',
      'If it still fails, follow the no-OBD-answer path.',
    ],
    see: [
      {label: '`obd.query`', to: obdQuery},
      {label: '`obd.commands`', to: '/core/commands/core-commands-obd/#obd-commands'},
      {label: 'No OBD answer', to: noObdAnswer},
      {label: 'Debug raw PID queries', to: '/cloud/obd-ii/debug-raw-pid-queries/'},
    ],
    factSource:
      'ELM327 datasheet, Error Messages and Alerts: NO DATA; ' +
      'autopi-io/python-OBD obd/interfaces/elm327.py:131-145 (ERRORS: the sentence Core raises for each adapter word) and :777-779; ' +
      `${core}/_utils/can_obd_conn.py:377 (200 ms reply timeout), :405 and :445 (SocketCAN raises ERRORS["NO DATA"], "Same behaviour as old"); ` +
      'original docs cloud/obd-ii/can_bus_configuration.md:230 (the sentence as the terminal shows it); ' +
      'SAE J1979 (PID 00 support bitmaps).',
  },
  {
    id: 'searching',
    text: 'SEARCHING...',
    name: 'protocol search running',
    source: 'adapter',
    devices: ['legacy'],
    seenIn:
      'Raw answers from the STN chip: an ELM327 app connected to a legacy dongle, or a request sent while the protocol is set to automatic and none is active yet.',
    meaning:
      'Not an error: the chip has a request to send but no active protocol yet, so it is trying the OBD-II protocols one after the other. It ends with the answer to the request, or with `UNABLE TO CONNECT` when no protocol works.',
    causes: [
      'The first request after power-up or after `obd.protocol set=AUTO`, while the protocol is set to automatic.',
      'The vehicle stopped answering (ignition off), so the chip dropped the protocol and searches again with every request.',
    ],
    check: {
      place: 'device-shell',
      action:
        'Once the search has finished, read which protocol the chip settled on and whether it was found automatically.',
      command: 'veltro obd.status',
      expected:
        '`connection.status` is `bus_connected` and `protocol` shows an ID and name with `autodetected: true`. `interface_connected` means Core talks to the chip but the search has found no protocol yet.',
    },
    fix: [
      'Wait for the search to end; with the ignition on it takes a few seconds.',
      'If it repeats before every request, the vehicle stops answering between requests: check the ignition, then see `UNABLE TO CONNECT`.',
      'Once `obd.status` shows the protocol, set that ID as the permanent protocol in the OBD manager settings so the chip no longer searches after each start.',
    ],
    see: [
      {label: '`obd.status`', to: '/core/commands/core-commands-obd/#obd-status'},
      {label: '`obd.protocol`', to: obdProtocol},
    ],
    factSource:
      'ELM327 datasheet, Error Messages and Alerts: SEARCHING; autopi-io/python-OBD obd/utils.py:46-49 (the statuses `obd.status` reports); ' +
      `${core}/_engines/obd_manager.py:1547 and :1552 (the same statuses as \`system/obd/…\` and \`system/stn/…\` events).`,
  },
  {
    id: 'bus-init-error',
    text: 'BUS INIT: ...ERROR',
    name: 'K-Line initialisation failed',
    source: 'adapter',
    devices: ['legacy'],
    seenIn:
      'Raw answers of the STN chip on a legacy dongle, in an ELM327 app or in `obd.send` output, while the chip tries the K-Line protocols (ISO 9141-2 and ISO 14230-4 KWP, protocol IDs 3, 4 and 5). `BUS INIT: ...` alone is the wake-up in progress; `...OK` means it worked.',
    meaning:
      'The chip sent the K-Line wake-up sequence (the slow 5-baud address or the fast init) and no control unit answered it, or answered with bytes it could not accept.',
    causes: [
      'The vehicle is not a K-Line vehicle: the protocol is set to 3, 4 or 5 on a CAN or J1850 vehicle.',
      'The ignition is off, so the engine control unit does not wake on the K-Line.',
      'Pin 7 (K-Line) is not wired in this vehicle or in an adapter cable between the socket and the device.',
      'The control unit needs the other wake-up: slow init (protocols 3 and 4) and fast init (protocol 5) are not interchangeable.',
    ],
    check: {
      place: 'device-shell',
      action:
        'With the ignition on, let the chip search all protocols again. The search stops at the first protocol the vehicle answers on.',
      command: 'veltro obd.protocol set=AUTO',
      expected:
        '`current` shows the protocol the vehicle answers on, for example `"id": "6"`. IDs 3, 4 or 5 mean the vehicle really is K-Line.',
    },
    fix: [
      'If the search finds a CAN protocol, keep it: set that ID as the protocol in the OBD manager settings so the chip stops trying K-Line.',
      'If the vehicle is K-Line, repeat with the ignition on and check that pin 7 is present in the vehicle socket and any adapter cable.',
      'Try the other K-Line protocol with `veltro obd.protocol set=5` (fast init) or `set=4` (slow init) and query again.',
      'A TMU CM4 or CAN-FD Pro cannot talk K-Line at all: such vehicles need the Mini or a legacy dongle.',
    ],
    see: [
      {label: '`obd.protocol`', to: obdProtocol},
      {label: 'Legacy dongle OBD pinout', to: '/hardware/legacy_devices/veltro_dongle_gen3/obd-connector-pinout/'},
      {label: 'No OBD answer', to: noObdAnswer},
    ],
    factSource:
      'ELM327 datasheet (BUS INIT messages of protocols 3 to 5, ISO 9141-2 and ISO 14230-4); canon: TMU CM4 and Pro have no K-Line.',
  },
  {
    id: 'unable-to-connect',
    text: 'UNABLE TO CONNECT',
    name: 'Unable to connect because no supported protocol found',
    source: 'adapter',
    devices: ['legacy'],
    seenIn:
      "On a legacy dongle, `obd.query`, `obd.commands` or `obd.protocol set=AUTO` fail with `Unable to verify connectivity of protocol 'auto': Unable to connect because no supported protocol found`, or with the second half alone when a single request meets it. ELM327 apps show the bare `UNABLE TO CONNECT`. A TMU CM4 or Pro shows `Unable to autodetect OBD protocol` instead.",
    meaning: 'The chip tried every protocol it supports and none of them got an answer from the vehicle.',
    causes: [
      'The ignition is off.',
      'The vehicle has no OBD-II on this socket, or uses a protocol the chip does not have (older manufacturer protocols, some trucks).',
      'A gateway blocks the diagnostic socket while the vehicle is locked or in a certain mode (common on newer and electric vehicles).',
      'The dongle is not seated fully in the socket, so some pins do not make contact.',
    ],
    check: {
      place: 'device-shell',
      action:
        'Read the supply at the socket. It needs no protocol, and its `state` shows whether the engine runs, which is when every control unit is awake.',
      command: 'veltro obd.battery',
      expected:
        '`state` `charging` while the engine runs. `discharging` means the engine is off, and with it often the control units.',
    },
    fix: [
      'If the engine is off, switch the ignition on (or run the engine outdoors) and run `veltro obd.protocol set=AUTO` again.',
      'If it fails with the engine running, push the dongle fully into the socket and try again.',
      'If the vehicle never answers with the ignition on, check that it has OBD-II (EOBD in Europe) on this socket, or ask the vehicle maker whether a gateway must be unlocked first.',
    ],
    see: [
      {label: '`obd.battery`', to: '/core/commands/core-commands-obd/#obd-battery'},
      {label: '`obd.protocol`', to: obdProtocol},
      {label: 'No OBD answer', to: noObdAnswer},
    ],
    factSource:
      'ELM327 datasheet, Error Messages and Alerts: UNABLE TO CONNECT; autopi-io/python-OBD obd/interfaces/elm327.py:138 and :823-845 (the sentence and the search wording); site: /core/commands/core-commands-obd/#obd-battery (states).',
  },
  {
    id: 'unable-to-autodetect-obd-protocol',
    text: 'Unable to autodetect OBD protocol',
    source: 'adapter',
    devices: ['cm4', 'pro'],
    seenIn:
      'The answer of `obd.query`, `obd.commands` or `obd.protocol set=AUTO` on a TMU CM4 or CAN-FD Pro, in the Cloud terminal or on the device shell. It is what these models say where a legacy dongle says `UNABLE TO CONNECT`.',
    meaning:
      'Core tried the four ISO 15765-4 CAN protocols on `can0` (ID 6: 11-bit at 500 kbit/s, 7: 29-bit at 500, 8: 11-bit at 250, 9: 29-bit at 250), sent the PID 00 request on each, and got no reply on any of them.',
    causes: [
      'The ignition is off, so no control unit answers on the diagnostic CAN.',
      'The vehicle speaks K-Line or J1850 on this socket, not CAN: the TMU CM4 and the Pro cannot talk to it.',
      'The vehicle is a truck or machine with J1939 only, which answers no ISO 15765-4 request.',
      'A gateway blocks the diagnostic socket, or the CAN wires (pins 6 and 14) are not connected through an adapter cable.',
    ],
    check: {
      place: 'device-shell',
      action:
        'With the ignition on, read the interface counters twice, a few seconds apart. After a failed detection Core leaves `can0` at the last rate it tried, 250 kbit/s, so read the counters with that in mind.',
      command: 'veltro socketcan.show interface=can0 details=true stats=true',
      expected:
        'Received packets that grow mean CAN traffic at 250 kbit/s; error counters that grow while no packet arrives mean traffic at another rate, usually 500 kbit/s. Either way the socket carries CAN but no unit answered the OBD-II request (ignition, gateway, J1939). Neither growing means no CAN reaches `can0`: a K-Line or J1850 vehicle, or pins 6 and 14 not connected.',
    },
    fix: [
      'Switch the ignition on and run `veltro obd.protocol set=AUTO` again.',
      'If neither counter grows with the ignition on, the socket carries no CAN traffic: check pins 6 and 14 and any adapter cable, then follow the CAN-silent path.',
      'A K-Line vehicle needs the Mini or a legacy dongle; a J1850 vehicle needs a legacy dongle (the Mini does not support J1850).',
      'On a J1939 vehicle, give the vehicle a bus with the J1939 protocol (42) in Veltro Cloud and read it with CAN signal loggers; OBD-II PIDs do not exist there.',
    ],
    see: [
      {label: '`obd.protocol`', to: obdProtocol},
      {label: 'CAN bus silent', to: canBusSilent},
      {label: 'TMU CM4 OBD pinout', to: '/hardware/veltro_tmu_cm4/obd-connector-pinout/'},
      {label: 'J1939 guide', to: '/getting_started/heavy_duty_vehicles/j1939-getting-started-guide/'},
    ],
    factSource: `${core}/_utils/can_obd_conn.py:211-218 (CAN_TRY_PROTOCOLS 6, 7, 8, 9), :602-630 (_auto_protocol sets each rate on can0 in turn, the last 250 kbit/s, and raises "Unable to autodetect OBD protocol").`,
  },
  {
    id: 'no-data-received-when-trying-to-verify-connectivity-of-protocol',
    text: "No data received when trying to verify connectivity of protocol '<protocol>'",
    source: 'adapter',
    devices: ['cm4', 'pro', 'legacy'],
    seenIn:
      "The answer of an `obd.query`, `obd.send`, `obd.monitor` or `obd.protocol set=<id>` call with `verify=true`, and of `obd.commands protocol=<id>`, which verifies by default. On a TMU CM4 or Pro `<protocol>` is the protocol's class, for example `<class 'can_obd_conn.ISO_15765_4_11bit_500k'>`; on a legacy dongle it is the protocol ID, such as `6`.",
    meaning:
      'Core switched to the protocol you named (on the CM4 and Pro: set `can0` to its bit rate) and sent the OBD-II PID 00 request to check it; no control unit answered.',
    causes: [
      'The ignition is off.',
      "The protocol is not the vehicle's: wrong bit rate (250 instead of 500 kbit/s) or wrong ID length (11 instead of 29 bits).",
      'The bus carries no OBD-II at all (a J1939 truck bus, a comfort CAN behind a gateway), so verification cannot succeed there.',
    ],
    check: {
      place: 'device-shell',
      action:
        'With the ignition on, let Core search for the protocol itself: the four OBD-II CAN protocols on a CM4 or Pro, every protocol of the chip on a legacy dongle.',
      command: 'veltro obd.protocol set=AUTO',
      expected: '`current` names the protocol the vehicle answered on, for example `"id": "6"`.',
    },
    fix: [
      "Use the protocol that automatic detection found: on a CM4 or Pro, enter it as the **Protocol** of the vehicle's bus in Veltro Cloud.",
      'On a bus without OBD-II (J1939, a raw CAN bus), leave `verify` off: it only tests OBD-II replies.',
      'If automatic detection fails too, see `Unable to autodetect OBD protocol`.',
    ],
    see: [
      {label: '`obd.protocol`', to: obdProtocol},
      {label: 'CAN bus configuration', to: '/cloud/obd-ii/can-bus-configuration/#add-a-bus-in-veltro-cloud'},
      {label: 'No OBD answer', to: noObdAnswer},
    ],
    factSource: `${core}/_utils/can_obd_conn.py:564-579 (_verify_protocol) and :581-589 (called with the protocol class); autopi-io/python-OBD obd/interfaces/elm327.py:848-857 (the same sentence with the protocol ID on the STN); original docs cloud/obd-ii/can_bus_configuration.md:194 (the sentence as the terminal shows it).`,
  },
  {
    id: 'no-can-message-reply-received-within-timeout',
    text: 'No CAN message reply received within timeout of <seconds> second(s)',
    source: 'adapter',
    devices: ['cm4', 'pro'],
    seenIn:
      'The answer of `can.obd_query` and `can.query` on a TMU CM4 or Pro. They send on the raw CAN interface, so they fail with this text where `obd.query` says `No data received from vehicle within timeout`.',
    meaning:
      'The request frame was sent and no reply frame arrived within the wait, 0.2 s unless you set another. When you asked for several replies, the text also says how many came: `(1/3)`.',
    causes: [
      'The vehicle does not support the PID, or the ignition is off.',
      'The bus uses 29-bit IDs and the request went out with the 11-bit ID `0x7DF` (or the other way round).',
      'The interface runs at the wrong bit rate, or is in listen-only mode and cannot send.',
      'The unit needs longer than 0.2 s to answer.',
    ],
    check: {
      place: 'device-shell',
      action: 'Ask the same PID through the OBD manager, which sets protocol, IDs and filters for you.',
      command: 'veltro obd.query RPM',
      expected:
        'A value such as `{"_type": "rpm", "value": 812.0, "unit": "revolutions_per_minute"}` with the ignition on.',
    },
    fix: [
      'If `obd.query` answers, give `can.obd_query` the matching request `id` (`0x18DB33F1` on a 29-bit bus).',
      'If neither answers, check the ignition and the bit rate with `veltro socketcan.show interface=can0 details=true stats=true`.',
      'If the interface is in listen-only mode from a silent probe, switch it back to normal mode before you send.',
    ],
    see: [
      {label: '`can.obd_query`', to: '/core/commands/core-commands-can/#can-obd-query'},
      {label: '`can.query`', to: '/core/commands/core-commands-can/#can-query'},
      {label: 'CAN bus silent', to: canBusSilent},
    ],
    factSource: `${core}/_utils/can_conn.py:85 (default timeout 0.2, strict), :102 and :104 (the two texts); ${core}/_engines/can_manager.py:169.`,
  },
  {
    id: 'command-may-not-be-supported',
    text: "Command may not be supported - add 'force=True' to run it anyway",
    source: 'adapter',
    devices: ['legacy', 'cm4', 'pro'],
    seenIn:
      'The answer of `obd.query` without `force=true` on every model that runs Veltro Core, for a PID the vehicle did not list as supported: a standard PID name, or a custom request (`mode` and `pid`, such as a mode 22 PID) that matches no listed PID.',
    meaning:
      'Nothing was sent to the vehicle. Core checked the list of PIDs the vehicle reported as supported, did not find this one, and stopped.',
    causes: [
      'The vehicle really does not support the PID.',
      'The vehicle answers the PID but leaves it out of its support list (some control units do).',
      'The support list was read while only some control units were awake, for example with the ignition in accessory position.',
    ],
    check: {
      place: 'device-shell',
      action: 'Send the request anyway and look at the answer.',
      command: 'veltro obd.query FUEL_LEVEL force=true',
      expected:
        'A `value`: the vehicle supports the PID after all. `No data received from vehicle within timeout` (`NO DATA`) means it does not.',
    },
    fix: [
      'If the forced query returns a value, add `force=true` to the query or logger.',
      'If it fails with `NO DATA`, remove the PID from the logger.',
    ],
    see: [
      {label: '`obd.query`', to: obdQuery},
      {label: '`obd.commands`', to: '/core/commands/core-commands-obd/#obd-commands'},
    ],
    factSource: `${core}/_engines/obd_manager.py:176-190 (custom requests built from mode and pid, then the support check); autopi-io/python-OBD obd/OBDCommand.py:124-132 (commands compare by request bytes).`,
  },
  {
    id: 'no-messages-received-on-bus',
    text: 'No messages received on bus',
    source: 'adapter',
    devices: ['legacy'],
    seenIn:
      'The answer of `obd.monitor` on a legacy dongle. On a TMU CM4 or Pro an empty monitor ends earlier, with `No data received from vehicle within timeout` (`NO DATA`).',
    meaning:
      'The monitor listened for the whole `duration` or up to `limit` and caught no frame that passed its filters.',
    causes: [
      'The bus is quiet: ignition off, or the socket carries no CAN traffic while the vehicle is parked.',
      'Filters set for an earlier job block everything.',
      'The protocol or bit rate does not match the bus, so frames are dropped as errors.',
    ],
    check: {
      place: 'device-shell',
      action: 'Listen again for 5 seconds with the ignition on and without filters.',
      command: 'veltro obd.monitor duration=5 filtering=false',
      expected: 'A list of `values`, one frame per line. The same error again means the bus is silent to the device.',
    },
    fix: [
      'Switch the ignition on; many vehicles keep the diagnostic CAN quiet until then.',
      'Clear old filters with `veltro obd.filter clear` and monitor again.',
      'If nothing arrives, follow the CAN-silent path.',
    ],
    see: [
      {label: '`obd.monitor`', to: obdMonitor},
      {label: 'CAN bus silent', to: canBusSilent},
    ],
    factSource: `${core}/_engines/obd_manager.py:494-507; ${core}/_utils/can_obd_conn.py:445 (SocketCAN raises NO DATA first unless raw_response).`,
  },
  {
    id: 'can-error',
    text: 'CAN ERROR',
    name: 'CAN sending or receiving failed',
    source: 'adapter',
    devices: ['legacy'],
    seenIn:
      'On a legacy dongle, `obd.query` or `obd.send` fail with `CAN sending or receiving failed`; ELM327 apps show the bare `CAN ERROR`.',
    meaning:
      "The chip's CAN module could not start, send or receive. It is set to a CAN protocol but finds no working CAN bus at that speed.",
    causes: [
      'The protocol is fixed to a CAN protocol on a vehicle that is not CAN (or not on pins 6 and 14).',
      'The bit rate is wrong for the bus, so every frame the chip sends gets no acknowledgement.',
      'Nothing else on the bus is awake to acknowledge frames: ignition off, or a bus behind a closed gateway.',
      'CAN wiring fault: pins 6 and 14 swapped, shorted or open in an adapter cable.',
    ],
    check: {
      place: 'device-shell',
      action: 'See which protocol the chip is set to and whether it was fixed by hand.',
      command: 'veltro obd.status',
      expected:
        "`protocol` shows a CAN protocol with `autodetected: true` and the vehicle's bit rate, and `connection.status` is `bus_connected`.",
    },
    fix: [
      'If the protocol was set by hand, let the chip find it: `veltro obd.protocol set=AUTO` with the ignition on.',
      'If automatic detection picks a non-CAN protocol, the vehicle is not CAN on this socket; keep that protocol.',
      'Check pins 6 (CAN high) and 14 (CAN low) in any adapter cable.',
    ],
    see: [
      {label: '`obd.status`', to: '/core/commands/core-commands-obd/#obd-status'},
      {label: '`obd.protocol`', to: obdProtocol},
      {label: 'CAN bus silent', to: canBusSilent},
    ],
    factSource:
      'ELM327 datasheet, Error Messages and Alerts: CAN ERROR; autopi-io/python-OBD obd/interfaces/elm327.py:135 and obd/utils.py:46-49; ISO 15765-4 (pins 6 and 14).',
  },
  {
    id: 'buffer-full',
    text: 'BUFFER FULL',
    name: 'Internal RS232 transmit buffer is full',
    source: 'adapter',
    devices: ['legacy'],
    seenIn:
      "Lines of `obd.monitor`, `obd.dump` or CAN logging on a legacy dongle; Core also logs `CAN decoder is skipping line 'BUFFER FULL'` in the Core log. A query that meets it fails with `Internal RS232 transmit buffer is full`.",
    meaning:
      'The chip receives frames faster than it can pass them over its serial line to the processor. Its 512-byte send buffer filled up and frames were lost.',
    causes: [
      'Monitoring a busy bus without filters: every frame is passed on.',
      'A low serial speed between the processor and the STN chip.',
      'Headers and spaces printed with every frame, which makes each line longer.',
    ],
    check: {
      place: 'device-shell',
      action: 'Read the serial speed between the processor and the chip.',
      command: 'veltro obd.connection',
      expected: '`serial.baudrate` shows the line speed, for example `576000`. Lower speeds fill the buffer sooner.',
    },
    fix: [
      'Add pass filters for the IDs you need, so the chip sends only those (`obd.filter`, or filters in the logger).',
      'Raise the serial speed, for example `veltro obd.connection baudrate=1152000`, then monitor again.',
      'Shorten the monitor with `duration` or `limit` when you only need a sample.',
    ],
    see: [
      {label: '`obd.connection`', to: obdConnection},
      {label: '`obd.filter`', to: '/core/commands/core-commands-obd/#obd-filter'},
      {label: '`obd.monitor`', to: obdMonitor},
    ],
    factSource: `ELM327 datasheet, Error Messages and Alerts: BUFFER FULL (512-byte buffer); autopi-io/python-OBD obd/interfaces/elm327.py:140; ${core}/_utils/obd_conn.py:536-537 (the log line and its advice).`,
  },
  {
    id: 'bus-busy',
    text: 'BUS BUSY',
    name: 'Too much activity on bus',
    source: 'adapter',
    devices: ['legacy'],
    seenIn:
      'On a legacy dongle, on the non-CAN protocols: `obd.query` or `obd.send` fail with `Too much activity on bus`; ELM327 apps show the bare `BUS BUSY`.',
    meaning: 'The chip wanted to send, or to wake the bus, but the line never went quiet long enough to let it in.',
    causes: [
      'A wiring fault that holds the line active: a K-Line or J1850 wire shorted, or an adapter cable wired to the wrong pin.',
      'A bus that is really busy, which is rare on these protocols.',
    ],
    check: {
      place: 'look',
      action:
        'Unplug the dongle, plug it straight into the vehicle socket without any extension or adapter cable, and query again.',
      expected: 'The query answers with a value. If it does, the cable was at fault.',
    },
    fix: [
      'Replace or rewire the extension or adapter cable.',
      'If it happens without any cable, let the chip detect the protocol again with `veltro obd.protocol set=AUTO`.',
    ],
    see: [
      {label: '`obd.protocol`', to: obdProtocol},
      {label: 'No OBD answer', to: noObdAnswer},
    ],
    factSource:
      'ELM327 datasheet, Error Messages and Alerts: BUS BUSY; autopi-io/python-OBD obd/interfaces/elm327.py:133.',
  },
  {
    id: 'bus-error',
    text: 'BUS ERROR',
    name: 'Invalid signal detected on bus',
    source: 'adapter',
    devices: ['legacy'],
    seenIn:
      'On a legacy dongle, on the non-CAN protocols and while monitoring: `obd.query` or `obd.send` fail with `Invalid signal detected on bus`; ELM327 apps show the bare `BUS ERROR`.',
    meaning:
      'The chip saw a signal on the bus that no protocol allows, such as a pulse much longer than a valid one. Most often a wiring fault; some vehicles send such pulses while they start up.',
    causes: [
      'A wiring fault in an adapter or extension cable.',
      'The vehicle sends long pulses as it wakes up: seen once while monitoring at ignition on, it is harmless.',
    ],
    check: {
      place: 'look',
      action:
        'Query again a minute after the ignition was switched on, with the dongle plugged straight into the socket.',
      expected: 'The query answers normally. Then the message came from the vehicle waking up.',
    },
    fix: [
      'If it repeats without a cable, let the chip detect the protocol again with `veltro obd.protocol set=AUTO`.',
      'If it repeats only with a cable, replace the cable.',
    ],
    see: [{label: 'No OBD answer', to: noObdAnswer}],
    factSource:
      'ELM327 datasheet, Error Messages and Alerts: BUS ERROR; autopi-io/python-OBD obd/interfaces/elm327.py:134.',
  },
  {
    id: 'data-error',
    text: 'DATA ERROR',
    name: 'Incorrect response from vehicle',
    source: 'adapter',
    devices: ['legacy'],
    seenIn:
      'On a legacy dongle, `obd.query` or `obd.send` fail with `Incorrect response from vehicle`; ELM327 apps show the bare `DATA ERROR`.',
    meaning:
      'A control unit answered, but the answer was broken and could not be decoded: too short, or wrong during a K-Line wake-up.',
    causes: [
      'Electrical noise or a loose contact while the answer came in.',
      'The signal was cut during the answer, for example by cranking.',
    ],
    check: {
      place: 'device-shell',
      action: 'Send the same request again.',
      command: 'veltro obd.query RPM',
      expected: 'A value. A one-off error was noise; if it repeats, check the contacts.',
    },
    fix: [
      'Repeat the request.',
      'If it repeats, reseat the dongle and remove any extension cable; check the socket pins for corrosion.',
    ],
    see: [{label: '`obd.query`', to: obdQuery}],
    factSource:
      'ELM327 datasheet, Error Messages and Alerts: DATA ERROR; autopi-io/python-OBD obd/interfaces/elm327.py:136.',
  },
  {
    id: 'data-error-line',
    text: '<DATA ERROR',
    name: 'bad line',
    source: 'adapter',
    devices: ['legacy'],
    seenIn: 'At the end of a line of raw answer on a legacy dongle, pointing at the line before it.',
    meaning:
      'The line it points to arrived with a bad checksum or in the wrong format. The chip still shows you what it received, but the bytes cannot be trusted.',
    causes: ['Noise on the bus or a poor contact.', 'A control unit that sends a non-standard message format.'],
    check: {
      place: 'device-shell',
      action: 'Repeat the request a few times.',
      command: 'veltro obd.query RPM',
      expected: 'Clean values. A single bad line was noise.',
    },
    fix: [
      'Ignore a one-off bad line; do not use its bytes.',
      'If every answer from one unit is marked, read that unit with a manufacturer tool: its format is not standard.',
    ],
    see: [{label: '`obd.query`', to: obdQuery}],
    factSource: 'ELM327 datasheet, Error Messages and Alerts: <DATA ERROR.',
  },
  {
    id: 'fb-error',
    text: 'FB ERROR',
    name: 'Problem with feedback signal',
    source: 'adapter',
    devices: ['legacy'],
    seenIn:
      'On a legacy dongle, when it tries a K-Line or J1850 protocol: `obd.query` or `obd.send` fail with `Problem with feedback signal`; ELM327 apps show the bare `FB ERROR`.',
    meaning:
      'The chip drove its bus output but did not see the signal come back on its input, so it switched the output off. The line it drives is shorted or open.',
    causes: [
      'A wiring fault on the K-Line (pin 7) or J1850 (pins 2 and 10) in an adapter or extension cable.',
      'A vehicle socket whose pin is bent or pushed back.',
    ],
    check: {
      place: 'look',
      action: 'Plug the dongle straight into the socket and look at the socket pins with a torch.',
      expected: 'All pins sit level and straight; the query works without the cable.',
    },
    fix: ['Replace the adapter or extension cable.', 'Have a bent or pushed-back socket pin repaired.'],
    see: [{label: 'Legacy dongle OBD pinout', to: '/hardware/legacy_devices/veltro_dongle_gen3/obd-connector-pinout/'}],
    factSource:
      'ELM327 datasheet, Error Messages and Alerts: FB ERROR; autopi-io/python-OBD obd/interfaces/elm327.py:137; SAE J1962 pin assignment.',
  },
  {
    id: 'rx-error',
    text: '<RX ERROR',
    name: 'bad CAN frame received',
    source: 'adapter',
    devices: ['legacy'],
    seenIn: 'At the end of frames in `obd.monitor` output or an ELM327 app monitoring a CAN bus, on a legacy dongle.',
    meaning:
      'The chip received CAN data with errors and shows it as it came in. Most often the monitor runs at the wrong bit rate.',
    causes: [
      "The protocol's bit rate does not match the bus, for example 500 kbit/s on a 250 kbit/s bus.",
      'Frames that no node acknowledges, or with bit errors from a poor connection.',
    ],
    check: {
      place: 'device-shell',
      action: 'Read the bit rate the chip uses.',
      command: 'veltro obd.status',
      expected: '`protocol.baudrate` equals the bus rate (500000 or 250000 on most diagnostic sockets).',
    },
    fix: [
      'Set the protocol with the right rate, for example `veltro obd.protocol set=8` for 11-bit at 250 kbit/s, and monitor again.',
      'If the rate is right, check the CAN wiring of any adapter cable.',
    ],
    see: [
      {label: '`obd.protocol`', to: obdProtocol},
      {label: 'CAN bus silent', to: canBusSilent},
    ],
    factSource: 'ELM327 datasheet, Error Messages and Alerts: <RX ERROR.',
  },
  {
    id: 'stopped',
    text: 'STOPPED',
    name: 'Operation interrupted by a received RS232 character',
    source: 'adapter',
    devices: ['legacy'],
    seenIn:
      'On a legacy dongle, `obd.query` or `obd.send` fail with `Operation interrupted by a received RS232 character`; ELM327 apps connected through the proxy show the bare `STOPPED`.',
    meaning:
      'The chip was interrupted: something wrote to it while it was still busy with the previous command, so it stopped that command.',
    causes: [
      "Two commands reach the chip at once: a second command sent before the first finished, or Core's loggers running while an ELM327 app uses the proxy with worker pausing switched off (Core pauses its workers while a proxy client is connected, unless `pause_workers` is false).",
      'A long monitor or search interrupted on purpose.',
    ],
    check: {
      place: 'device-shell',
      action: 'Look at what the OBD manager is running.',
      command: "veltro obd.manage worker list '*'",
      expected:
        'The loggers listed. While an ELM327 app is connected through the proxy they should show as paused; running loggers then compete with the app for the chip.',
    },
    fix: [
      'Wait for each answer before you send the next command.',
      "Do not run an ELM327 app while Core's loggers run: leave worker pausing of the ELM327 proxy on, or pause the loggers yourself.",
    ],
    see: [
      {label: '`obd.manage`', to: '/core/commands/core-commands-obd/#obd-manage'},
      {label: 'OBD manager service', to: '/core/services/core-services-obd-manager/'},
    ],
    factSource: `ELM327 datasheet, Error Messages and Alerts: STOPPED; autopi-io/python-OBD obd/interfaces/elm327.py:144; ${core}/_engines/obd_manager.py:1585-1614 (ELM327 proxy; workers paused on connect and resumed on disconnect unless pause_workers is false).`,
  },
  {
    id: 'question-mark',
    text: '?',
    name: 'Invalid/unsupported command',
    source: 'adapter',
    devices: ['legacy'],
    seenIn:
      'On a legacy dongle, `obd.execute` or `obd.send` fail with `Invalid/unsupported command`; ELM327 terminal apps show the bare `?`. A TMU CM4 or Pro answers `OK` to every AT or ST command instead, so this never appears there.',
    meaning:
      'The chip did not understand the command: a typing mistake, a command the firmware does not have, or one that does not fit the current protocol.',
    causes: [
      'A typing mistake in an AT or ST command, or hex data with an odd number of digits.',
      'A command that does not apply now, for example a K-Line command while a CAN protocol is set.',
      "A command newer than the chip's firmware.",
    ],
    check: {
      place: 'device-shell',
      action: "Read the chip's firmware version to compare with the STN command reference.",
      command: 'veltro obd.execute STI',
      expected: "`value` holds the chip's firmware ID: its STN11xx model name and firmware version.",
    },
    fix: [
      'Check the spelling and the digits, and send it again.',
      'Use the command only with a protocol it applies to.',
    ],
    see: [{label: '`obd.execute`', to: '/core/commands/core-commands-obd/#obd-execute'}],
    factSource: `ELM327 datasheet, Error Messages and Alerts: ?; STN11xx reference (STI, firmware ID); autopi-io/python-OBD obd/interfaces/elm327.py:132; ${core}/_utils/can_obd_conn.py:356-363 (SocketCAN answers OK to AT/ST).`,
  },
  {
    id: 'lv-reset',
    text: 'LV RESET',
    name: 'Low voltage reset',
    source: 'adapter',
    devices: ['legacy'],
    seenIn:
      'On a legacy dongle, usually right after cranking: a command that meets it fails with `Low voltage reset`; ELM327 apps show the bare `LV RESET`.',
    meaning:
      "The chip's own supply dropped below its safe level, it stopped, and it restarted when the voltage came back. All settings made since start-up are back at their defaults.",
    causes: [
      'Cranking: the battery voltage dips while the starter turns.',
      'A weak battery or a poor contact at pin 16 or the ground pins.',
    ],
    check: {
      place: 'device-shell',
      action: 'Read the supply at the socket, with the engine off and then running.',
      command: 'veltro obd.battery',
      expected:
        'With the engine off, a `level` near 100 (100 is 12.6 V on a 12 V system); running, a higher `voltage` with `state` `charging`.',
    },
    fix: [
      'Once after cranking: query again. If answers stay wrong, restart the chip with `veltro obd.connection reset=cold`, which sets it up again.',
      'Repeated: charge or test the battery, and reseat the dongle.',
    ],
    see: [
      {label: '`obd.battery`', to: '/core/commands/core-commands-obd/#obd-battery'},
      {label: 'Battery drain', to: '/troubleshooting/battery-drain/'},
    ],
    factSource:
      'ELM327 datasheet, Error Messages and Alerts: LV RESET (brownout reset); autopi-io/python-OBD obd/interfaces/elm327.py:142.',
  },
  {
    id: 'act-alert',
    text: 'ACT ALERT',
    name: 'No RS232 or OBD activity for some time',
    source: 'adapter',
    devices: ['legacy'],
    seenIn:
      'On a legacy dongle: ELM327 apps left idle show `ACT ALERT`, which may start with `!`; a command that meets it fails with `No RS232 or OBD activity for some time`.',
    meaning:
      'A warning, not an error: the chip saw no activity on its serial or OBD side for its set time and will switch to low power within a minute unless something arrives.',
    causes: [
      'The vehicle went quiet (ignition off) and the chip is preparing to sleep.',
      'No program has sent the chip anything for a while.',
    ],
    check: {
      place: 'device-shell',
      action: "Read the chip's sleep and wake settings as Core configured them.",
      command: 'veltro stn.power_config',
      expected: 'The sleep and wake triggers Core set; the alert is the chip following them.',
    },
    fix: [
      'Expected when the vehicle is parked: no action.',
      'If it appears while you work, send any command to keep the chip awake, or change the sleep triggers with the STN commands.',
    ],
    see: [{label: 'STN commands', to: '/core/commands/core-commands-stn/#stn-power-config'}],
    factSource:
      'ELM327 datasheet, Error Messages and Alerts: ACT ALERT; autopi-io/python-OBD obd/interfaces/elm327.py:141.',
  },
  {
    id: 'errxx',
    text: 'ERRxx',
    name: 'internal error; ERR94 is a fatal CAN error',
    code: 'ERR94',
    source: 'adapter',
    devices: ['legacy'],
    seenIn: 'Raw output of the STN chip on a legacy dongle: `ERR` and two digits.',
    meaning:
      'An internal fault of the chip. The one with an outside cause is `ERR94`: a fatal CAN error after which the chip reset its CAN part completely, losing all settings, and stops searching the CAN protocols until it is powered off and on.',
    causes: [
      '`ERR94`: a serious CAN wiring problem, or a non-CAN vehicle that uses pins 6 and 14 for something else.',
      'Any other number: a fault inside the chip.',
    ],
    check: {
      place: 'device-shell',
      action: 'Restart the chip completely and ask for its status.',
      command: 'veltro obd.connection reset=cold',
      expected:
        '`status` `bus_connected` with the ignition on, once a protocol is set again; `interface_connected` means the chip answers but no protocol is set yet.',
    },
    fix: [
      '`ERR94`: check what is wired to pins 6 and 14 of the socket and any adapter cable; on a non-CAN vehicle fix a non-CAN protocol.',
      'Other numbers, or `ERR94` that returns: contact Veltro support with the number.',
    ],
    see: [{label: '`obd.connection`', to: obdConnection}],
    factSource: 'ELM327 datasheet, Error Messages and Alerts: ERRxx and ERR94.',
  },
  {
    id: 'obd-connection-closed-permanently-because-the-stn-has-powered-off',
    text: 'OBD connection closed permanently because the STN has powered off',
    source: 'adapter',
    devices: ['legacy'],
    seenIn:
      'The answer of the first `obd` command on a legacy dongle after the chip went to sleep, and as a warning in the Core log (`Closing OBD connection permanently because the STN has powered off`). Every later `obd` command fails with `OBD connection is no longer available as it has been permanently closed`.',
    meaning:
      'Core found the STN chip powered off (its state pin shows it asleep, often after low battery voltage) and closed the connection for good. No `obd` command works until Core starts again.',
    causes: [
      'The STN chip went to sleep on its own low-voltage or inactivity rule while the processor stayed on.',
      'A command such as `STSLEEP` put it to sleep.',
    ],
    check: {
      place: 'device-shell',
      action:
        'Read the supply voltage through the power co-processor: `obd.battery` and `stn.power_config` go through the closed connection and fail now.',
      command: 'veltro spm.query volt_readout',
      expected:
        'A voltage above the sleep level of the STN settings (about 12.6 V on a healthy parked 12 V battery). A low one explains the sleep.',
    },
    fix: [
      'Reboot the device: `veltro power.reboot reason=stn_powered_off`.',
      'If it repeats, charge the battery, then, after the reboot, check the STN sleep levels with `veltro stn.power_config`.',
    ],
    see: [
      {label: 'STN commands', to: '/core/commands/core-commands-stn/'},
      {label: 'Battery drain', to: '/troubleshooting/battery-drain/'},
    ],
    factSource: `${core}/_engines/obd_manager.py:1569-1574; ${core}/_utils/obd_conn.py:114-117 (later opens refused); ${core}/_modules/spm.py:43 and _utils/can_obd_conn.py:359 (volt_readout).`,
  },
  {
    id: 'adapter-connected-but-the-ignition-is-off',
    text: 'Adapter connected, but the ignition is off',
    name: 'python-OBD: no protocol answered, supply present',
    source: 'adapter',
    devices: ['legacy'],
    seenIn: `${pyObdSeen} When the library detects the protocol itself, the line before it tells how detection failed: \`Failed to query protocol 0100: unable to connect\` or \`Failed to determine protocol\`.`,
    meaning:
      'The library reached the adapter, and the adapter measured a supply of at least 6 V on its battery pin, so it sits in a vehicle socket; but no protocol answered the first request for supported PIDs (`0100`). The library blames the ignition because that is the usual reason, not because it read the ignition.',
    causes: [
      'The ignition is off, so the control units sleep and answer nothing.',
      'The vehicle answers on none of the protocols the adapter tries: a diagnostic gateway, or a socket without OBD-II.',
      'A `protocol` forced in `OBD(...)` that the vehicle does not use.',
    ],
    check: pyObdCheck,
    fix: [
      'Switch the ignition on, better start the engine, and connect again.',
      'Leave `protocol` out so that the adapter detects it, on a car only: detection transmits at 500 kbit/s first, so on a truck or bus pass the vehicle\u2019s protocol instead.',
      'If it stays with the engine running, the vehicle side is silent: follow the no-OBD-answer path (a gateway, or nothing on pins 6 and 14).',
    ],
    see: pyObdLinks,
    factSource: pyObdSource,
  },
  {
    id: 'connected-to-the-adapter-but-failed-to-connect-to-the-vehicle',
    text: 'Connected to the adapter, but failed to connect to the vehicle',
    name: 'python-OBD: no protocol answered',
    source: 'adapter',
    devices: ['legacy'],
    seenIn: `${pyObdSeen} It takes the place of \`Adapter connected, but the ignition is off\` when the voltage check is off (\`check_voltage=False\`). When the library detects the protocol itself, the line before it tells how detection failed: \`Failed to query protocol 0100: unable to connect\` or \`Failed to determine protocol\`.`,
    meaning:
      'The adapter answered its setup commands, but no protocol answered the first request for supported PIDs (`0100`), and with the voltage check off the library cannot tell an empty socket from a sleeping vehicle.',
    causes: [
      'The ignition is off.',
      'The adapter does not sit fully in the socket.',
      'The vehicle answers on none of the protocols the adapter tries: a diagnostic gateway, or a socket without OBD-II.',
    ],
    check: pyObdCheck,
    fix: [
      'Push the adapter fully home, switch the ignition on (engine running) and connect again.',
      'Connect once with the voltage check on (the default) to tell an empty socket (`OBD2 socket disconnected`) from a silent vehicle (`Adapter connected, but the ignition is off`).',
      'If it stays with the engine running, follow the no-OBD-answer path.',
    ],
    see: pyObdLinks,
    factSource: pyObdSource,
  },
  {
    id: 'ate0-did-not-return-ok',
    text: "ATE0 did not return 'OK'",
    name: 'python-OBD: the adapter does not answer',
    source: 'adapter',
    devices: ['legacy'],
    seenIn: `${pyObdSeen} The next two setup commands fail the same way: \`ATH1 did not return 'OK', or echoing is still ON\` and \`ATL0 did not return 'OK'\`.`,
    meaning:
      'After resetting the adapter (`ATZ`), the library switched its echo off (`ATE0`) and got no `OK` back: nothing that speaks the ELM327 command set answers on that port at that speed, so the library stops before it reaches the vehicle.',
    causes: [
      'The wrong port: another serial device, or no adapter behind it.',
      'A Bluetooth adapter that is not paired, or a serial link that drops characters.',
      'No permission to write to the port.',
      'Another program holds the port: on a legacy dongle, Veltro Core\u2019s OBD manager (`obd_manager`) uses `/dev/serial0` and takes the answers.',
    ],
    check: {
      place: 'computer',
      action: 'List the serial ports the library can open.',
      command: 'python3 -c "from obd import scan_serial; print(scan_serial())"',
      expected:
        "A list with the adapter's port, for example `['/dev/ttyUSB0']`. On a legacy dongle the STN chip sits on `/dev/serial0`.",
    },
    fix: [
      "Pass the adapter's port to the library, for example `OBD('/dev/ttyUSB0')`.",
      'Pair a Bluetooth adapter first, and run the program as a user who may write to the port.',
      'On a legacy dongle, switch **Enabled** of `obd_manager` off under **Device Management › Services** while your program runs, and on again afterwards: without it the device sees no engine events and stays awake until the inactivity fallback timer runs out.',
      "For a Bluetooth adapter that connects unreliably, the library's README advises `OBD(fast=False, timeout=30)`.",
    ],
    see: pyObdLinks,
    factSource: `${pyObdUpstream} obd/elm327.py:145-173 (ATZ, then ATE0, ATH1 and ATL0 must answer OK), docs/Troubleshooting.md ("Unresponsive ELM": pairing, port, permissions; scan_serial), docs/Connections.md (scan_serial, portstr), README.md "Common Issues" (fast=False, timeout=30); src/data/hardware/dongleGen3.ts (STN2120 on /dev/serial0); ELM327 datasheet (ATZ, ATE0, ATH1, ATL0).`,
  },
  {
    id: 'did-not-receive-any-acceptable-messages',
    text: '<command>: <description> did not receive any acceptable messages',
    source: 'adapter',
    devices: ['legacy', 'cm4', 'pro'],
    seenIn:
      'A warning in the Core log on every model that runs Veltro Core, for example `010C: Engine RPM did not receive any acceptable messages`, while `obd.query` for a named PID (such as `RPM`) returns an answer without a `value`. The first part is the request in hex (mode and PID), the second the PID description. Upstream python-OBD logs the same line at info level, so it shows there only with debug logging on.',
    meaning:
      'The vehicle did answer, but none of the answers came from the control unit the PID expects. Most named mode 01 PIDs accept only the unit Core identified as the engine control unit when it connected; answers from other units, and lines that are not OBD frames, are dropped, so nothing is left to decode.',
    causes: [
      'Only another control unit (a transmission or hybrid unit, for example) answered the request, and the engine unit stayed silent.',
      'The control units were mapped while some of them slept (ignition in accessory position), so the unit that answers now is not the one marked as the engine.',
      'The adapter returned text lines that are not OBD frames (legacy dongles), and nothing else.',
    ],
    check: {
      place: 'device-shell',
      action:
        'Send the same PID as a custom request: a request given by `mode` and `pid` accepts answers from any control unit, so it shows who answers.',
      command: 'veltro obd.query rpm mode=01 pid=0C force=true',
      expected:
        'A `value` with the raw answer, its first field the header of the unit that answered (for example `7E9` instead of `7E8`, in lower case on the TMU CM4 and the Pro): the PID is there, from another unit. `No data received from vehicle within timeout` means no unit answers it.',
    },
    fix: [
      'If another unit answers, use the custom request (`mode`, `pid`, and `header` to address that unit) in the logger instead of the named PID, with a `formula` to scale the value.',
      'If the units were mapped with the ignition in accessory position, switch the ignition on (engine running where possible), detect the protocol again with `veltro obd.protocol set=AUTO` (this maps the control units anew; `obd.commands` keeps a protocol that still answers, with its old map), and query the named PID again.',
    ],
    see: [
      {label: '`obd.query`', to: obdQuery},
      {label: '`obd.commands`', to: '/core/commands/core-commands-obd/#obd-commands'},
      {label: 'Debug raw PID queries', to: '/cloud/obd-ii/debug-raw-pid-queries/'},
    ],
    factSource:
      'autopi-io/python-OBD obd/OBDCommand.py:101 (warning), :85-89 (ECU filter), :121-122 (str is "command: desc"); brendan-w/python-OBD @a378bdd obd/OBDCommand.py:100 (info level), :123-126 (str, header first when it is not the engine\'s); ' +
      'obd/commands.py:66 (RPM expects ECU.ENGINE); obd/protocols/protocol.py:219-230 (ECU map, non-OBD lines kept as ECU.UNKNOWN), :234-290 (engine chosen from the answers at connect); ' +
      `${core}/_engines/obd_manager.py:180 (custom requests use the default ECU.ALL), :198-203 (no value when the response is empty), :344-354 (obd.commands only ensures the protocol); ${core}/_utils/obd_conn.py:236-238 (AUTO forces a new detection), :274-280 (an autodetected protocol is kept).`,
  },
  {
    id: 'message-was-longer-than-expected-trimmed-message',
    text: 'Message was longer than expected - trimmed message: <data>',
    source: 'adapter',
    devices: ['legacy', 'cm4', 'pro'],
    seenIn:
      'A warning in the Core log on every model that runs Veltro Core, after an `obd.query` (or a PID logger) whose `bytes` is set. `<data>` is the answer after trimming, printed as a Python byte string. Plain python-OBD prints the same warning.',
    meaning:
      'The answer held more bytes than the request expects, so Core cut it down to `bytes` from the right before decoding. The value is computed from the shortened data; the bytes cut off are lost.',
    causes: [
      'The `bytes` of a custom PID is too small. It counts the whole answer from the response mode byte on (`41` for mode 01, `62` for mode 22) plus the PID bytes, not only the data bytes.',
      'The control unit answers with more data than the PID definition you copied expects (another model year or variant).',
    ],
    check: {
      place: 'device-shell',
      action:
        'Query the PID without `bytes` (it defaults to 0, no trimming or padding) and count the data bytes of the raw answer, from the response mode byte on.',
      command: 'veltro obd.query mypid mode=01 pid=2F force=true',
      expected:
        'The raw answer, for example `7E8 03 41 2F 80` followed by padding bytes (lower case on the TMU CM4 and the Pro): the length byte `03` says three bytes follow (`41 2F 80`), so `bytes=3` fits.',
    },
    fix: ['Set `bytes` to the counted length, or leave it at 0 and let the `formula` pick the bytes it needs.'],
    see: [
      {label: '`obd.query`', to: obdQuery},
      {label: 'Debug raw PID queries', to: '/cloud/obd-ii/debug-raw-pid-queries/'},
    ],
    factSource:
      'autopi-io/python-OBD obd/OBDCommand.py:106-113 (trim to bytes when bytes > 0); obd/protocols/protocol_can.py:181-185 (data starts after the PCI byte, with the response mode); ' +
      `${core}/_engines/obd_manager.py:180 (custom request with bytes, default 0); ISO 15765-2 (single frame length byte); SAE J1979 (response mode = request mode + 0x40).`,
  },
  {
    id: 'message-was-shorter-than-expected-padded-message',
    text: 'Message was shorter than expected - padded message: <data>',
    source: 'adapter',
    devices: ['legacy', 'cm4', 'pro'],
    seenIn:
      'A warning in the Core log on every model that runs Veltro Core, after an `obd.query` (or a PID logger) whose `bytes` is set, and on the TMU CM4 and the Pro after each query of the named PID `ODOMETER`. `<data>` is the answer after padding. Plain python-OBD prints the same warning.',
    meaning:
      'The answer held fewer bytes than the request expects, so Core filled it up with zero bytes on the right before decoding. A formula that reads the padded bytes computes with zeros.',
    causes: [
      'The `bytes` of a custom PID is too large, often by counting the CAN frame (8 bytes) or the padding after the data instead of the length the answer gives.',
      'The control unit answers with less data than the PID definition you copied expects.',
      'On the TMU CM4 and the Pro, the `ODOMETER` PID that Core adds expects 8 bytes while the standard answer has 6 (`41 A6` and four data bytes): the warning is expected there and the value is still right, as it is read from the first six bytes.',
    ],
    check: {
      place: 'device-shell',
      action:
        'Query the PID without `bytes` (it defaults to 0, no trimming or padding) and count the data bytes of the raw answer, from the response mode byte on.',
      command: 'veltro obd.query mypid mode=01 pid=2F force=true',
      expected:
        'The raw answer, for example `7E8 03 41 2F 80` followed by padding bytes (lower case on the TMU CM4 and the Pro): the length byte `03` says three bytes follow (`41 2F 80`), so `bytes=3` fits.',
    },
    fix: [
      'Set `bytes` to the counted length, or leave it at 0.',
      'For `ODOMETER` on the TMU CM4 or the Pro, nothing to fix.',
    ],
    see: [
      {label: '`obd.query`', to: obdQuery},
      {label: 'Debug raw PID queries', to: '/cloud/obd-ii/debug-raw-pid-queries/'},
    ],
    factSource:
      'autopi-io/python-OBD obd/OBDCommand.py:114-118 (pad with zeros to bytes); obd/protocols/protocol_can.py:181-185; ' +
      `${core}/_utils/can_obd_conn.py:711-712 and :730 (ODOMETER: 01A6, 8 bytes, decoded from data[2:6]); SAE J1979 (PID A6: four data bytes).`,
  },
  {
    id: 'no-valid-obd-messages-returned',
    text: 'No valid OBD messages returned',
    source: 'adapter',
    devices: ['legacy', 'cm4', 'pro'],
    seenIn:
      'A warning in the Core log on every model that runs Veltro Core while `obd.query` returns an answer without a `value`, usually right after warnings about the frames of a multi-frame answer, such as `Recieved multiline response with missing frames` or `Never received frame marked CF`. Plain python-OBD prints the same warning.',
    meaning:
      'Something came back, but not one complete OBD message could be built from it, so there is nothing to decode. An answer that is missing altogether is reported as `NO DATA` instead.',
    causes: [
      'A multi-frame answer (longer than 7 bytes, such as a VIN or many mode 22 PIDs) arrived incomplete: the first frame or some consecutive frames are missing, often because the flow control frame did not reach the control unit.',
      'A custom request with a `header` outside the standard OBD addresses gets a multi-frame answer, and no flow control pair (`can_flow_control_id_pair`) tells Core which address to send flow control to.',
      'The frames are malformed for the protocol set (a wrong protocol after a manual change).',
    ],
    check: {
      place: 'device-shell',
      action:
        'Request the VIN (mode 09, PID 02), a standard answer that spans several frames on a CAN bus, to see whether long answers get through at all.',
      command: 'veltro obd.query vin mode=09 pid=02 force=true',
      expected:
        'Several raw lines for one answer, the first with `10` after the header (first frame) and the next ones with `21`, `22` (consecutive frames): multi-frame answers work, so look at the custom request (header, flow control). The same warning: multi-frame answers break on this bus. `NO DATA`: the vehicle does not give its VIN, so this check tells nothing.',
    },
    fix: [
      'For a custom request with a `header`, add `can_flow_control_filter=<reply id>,<mask>` and `can_flow_control_id_pair=<request id>,<reply id>` to `obd.query`, for example `header=1AA can_flow_control_filter=2AA,7FF can_flow_control_id_pair=1AA,2AA`.',
      'If long answers fail everywhere, detect the protocol again with `veltro obd.protocol set=AUTO` (on the TMU CM4 and the Pro it also clears flow control filters left from earlier requests) and repeat the query.',
    ],
    see: [
      {label: '`obd.query`', to: obdQuery},
      {label: '`obd.protocol`', to: obdProtocol},
      {label: 'No OBD answer', to: noObdAnswer},
    ],
    factSource:
      'autopi-io/python-OBD obd/obd.py:290-292; obd/protocols/protocol.py:219-222 (messages that fail to parse are dropped); obd/protocols/protocol_can.py:178-234 (the multi-frame warnings); ' +
      `${core}/_utils/can_obd_conn.py:395-405 (SocketCAN flow control, NO DATA when nothing arrives), :310-323 (set_protocol drops custom filters); ${core}/_utils/can_conn.py:169 and :566 (custom id pairs, then OBD addresses); ${core}/_utils/obd_conn.py:63-65; ` +
      'original docs cloud/obd-ii/using_the_can_bus_commands.md:178-190 (flow control arguments); ISO 15765-2 (first, consecutive and flow control frames).',
  },
  {
    id: 'cannot-load-commands-no-connection-to-bus',
    text: 'Cannot load commands - no connection to bus',
    source: 'adapter',
    devices: ['legacy', 'cm4', 'pro'],
    seenIn:
      'A warning in the Core log on every model that runs Veltro Core, when the OBD connection opens (as the OBD manager starts, after sleep, or when a command reopens it) and the protocol detection fails. Setting a protocol later with `obd.commands` or `obd.protocol` does not log it: a failed detection there is returned as an error. Plain python-OBD prints the same warning when it connects to the adapter but not to the car.',
    meaning:
      'Core reached the OBD interface but no protocol is connected to the vehicle bus, so it could not ask the vehicle which PIDs it supports. The list of supported PIDs stays at the few basic ones, and named PIDs are then refused with `Command may not be supported`.',
    causes: [
      'The ignition is off, so nothing answers the first request (PID 0100) of the protocol check.',
      'The protocol or bit rate set does not match the vehicle.',
      'The vehicle does not offer OBD-II on the pins the device uses (some vehicles only answer behind a gateway, or only on other pins).',
    ],
    check: {
      place: 'device-shell',
      action: 'With the ignition on, let Core detect the protocol again and list the supported PIDs.',
      command: 'veltro obd.commands',
      expected:
        'A `protocol` and a `supported` list with more than the basic PIDs. An error instead (on the TMU CM4 and the Pro `Unable to autodetect OBD protocol`): follow the no-OBD-answer path.',
    },
    fix: [
      'Switch the ignition on and run `veltro obd.commands` again.',
      'If a protocol was set by hand, set it back to automatic detection with `veltro obd.protocol set=AUTO`.',
      'If it persists, follow the no-OBD-answer path.',
    ],
    see: [
      {label: '`obd.commands`', to: '/core/commands/core-commands-obd/#obd-commands'},
      {label: '`obd.protocol`', to: obdProtocol},
      {label: 'No OBD answer', to: noObdAnswer},
    ],
    factSource:
      'autopi-io/python-OBD obd/obd.py:113-121 (warning, before the supported PIDs are queried), :62-68 (called on connect); obd/interfaces/elm327.py:337-343 (a failed detection on open only logs), :461-492 (set_protocol raises on failure, so change_protocol never reaches the warning); ' +
      `${core}/_utils/can_obd_conn.py:264-267 (SocketCAN open, same); ${core}/_utils/obd_conn.py:228-245 (change_protocol with verify); ${core}/_engines/obd_manager.py:189-190 (unsupported commands refused).`,
  },
  {
    id: 'unable-to-set-header',
    text: "Unable to set header '<value>': <error>",
    source: 'adapter',
    devices: ['legacy'],
    seenIn:
      'The answer of `obd.query` or `obd.send` with a `header` on a legacy dongle. `<error>` is the sentence for the word the STN chip answered, usually `Invalid/unsupported command` (the chip answered `?`). The TMU CM4 and the Pro do not send this command to a chip, so they never show it.',
    meaning:
      'Before the request, Core sent the header to the STN chip (`AT SH`) and the chip refused it, so the request itself was not sent.',
    causes: [
      'The header is not valid hex or has a length the chip does not take: 3 hex digits for 11-bit CAN, 6 or 8 for 29-bit CAN, 6 (three bytes) on the older protocols (J1850, ISO 9141-2, ISO 14230-4).',
    ],
    check: {
      place: 'device-shell',
      action: 'Send a request with a plain 11-bit header, the engine control unit.',
      command: 'veltro obd.query rpm mode=01 pid=0C header=7E0 force=true',
      expected: 'A `value`, or `NO DATA`: the chip takes headers, so correct the one in your request.',
    },
    fix: [
      'Write the header as 3 hex digits (11-bit) or 8 hex digits (29-bit, for example `18DA10F1`), without spaces or `0x`.',
    ],
    see: [{label: '`obd.query`', to: obdQuery}],
    factSource:
      'autopi-io/python-OBD obd/interfaces/elm327.py:596-618 (ATSH; the error wraps the chip answer); ' +
      `${core}/_utils/obd_conn.py:296-303 (8-digit header split into CAN priority and header); ${core}/_utils/can_obd_conn.py:334 and :353-366 (SocketCAN answers OK to AT commands); ` +
      'ELM327 datasheet (AT SH xyz, xxyyzz, wwxxyyzz; ? for a command it does not understand).',
  },
];
