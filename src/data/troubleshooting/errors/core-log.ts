/**
 * Messages of the error reference shown by: core-log. Written in issue 21.
 *
 * Lines of the Veltro Core log (`/var/log/veltro/core.log`) that call for action, as the services write them, with the
 * variable parts as `<placeholders>`. Each names the fact-source line (autopi-core, `src/salt/base/ext/`). A warning
 * raised inside a worker reaches the log wrapped: the first time at `info` level as
 * `Warning in worker thread '<worker>': <message>`, from the second time on at `WARNING` level as
 * `Recurring warning (<count> times) in worker thread '<worker>': <message>` (_utils/messaging.py:187-190); an exception
 * comes as `Exception in worker thread '<worker>' while running workflow for message: <message>` with a traceback whose
 * last line holds the text (_utils/messaging.py:211-213).
 */
import type {ErrorMessage, TroubleshootingDevice} from '../types';

const core: readonly TroubleshootingDevice[] = ['cm4', 'pro', 'legacy'];
const current: readonly TroubleshootingDevice[] = ['cm4', 'pro'];
const coreLog = 'The Core log, `/var/log/veltro/core.log`';

const see = {
  obdManager: {label: 'OBD manager', to: '/core/services/core-services-obd-manager/#troubleshooting'},
  canManager: {label: 'CAN manager', to: '/core/services/core-services-can-manager/#troubleshooting'},
  cloudManager: {
    label: 'Cloud manager: the cache and its queues',
    to: '/core/services/core-services-cloud-manager/#the-cache-and-its-queues',
  },
  cloudCache: {label: '`cloud.cache`', to: '/core/commands/core-commands-cloud/#cloud-cache'},
  cloudStatus: {label: '`cloud.status`', to: '/core/commands/core-commands-cloud/#cloud-status'},
  ec2xManager: {label: 'EC2x manager', to: '/core/services/core-services-ec2x-manager/#troubleshooting'},
  modemManager: {label: 'Modem manager', to: '/core/services/core-services-modem-manager/#troubleshooting'},
  spmManager: {label: 'SPM manager', to: '/core/services/core-services-spm-manager/#troubleshooting'},
  trackingManager: {label: 'Tracking manager', to: '/core/services/core-services-tracking-manager/#troubleshooting'},
  gnssManager: {label: 'GNSS manager', to: '/core/services/core-services-gnss-manager/#troubleshooting'},
  sleepTimers: {label: 'Sleep timers', to: '/core/power_management/core-power-sleep-timers/'},
  powerStatus: {label: '`power.status`', to: '/core/commands/core-commands-power/#power-status'},
  socketcanShow: {label: '`socketcan.show`', to: '/core/commands/core-commands-socketcan/#socketcan-show'},
  obdStatus: {label: '`obd.status`', to: '/core/commands/core-commands-obd/#obd-status'},
  usbutilDevices: {label: '`usbutil.devices`', to: '/core/commands/core-commands-usbutil/#usbutil-devices'},
  noData: {label: 'Troubleshooting: no data in the Cloud', to: '/troubleshooting/no-data-in-cloud/'},
  canSilent: {label: 'Troubleshooting: CAN shows nothing', to: '/troubleshooting/can-bus-silent/'},
  noGnss: {label: 'Troubleshooting: no GNSS (GPS) fix', to: '/troubleshooting/no-gnss-fix/'},
  no4g: {label: 'Troubleshooting: no 4G', to: '/troubleshooting/no-4g/'},
  drain: {label: 'Troubleshooting: battery drain or no sleep', to: '/troubleshooting/battery-drain/'},
  modemErrors: {label: 'Modem errors (+CME, +CMS)', to: '/troubleshooting/errors/modem/'},
  updates: {
    label: 'Software updates: troubleshooting',
    to: '/cloud/device_management/software-updates/#troubleshooting',
  },
  logs: {label: 'Veltro logs', to: '/developer_guides/veltro-logs/'},
} as const;

export const coreLogMessages: readonly ErrorMessage[] = [
  // --- OBD and CAN -------------------------------------------------------------------------------------------------
  {
    id: 'closing-obd-connection-permanently-stn-powered-off',
    text: 'Closing OBD connection permanently because the STN has powered off',
    source: 'core-log',
    devices: ['legacy'],
    seenIn: `${coreLog}, a \`WARNING\` line from \`obd_manager\`; every later OBD request then fails with \`OBD connection closed permanently because the STN has powered off\``,
    meaning:
      'The STN OBD chip of a legacy dongle switched itself off, so the OBD manager closed its connection for good. No OBD value is read again until Veltro Core restarts.',
    causes: [
      'The vehicle battery voltage dropped low enough for the STN to power down, often while parked or cranking.',
      'The device is about to sleep and the STN went first.',
    ],
    check: {
      place: 'device-shell',
      action: 'Read the supply voltage and the last power triggers.',
      command: 'veltro power.status',
      expected:
        'A battery voltage above the 12.2 V cut-out on a 12 V vehicle: `stn.battery.voltage` on a device with an SPM older than 3.0, otherwise `spm.battery.voltage`; and `current_state` `on` under `spm`.',
    },
    fix: [
      'Charge the battery or start the engine.',
      'Restart Core to reopen the OBD connection: `veltro minionutil.restart`.',
    ],
    see: [see.obdManager, see.powerStatus, see.drain],
    factSource:
      'autopi-core src/salt/base/ext/_engines/obd_manager.py:1571-1574; our OBD manager page (restart with minionutil.restart)',
  },
  {
    id: 'socketcan-obd-connection-permanently-closed',
    text: 'SocketCAN OBD connection is no longer available as it has been permanently closed',
    source: 'core-log',
    devices: current,
    seenIn: `${coreLog}, as the warning of an OBD worker (\`Recurring warning (<count> times) in worker thread '<worker>': …\`), or as the answer of \`obd.query\``,
    meaning:
      'The OBD manager closed its SocketCAN connection on `can0` for good, so every OBD request is refused until Core restarts.',
    causes: [
      'An `obd.execute` command ran with `keep_conn=false`, which closes the connection for good after the command. The option exists to put the STN chip of a legacy dongle to sleep; on SocketCAN nothing reopens the connection.',
    ],
    check: {
      place: 'device-shell',
      action: 'Find the command that closed the connection.',
      command: 'veltro minionutil.last_logs match=permanently limit=10',
      expected:
        'No such line. A line `Closed connection permanently after executing command: <command>` from `obd_manager` names the command that closed the connection.',
    },
    fix: [
      'Restart Core: `veltro minionutil.restart`.',
      'Remove `keep_conn=false` from the job, reactor or script that sends the command.',
    ],
    see: [see.obdManager],
    factSource:
      'autopi-core src/salt/base/ext/_utils/can_obd_conn.py:776-778; _engines/obd_manager.py:300, :328-331 (the only close for good on SocketCAN)',
  },
  {
    id: 'worker-no-messages-received-on-bus',
    text: "Recurring warning (<count> times) in worker thread '<worker>': No messages received on bus",
    source: 'core-log',
    devices: core,
    seenIn: `${coreLog}, a \`WARNING\` line from \`obd_manager\` for a worker that monitors the bus`,
    meaning: 'A bus monitor worker listened for its whole duration and received no frame at all.',
    causes: [
      'The vehicle bus sleeps: ignition off, or the bus only wakes with the engine.',
      'The connector you use does not carry that bus, or a gateway keeps it silent.',
      'The bitrate or protocol set for the monitor does not match the bus.',
    ],
    check: {
      place: 'device-shell',
      action: 'On a TMU CM4 or CAN-FD Pro, with the ignition on, read the state and the counters of the interface.',
      command: 'veltro socketcan.show interface=can0 stats=true',
      expected: '`operstate` `UP` and a `stats64.rx.packets` count that grows between two calls.',
    },
    fix: [
      'Switch the ignition on and check again.',
      'If the counter stays at 0, follow the path for a silent CAN bus: find the bitrate with the listen-only probe, not with `can.connection autodetect=passive`, which transmits.',
    ],
    see: [
      {
        label: 'The same text as an answer of `obd.monitor`',
        to: '/troubleshooting/errors/obd-adapter/#no-messages-received-on-bus',
      },
      see.socketcanShow,
      see.canSilent,
    ],
    factSource: 'autopi-core src/salt/base/ext/_engines/obd_manager.py:506-507; _utils/messaging.py:187',
  },
  {
    id: 'obd-autodetect-failed',
    text: 'OBD autodetect failed',
    source: 'core-log',
    devices: current,
    seenIn: `${coreLog}, a \`WARNING\` line from \`can_manager\` when it opens a bus with OBD detection`,
    meaning:
      'The CAN manager asked for the supported PIDs at 500 and then 250 kbit/s, with 11- and 29-bit identifiers, and got no reply; it closed the bus again.',
    causes: [
      'The ignition is off or a gateway blocks OBD on this connector.',
      'The bus is not wired to this interface.',
      'The vehicle does not offer OBD on CAN.',
    ],
    check: {
      place: 'device-shell',
      action: 'With the ignition on, look at the interface counters after the attempt.',
      command: 'veltro socketcan.show interface=can0 stats=true',
      expected: '`rx.packets` above 0 means the bus is alive but no control unit answered OBD.',
    },
    fix: [
      'Do not simply repeat the detection on a running vehicle: it sends an OBD request at each bitrate it tries, and at a wrong rate the controller disturbs the bus. With the ignition on, find the bitrate with the listen-only probe first.',
      "If frames arrive at a known rate but OBD does not answer, read the vehicle's own CAN messages instead (gateway-blocked vehicles).",
      'If nothing arrives at any rate, check the wiring.',
    ],
    see: [
      see.canManager,
      see.canSilent,
      {label: 'Gateway-blocked vehicles', to: '/cloud/obd-ii/can-bus-configuration/#gateway-blocked-vehicles'},
    ],
    factSource: 'autopi-core src/salt/base/ext/_utils/can_conn.py:364-390',
  },
  {
    id: 'passive-autodetect-failed',
    text: 'Passive autodetect failed',
    source: 'core-log',
    devices: current,
    seenIn: `${coreLog}, a \`WARNING\` line from \`can_manager\` after \`can.connection autodetect=passive\` or a bus set to passive detection`,
    meaning:
      'The CAN manager opened the interface at each bitrate it tries (500 kbit/s first) and received no frame within its wait, so it closed the bus.',
    causes: [
      'The bus is silent: ignition off, or a gateway that only speaks when asked.',
      'The device is not wired to the bus it listens on.',
    ],
    check: {
      place: 'device-shell',
      action:
        'The failed detection leaves `can0` down. With the ignition on, bring it up in listen-only mode at 500 kbit/s as the CAN manager page shows, then read its counters twice.',
      command: 'veltro socketcan.show interface=can0 details=true stats=true',
      expected:
        '`stats64.rx.packets` grows and `rx.errors` stays at 0 at the right rate; try 250, 125 and 1000 kbit/s in turn. No growth at any rate: the bus is silent or not wired to `can0`.',
    },
    fix: [
      'Despite its name, this detection is not passive: it opens the bus as a normal node, which acknowledges frames. Do not run it on a vehicle in use.',
      'Find the bitrate with the listen-only probe described on the CAN manager page, then set it.',
    ],
    see: [
      {
        label: 'CAN manager: connection and bitrate',
        to: '/core/services/core-services-can-manager/#connection-and-bitrate',
      },
      see.canSilent,
    ],
    factSource:
      'autopi-core src/salt/base/ext/_utils/can_conn.py:339-360 (tries 500, 250, 125, 1000 kbit/s; closes on failure), :290-303; canon: autodetect=passive is not passive',
  },
  {
    id: 'can-connection-no-longer-open-5-consecutive-errors',
    text: 'The CAN connection is no longer considered open due to 5 consecutive CAN errors, digest: <errors>',
    source: 'core-log',
    devices: current,
    seenIn: `${coreLog}, a \`WARNING\` line from \`can_manager\` or \`obd_manager\``,
    meaning:
      'The CAN controller reported an error five times in a row, so Core treats the bus as closed and opens it again. `<errors>` counts each error text.',
    causes: [
      'A wrong bitrate: the device disturbs the bus or sees only errors.',
      'Missing termination on a bench setup, or the device is the only node and gets no acknowledgement.',
      'Swapped or loose CAN-High and CAN-Low wires.',
    ],
    check: {
      place: 'device-shell',
      action: 'Read the controller state.',
      command: 'veltro socketcan.show interface=can0 details=true stats=true',
      expected: '`state` `ERROR-ACTIVE` with `rx.errors` at 0. `ERROR-PASSIVE` or `BUS-OFF` confirms the fault.',
    },
    fix: [
      'Set the bitrate the vehicle uses; find it with the listen-only probe.',
      'On a bench, terminate the bus with 120 Ω at both ends and add a second node.',
      'Check the wiring of CAN-High and CAN-Low.',
    ],
    see: [see.canManager, see.socketcanShow, see.canSilent],
    factSource:
      'autopi-core src/salt/base/ext/_utils/can_conn.py:259-276; ISO 11898-2 (120 Ω termination at both ends)',
  },
  {
    id: 'failed-to-bring-up-interface',
    text: "Failed to bring up '<interface>' interface - forcing it down before trying again",
    source: 'core-log',
    devices: current,
    seenIn: `${coreLog}, an \`ERROR\` line with a traceback, from \`can_manager\` or \`obd_manager\``,
    meaning:
      'Linux refused to set the CAN interface up with the requested settings; Core sets it down and tries once more.',
    causes: [
      'A bitrate or data bitrate the controller does not accept.',
      'Another program holds the interface with other settings.',
    ],
    check: {
      place: 'device-shell',
      action: 'Read the interface as Linux sees it.',
      command: 'veltro socketcan.show interface=can0 details=true',
      expected: '`operstate` `UP` and the bitrate you configured under `bittiming`.',
    },
    fix: [
      'Correct the bitrate in the bus settings of the Cloud and let the device sync.',
      'Stop any program of your own that configures `can0`, then restart Core: `veltro minionutil.restart`.',
    ],
    see: [see.socketcanShow, see.canManager],
    factSource: 'autopi-core src/salt/base/ext/_utils/can_conn.py:236-242',
  },
  {
    id: 'can-buffered-reader-full-messages-overflowing',
    text: 'CAN buffered reader with capacity of <capacity> is full and messages are overflowing',
    name: 'frames lost',
    source: 'core-log',
    devices: current,
    seenIn: `${coreLog}, a \`WARNING\` line from \`can_manager\`, later followed by \`CAN buffered reader with capacity of <capacity> recovered from overflow - <count> message(s) was lost\``,
    meaning:
      'Frames arrive faster than the logger takes them out of its receive buffer, so the newest ones are dropped until it catches up.',
    causes: [
      'A logger without filters on a busy bus.',
      'A long `duration` or a slow returner holding the worker.',
      'A buffer size too small for the traffic.',
    ],
    check: {
      place: 'device-shell',
      action: 'Count how many frames arrive in one second.',
      command: 'veltro can.monitor duration=1',
      expected: 'Fewer frames than the buffer size of the logger; many more explains the overflow.',
    },
    fix: [
      'Add filters for the identifiers you need.',
      "Lower the worker's `duration`, or raise `buffer_size` within the memory the device can spare.",
    ],
    see: [see.canManager],
    factSource:
      'autopi-core src/salt/base/ext/_utils/can_conn.py:738-750; our CAN manager page (the logger loses frames)',
  },
  {
    id: 'can-decoder-skipping-buffer-full',
    text: "CAN decoder is skipping line 'BUFFER FULL' - try increase baud rate of serial connection to prevent buffer overflow",
    source: 'core-log',
    devices: ['legacy'],
    seenIn: `${coreLog}, an \`ERROR\` line from \`obd_manager\` while it monitors or dumps the bus`,
    meaning:
      'The STN adapter of a legacy dongle filled its internal buffer because the serial link to the computer could not carry the frames as fast as they came; the line it printed instead of a frame is dropped.',
    causes: ['A busy bus monitored without filters.', 'A serial baud rate too low for the traffic.'],
    check: {
      place: 'device-shell',
      action: 'Read the serial speed of the OBD connection.',
      command: 'veltro obd.status',
      expected: '`connection.serial.baudrate` shows the current serial speed, for example `576000`.',
    },
    fix: [
      'Add filters so that only the identifiers you need reach the computer.',
      'Raise the serial baud rate of the OBD connection.',
    ],
    see: [
      see.obdStatus,
      {label: 'OBD adapter messages: BUFFER FULL', to: '/troubleshooting/errors/obd-adapter/#buffer-full'},
    ],
    factSource: 'autopi-core src/salt/base/ext/_utils/obd_conn.py:533-537',
  },
  // --- Cloud upload ------------------------------------------------------------------------------------------------
  {
    id: 'cannot-upload-data-no-endpoint-configured',
    text: 'Cannot upload data to cloud because no endpoint is configured',
    source: 'core-log',
    devices: core,
    seenIn: `${coreLog}, a \`WARNING\` line from \`cloud_manager\` at each upload run`,
    meaning:
      'The cloud manager has no address to upload to, so everything the loggers record stays in the cache on the device.',
    causes: [
      'The device has not received its settings from the Cloud yet, for example on its first start without mobile data.',
      'The Cloud Storage settings of the device hold no upload address.',
    ],
    check: {
      place: 'device-shell',
      action: 'Look at what waits in the cache.',
      command: 'veltro cloud.cache list_queues',
      expected: '`pend` in the list: the recorded data waits on the device.',
    },
    fix: [
      'Give the device mobile data and let it sync its settings from the Cloud.',
      'Check the Cloud Storage settings of the device, then restart Core: `veltro minionutil.restart`.',
    ],
    see: [see.cloudManager, see.cloudCache, see.noData],
    factSource: 'autopi-core src/salt/base/ext/_utils/cloud_cache.py:196-198',
  },
  {
    id: 'temporarily-unable-to-upload-batch',
    text: "Temporarily unable to upload batch with <count> entries from queue '<queue>': <reason>",
    source: 'core-log',
    devices: core,
    seenIn: `${coreLog}, a \`WARNING\` line from \`cloud_manager\``,
    meaning:
      'The upload did not reach the Cloud: the request failed before any answer came back, or no upload address is set. The batch stays in its queue and is sent again at the next run. `<reason>` is the error of the request, such as a connection error or a timeout.',
    causes: [
      'No mobile data, or a connection that drops during the upload.',
      'A wrong system clock, which makes the secure connection fail.',
      'No upload address: `<reason>` then reads `No cloud endpoint configured`.',
    ],
    check: {
      place: 'device-shell',
      action: 'Read the upload counters and the last errors.',
      command: 'veltro cloud.status',
      expected: '`upload.complete.pending` growing between two calls: later uploads succeed and no action is needed.',
    },
    fix: [
      'Nothing, while uploads succeed in between.',
      'If the line repeats for hours, restore mobile data (follow the path for no 4G) and check the clock with `veltro clock.status`: `system_clock_synchronized` must read `yes`.',
    ],
    see: [see.cloudStatus, see.cloudManager, see.no4g],
    factSource:
      'autopi-core src/salt/base/ext/_utils/cloud_cache.py:195-200, :227-230 (any request error returns the text), :268-269, :485-488',
  },
  {
    id: 'failed-to-upload-pending-batch-retry-queue',
    text: "Failed to upload pending batch - transferring to new dedicated retry queue '<queue>': <error>",
    source: 'core-log',
    devices: core,
    seenIn: `${coreLog}, a \`WARNING\` line from \`cloud_manager\``,
    meaning:
      'The Cloud answered an upload of newly recorded data with an HTTP error status, so the batch moves to its own `retr_*` queue, which the manager tries again on later runs. `<error>` holds the status. A connection that fails before any answer gives `Temporarily unable to upload batch` instead.',
    causes: [
      'The Cloud is busy or down and answers with a `5xx` status.',
      'The Cloud refuses the request with a `4xx` status; the `<error>` text names it.',
    ],
    check: {
      place: 'device-shell',
      action: 'Count the retry queues.',
      command: 'veltro cloud.cache list_queues pattern=retr_*',
      expected: 'No queue, or a few that disappear over the next runs.',
    },
    fix: [
      'With a `5xx` status, nothing: the manager sends the retry queues on later runs once the Cloud takes them.',
      'With a `4xx` status that repeats, send the `<error>` text to support.',
      'To send the retry queues now, run `veltro cloud.upload`.',
    ],
    see: [see.cloudCache, see.cloudManager, see.noData],
    factSource:
      'autopi-core src/salt/base/ext/_utils/cloud_cache.py:234-235 (raise_for_status), :335-344 and :497-502 ("Only retry upon server error")',
  },
  {
    id: 'skipping-upload-pending-retry-queue-limit',
    text: 'Skipping upload of pending entries because retry queue limit is reached',
    source: 'core-log',
    devices: core,
    seenIn: `${coreLog}, a \`WARNING\` line from \`cloud_manager\`; \`cloud.status\` shows \`Postponed because retry queue limit is reached\` under \`errors.pending\``,
    meaning:
      'So many `retr_*` queues exist that the manager stops sending new data until their number falls below `retry_queue_limit`. New readings wait on the device.',
    causes: [
      'The Cloud answered uploads with errors for a long time, leaving as many retry queues as `retry_queue_limit` (10 by default).',
      'The device has no connection now, so the retry queues cannot be sent and stay at the limit.',
    ],
    check: {
      place: 'device-shell',
      action: 'Count the retry queues.',
      command: 'veltro cloud.cache list_queues pattern=retr_*',
      expected: 'A list that shrinks from one run to the next once uploads succeed.',
    },
    fix: [
      'Restore mobile data first if the device is offline.',
      'Run `veltro cloud.upload` to work through the retry queues; pending data flows again once their number is below the limit.',
    ],
    see: [
      see.cloudManager,
      {label: '`cloud.upload`', to: '/core/commands/core-commands-cloud/#cloud-upload'},
      see.noData,
    ],
    factSource:
      'autopi-core src/salt/base/ext/_engines/cloud_manager.py:80-87; _utils/cloud_cache.py:361, :430 (is_overrun); our cloud manager page',
  },
  {
    id: 'max-retry-attempt-reached-fail-queue',
    text: "Max retry attempt reached for queue '<queue>' - transferring to fail queue '<fail_queue>'",
    source: 'core-log',
    devices: core,
    seenIn: `${coreLog}, a \`WARNING\` line from \`cloud_manager\`, after lines \`Failed retry attempt <attempt>/<max> for uploading queue '<queue>': <error>\``,
    meaning:
      'A retry queue failed every attempt, so it becomes a `fail_*` queue. Fail queues are tried once after each restart of Core and deleted after a week.',
    causes: [
      'The Cloud rejects the content of the batch each time.',
      'The Cloud was down through all attempts. A missing connection does not use up attempts: the manager then stops the run without counting.',
    ],
    check: {
      place: 'device-shell',
      action: 'Read the error texts of the last uploads.',
      command: 'veltro cloud.status',
      expected: 'The reason under `errors.retried` or `errors.failed`.',
    },
    fix: [
      'Fix the cause the error names, then restart Core (`veltro minionutil.restart`) to try the fail queues again.',
      'Only clear a fail queue you know holds bad data: `cloud.cache clear_queue` deletes it for good.',
    ],
    see: [see.cloudManager, see.cloudStatus, see.cloudCache],
    factSource:
      'autopi-core src/salt/base/ext/_utils/cloud_cache.py:403-412; our cloud manager page (10 attempts, retried after restart, a week)',
  },
  {
    id: 'still-unable-to-upload-failed-batches',
    text: 'Still unable to upload failed batch(es): <error>',
    source: 'core-log',
    devices: core,
    seenIn: `${coreLog}, a \`WARNING\` line from \`cloud_manager\` shortly after Core starts, after \`Found <count> fail queue(s)\``,
    meaning: 'At start-up the manager tried the `fail_*` queues once more and they were refused again.',
    causes: ['The cause that failed them is still there: the data, or the connection.'],
    check: {
      place: 'device-shell',
      action: 'List the fail queues and read one entry.',
      command: 'veltro cloud.cache list_queues pattern=fail_*',
      expected: 'The names of the queues; `peek_queue` shows what they hold.',
    },
    fix: [
      'Send the `<error>` text and a peek of the queue to support.',
      'Leave the queues: they are deleted after a week.',
    ],
    see: [see.cloudManager, see.cloudCache],
    factSource: 'autopi-core src/salt/base/ext/_utils/cloud_cache.py:300-319',
  },
  // --- Modem, 4G and clock -----------------------------------------------------------------------------------------
  {
    id: 'powering-down-ec2x-module',
    text: "Powering down EC2X module because of reason '<reason>' - will restart momentarily",
    source: 'core-log',
    devices: current,
    seenIn: `${coreLog} and \`/var/log/syslog\`, an \`ERROR\` line from \`ec2x_manager\` on units with a Quectel EC25 modem`,
    meaning:
      'Core switches the 4G/LTE modem off to restart it. It is unreachable for about 30 seconds, and mobile data drops meanwhile.',
    causes: [
      '`ec2x.power_off` was run by hand, in a job or by a reactor of your own; `<reason>` names it.',
      'A settings change that needs a modem restart, such as turning on assisted GNSS during a software update.',
    ],
    check: {
      place: 'device-shell',
      action: 'A minute later, check that the data connection is back.',
      command: 'veltro qmi.connection_status',
      expected: '{"connection_status": "connected"}',
      expectedIsOutput: true,
    },
    fix: [
      'Nothing, if it happens now and then.',
      'If it repeats every few minutes, look at coverage and the antennas, and follow the path for no 4G.',
    ],
    see: [
      see.ec2xManager,
      see.no4g,
      {label: '`ec2x.power_off`', to: '/core/commands/core-commands-ec2x/#ec2x-power-off'},
    ],
    factSource:
      'autopi-core src/salt/base/ext/_engines/ec2x_manager.py:100-124; _states/ec2x.py:163-164 (restart after enabling GNSS assist); canon: EC25 units use ec2x/qmi',
  },
  {
    id: 'performing-reset-le910cx-modem',
    text: "Performing reset of the LE910CX modem because of reason '<reason>'",
    source: 'core-log',
    devices: current,
    seenIn: `${coreLog} and \`/var/log/syslog\`, an \`ERROR\` line from \`modem_manager\` on units with a Telit LE910C4 modem`,
    meaning:
      'Core passed a `modem.reset` call to the 4G/LTE modem. The line is written for every call, also one that only reads the reset setting or cancels a reset; when a reset runs, mobile data drops while the modem restarts.',
    causes: [
      '`modem.reset` was run by hand, in a job or by a reactor of your own; `<reason>` names it.',
      'A periodic reset set earlier with `modem.reset mode=periodic`, which resets the modem at each interval.',
    ],
    check: {
      place: 'device-shell',
      action: 'A few minutes later, check the SIM and the modem answer.',
      command: 'veltro modem.connection query_sim_status',
      expected: 'A `status` of `inserted-and-ready`.',
    },
    fix: [
      'Nothing, if it happens now and then.',
      'If resets repeat, look for `system/device/le910cx/error` events and follow the path for no 4G.',
    ],
    see: [see.modemManager, {label: '`modem.reset`', to: '/core/commands/core-commands-modem/#modem-reset'}, see.no4g],
    factSource:
      'autopi-core src/salt/base/ext/_engines/modem_manager.py:49-74 (logged before every reset call); _utils/le910cx_conn.py:333-372; canon: LE910C4 units use modem/gnss',
  },
  {
    id: 'no-sim-present',
    text: 'No SIM present',
    name: 'no SIM card',
    source: 'core-log',
    devices: current,
    seenIn: `${coreLog} as a worker warning from \`modem_manager\` on units with a Telit LE910C4 modem, and the answer of \`modem.read_sms\``,
    meaning: 'The modem reports that no SIM card is inserted, so there is no mobile data and no SMS.',
    causes: [
      'The SIM is missing, or not pushed fully into its holder.',
      'The SIM contacts are dirty or the card is damaged.',
    ],
    check: {
      place: 'device-shell',
      action: 'Ask the modem for the SIM status.',
      command: 'veltro modem.connection query_sim_status',
      expected: 'A `status` of `inserted-and-ready`; `not-inserted` confirms this message.',
    },
    fix: ['Power the device off, seat the SIM firmly, and start it again.', 'Try another SIM to rule out the card.'],
    see: [see.modemManager, see.no4g, see.modemErrors],
    factSource: 'autopi-core src/salt/base/ext/_utils/le910cx_conn.py:46-53 (text), :460-462 and :980-983 (raised)',
  },
  {
    id: 'le910cx-command-returned-error',
    text: 'Command <command> returned error <error>',
    source: 'core-log',
    devices: current,
    seenIn: `${coreLog}, an \`ERROR\` line from \`modem_manager\` or \`gnss_manager\` on units with a Telit LE910C4 modem`,
    meaning:
      "The modem answered an AT command with an error. `<error>` is the modem's own code, such as `+CME ERROR: 10`.",
    causes: ['The cause the error code names: no SIM, SIM PIN, no network, GNSS not ready.'],
    check: {
      place: 'look',
      action: 'Look up the `<error>` text in the modem error reference.',
      expected: 'A page entry for the code, with its own check.',
    },
    fix: ['Follow the entry for the code in the modem errors.'],
    see: [see.modemErrors, see.modemManager],
    factSource: 'autopi-core src/salt/base/ext/_utils/le910cx_conn.py:243-245',
  },
  {
    id: 'unable-to-retrieve-module-network-time',
    text: 'Unable to retrieve module network time: <error>',
    source: 'core-log',
    devices: current,
    seenIn: `${coreLog}, in the traceback of the clock worker of \`ec2x_manager\` on units with a Quectel EC25 modem, usually after \`Unable to retrieve time from module's RTC: <error>\``,
    meaning:
      'Neither the modem clock nor the mobile network gave a usable time, so the system clock is not set. The worker tries again every 30 seconds, and Core raises `system/time/uncertain`.',
    causes: [
      'No mobile coverage yet after start-up, or none at all where the vehicle is.',
      'The modem is still starting.',
    ],
    check: {
      place: 'device-shell',
      action: 'Read the clock state.',
      command: 'veltro clock.status',
      expected: '`system_clock_synchronized` reads `yes` within a few minutes of coverage.',
    },
    fix: [
      'Move the vehicle into coverage, or wait; the worker retries by itself.',
      'Data recorded meanwhile may carry wrong timestamps: check trips of that time.',
    ],
    see: [see.ec2xManager, {label: '`clock.status`', to: '/core/commands/core-commands-clock/#clock-status'}],
    factSource:
      'autopi-core src/salt/base/ext/_engines/ec2x_manager.py:266-296; our EC2x manager page (30 s retry, system/time/uncertain)',
  },
  // --- GNSS (GPS) --------------------------------------------------------------------------------------------------
  {
    id: 'no-fix-tracking',
    text: "Recurring warning (<count> times) in worker thread '<worker>': no_fix",
    name: 'no GNSS fix',
    source: 'core-log',
    devices: current,
    seenIn: `${coreLog}, a \`WARNING\` line from \`tracking_manager\` on units with a Quectel EC25 modem; the event \`vehicle/position/unknown\` carries reason \`no_fix\``,
    meaning: 'The GNSS (GPS) receiver runs but has no position fix, so no position is recorded.',
    causes: [
      'The GNSS antenna is not connected, or has no view of the sky (garage, metal dashboard).',
      'The first fix after a long sleep takes a few minutes.',
    ],
    check: {
      place: 'device-shell',
      action:
        'Check that the receiver is on; `no_fix` comes only from a running receiver, so this rules out a modem fault.',
      command: 'veltro ec2x.gnss',
      expected: '{"value": "on"}',
      expectedIsOutput: true,
    },
    fix: [
      'Connect the GNSS antenna and give it a view of the sky.',
      'Wait a few minutes in the open; turn on assisted GNSS (`ec2x.gnss_assist`) to shorten the first fix.',
    ],
    see: [see.trackingManager, see.noGnss, {label: '`ec2x.gnss`', to: '/core/commands/core-commands-ec2x/#ec2x-gnss'}],
    factSource:
      'autopi-core src/salt/base/ext/_engines/tracking_manager.py:121-126 (CME 516 "Not fixed now"; Quectel GNSS AT manual: 505 is "Session not active"); _utils/messaging.py:187; our tracking manager page',
  },
  {
    id: 'no-fix-gnss',
    text: "Recurring warning (<count> times) in worker thread '<worker>': No fix",
    name: 'no GNSS fix',
    source: 'core-log',
    devices: current,
    seenIn: `${coreLog}, a \`WARNING\` line from \`gnss_manager\` on units with a Telit LE910C4 modem`,
    meaning: 'The receiver of the LE910C4 reports an invalid fix or none, so no position is recorded.',
    causes: [
      'The GNSS antenna is not connected or sees no sky.',
      'The first fix after a long sleep takes a few minutes.',
      'The GNSS session is off.',
    ],
    check: {
      place: 'device-shell',
      action: 'Check that the GNSS session runs.',
      command: 'veltro gnss.connection gnss_session',
      expected: '`status` reads `true`: the GNSS session runs.',
    },
    fix: ['Connect the GNSS antenna and give it a view of the sky.', 'Wait a few minutes in the open.'],
    see: [
      see.gnssManager,
      see.noGnss,
      {label: '`gnss.connection`', to: '/core/commands/core-commands-gnss/#gnss-connection'},
    ],
    factSource:
      'autopi-core src/salt/base/ext/_utils/le910cx_conn.py:27-33, :637-638, :697-727 (gnss_session); our GNSS manager page',
  },
  {
    id: 'no-nmea0183-sentences-available',
    text: 'No NMEA0183 sentences available',
    source: 'core-log',
    devices: current,
    seenIn: `${coreLog}, a \`WARNING\` line from \`tracking_manager\` or \`gnss_manager\``,
    meaning:
      'The GNSS (GPS) receiver sent no NMEA output at all: not even the empty sentences a receiver without a fix sends.',
    causes: ['The GNSS receiver of the modem is off.', 'The modem is restarting or does not answer.'],
    check: {
      place: 'device-shell',
      action: 'On an EC25 unit, check the receiver; on an LE910C4 unit, use `veltro gnss.connection gnss_session`.',
      command: 'veltro ec2x.gnss',
      expected: '{"value": "on"}',
      expectedIsOutput: true,
    },
    fix: [
      'If the receiver is off, check that automatic start is on with `veltro ec2x.gnss_auto_start`.',
      'If the modem is restarting, wait a minute and check again.',
    ],
    see: [see.trackingManager, see.gnssManager, see.noGnss],
    factSource: 'autopi-core src/salt/base/ext/_engines/tracking_manager.py:56-58; _engines/gnss_manager.py:58-60',
  },
  // --- Power, sleep and battery ------------------------------------------------------------------------------------
  {
    id: 'recovery-due-to-spm-trigger',
    text: "Recovery due to SPM trigger '<trigger>'",
    source: 'core-log',
    devices: core,
    seenIn: `${coreLog}, a \`WARNING\` line from \`spm_manager\` right after start-up, together with the event \`system/power/recover\``,
    meaning:
      'The device did not shut down on its own request last time: the power co-processor (SPM) switched it off. `<trigger>` says why.',
    causes: [
      '`volt_level`: the battery fell below the hibernate level, the safety cut-out.',
      '`heartbeat_timeout`: Core stopped sending heartbeats, so the SPM restarted the device.',
      '`boot_timeout`: the device did not finish booting in time.',
    ],
    check: {
      place: 'device-shell',
      action: 'Read the last triggers and the supply voltage.',
      command: 'veltro power.status',
      expected: '`spm.last_trigger.down` names the trigger; `spm.battery.voltage` shows the battery now.',
    },
    fix: [
      '`volt_level`: charge the battery and look for what drains it; on a 24 V vehicle, check the whole 24 V checklist (cut-out 24.4 V, wake level 26.4 V).',
      '`heartbeat_timeout` that repeats: look for `system/service/spm_manager/failed` and follow the SPM manager page.',
    ],
    see: [
      see.spmManager,
      see.powerStatus,
      see.drain,
      {label: '24 V vehicles', to: '/core/power_management/#24-v-vehicles'},
    ],
    factSource: 'autopi-core src/salt/base/ext/_engines/spm_manager.py:95-101; canon: volt_level is the safety cut-out',
  },
  {
    id: 'intentionally-going-to-sleep',
    text: "Intentionally going to sleep for <seconds> second(s) because of reason '<reason>'",
    source: 'core-log',
    devices: core,
    seenIn: `${coreLog}, a \`WARNING\` line from the \`power\` module, with the event \`system/power/sleep\``,
    meaning:
      'The device is going to sleep for `<seconds>` seconds on purpose. `<reason>` is the sleep timer or command that asked. Commands and the terminal get no answer until it wakes.',
    causes: [
      'A sleep timer ran out: `engine_stopped`, `inactivity` or a timer of your own.',
      'Someone ran `power.sleep` or a job did.',
    ],
    check: {
      place: 'device-shell',
      action: 'After the next wake-up, list the sleep timers.',
      command: 'veltro power.sleep_timer',
      expected: 'The timers you expect, with their expiry.',
    },
    fix: [
      'If the device sleeps while the vehicle is in use, find the timer named in `<reason>` and check the engine events.',
      'To keep it awake for work, clear the timers, or set a suppress schedule for fixed hours.',
    ],
    see: [see.sleepTimers, {label: '`power.sleep`', to: '/core/commands/core-commands-power/#power-sleep'}],
    factSource: 'autopi-core src/salt/base/ext/_modules/power.py:208-210',
  },
  {
    id: 'intentionally-going-to-hibernate',
    text: "Intentionally going to hibernate until next engine start because of reason '<reason>'",
    source: 'core-log',
    devices: core,
    seenIn: `${coreLog}, a \`WARNING\` line from the \`power\` module, with the event \`system/power/hibernate\``,
    meaning: 'The device hibernates: it does not wake on its own timer, only when the engine starts.',
    causes: [
      '`power.hibernate` was run, by hand, by a job or by a reactor; `<reason>` names it.',
      'A sleep timer or a `power.sleep` call with `interval=0`, which hibernates instead of sleeping.',
    ],
    check: {
      place: 'cloud',
      action: 'Under **Device Management › Events**, find the `system/power/hibernate` event and its `reason`.',
      expected: 'The reason you expected.',
    },
    fix: [
      'Start the engine to wake the device.',
      'If no one meant to hibernate it, remove the job or reactor that names this reason.',
    ],
    see: [
      {label: '`power.hibernate`', to: '/core/commands/core-commands-power/#power-hibernate'},
      {label: "Device won't wake", to: '/troubleshooting/device-wont-wake/'},
    ],
    factSource: 'autopi-core src/salt/base/ext/_modules/power.py:208-221 (interval 0 hibernates), :250-260',
  },
  {
    id: 'bypassing-sleep-timer',
    text: "Intentionally bypassing sleep timer '<timer>' according to pillar 'power:sleep_timer:bypass'",
    name: 'device never sleeps',
    source: 'core-log',
    devices: core,
    seenIn: `${coreLog}, a \`WARNING\` line from the \`power\` module each time a sleep timer runs out`,
    meaning:
      'A sleep timer ran out, but the `power:sleep_timer:bypass` setting is on, so the device stays awake. It keeps drawing full current from the vehicle battery.',
    causes: ['The bypass was set for bench work and never removed.'],
    check: {
      place: 'device-shell',
      action: 'Look for the line in the log.',
      command: 'veltro minionutil.last_logs match=bypassing limit=5',
      expected: 'No line. Each line means a sleep that did not happen.',
    },
    fix: [
      "Remove `power:sleep_timer:bypass` from the device's settings unless it sits on a bench supply or a charged vehicle.",
    ],
    see: [
      {
        label: 'Ways to keep a device awake',
        to: '/core/power_management/core-power-sleep-timers/#ways-to-keep-a-device-awake',
      },
      see.drain,
    ],
    factSource: 'autopi-core src/salt/base/ext/_modules/power.py:135-143; our sleep timers page',
  },
  {
    id: 'postponing-sleep-timer-suppress-schedule',
    text: "Postponing sleep timer '<timer>' from <old> to <new> seconds due to suppress schedule: <entry>",
    source: 'core-log',
    devices: core,
    seenIn: `${coreLog}, a \`WARNING\` line from the \`power\` module, with the event \`system/sleep_timer/<timer>/postponed\``,
    meaning:
      'A suppress schedule moved the sleep timer to the end of its period, so the device stays awake longer than the timer says.',
    causes: [
      'An entry in `/opt/veltro/power/sleep_timer.yml` covers this time.',
      'The cron expression was written in local time; it is read as UTC.',
    ],
    check: {
      place: 'device-shell',
      action: 'List the timers and their expiry.',
      command: 'veltro power.sleep_timer',
      expected: 'The postponed timer expiring at the end of the suppress period.',
    },
    fix: [
      'Correct or remove the `<entry>` in the schedule, in UTC.',
      'Apply the change to running timers: `veltro power.sleep_timer refresh=*`.',
    ],
    see: [
      {
        label: 'Suppress sleep with a cron schedule',
        to: '/core/power_management/core-power-sleep-timers/#suppress-sleep-with-a-cron-schedule',
      },
      see.drain,
    ],
    factSource: 'autopi-core src/salt/base/ext/_modules/power.py:414-419; our sleep timers page',
  },
  {
    id: 'performing-restart-3v3-power-supply',
    text: "Performing restart of the 3V3 power supply because of reason '<reason>'",
    source: 'core-log',
    devices: core,
    seenIn: `${coreLog} and \`/var/log/syslog\`, an \`ERROR\` line from the \`power\` module`,
    meaning:
      'Core cuts and restores the 3.3 V supply of the modem and the accelerometer: a hard restart of both. Mobile data drops for a while.',
    causes: [
      '`power.restart_3v3 confirm=true` was run by hand, in a job or by a reactor of your own; `<reason>` names it.',
    ],
    check: {
      place: 'device-shell',
      action: 'Check that the modem is back.',
      command: 'veltro usbutil.devices',
      expected: 'The modem listed again: `2c7c:0125` (EC25) or `1bc7:1031` (LE910C4).',
    },
    fix: [
      'If the modem does not come back, restart the device: `veltro power.reboot`.',
      'Restart an EC25 modem with `ec2x.power_off` instead: cutting the 3.3 V supply while services hold the modem ports open can freeze the device or renumber its serial ports.',
      'If the modem needs restarting often, follow the path for no 4G.',
    ],
    see: [
      {label: '`power.restart_3v3`', to: '/core/commands/core-commands-power/#power-restart-3v3'},
      see.usbutilDevices,
      see.no4g,
    ],
    factSource:
      'autopi-core src/salt/base/ext/_modules/power.py:513-528 (the warning in its docstring; no caller in Core); canon: USB IDs of the modems',
  },
  {
    id: 'battery-event-trigger-error-result',
    text: 'Battery event trigger got error result: <result>',
    source: 'core-log',
    devices: core,
    seenIn: `${coreLog}, an \`ERROR\` line from \`obd_manager\` or from the \`hooklib\` module, whichever runs the battery trigger`,
    meaning:
      'The battery voltage reading failed. When it keeps failing, the trigger fires `vehicle/battery/unknown` with the error as `reason` instead of a battery state. `<result>` holds the error.',
    causes: [
      'The part that reads the voltage did not answer: the STN adapter on a device with an SPM older than 3.0, otherwise the SPM.',
      'On a legacy dongle, the OBD connection is closed.',
    ],
    check: {
      place: 'device-shell',
      action: 'Read the voltage outside the trigger.',
      command: 'veltro power.status',
      expected:
        'A voltage under `spm.battery.voltage`, or `stn.battery.voltage` on a device with an SPM older than 3.0; an error instead means the reading fails outside the trigger too.',
    },
    fix: [
      'If the reading fails here too, restart Core: `veltro minionutil.restart`.',
      'If it still fails after the restart, follow the SPM manager page.',
    ],
    see: [see.powerStatus, see.spmManager, see.obdManager],
    factSource:
      'autopi-core src/salt/base/ext/_engines/obd_manager.py:1468-1478; _modules/hooklib.py:120-130; _modules/power.py:44-64, :90-94 (voltage from obd.battery or spm.battery)',
  },
  // --- Commands and updates ----------------------------------------------------------------------------------------
  {
    id: 'no-reply-message-received-within-timeout',
    text: "No reply message with tag '<tag>' received within timeout of <seconds> secs",
    source: 'core-log',
    devices: core,
    seenIn: `${coreLog}, a \`WARNING\` line; the command that waited answers \`No reply message received within timeout of <seconds> secs - please try again and maybe increase timeout value\``,
    meaning: 'A command sent its request to a service and the service did not answer within the wait.',
    causes: [
      'The service is busy with a long task, such as a dump or an export.',
      'The service hangs or failed to start.',
    ],
    check: {
      place: 'device-shell',
      action: 'Read what Core wrote since it last started.',
      command: 'veltro minionutil.last_startup',
      expected: 'Every service starting without `Failed to start` lines.',
    },
    fix: [
      'Wait for the long task to end, then try again.',
      'If a service failed to start, restart Core: `veltro minionutil.restart`.',
    ],
    see: [
      {label: 'Services: a command times out', to: '/core/services/core-services-manager/#troubleshooting'},
      see.logs,
    ],
    factSource: 'autopi-core src/salt/base/ext/_utils/messaging.py:1066-1072',
  },
  {
    id: 'unable-to-complete-highstate-for-release',
    text: "Unable to complete highstate for release '<release>'",
    name: 'update failed',
    source: 'core-log',
    devices: core,
    seenIn: `${coreLog}, a \`WARNING\` line from \`minionutil\`, with the event \`system/release/failed\`; the Cloud shows **Update failed**`,
    meaning: 'A step of the software update failed; the release is marked failed and the next start tries again.',
    causes: ['A full disk.', 'A lost connection during the download.'],
    check: {
      place: 'cloud',
      action: 'Open the device on **Software Updates** and read the failed step in the run details.',
      expected: 'The step and its error.',
    },
    fix: [
      'Fix the cause; the next start retries the run.',
      'After 5 failed runs updates are suspended: reset with `veltro minionutil.update_release reset_attempts=true`.',
    ],
    see: [see.updates],
    factSource: 'autopi-core src/salt/base/ext/_modules/minionutil.py:360-364; our software updates page',
  },
  {
    id: 'update-is-already-running',
    text: 'Update is already running - please wait and try again later',
    source: 'core-log',
    devices: core,
    seenIn: "The answer of `minionutil.update_release`, and the Cloud's run details when a second run starts",
    meaning: 'A software update run is going on now, so a second one is refused.',
    causes: ['An update started at boot or from the Cloud and has not finished.'],
    check: {
      place: 'cloud',
      action: 'Under **Device Management › Events**, look at the latest `system/release/*` events.',
      expected: 'A `pending`, `forcing` or `retrying` event with no `updated` or `failed` after it: a run is going on.',
    },
    fix: ['Wait for the run to end, then try again if needed. Keep the device powered meanwhile.'],
    see: [
      see.updates,
      {label: '`minionutil.update_release`', to: '/core/commands/core-commands-minionutil/#minionutil-update-release'},
    ],
    factSource: 'autopi-core src/salt/base/ext/_modules/minionutil.py:277-278; our software updates page',
  },
];
