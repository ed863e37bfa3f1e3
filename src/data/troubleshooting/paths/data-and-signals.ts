/**
 * Troubleshooting paths about data and signals: the five-minute self-test, no data in the Cloud, no OBD answer, a
 * silent CAN bus and no GNSS fix. Each step's check takes its command from src/data/core/commands.ts and its
 * expected output from the fact source's return values or from the example our command pages already show; the
 * fixes link to the pages that explain them in depth.
 *
 * Added for readers' own words (issue 21, symptoms): U-code names from SAE J2012 (U0001, U0028, U0100); sent frames
 * looped back to other sockets from the Linux SocketCAN documentation (Documentation/networking/can.rst, local
 * loopback); empty NMEA fields before a fix from NMEA 0183 (GGA quality 0, RMC status V) and 0 for an empty
 * coordinate from pynmea2 (nmea_utils.dm_to_sd); python-OBD messages from upstream brendan-w/python-OBD @a378bdd.
 */
import type {TroubleshootingPath} from '../types';

/** The power and battery reading of a healthy TMU CM4 just after an engine start (Getting Started, step 6). */
const powerStatusRunning = `{
  "spm": {
    "current_state": "on",
    "last_state": {"up": "on", "down": "off"},
    "last_trigger": {"up": "plug", "down": "none"},
    "sleep_interval": 7200,
    "battery": {"level": 100, "state": "charging", "voltage": 14.12}
  },
  "rpi": {"uptime": {"seconds": 388, "since_iso": "2026-03-14T09:41:07"}}
}`;

const ec25Location = `{"time_utc": "09:48:31", "date_utc": "2026-03-14", "lat": 55.67608, "lon": 12.56841, "hdop": 1.1, "alt": 13.8, "fix": "3D", "cog": 0.0, "sog_km": 0.0, "sog_kn": 0.0, "nsat": 8}`;

const socketcanHealthy = `{"ifname": "can0", "mtu": 16, "operstate": "UP", "linkinfo": {"info_kind": "can", "info_data": {"state": "ERROR-ACTIVE", "restart_ms": 0, "bittiming": {"bitrate": 500000, "sample_point": "0.875"}}}, "stats64": {"rx": {"bytes": 912480, "packets": 114060, "errors": 0, "dropped": 0}, "tx": {"bytes": 96, "packets": 12, "errors": 0, "dropped": 0}}}`;

const modemTable =
  'vendor `2c7c` and product `0125` for a Quectel EC25, or vendor `1bc7` and product `1031` for a Telit LE910C4';

export const dataAndSignalPaths: readonly TroubleshootingPath[] = [
  {
    id: 'is-my-device-working',
    route: '/troubleshooting/is-my-device-working/',
    symptoms: [
      'Is there something simple to see if the thing works?',
      'I just installed the device: how do I know it works?',
      'Quick self-test for a new TMU CM4, CAN-FD Pro or Mini',
    ],
    devices: ['cm4', 'pro', 'mini'],
    steps: [
      {
        id: 'leds',
        title: 'Do the LEDs show a running, connected device?',
        why: 'The LEDs answer the first two questions, power and connection, before you open anything. Start the engine and wait two minutes: a parked device sleeps and its LEDs tell you little. The CAN-FD Pro has the same red and green LEDs as the TMU CM4 below, plus a yellow CAN LED.',
        check: {
          place: 'look',
          action:
            'With the engine running for two minutes, look at the LEDs. TMU CM4 and CAN-FD Pro: the red power LED and the green status LED. Veltro Mini: the green network LED and the blue GNSS LED.',
          expected:
            'TMU CM4 or CAN-FD Pro: the red LED is on at full brightness and the green LED is on without blinking. Mini: the green LED blinks slowly, once every 3 s.',
        },
        leds: ['cm4', 'mini'],
        branches: [
          {when: 'TMU CM4 or CAN-FD Pro: red on at full brightness, green on', next: 'online'},
          {when: 'Mini: the green LED blinks slowly, once every 3 s', next: 'mini-cloud'},
          {
            when: 'TMU CM4 or CAN-FD Pro: the green LED keeps blinking slowly (once a second) for more than 10 minutes',
            fix: 'Veltro Core runs but does not reach the Cloud: the SIM, the antennas or the mobile coverage. Follow the 4G path.',
            see: [{label: 'No 4G (LTE) connection', to: '/troubleshooting/no-4g/'}],
          },
          {
            when: 'Mini: the green LED blinks fast (twice a second) for more than 5 minutes',
            fix: 'The Mini searches for a mobile network: check the coverage at that spot and that the variant on the label (EMEA, APAC/LATAM or NA) suits the region.',
            see: [
              {
                label: 'Mini: does it reach the network?',
                to: '/getting_started/veltro_mini/mini-data-troubleshooting/#network',
              },
            ],
          },
          {
            when: 'The red LED breathes slowly or glows dimmed, or both Mini LEDs are dark in a parked vehicle',
            fix: 'The device sleeps or hibernates. Start the engine (or press the button of a TMU CM4 or CAN-FD Pro once) and look again after two minutes. If it does not wake, follow the wake-up path.',
            see: [{label: 'The device does not wake', to: '/troubleshooting/device-wont-wake/'}],
          },
          {
            when: 'Every LED is dark with the engine running',
            fix: 'No supply reaches the device. Push the plug fully home, try without an extension cable, and check the vehicle fuse that feeds the OBD-II socket (pin 16 is permanent battery power, fused in the vehicle).',
            see: [{label: 'The device does not wake', to: '/troubleshooting/device-wont-wake/'}],
          },
        ],
      },
      {
        id: 'online',
        title: 'Does Veltro Cloud see the device?',
        check: {
          place: 'cloud',
          action:
            'Open **Fleet Management › Vehicles › List** and read **Last communication** in the row of the vehicle that carries the device.',
          expected: 'A time from the last few minutes.',
        },
        branches: [
          {when: 'Last communication shows the last few minutes', next: 'power'},
          {
            when: 'Waiting for first connection, or a time long ago although the green LED is on',
            fix: 'The device is connected but its data does not arrive. Follow the no-data path from its first step.',
            see: [{label: 'No data in the Cloud', to: '/troubleshooting/no-data-in-cloud/'}],
          },
        ],
      },
      {
        id: 'power',
        title: 'Is the supply healthy?',
        why: 'The SPM reports its state and the battery reading together, so one command shows whether the device is on for the right reason and whether the vehicle battery charges.',
        check: {
          place: 'cloud-terminal',
          action: 'With the engine running, read the power status.',
          command: 'power.status',
          expected: powerStatusRunning,
          expectedIsOutput: true,
        },
        branches: [
          {
            when: '`current_state` is `on` and `battery.voltage` reads 13.6 to 14.8 V (about twice that on a 24 V vehicle)',
            next: 'modem',
          },
          {
            when: '`battery.voltage` stays near 12.4 V or lower with the engine running, or `last_trigger.down` is `volt_level`',
            fix: 'The vehicle battery does not charge or was low enough to trip the safety cut-out (12.20 V for 240 s on a 12 V vehicle). Have the battery and alternator tested before you rely on the device overnight.',
            see: [
              {label: 'Battery drain', to: '/troubleshooting/battery-drain/'},
              {label: 'power.status', to: '/core/commands/core-commands-power/#power-status'},
            ],
          },
        ],
      },
      {
        id: 'modem',
        title: 'Which modem does the unit have?',
        why: 'The TMU CM4 and the CAN-FD Pro are built with one of two modems, and the GNSS check that follows differs between them.',
        check: {
          place: 'cloud-terminal',
          action: 'List the USB devices and find the modem among them.',
          command: 'usbutil.devices',
          expected: `An entry for the modem: ${modemTable}.`,
        },
        branches: [
          {when: 'One of the two modems is listed', next: 'gnss'},
          {
            when: 'Neither modem is listed',
            fix: 'The modem is off, restarting or faulty. List again after a minute; if it stays away, follow the 4G path, which power-cycles it.',
            see: [
              {label: 'No 4G (LTE) connection', to: '/troubleshooting/no-4g/'},
              {label: 'usbutil.devices', to: '/core/commands/core-commands-usbutil/#usbutil-devices'},
            ],
          },
        ],
      },
      {
        id: 'gnss',
        title: 'Does the device know where it is?',
        check: {
          place: 'cloud-terminal',
          action:
            'On an EC25 unit, read one GNSS (GPS) fix. On an LE910C4 unit, type `gnss.connection gnss_location decimal_degrees=true` instead.',
          command: 'ec2x.gnss_location',
          expected: ec25Location,
          expectedIsOutput: true,
        },
        branches: [
          {when: 'A position with `fix` `2D` or `3D`', next: 'obd'},
          {
            when: 'EC25: an error of type `CME` with reason `516` or `Not fixed now`; LE910C4: the warning `No fix`. The vehicle is indoors or in a car park',
            next: 'obd',
          },
          {
            when: 'Still no fix after 10 minutes under open sky',
            fix: 'The receiver sees no satellites: the antenna, its placement or the receiver itself. Follow the GNSS path.',
            see: [{label: 'No GNSS (GPS) fix', to: '/troubleshooting/no-gnss-fix/'}],
          },
        ],
      },
      {
        id: 'obd',
        title: 'Does the vehicle answer?',
        why: 'One standard PID proves the whole chain to the vehicle: the plug, the bus, the protocol and a control unit that answers. On a CAN-FD Pro wired to a bus that carries no OBD-II, run `socketcan.show interface=can0 details=true stats=true` twice instead: the `rx` packet count must grow.',
        check: {
          place: 'cloud-terminal',
          action: 'With the engine running, read the engine speed.',
          command: 'obd.query RPM',
          expected:
            '{"_type": "rpm", "value": 812.0, "unit": "revolutions_per_minute", "_stamp": "2026-03-14T09:21:07.412853"}',
          expectedIsOutput: true,
        },
        errors: ['no-data'],
        branches: [
          {when: 'A `value` close to what the rev counter shows', next: 'event'},
          {
            when: '`No data received from vehicle within timeout`, another error, or a result with `_type` only',
            fix: 'The device cannot talk to the vehicle yet. Follow the OBD path.',
            see: [{label: 'No OBD answer or NO DATA', to: '/troubleshooting/no-obd-answer/'}],
          },
          {
            when: 'CAN-FD Pro on a bus without OBD-II: the `rx` count stands still',
            fix: 'No frames arrive on the bus. Follow the CAN path.',
            see: [{label: 'CAN shows nothing or the bus stops', to: '/troubleshooting/can-bus-silent/'}],
          },
        ],
      },
      {
        id: 'event',
        title: 'Do events arrive in the Cloud?',
        check: {
          place: 'cloud',
          action:
            'Switch the engine off, start it again, and open **Device Management › Events** with the device selected.',
          expected: '`vehicle/engine/running` with the time of the engine start, within a minute or two.',
        },
        branches: [
          {
            when: '`vehicle/engine/running` is there',
            fix: 'It works: the device is powered, online, knows its position, talks to the vehicle and reports to the Cloud. Add loggers and alerts next.',
            see: [
              {label: 'Create PID loggers', to: '/cloud/obd-ii/create-pid-loggers/'},
              {
                label: 'Getting started: verify the data',
                to: '/getting_started/veltro_tmu_cm4/#step-6-verify-the-data',
              },
            ],
          },
          {
            when: 'No engine events, although `obd.query RPM` answered',
            fix: 'Events wait in the upload cache or do not leave the device. Follow the no-data path from the upload cache.',
            see: [{label: 'No data in the Cloud: the upload cache', to: '/troubleshooting/no-data-in-cloud/#cache'}],
          },
        ],
      },
      {
        id: 'mini-cloud',
        title: 'Mini: does the Cloud show its position and trips?',
        why: 'The Mini runs no Veltro Core and has no terminal: its LEDs and the Cloud are the whole self-test.',
        check: {
          place: 'cloud',
          action:
            'Drive a few minutes, stop the engine, then open **Fleet Management › Vehicles › List** and **Device Management › Events** for the Mini.',
          expected:
            '**Last communication** within the last minutes, a position on the map, and a trip start and stop among the events.',
        },

        branches: [
          {
            when: 'Position and trip events are there',
            fix: 'It works. Add the parameters you want under **Device Management › Loggers**.',
            see: [{label: 'Create Mini loggers', to: '/getting_started/veltro_mini/create-mini-loggers/'}],
          },
          {
            when: 'No position, and the blue LED keeps blinking once a second',
            fix: 'The Mini has no sky view. Turn it logo side up, away from metal, or move it with an OBD-II extension cable.',
            see: [{label: 'No GNSS (GPS) fix', to: '/troubleshooting/no-gnss-fix/'}],
          },
          {
            when: 'No trip events, or no data at all',
            fix: 'Follow the Mini data checks: trips depend on the ignition setting, values on the loggers.',
            see: [{label: 'Mini data troubleshooting', to: '/getting_started/veltro_mini/mini-data-troubleshooting/'}],
          },
        ],
      },
    ],
  },
  {
    id: 'no-data-in-cloud',
    route: '/troubleshooting/no-data-in-cloud/',
    symptoms: [
      'Nothing shows in the Cloud',
      'The dashboard shows old data, or stops at some point in the past',
      'The device is installed but the widgets stay empty',
    ],
    devices: ['cm4', 'pro', 'mini'],
    steps: [
      {
        id: 'last-seen',
        title: 'When did the device last report?',
        check: {
          place: 'cloud',
          action:
            'Open **Fleet Management › Vehicles › List** and read **Last communication** in the row of the vehicle that carries the device.',
          expected: 'A time from the last few minutes while the vehicle is in use.',
        },
        branches: [
          {
            when: 'The device is a Veltro Mini',
            fix: 'The Mini has no terminal: its LEDs and Cloud screens lead to the cause.',
            see: [{label: 'Mini data troubleshooting', to: '/getting_started/veltro_mini/mini-data-troubleshooting/'}],
          },
          {when: 'TMU CM4 or CAN-FD Pro: a time hours or days ago', next: 'awake'},
          {when: 'TMU CM4 or CAN-FD Pro: a recent time, yet data is missing', next: 'clock'},
          {
            when: 'The Cloud shows Waiting for first connection',
            fix: 'The device has never reached the Cloud: check the registration (unit ID) and the mobile connection.',
            see: [{label: 'No 4G (LTE) connection', to: '/troubleshooting/no-4g/'}],
          },
        ],
      },
      {
        id: 'awake',
        title: 'Is the device awake and online?',
        why: 'A parked device sleeps 5 minutes after the engine stops and wakes every 2 hours, so a gap while parked is normal. The CAN-FD Pro has the same red and green LEDs as the TMU CM4.',
        check: {
          place: 'look',
          action: 'Start the engine and look at the red power LED and the green status LED after two minutes.',
          expected: 'Red on at full brightness, green on without blinking.',
        },
        leds: ['cm4'],
        branches: [
          {when: 'Red on, green on, but Last communication stays old', next: 'clock'},
          {
            when: 'Green keeps blinking slowly',
            fix: 'No mobile data: follow the 4G path.',
            see: [{label: 'No 4G (LTE) connection', to: '/troubleshooting/no-4g/'}],
          },
          {
            when: 'Red breathes or glows dimmed even with the engine running, or is dark',
            fix: 'The device sleeps, hibernates or has no supply. After it wakes, `power.status` tells why it went down: `volt_level` under `last_trigger.down` is the safety cut-out of a weak battery.',
            see: [
              {label: 'The device does not wake', to: '/troubleshooting/device-wont-wake/'},
              {
                label: 'CM4 data troubleshooting: is the device online?',
                to: '/getting_started/veltro_tmu_cm4/cm4-data-troubleshooting/#online',
              },
            ],
          },
        ],
      },
      {
        id: 'clock',
        title: 'Is the device clock right?',
        why: 'Readings carry the device time. A clock months off files them at the wrong date, and far enough off it breaks the secure connection to the Cloud.',
        check: {
          place: 'cloud-terminal',
          action: 'Read the clock status.',
          command: 'clock.status',
          expected:
            '{"local_time": "Sat 2026-03-14 09:41:07 UTC", "universal_time": "Sat 2026-03-14 09:41:07 UTC", "rtc_time": "Sat 2026-03-14 09:41:06", "time_zone": "Etc/UTC (UTC, +0000)", "system_clock_synchronized": "yes", "ntp_service": "active", "rtc_in_local_tz": "no"}',
          expectedIsOutput: true,
        },
        branches: [
          {when: '`system_clock_synchronized` is `yes` and the date is today', next: 'cache'},
          {
            when: '`no` for minutes after boot, a wrong date, or `system/time/uncertain` in the events',
            fix: 'Turn network time on with `clock.ntp enable=true`; on an EC25 unit also take the time from the mobile network with `ec2x.sync_time force=true`. Then push the cache with `cloud.upload`. Readings taken while the clock was wrong keep their dates: look for them there.',
            see: [
              {
                label: 'CM4 data troubleshooting: the clock',
                to: '/getting_started/veltro_tmu_cm4/cm4-data-troubleshooting/#clock',
              },
            ],
          },
        ],
      },
      {
        id: 'cache',
        title: 'Is data piling up on the device?',
        check: {
          place: 'cloud-terminal',
          action: 'List the queues of the upload cache.',
          command: 'cloud.cache list_queues',
          expected: '{"_type": "list_queues", "values": ["pend"]}',
          expectedIsOutput: true,
        },
        branches: [
          {when: 'Only `pend`, or an empty list (everything has been uploaded)', next: 'loggers'},
          {
            when: 'Several `retr_<timestamp>_#<attempt>` queues',
            fix: 'Uploads fail again and again; at 10 retry queues new data is held back. Read the reason with `cloud.status`, fix the connection (or the clock), then run `cloud.upload`. Do not clear the queues: that deletes readings that never reached the Cloud.',
            see: [
              {
                label: 'CM4 data troubleshooting: the upload cache',
                to: '/getting_started/veltro_tmu_cm4/cm4-data-troubleshooting/#cache',
              },
            ],
          },
          {
            when: 'A `fail_<date>` queue',
            fix: 'A batch failed its 10th retry and was set aside. Core tries such queues again only on its first upload after it starts, and each one expires 7 days after the last batch was added to it: fix the connection within that week, then restart Veltro Core with `minionutil.restart reason=fail_queue` so that the first upload takes it.',
            see: [
              {
                label: 'CM4 data troubleshooting: the upload cache',
                to: '/getting_started/veltro_tmu_cm4/cm4-data-troubleshooting/#cache',
              },
            ],
          },
        ],
      },
      {
        id: 'loggers',
        title: 'Do the loggers run on the device?',
        why: 'An empty cache on an online device means nothing is being logged. This checks PID loggers; for raw CAN and signal loggers of a CAN-FD Pro, `logger.status` lists each logger with its frame counts.',
        check: {
          place: 'cloud-terminal',
          action:
            'List the workers of the OBD manager. A PID logger named `coolant_temp` runs as `coolant_temp_logger`.',
          command: "obd.manage worker list '*'",
          expected: '{"values": ["realtime_readout", "frequent_readout", "coolant_temp_logger"]}',
          expectedIsOutput: true,
        },
        branches: [
          {when: 'Your logger is listed', next: 'time-range'},
          {
            when: 'Your logger is missing',
            fix: 'The device has not synced since you saved the logger. Look for the pending mark in the Cloud, start the engine and wait for the sync.',
            see: [
              {
                label: 'CM4 data troubleshooting: the loggers',
                to: '/getting_started/veltro_tmu_cm4/cm4-data-troubleshooting/#loggers',
              },
            ],
          },
          {
            when: 'Listed, but `obd.query` for the same PID returns no value',
            fix: 'The logger runs but the vehicle does not answer it. Follow the OBD path.',
            see: [{label: 'No OBD answer or NO DATA', to: '/troubleshooting/no-obd-answer/'}],
          },
          {
            when: 'CAN-FD Pro: a raw or signal logger stays empty',
            fix: 'Work through the CAN-FD Pro checks from the interface to the upload.',
            see: [
              {
                label: 'CAN-FD Pro data troubleshooting',
                to: '/getting_started/veltro_canfd_pro/pro-data-troubleshooting/',
              },
            ],
          },
        ],
      },
      {
        id: 'time-range',
        title: 'Is the Cloud looking at the right time?',
        check: {
          place: 'cloud',
          action:
            'On **Device Management › Dashboard**, widen the time range at the top to the last day, and check the field of the widget: a PID logger arrives as `obd.<logger name in lower case>.value`.',
          expected: 'The readings appear in the widget.',
        },
        branches: [
          {
            when: 'The readings appear',
            fix: 'The data was there: keep the wider range, and remember that times show in the time zone of your profile (**Account › Profile**).',
            see: [
              {
                label: 'Adding a new widget from scratch',
                to: '/cloud/device_management/dashboard/adding-a-new-widget-from-scratch/',
              },
            ],
          },
          {
            when: 'Still empty',
            fix: 'Collect the outputs of `power.status`, `cloud.status`, `cloud.cache list_queues` and `clock.status` and send them to Veltro support with the unit ID.',
            see: [{label: 'CM4 data troubleshooting', to: '/getting_started/veltro_tmu_cm4/cm4-data-troubleshooting/'}],
          },
        ],
      },
    ],
  },
  {
    id: 'no-obd-answer',
    route: '/troubleshooting/no-obd-answer/',
    symptoms: [
      'NO DATA',
      'The OBD query gets no answer',
      'Only the battery voltage reads; every other value times out',
      'It works in another app but not here',
      'It works one time in ten, or only with debug logging on',
      'Some mode 22 PIDs answer and others always fail',
      'python-OBD: Adapter connected, but the ignition is off',
      "python-OBD: ATE0 did not return 'OK', or connected to the adapter but failed to connect to the vehicle",
    ],
    devices: ['cm4', 'pro', 'mini', 'legacy'],
    steps: [
      {
        id: 'ignition',
        title: 'Is the ignition on?',
        why: 'Most control units sleep with the ignition off and answer nothing, and many values (engine speed, coolant temperature) exist only with the engine running.',
        check: {
          place: 'look',
          action:
            'Switch the ignition on, or better, start the engine, and keep it running while you work through this page.',
          expected: 'The dashboard lights up; the engine runs.',
        },
        branches: [
          {when: 'TMU CM4, CAN-FD Pro or legacy dongle, engine running', next: 'status'},
          {
            when: 'You run python-OBD yourself, on a legacy dongle or a computer with an ELM327 adapter, and it fails as it connects',
            next: 'python-obd',
          },
          {
            when: 'Veltro Mini',
            fix: 'The Mini runs no Veltro Core and has no terminal. Check its loggers, its **OBD Feature** setting and whether the vehicle offers the value.',
            see: [
              {
                label: 'Mini: do vehicle values arrive?',
                to: '/getting_started/veltro_mini/mini-data-troubleshooting/#values',
              },
            ],
          },
        ],
      },
      {
        id: 'status',
        title: 'Has the device found the vehicle\u2019s protocol?',
        why: 'Reading the current protocol sends nothing to the vehicle. Use `obd.protocol` rather than `obd.status`: on a TMU CM4 or CAN-FD Pro, `obd.status` fails with `Not supported by SocketCAN interface`. A battery voltage that reads while everything else times out proves nothing here: `obd.battery`, like the voltage an app shows, is the device or adapter measuring its own supply from OBD-II pin 16, not an answer from the vehicle.',
        check: {
          place: 'cloud-terminal',
          action: 'Read the protocol the OBD manager uses now, at the end of the answer under `current`.',
          command: 'obd.protocol',
          expected:
            '`current` has an `id` and a `name`, for example `6` and `ISO 15765-4 (CAN 11/500)`, and at least one entry in `ecus`.',
        },
        branches: [
          {when: '`current` has an `id` and at least one entry in `ecus`', next: 'supported'},
          {
            when: '`ecus` is empty, `id` is `null`, or `vehicle/communication/inactive` is among the events, even though `obd.battery` reads a voltage',
            next: 'protocol',
          },
        ],
      },
      {
        id: 'protocol',
        title: 'Does the device find the protocol?',
        why: 'Detection sends the standard request for supported PIDs on each candidate protocol (on the TMU CM4 and CAN-FD Pro: 6, 7, 8, 9, starting at 500 kbit/s). Run it on cars only: on a truck or an unknown bus, find the rate by listening first.',
        check: {
          place: 'cloud-terminal',
          action: 'With the engine running, run protocol detection again.',
          command: 'obd.protocol set=AUTO verify=true',
          expected: '`current` names a protocol with `autodetected` `true` and at least one entry in `ecus`.',
        },
        errors: ['unable-to-autodetect-obd-protocol', 'unable-to-connect'],
        branches: [
          {when: 'A protocol is found', next: 'supported'},
          {when: '`Unable to autodetect OBD protocol` (TMU CM4, CAN-FD Pro)', next: 'gateway'},
          {
            when: '`Unable to connect because no supported protocol found` (legacy dongle; `UNABLE TO CONNECT` in an ELM327 app)',
            fix: 'The chip tried each of its protocols and nothing answered. Check that the ignition is on and the dongle sits fully in the socket, then listen with `obd.monitor duration=5 filtering=false`: frames mean the bus is alive but nothing answers the standard request (a gateway, or a vehicle without OBD-II on this socket); `No messages received on bus` means the socket is silent.',
            see: [
              {label: '`UNABLE TO CONNECT`', to: '/troubleshooting/errors/obd-adapter/#unable-to-connect'},
              {
                label: '`No messages received on bus`',
                to: '/troubleshooting/errors/obd-adapter/#no-messages-received-on-bus',
              },
            ],
          },
          {
            when: 'The vehicle is a truck or bus on J1939, or the bus rate is unknown',
            fix: 'Do not autodetect on it. Find the rate with the listen-only probe, then set a J1939 protocol (42 for 29-bit at 250 kbit/s) in the bus record.',
            see: [
              {label: 'CAN shows nothing: find the bitrate', to: '/troubleshooting/can-bus-silent/#bitrate'},
              {
                label: 'J1939 on trucks and buses',
                to: '/getting_started/heavy_duty_vehicles/j1939-getting-started-guide/',
              },
            ],
          },
        ],
      },
      {
        id: 'supported',
        title: 'Does the vehicle support the PID?',
        why: 'Mode 01 PID 00 asks every control unit which PIDs 01 to 20 it supports: four data bytes, one bit per PID. PIDs 20, 40, 60 … ask for the next ranges.',
        check: {
          place: 'cloud-terminal',
          action:
            'Ask for the map of supported PIDs and paste the `value` into the PID decoder. Bit 7 of the first data byte stands for PID 01, bit 0 of the last for PID 20.',
          command: 'obd.query pids_01_00 mode=01 pid=00 force=true',
          expected: '{"_type": "pids_01_00", "value": "7E8064100BE1FA813", "_stamp": "2026-03-14T09:25:11.402377"}',
          expectedIsOutput: true,
        },
        errors: ['no-data', 'command-may-not-be-supported'],
        branches: [
          {
            when: 'The map lists your PID, yet it answers only sometimes',
            next: 'intermittent',
          },
          {
            when: 'The map does not list your standard PID',
            fix: 'The vehicle does not offer that value over standard OBD-II. `force=true` sends the request anyway, but a unit that does not list the PID seldom answers it. Pick another PID, or look for a manufacturer PID in the OBD Library.',
            see: [
              {label: 'Decode an answer', to: '/cloud/obd-ii/debug-raw-pid-queries/#decode-an-answer'},
              {label: 'OBD Library', to: '/cloud/obd_library/'},
            ],
          },
          {when: 'Your value is a manufacturer PID (mode 22), or another app reads it', next: 'other-app'},
          {when: '`No data received from vehicle within timeout` even for PID 00', next: 'gateway'},
        ],
      },
      {
        id: 'gateway',
        title: 'Is there traffic on the bus at all?',
        why: 'TMU CM4 and CAN-FD Pro. A bus that carries frames but answers no request points at a diagnostic gateway or a wrong ID length; a silent bus points at the wiring or the interface.',
        check: {
          place: 'cloud-terminal',
          action: 'Listen on `can0` for five seconds with the engine running.',
          command: 'can.monitor duration=5 limit=20',
          expected: '{"values": ["0c9#8000003200000000", "1f5#0f0f000000000300", "3c9#0000000000004000"]}',
          expectedIsOutput: true,
        },
        branches: [
          {
            when: 'No frames, and no PID answers',
            fix: 'A strict diagnostic gateway sits between the socket and the buses, or nothing is wired to pins 6 and 14. Read what still works through a gateway and how to reach the buses behind it.',
            see: [
              {label: 'Vehicles with a diagnostic gateway', to: '/cloud/obd-ii/#gateway-blocked-vehicles'},
              {label: 'CAN shows nothing or the bus stops', to: '/troubleshooting/can-bus-silent/'},
            ],
          },
          {
            when: 'Frames arrive, but no PID request is answered',
            fix: 'The bus is alive but no unit answers the standard request on it. Compare the ID length of the frames with the protocol of the bus record: more than three hex digits mean 29-bit identifiers (protocol 7 at 500 kbit/s, 9 at 250 kbit/s). Many electric vehicles are not OBD-II compliant and answer only manufacturer requests.',
            see: [{label: 'Protocol and bitrate', to: '/cloud/obd-ii/can-bus-configuration/#protocol-and-bitrate'}],
          },
          {
            when: 'Legacy dongle: it has no `can.monitor`',
            fix: 'Listen through the STN chip instead with `obd.monitor duration=5 filtering=false`. Frames mean the bus is alive and no unit answers the request (a gateway, or the wrong ID length for the protocol); `No messages received on bus` means the socket is silent: check that the dongle sits fully in the socket.',
            see: [
              {
                label: '`No messages received on bus`',
                to: '/troubleshooting/errors/obd-adapter/#no-messages-received-on-bus',
              },
            ],
          },
        ],
      },
      {
        id: 'other-app',
        title: 'Does the request match what the other app sends?',
        why: 'Another app or scan tool usually addresses one control unit with its own header, and reads manufacturer values with mode 22, sometimes after opening a diagnostic session. The device sends standard requests to every unit unless told otherwise.',
        check: {
          place: 'cloud-terminal',
          action:
            'Send the request the way the other tool does: its mode, its PID (two bytes for mode 22) and the request header of the unit that owns the value. The example asks a battery controller on `7E4`.',
          command: 'obd.query hv_soc_raw mode=22 pid=B046 header=7E4 force=true',
          expected:
            'A raw answer whose data starts with `62` (mode 22 plus 40) and repeats the identifier, here `62B0469C`.',
        },
        errors: ['no-data', 'did-not-receive-any-acceptable-messages'],
        branches: [
          {
            when: 'The answer starts with `62` and the identifier',
            fix: 'Save the PID with its header and **Force** ticked, and add the formula; the logger then reads it like the other app.',
            see: [
              {
                label: 'A manufacturer PID with its own header',
                to: '/cloud/obd-ii/create-pid-loggers/#a-manufacturer-pid-with-its-own-header',
              },
            ],
          },
          {
            when: 'A negative answer, `7F 22` and a reason code',
            fix: 'The unit refuses: `11` means it does not offer mode 22, `31` that the identifier is out of range, `7E` or `7F` that it needs a diagnostic session. Ask the unit that owns the value, or take the value from another source; do not open sessions on a vehicle in use.',
            see: [
              {
                label: 'Debug raw PID queries: troubleshooting',
                to: '/cloud/obd-ii/debug-raw-pid-queries/#troubleshooting',
              },
            ],
          },
          {
            when: 'Some mode 22 PIDs of the same list answer and others always fail',
            fix: 'Each manufacturer PID belongs to one control unit, and only that unit answers it: a PID sent to another unit\u2019s header fails every time, or gets the negative answer `7F 22 31`. Give every PID the header of the unit that owns it (the other app or the PID list names it), and test each failing PID with its own header as above.',
            see: [
              {
                label: 'A manufacturer PID with its own header',
                to: '/cloud/obd-ii/create-pid-loggers/#a-manufacturer-pid-with-its-own-header',
              },
            ],
          },
          {
            when: '`No data received from vehicle within timeout`',
            fix: 'No unit listens on that header on this bus. The other app may use another bus (pins 3 and 11 are `can1`), a 29-bit header, or another protocol: compare its settings with the bus record.',
            see: [
              {
                label: 'Which bus is on which pins',
                to: '/cloud/obd-ii/can-bus-configuration/#which-bus-is-on-which-pins',
              },
            ],
          },
        ],
      },
      {
        id: 'intermittent',
        title: 'Why does it answer only one time in ten?',
        why: 'An answer that comes and goes usually means that the unit answers after the device stopped waiting, that the bus is busy with too many requests, or that requests stop while the unit or the device rests.',
        check: {
          place: 'cloud-terminal',
          action:
            'With the engine running, run the query five times in a row, a few seconds apart, and note which attempts fail.',
          command: 'obd.query RPM',
          expected: 'Five answers with a `value`.',
        },
        errors: ['no-data'],
        branches: [
          {
            when: 'Fails only with the engine off, or right after the vehicle parked',
            fix: 'The control units go quiet once the ignition is off, and each request wakes them again. Expect gaps while parked, and let automatic logger pausing stop the requests while the vehicle stands still.',
            see: [{label: 'Automatic OBD logger pausing', to: '/cloud/obd-ii/automatic-obd-logger-pausing/'}],
          },
          {
            when: 'Fails with another error than `No data received from vehicle within timeout` while the vehicle stands still, and works again once someone opens a door or drives off',
            fix: 'Automatic logger pausing blocked all requests after `vehicle/motion/steady`; they resume on `vehicle/motion/shaking`. That is intended on a parked vehicle. Move the vehicle, or open a door, and query again.',
            see: [
              {
                label: 'How automatic pausing decides',
                to: '/cloud/obd-ii/automatic-obd-logger-pausing/#how-it-decides',
              },
            ],
          },
          {
            when: 'Fails at random with the engine running, and many loggers run at short intervals',
            fix: 'Every request takes a share of the bus, and a unit busy with others answers late. Remove loggers you do not need and lengthen the intervals of the rest.',
            see: [{label: 'Bus load', to: '/cloud/obd-ii/#bus-load'}],
          },
          {
            when: 'Fails at random even with few loggers, works only while debug logging slows the program down, or a `7F` answer with reason `78` comes first',
            fix: 'The unit answers after the device stops waiting. On a TMU CM4 or CAN-FD Pro the wait is 200 ms while adaptive timing is on; try `obd.setup adaptive_timing=0 response_timeout=250` (250 × 4 ms = 1 s) and repeat the five queries. On these models Core turns the value into whole seconds, so anything below 250 means no wait at all and every request fails. The setting lasts until Veltro Core restarts. With python-OBD of your own, connect with `OBD(fast=False, timeout=30)`: the library waits longer for each answer (its README gives this for Bluetooth adapters that connect unreliably).',
            see: [{label: 'obd.setup', to: '/core/commands/core-commands-obd/#obd-setup'}],
          },
        ],
      },
      {
        id: 'python-obd',
        title: 'What does python-OBD say when it connects?',
        why: 'Readers who run the python-OBD library themselves, on a legacy dongle\u2019s STN chip or on a computer with an ELM327 adapter, see its own connection messages rather than Core\u2019s. They tell how far the connection got: the adapter, the supply voltage on the socket, or the vehicle.',
        check: {
          place: 'computer',
          action:
            'Start the engine, then connect and print the status; the library prints its warnings and errors on the way (add the port, such as `/dev/serial0` on a legacy dongle, if the library does not find it). On a legacy dongle, first switch **Enabled** of `obd_manager` off under **Device Management › Services** and sync, since the OBD manager holds `/dev/serial0`; switch it on again when you are done, or the device sees no engine events and stays awake for hours.',
          command: 'python3 -c "from obd import OBD; print(OBD().status())"',
          expected: 'Car Connected',
          expectedIsOutput: true,
        },
        errors: [
          'ate0-did-not-return-ok',
          'adapter-connected-but-the-ignition-is-off',
          'connected-to-the-adapter-but-failed-to-connect-to-the-vehicle',
          'did-not-receive-any-acceptable-messages',
        ],
        branches: [
          {
            when: '`Car Connected`, yet a query returns the value `None`, with `did not receive any acceptable messages` in the debug log',
            fix: 'The vehicle answered, but not from the control unit the command expects: most mode 01 commands accept only the engine unit. Check that the vehicle lists the PID (`supports()` of the connection, or the map of supported PIDs of step 4 on a device with Veltro Core), and read the entry for the other causes.',
            see: [
              {
                label: '`did not receive any acceptable messages`',
                to: '/troubleshooting/errors/obd-adapter/#did-not-receive-any-acceptable-messages',
              },
              {label: 'Does the vehicle support the PID?', to: '/troubleshooting/no-obd-answer/#supported'},
            ],
          },
          {
            when: "`ATE0 did not return 'OK'` (status `Not Connected`)",
            fix: 'The library does not reach the adapter: the wrong port, an unpaired Bluetooth adapter, no permission to write to the port, or, on a legacy dongle, the OBD manager still holding it. List the ports with `scan_serial()` and pass the right one.',
            see: [
              {label: "`ATE0 did not return 'OK'`", to: '/troubleshooting/errors/obd-adapter/#ate0-did-not-return-ok'},
            ],
          },
          {
            when: '`Adapter connected, but the ignition is off` or `Connected to the adapter, but failed to connect to the vehicle` with the engine running',
            fix: 'The adapter answers, the vehicle does not: no protocol answered the request for supported PIDs. On a car, leave `protocol` out so that the adapter detects it (on a truck or bus, detection at 500 kbit/s disturbs a 250 kbit/s bus: pass the vehicle\u2019s protocol instead); if it stays, the socket is silent or sits behind a gateway.',
            see: [
              {
                label: '`Adapter connected, but the ignition is off`',
                to: '/troubleshooting/errors/obd-adapter/#adapter-connected-but-the-ignition-is-off',
              },
              {label: 'Is there traffic on the bus at all?', to: '/troubleshooting/no-obd-answer/#gateway'},
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'can-bus-silent',
    route: '/troubleshooting/can-bus-silent/',
    symptoms: [
      'The sniffer (CAN monitor, can.dump, candump) shows nothing',
      'can0 is UP but candump shows nothing, or only the frames I send myself',
      'All CAN traffic stops when the device is connected',
      'Warning lights come on, the instrument cluster acts up or the gauges stop when the CAN board joins the bus or a capture starts',
      'The vehicle stores U0001, U0028 or U0100 bus or lost-communication codes after the device was connected',
      'Do I need a 120 Ω terminator when I connect to the OBD-II port?',
      'The CAN interface is down or reports errors',
      'can0 shows ERROR-PASSIVE or BUS-OFF, or cansend says write: No buffer space available',
    ],
    devices: ['cm4', 'pro'],
    steps: [
      {
        id: 'interface',
        title: 'Is the interface up, error-free and receiving?',
        why: 'The kernel counters answer three questions at once: is the interface up, at which bitrate, and do frames arrive. Run it twice, a few seconds apart; `interface=can1` reads the second bus (pins 3 and 11).',
        check: {
          place: 'cloud-terminal',
          action: 'With the engine running, read the state and counters of `can0`.',
          command: 'socketcan.show interface=can0 details=true stats=true',
          expected: socketcanHealthy,
          expectedIsOutput: true,
        },
        branches: [
          {
            when: '`UP`, `ERROR-ACTIVE`, and the `rx` packet count grows between two runs',
            next: 'filters',
          },
          {
            when: '`UP`, `ERROR-ACTIVE`, but `rx` stands still with the engine running: `candump can0` prints nothing, or only the frames you send yourself (SocketCAN loops sent frames back to the other programs on the device)',
            next: 'pins',
          },
          {
            when: '`state` `ERROR-WARNING`, `ERROR-PASSIVE` or `BUS-OFF` (on the device shell, `ip -details link show can0` prints it as `can state BUS-OFF restart-ms 0`), `errors` climbing, `cansend` failing with `write: No buffer space available`, or the vehicle shows warning lights, a dead instrument cluster or stopped gauges while the device is connected or as soon as a capture starts',
            next: 'stops',
          },
          {
            when: '`operstate` `DOWN`, or `state` `STOPPED`',
            fix: 'Nothing has brought the interface up: no bus record or logger uses it yet, or it was taken down by hand. Add the bus in the vehicle editor, or restart Veltro Core with `minionutil.restart reason=can_down`.',
            see: [
              {
                label: 'Add a bus in Veltro Cloud',
                to: '/cloud/obd-ii/can-bus-configuration/#add-a-bus-in-veltro-cloud',
              },
            ],
          },
        ],
      },
      {
        id: 'stops',
        title: 'Is the device disturbing the bus?',
        why: 'A controller in active (normal) mode acknowledges every frame and, at a wrong bitrate or on a badly terminated line, answers each one with an error frame: the vehicle\u2019s own traffic breaks down as soon as the device is connected. Every error also counts against the device\u2019s own controller (ISO 11898-1 fault confinement): from 128 it reports `ERROR-PASSIVE`, from 256 `BUS-OFF` and stops sending; with `restart_ms` 0 it stays off until the interface is taken down and brought up again. When nothing acknowledges what the device sends (a wrong rate, or a bench with no second node), its frames wait in the transmit queue until `cansend` fails with `write: No buffer space available`. A capture started by hand (`candump`, a sniffer) disturbs the bus in the same way when its interface is up in normal mode at a rate the bus does not use; in listen-only mode it sends nothing, not even acknowledgements. Meanwhile the vehicle\u2019s control units miss each other\u2019s messages, light warning lamps, and store network codes (SAE J2012 U-codes such as U0001 high-speed CAN communication bus, U0028 vehicle communication bus A, U0100 lost communication with ECM/PCM A, the engine or powertrain control module), which stay in their memory after the device is unplugged: have a workshop read and clear them once the bus runs clean. Unplug the device or take the interface down (`veltro socketcan.down interface=can0` on the device shell) first, and change nothing with the vehicle moving.',
        check: {
          place: 'cloud',
          action:
            'Open **Fleet Management › Vehicles › List**, **Edit** the vehicle, and read its **CAN Buses** tab: the protocol, **Bitrate** and **Mode** of the bus, and whether it carries the **Autodetected** flag. On a CAN-FD Pro, also read **Enable Termination** of the channel.',
          expected:
            'A bitrate you have confirmed by listening, **Listen only** for every bus you only read, and termination off in a vehicle.',
        },
        branches: [
          {
            when: 'An Active bus at a rate nobody confirmed, or the bus carries the Autodetected flag on a truck or bus (detection tries 500 kbit/s first)',
            next: 'bitrate',
          },
          {
            when: 'The trouble began when a capture started by hand (`candump` on an interface brought up with `ip link` without `listen-only on`)',
            next: 'bitrate',
          },
          {
            when: 'A CAN board, adapter or harness of your own with its 120 \u03a9 terminator switched on, connected at the OBD-II socket',
            fix: 'Switch its terminator off or remove it. The vehicle bus already ends in its own two resistors; a third brings it to about 40 \u03a9 and weakens every signal. Measure as the next steps show: about 60 \u03a9 between CAN high and CAN low with the ignition off is right.',
            see: [{label: 'Termination', to: '/cloud/obd-ii/can-bus-configuration/#termination'}],
          },
          {
            when: 'CAN-FD Pro: Enable Termination is on in a vehicle',
            fix: 'Switch it off. The vehicle terminates its own bus; a third 120 Ω resistor brings it to about 40 Ω and weakens every signal.',
            see: [{label: 'Termination', to: '/cloud/obd-ii/can-bus-configuration/#termination'}],
          },
          {when: 'Rate confirmed and the mode right, yet traffic still stops', next: 'pins'},
        ],
      },
      {
        id: 'bitrate',
        title: 'Which bitrate does the bus run at?',
        why: 'Listen-only is the one silent probe: the controller neither sends nor acknowledges. `can.connection autodetect=passive` is not silent and tries 500 kbit/s first. The Cloud terminal cannot set listen-only, so this runs on the device shell over SSH.',
        check: {
          place: 'device-shell',
          action:
            'Take the interface down, bring it up listening only at the rate you expect (500000 for a car, 250000 for a truck), and read the counters twice. Repeat with 250000, 125000 and 1000000 until one works.',
          command:
            'veltro socketcan.down interface=can0\nsudo ip link set can0 up type can bitrate 500000 listen-only on\nveltro socketcan.show interface=can0 details=true stats=true',
          expected: 'At the right rate, the `rx` packet count grows between two runs and `errors` stays at 0.',
        },
        branches: [
          {
            when: 'One rate gives a growing `rx` count without errors',
            fix: 'Enter that rate in the bus record (a protocol from 31 up accepts any rate), keep **Listen only** unless PID loggers need **Active**, then switch listen-only off again on the device: `veltro socketcan.down interface=can0`, then `sudo ip link set can0 type can listen-only off`.',
            see: [{label: 'Protocol and bitrate', to: '/cloud/obd-ii/can-bus-configuration/#protocol-and-bitrate'}],
          },
          {when: 'No rate gives frames', next: 'pins'},
        ],
      },
      {
        id: 'pins',
        title: 'Are the CAN lines there and terminated?',
        why: 'A bus needs 120 Ω at each of its two ends, so CAN high to CAN low measures about 60 Ω with the power off. A vehicle bus has both already, so nothing you connect at the OBD-II socket adds a terminator: the TMU CM4 has none, and the CAN-FD Pro\u2019s **Enable Termination** stays off in a vehicle. Pins 6 and 14 carry the diagnostic bus (`can0`); pins 3 and 11 (`can1`) are up to the maker and are often empty.',
        check: {
          place: 'measure',
          action:
            'With the ignition off and the device unplugged, measure the resistance between CAN high and CAN low at the socket: pins 6 and 14 for `can0`, pins 3 and 11 for `can1`, or pins 7 and 2 of the DB9 socket on the dual DB9 cable.',
          expected: 'About 60 Ω.',
        },
        branches: [
          {when: 'About 60 Ω', next: 'gateway'},
          {
            when: 'About 120 Ω (a bench, or a harness with one end open)',
            fix: 'One termination is missing. On a bench, fit 120 Ω at each end of the cable (or switch on **Enable Termination** of a CAN-FD Pro at its end).',
            see: [{label: 'Termination', to: '/cloud/obd-ii/can-bus-configuration/#termination'}],
          },
          {
            when: 'About 40 Ω',
            fix: 'One resistor too many: a CAN-FD Pro with **Enable Termination** on, or a harness that adds its own. Remove the extra one.',
            see: [{label: 'Termination', to: '/cloud/obd-ii/can-bus-configuration/#termination'}],
          },
          {
            when: 'No reading at all (open circuit)',
            fix: 'Nothing is wired to those pins: common on pins 3 and 11. On a DB9 harness, check the pinout before you reconnect, since a swapped high and low or a supply pin on a CAN line also silences the bus.',
            see: [
              {
                label: 'Which bus is on which pins',
                to: '/cloud/obd-ii/can-bus-configuration/#which-bus-is-on-which-pins',
              },
              {label: 'OBD-II to dual DB9 pinout', to: '/hardware/accessories/dualdb9-pinout/'},
            ],
          },
        ],
      },
      {
        id: 'gateway',
        title: 'Does a gateway hide the traffic?',
        why: 'In many recent vehicles the OBD-II socket sits behind a diagnostic gateway that forwards answers to requests but no broadcast traffic: the socket stays silent between requests.',
        check: {
          place: 'cloud-terminal',
          action: 'With the engine running, ask for a standard PID.',
          command: 'obd.query RPM',
          expected:
            '{"_type": "rpm", "value": 812.0, "unit": "revolutions_per_minute", "_stamp": "2026-03-14T09:21:07.412853"}',
          expectedIsOutput: true,
        },
        errors: ['no-data'],
        branches: [
          {
            when: 'RPM answers, but the bus is silent between requests',
            fix: 'A gateway blocks broadcast traffic. PID loggers work; raw and signal loggers on the socket record nothing. To log broadcast frames, tap the bus behind the gateway.',
            see: [
              {label: 'Vehicles behind a gateway', to: '/cloud/obd-ii/can-bus-configuration/#gateway-blocked-vehicles'},
            ],
          },
          {
            when: 'No answer either',
            fix: 'Follow the OBD path.',
            see: [{label: 'No OBD answer or NO DATA', to: '/troubleshooting/no-obd-answer/'}],
          },
        ],
      },
      {
        id: 'filters',
        title: 'Does a filter or a short window hide the frames?',
        why: 'The counters grow, so frames reach the interface; the CAN manager then passes only what its filters let through, and `can.monitor` listens for 1 s by default.',
        check: {
          place: 'cloud-terminal',
          action: 'List the receive filters of the CAN manager.',
          command: 'can.filter',
          expected: '{"values": []}',
          expectedIsOutput: true,
        },
        branches: [
          {
            when: 'A filter such as `7e8` with mask `7f8` is listed',
            fix: 'An earlier `can.obd_query` left its reply filter in place, so only answers from `7E8` to `7EF` pass. Restart Veltro Core with `minionutil.restart reason=can_filters`.',
            see: [
              {
                label: 'Narrow it down with filters',
                to: '/cloud/obd-ii/using-the-can-bus-commands/#4-narrow-it-down-with-filters',
              },
            ],
          },
          {
            when: 'The list is empty',
            fix: 'Listen longer and set a limit: `can.monitor duration=5 limit=20`. A body or comfort bus may send nothing for seconds. For a file other tools read, record with `can.dump` as a valid dump describes.',
            see: [
              {label: 'Watch the bus', to: '/cloud/obd-ii/using-the-can-bus-commands/#3-watch-the-bus'},
              {label: 'Create a valid CAN dump', to: '/cloud/obd-ii/create-valid-can-dump/'},
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'no-gnss-fix',
    route: '/troubleshooting/no-gnss-fix/',
    symptoms: [
      'GPS never gets a fix',
      'GPS fails to initialise',
      'No position on the map',
      'The position reads 0,0 (latitude 0, longitude 0)',
      'NMEA sentences come with empty fields',
      'How long should the first fix (cold start) take?',
      'vehicle/position/unknown with reason no_fix',
      'GPS antenna not connected (ANTSTATUS=OPEN)',
    ],
    devices: ['cm4', 'pro', 'mini'],
    steps: [
      {
        id: 'sky',
        title: 'Can the device see the sky?',
        why: 'Satellites need a clear view: a first fix outdoors (a cold start) takes 1 to 5 minutes, longer after a long sleep, and indoors it may never come.',
        check: {
          place: 'look',
          action: 'Park in the open, away from tall buildings, with the engine running, and wait 5 minutes.',
          expected: 'The vehicle stands outdoors with open sky above it.',
        },
        branches: [
          {
            when: 'The vehicle is in a garage, an underground car park or a steel hall',
            fix: 'That is normal: drive out and wait 5 minutes. A device that must work indoors needs an external GNSS antenna placed where it sees the sky.',
            see: [
              {label: 'Installing external antennas', to: '/hardware/veltro_tmu_cm4/installing_external_antennas/'},
            ],
          },
          {when: 'Outdoors, Veltro Mini', next: 'mini-led'},
          {when: 'Outdoors, TMU CM4 or CAN-FD Pro', next: 'antenna'},
        ],
      },
      {
        id: 'mini-led',
        title: 'Mini: what does the blue LED show?',
        why: 'The Mini has no terminal: its blue GNSS LED is the only clue on the device.',
        check: {
          place: 'look',
          action: 'Look at the blue GNSS LED with the engine running.',
          expected: 'On without blinking: the Mini has a fix.',
        },
        leds: ['mini'],
        branches: [
          {
            when: 'Blinks once a second for more than a few minutes outdoors',
            fix: 'The Mini faces the wrong way or sits under metal. Turn it so the side with the Veltro logo faces up, or move it with an OBD-II extension cable to a spot under plastic.',
            see: [
              {
                label: 'Mini: does it have a position?',
                to: '/getting_started/veltro_mini/mini-data-troubleshooting/#position',
              },
            ],
          },
          {
            when: 'On, but the map shows no position',
            fix: 'The Mini has a fix but the position does not reach the Cloud.',
            see: [{label: 'No data in the Cloud', to: '/troubleshooting/no-data-in-cloud/'}],
          },
        ],
      },
      {
        id: 'antenna',
        title: 'Is the antenna connected and placed right?',
        why: 'The TMU CM4 has its GNSS antenna inside, under the logo. The CAN-FD Pro uses the GNSS antenna of its antenna kit, and a TMU CM4 with an external kit uses its GNSS lead.',
        check: {
          place: 'look',
          action:
            'TMU CM4 with its internal antenna: check that the logo side faces up and no metal panel covers it. CAN-FD Pro or an external kit: check that the cable labelled GNSS sits on the GNSS socket and that the antenna housing sees the sky.',
          expected:
            'Logo up and nothing metal above it, or the GNSS cable on the GNSS socket and the antenna under glass or plastic.',
        },
        branches: [
          {when: 'Orientation and cables are right', next: 'modem'},
          {
            when: 'The TMU CM4 hangs logo down or sideways, or sits under metal',
            fix: 'Fix it logo up, if need be with an OBD-II extension cable, and wait 5 minutes outdoors.',
            see: [{label: 'Secure the device', to: '/getting_started/veltro_tmu_cm4/#secure-the-device'}],
          },
          {
            when: 'The GNSS cable sits on an LTE socket (the three SMA plugs fit each other\u2019s sockets)',
            fix: 'Move each cable to the socket with its own label, by hand only.',
            see: [
              {
                label: 'CAN-FD Pro: fit the antenna kit',
                to: '/getting_started/veltro_canfd_pro/#step-2-fit-the-antenna-kit',
              },
            ],
          },
        ],
      },
      {
        id: 'modem',
        title: 'Which modem holds the receiver?',
        why: 'The GNSS receiver sits inside the LTE modem, and each of the two modems has its own commands and service.',
        check: {
          place: 'cloud-terminal',
          action: 'List the USB devices and find the modem.',
          command: 'usbutil.devices',
          expected: `An entry for the modem: ${modemTable}.`,
        },
        branches: [
          {when: 'Quectel EC25 (`2c7c:0125`)', next: 'receiver-ec25'},
          {when: 'Telit LE910C4 (`1bc7:1031`)', next: 'receiver-le910'},
          {
            when: 'Neither is listed',
            fix: 'Without the modem there is no GNSS either. Follow the 4G path, which brings the modem back.',
            see: [{label: 'No 4G (LTE) connection', to: '/troubleshooting/no-4g/'}],
          },
        ],
      },
      {
        id: 'receiver-ec25',
        title: 'EC25: is the receiver on?',
        why: 'A receiver that is off answers every position request with an error, which readers see as "GPS fails to initialise".',
        check: {
          place: 'cloud-terminal',
          action: 'Read whether GNSS is on.',
          command: 'ec2x.gnss',
          expected: '{"value": "on"}',
          expectedIsOutput: true,
        },
        branches: [
          {when: '`on`', next: 'fix-ec25'},
          {
            when: '`off`',
            fix: 'Turn it on with `ec2x.gnss enable=true`, wait 5 minutes outdoors and read a position with `ec2x.gnss_location`. If it is `off` again after the next boot, send the output of `ec2x.gnss_auto_start` to Veltro support.',
            see: [{label: 'ec2x.gnss', to: '/core/commands/core-commands-ec2x/#ec2x-gnss'}],
          },
        ],
      },
      {
        id: 'fix-ec25',
        title: 'EC25: does the receiver report a position?',
        check: {
          place: 'cloud-terminal',
          action: 'Read one fix from the modem.',
          command: 'ec2x.gnss_location',
          expected: ec25Location,
          expectedIsOutput: true,
        },
        branches: [
          {when: 'A position with `fix` `2D` or `3D`', next: 'tracking'},
          {
            when: 'You read NMEA yourself and the latitude and longitude fields are empty, or a tool shows latitude 0 and longitude 0',
            fix: 'The receiver has no fix yet. Before its first fix it still sends NMEA sentences, with the position fields empty, fix quality `0` in GGA and status `V` (void) in RMC. Programs that turn the empty fields into numbers, the pynmea2 library among them, show 0,0: a point in the Atlantic off West Africa, never a real position. Treat it as no fix, read `ec2x.gnss_location` until it returns a `fix`, and go on as for error `516` below.',
            see: [{label: 'ec2x.gnss_location', to: '/core/commands/core-commands-ec2x/#ec2x-gnss-location'}],
          },
          {
            when: 'An error of type `CME` with reason `516` or `Not fixed now` (the modem\u2019s +CME ERROR: 516) after 10 minutes outdoors',
            fix: 'The receiver is on but sees too few satellites. To tell a missing antenna from a poor view, list the satellites it hears with a signal: `ec2x.gnss_nmea_sat_stats has_snr=true` (if that fails, allow NMEA on request first with `ec2x.gnss_nmea_req enable=true`). An empty `values` list after 10 minutes outdoors means the receiver hears nothing at all: an antenna cable off its socket, a broken cable or a faulty antenna. A few satellites with low `snr` values mean a poor view: move the device or its antenna. After a long sleep the first fix takes longer; assisted GNSS (`ec2x.gnss_assist`) shortens it. If no fix ever comes with the antenna placed right, fit an external antenna kit or send the unit to support.',
            see: [
              {label: 'ec2x.gnss_location', to: '/core/commands/core-commands-ec2x/#ec2x-gnss-location'},
              {
                label: 'ec2x.gnss_nmea_sat_stats',
                to: '/core/commands/core-commands-ec2x/#ec2x-gnss-nmea-sat-stats',
              },
              {label: 'ec2x.gnss_assist', to: '/core/commands/core-commands-ec2x/#ec2x-gnss-assist'},
            ],
          },
        ],
      },
      {
        id: 'receiver-le910',
        title: 'LE910C4: is the GNSS session on and does it have a fix?',
        check: {
          place: 'cloud-terminal',
          action:
            'Ask the GNSS manager whether the session is on, then read one fix with `gnss.connection gnss_location decimal_degrees=true`.',
          command: 'gnss.connection gnss_session',
          expected: '{"_type": "gnss_session", "status": true}',
          expectedIsOutput: true,
        },
        errors: ['no-fix-gnss'],
        branches: [
          {when: '`status` is `true` and `gnss_location` returns a position with `fix` `2D` or `3D`', next: 'tracking'},
          {
            when: '`status` is `false`',
            fix: 'Turn the session on with `gnss.connection gnss_session status=true`, then read a position again after 5 minutes outdoors.',
            see: [{label: 'gnss.connection', to: '/core/commands/core-commands-gnss/#gnss-connection'}],
          },
          {
            when: '`gnss_location` ends with the warning `No fix` after 10 minutes outdoors',
            fix: 'The session is on but sees too few satellites: recheck the antenna and its cable; if it stays, fit an external antenna or send the unit to support.',
            see: [
              {
                label: 'GNSS manager: troubleshooting',
                to: '/core/services/core-services-gnss-manager/#troubleshooting',
              },
            ],
          },
          {
            when: 'The command times out after 30 seconds',
            fix: 'The GNSS manager does not run. Look for `system/service/gnss_manager/failed` under **Device Management › Events**, restart Veltro Core with `minionutil.restart reason=gnss`, and send the `reason` to support if it fails again.',
            see: [{label: 'GNSS manager', to: '/core/services/core-services-gnss-manager/'}],
          },
        ],
      },
      {
        id: 'tracking',
        title: 'Does the tracking service turn fixes into positions?',
        why: 'The receiver can have a fix while the service that reads it, logs positions and raises the position events has stopped.',
        check: {
          place: 'cloud-terminal',
          action:
            'EC25 unit: read the tracking status. LE910C4 unit: type `gnss.manage context position` instead and read its `state`.',
          command: 'tracking.status',
          expected:
            '`connection.open` is `true`, and `position.state` is `moving` or `standstill` with `error` `null`.',
        },
        errors: ['no-fix-tracking'],
        branches: [
          {
            when: '`moving` or `standstill`, and the map in the Cloud shows the position',
            fix: 'GNSS works. Trips get their routes from these positions from now on.',
            see: [{label: 'Trips', to: '/cloud/fleet_management/vehicles/trips/'}],
          },
          {
            when: '`state` `unknown` with `error` `no_fix`, although the receiver reports a fix',
            fix: 'The service has not read a fix since the receiver got one. Wait one logging interval and read the status again; if it stays, restart Veltro Core with `minionutil.restart reason=tracking`.',
            see: [
              {
                label: 'Tracking manager: troubleshooting',
                to: '/core/services/core-services-tracking-manager/#troubleshooting',
              },
            ],
          },
          {
            when: '`connection.open` is `false`, or the command times out',
            fix: 'The tracking service does not run. Look for `system/service/tracking_manager/failed` under **Device Management › Events**, restart Veltro Core with `minionutil.restart reason=tracking`, and send the `reason` to support if it fails again.',
            see: [{label: 'Tracking manager', to: '/core/services/core-services-tracking-manager/'}],
          },
          {
            when: 'The device has positions, but the map stays empty',
            fix: 'The positions do not reach the Cloud.',
            see: [{label: 'No data in the Cloud', to: '/troubleshooting/no-data-in-cloud/'}],
          },
        ],
      },
    ],
  },
];
