/**
 * Questions that real users of comparable devices (OBD-II and CAN loggers and dongles, ELM327/STN adapters,
 * python-OBD, SocketCAN and CAN HATs, cellular IoT modems, GNSS trackers, telematics clouds) asked in public,
 * each with the address where it was asked. `query` is what such a reader would type into our search box after
 * the thread (their words, their spelling); `page` is the one page of this site that should answer it and must
 * rank in the top 3. The queries were written from the threads, never from our pages or from how search ranks.
 *
 * Grouped by kind: error texts and codes, symptoms, tasks and whole questions. A `note` starting with "Gap:"
 * names a section the mapped page does not have yet and should grow.
 */
export interface RealQuestion {
  /** As typed into the search box. */
  readonly query: string;
  /** Route that must rank in the top 3. */
  readonly page: string;
  /** Optional heading anchor on that page that must match too. */
  readonly heading?: string;
  /** The public address where it was asked. */
  readonly asked: string;
  readonly asker: 'owner' | 'installer' | 'fleet' | 'developer';
  /** What the thread asks, when the query alone does not say it. */
  readonly note?: string;
}

const adapterErrors = '/troubleshooting/errors/obd-adapter/';
const modemErrors = '/troubleshooting/errors/modem/';
const noObdAnswer = '/troubleshooting/no-obd-answer/';
const canSilent = '/troubleshooting/can-bus-silent/';
const noGnss = '/troubleshooting/no-gnss-fix/';
const no4g = '/troubleshooting/no-4g/';
const batteryDrain = '/troubleshooting/battery-drain/';
const wontWake = '/troubleshooting/device-wont-wake/';
const tripsWrong = '/troubleshooting/trips-wrong/';
const deviceWorking = '/troubleshooting/is-my-device-working/';

export const realQuestions: readonly RealQuestion[] = [
  // Error texts and codes, typed as the reader saw them.
  {
    query: '0100 response: NO DATA',
    page: adapterErrors,
    asked: 'https://raspicarprojekt.de/archive/index.php/thread-1039.html',
    asker: 'owner',
    note: 'pyOBD on a Raspberry Pi answers NO DATA to 0100 on every car tried, through two adapters.',
  },
  {
    query: 'elm327 always responding NO DATA',
    page: adapterErrors,
    asked: 'https://forum.arduino.cc/t/hc-05-v3-0-elm327-problem-with-the-connection/1107491',
    asker: 'developer',
  },
  {
    query: 'NO DATA iso 9141 passat',
    page: adapterErrors,
    asked: 'https://forum.freematics.com/viewtopic.php?t=1515',
    asker: 'developer',
    note: 'The adapter connects after SEARCHING..., yet every RPM read prints NO DATA on a 1999 ISO 9141 car.',
  },
  {
    query: 'BUSINIT: ERROR',
    page: adapterErrors,
    asked: 'https://stackoverflow.com/questions/13764442/initialization-of-obd-adapter',
    asker: 'developer',
    note: 'After ATZ, ATSP0, ATE0 the first 0100 sometimes answers BUSINIT: ERROR, and then every command does.',
  },
  {
    query: 'BUS INIT: ERROR toyota yaris',
    page: adapterErrors,
    asked: 'https://github.com/brendan-w/python-OBD/issues/187',
    asker: 'owner',
    note: 'Worked before a reinstall; now 0100 answers BUS INIT: ERROR or NO DATA on every protocol tried.',
  },
  {
    query: 'BUSINIT:...ERROR for every pid',
    page: adapterErrors,
    asked: 'https://github.com/souvik1997/obdython/issues/2',
    asker: 'developer',
  },
  {
    query: 'CAN ERROR when asking 09 02',
    page: adapterErrors,
    asked: 'https://github.com/Hive13/CANiBUS/issues/6',
    asker: 'developer',
    note: 'An ELM327 v1.4 answers CAN ERROR to the VIN request (09 02).',
  },
  {
    query: 'lots of CAN ERROR connect success but cannot read',
    page: adapterErrors,
    asked: 'https://github.com/cedricp/ddt4all/issues/14',
    asker: 'developer',
    note: 'The cause turned out to be wrong wiring of the CAN lines.',
  },
  {
    query: '0100 CAN ERROR sprinter',
    page: adapterErrors,
    asked: 'https://github.com/meatpiHQ/wican-fw/issues/298',
    asker: 'owner',
  },
  {
    query: 'STOPPED response while driving',
    page: adapterErrors,
    asked: 'https://github.com/humitos/obd2lib/issues/15',
    asker: 'developer',
    note: 'A logger received 0101 STOPPED (and once ERR93) while driving and asks how to handle them.',
  },
  {
    query: 'ATE0 did not return OK',
    page: noObdAnswer,
    asked: 'https://github.com/brendan-w/python-OBD/issues/19',
    asker: 'developer',
    note: 'The adapter never answers over Bluetooth serial, although the Torque app connects to the same car.',
  },
  {
    query: 'Adapter connected, but the ignition is off',
    page: noObdAnswer,
    asked: 'https://github.com/brendan-w/python-OBD/issues/184',
    asker: 'developer',
  },
  {
    query: 'Connected to the adapter, but failed to connect to the vehicle',
    page: noObdAnswer,
    asked: 'https://github.com/brendan-w/python-OBD/issues/157',
    asker: 'developer',
  },
  {
    query: 'Supported PIDs did not receive any acceptable messages',
    page: noObdAnswer,
    asked: 'https://github.com/brendan-w/python-OBD/issues/155',
    asker: 'developer',
    note: 'The Bluetooth adapter works with a phone app, but from the Raspberry Pi most commands return nothing.',
  },
  {
    query: '+CME ERROR: 10',
    page: modemErrors,
    asked: 'https://community.sixfab.com/t/me910c1-ww-not-detecting-sim-card/2805',
    asker: 'developer',
    note: 'Setting the APN on a Telit modem HAT returns +CME ERROR: 10 although the SIM is in.',
  },
  {
    query: 'AT+CPIN? CME ERROR 10 sim suddenly not detected',
    page: modemErrors,
    asked: 'https://forum.sierrawireless.com/t/fxt009-cpin-and-error-10/7573',
    asker: 'fleet',
    note: 'Two modems installed at two customers lost their SIM; reseating it fixed them for now.',
  },
  {
    query: '+CME ERROR: 13',
    page: modemErrors,
    asked: 'https://forum.sierrawireless.com/t/regain-control-after-cme-error-13/258',
    asker: 'developer',
  },
  {
    query: 'cme error 13 AT+QCCID',
    page: modemErrors,
    asked: 'https://forums.quectel.com/t/bg96-cme-error-13-for-at-qccid-and-cme-error-3-for-at-cimi/6164',
    asker: 'developer',
    note: 'After a SIM-detection setting, AT+QCCID gives CME ERROR 13 and AT+CIMI gives CME ERROR 3.',
  },
  {
    query: '+CME ERROR: 30 AT&T sim',
    page: modemErrors,
    asked: 'https://community.sixfab.com/t/cant-connect-with-at-t-ppp/390',
    asker: 'developer',
  },
  {
    query: 'CMS ERROR: 500 send sms',
    page: modemErrors,
    asked: 'https://stackoverflow.com/questions/19614635/how-to-send-sms-with-gsm-click-modem',
    asker: 'developer',
  },
  {
    query: 'cms error 500 but sms still sent quectel',
    page: modemErrors,
    asked: 'https://forums.quectel.com/t/bg95m3-error-sending-sms/21285',
    asker: 'developer',
  },
  {
    query: 'write: No buffer space available',
    page: canSilent,
    asked: 'https://github.com/dschanoeh/socketcand/issues/14',
    asker: 'developer',
    note: 'Gap: after a while the bus goes silent and cansend says this; the path should name the SocketCAN text.',
  },
  {
    query: 'No buffer space available pican2 obd port',
    page: canSilent,
    asked: 'https://github.com/hardbyte/python-can/issues/1495',
    asker: 'developer',
  },
  {
    query: 'can state BUS-OFF cansend',
    page: canSilent,
    asked: 'https://github.com/linux-can/can-utils/issues/367',
    asker: 'developer',
  },
  {
    query: 'can0 ERROR-PASSIVE as soon as interface up',
    page: canSilent,
    asked:
      'https://stackoverflow.com/questions/40523684/can-bus-turns-to-error-passive-state-when-loopback-is-turned-off',
    asker: 'developer',
  },
  {
    query: 'can0 entered bus off state',
    page: canSilent,
    asked: 'https://forums.developer.nvidia.com/t/canbus-failure-enterred-bus-off-state/68021',
    asker: 'developer',
  },
  {
    query: 'U0028 as soon as I connect my can board',
    page: canSilent,
    asked: 'https://www.reddit.com/r/CarHacking/comments/vzkc05/',
    asker: 'developer',
    note: 'Gap: the car logs a lost-communication U-code as soon as the board joins the bus (double termination suspected); the path should say that a wrongly terminated or transmitting device makes the car log such codes.',
  },
  {
    query: 'ANTSTATUS=OPEN',
    page: noGnss,
    asked: 'https://www.rooco.eu/question/gps-not-working/',
    asker: 'owner',
    note: 'Gap: NMEA sentences stay empty and the receiver reports its antenna open; the path should name the antenna-open report.',
  },
  {
    query: 'GPS Error initializing could not detect GPS module',
    page: noGnss,
    asked: 'https://forum.autosportlabs.com/viewtopic.php?f=21&t=4615',
    asker: 'owner',
  },
  {
    query: 'quectel-CM PS: Detached',
    page: no4g,
    asked: 'https://community.sixfab.com/t/cannot-establish-data-connection-with-quectel-ec25-a/1420',
    asker: 'developer',
  },
  {
    query: 'CREG: 0,0 Destination Net Unreachable',
    page: no4g,
    asked: 'https://community.sixfab.com/t/ec25-a-modem-hangup-connection-terminated/1414',
    asker: 'developer',
  },
  {
    query: 'AT+CGATT=1 ERROR ec25',
    page: no4g,
    asked:
      'https://forums.quectel.com/t/ec25-af-unable-to-connect-to-any-network-after-booted-out-using-roaming-sim/32381',
    asker: 'fleet',
    note: 'Modems in pump controllers lost their roaming network and now attach to no network with any SIM.',
  },
  {
    query: 'invalid-sim-state new twilio sim',
    page: no4g,
    asked: 'https://lists.freedesktop.org/archives/modemmanager-devel/2020-May/007835.html',
    asker: 'developer',
    note: 'A freshly activated SIM fails with CallFailed / invalid-sim-state until the modem is reset.',
  },
  {
    query: 'telit AT#CGDCONT ERROR apn',
    page: no4g,
    asked:
      'https://community.sixfab.com/t/3g-4g-lte-base-hat-telit-modem-error-on-configure-apn-for-inet-connection-with-ecm/1072',
    asker: 'developer',
  },
  {
    query: 'LCP timeout EC25 pppd',
    page: no4g,
    asked: 'https://community.sixfab.com/t/no-connection-using-ec25-mini-pcle-4g-lte-provider-deutsche-telekom/442',
    asker: 'developer',
  },
  {
    query: 'battery.critical_level keeps firing when parked',
    page: batteryDrain,
    asked: 'https://community.autopi.io/t/battery-status-flapping/299',
    asker: 'owner',
    note: 'The battery state flaps between critical_level and discharging while the car is parked and the dongle never sleeps.',
  },

  // Symptoms, in the reader's words.
  {
    query: 'elm327 works for a few commands then NO DATA',
    page: noObdAnswer,
    asked:
      'http://www.mp3car.com/forum/mp3car-technical-software/front-ends/centrafuse/cf-bug-reports/84049-elmscan-iso-no-data',
    asker: 'owner',
  },
  {
    query: 'obd only connects in debug mode',
    page: noObdAnswer,
    asked: 'https://github.com/brendan-w/python-OBD/issues/200',
    asker: 'developer',
    note: 'The same script connects with debug logging on and fails with it off: a timing problem.',
  },
  {
    query: 'speed and rpm return None but torque app shows values',
    page: noObdAnswer,
    asked: 'https://github.com/brendan-w/python-OBD/issues/205',
    asker: 'developer',
  },
  {
    query: 'custom pids work in torque but some dont here',
    page: noObdAnswer,
    asked: 'https://github.com/brendan-w/python-OBD/issues/287',
    asker: 'owner',
    note: 'Chevy Bolt mode 22 PIDs with their own headers (7E4, 7E1): some answer, some always return the same error.',
  },
  {
    query: 'works with torque pro but this app cannot connect',
    page: noObdAnswer,
    asked: 'https://github.com/pires/android-obd-reader/issues/21',
    asker: 'owner',
  },
  {
    query: 'candump shows nothing',
    page: canSilent,
    asked: 'https://community.toradex.com/t/can-bus-on-apalis-tk1-seems-to-not-work/6964',
    asker: 'developer',
  },
  {
    query: 'candump only shows my own messages nothing from the car',
    page: canSilent,
    asked: 'https://coderapp.vercel.app/answer/77555765',
    asker: 'developer',
    note: 'PiCAN3 on a vehicle: can0 up at 500 kbit/s, RX packets 0. The cable was faulty.',
  },
  {
    query: 'can0 up running but candump nothing happens',
    page: canSilent,
    asked: 'https://github.com/cdsteinkuehler/beaglebone-universal-io/issues/50',
    asker: 'developer',
  },
  {
    query: 'instrument cluster went crazy when I started candump',
    page: canSilent,
    asked: 'http://lists.openvehicles.com/pipermail/ovmsdev/2018-November/012969.html',
    asker: 'developer',
    note: 'Active mode at the wrong bitrate upset the car; listen mode at 500 kbit/s worked.',
  },
  {
    query: 'gps no fix nmea sentences empty',
    page: noGnss,
    asked: 'https://ozzmaker.com/forums/topic/cant-get-a-fix-cant-see-i2c-devices/',
    asker: 'owner',
  },
  {
    query: 'no gps signal even outside with clear sky',
    page: noGnss,
    asked: 'https://forum.openmarine.net/archive/index.php?thread-2664.html',
    asker: 'owner',
  },
  {
    query: 'gps shows 0 satellites antenna connected',
    page: noGnss,
    asked: 'https://forum.autosportlabs.com/viewtopic.php?t=4925',
    asker: 'owner',
    note: 'The logger was installed by a shop; after reconnecting it the GPS reports no satellites.',
  },
  {
    query: 'not able to get gps data quectel ec21',
    page: noGnss,
    asked: 'https://community.autopi.io/t/not-able-to-get-gps-data-with-raspberry-pi-3-and-quectel-ec21-modem/787',
    asker: 'developer',
  },
  {
    query: 'gps worked then stopped returning location',
    page: noGnss,
    asked:
      'https://forums.quectel.com/t/ec-21au-ec-25au-gps-working-then-stop-working-how-to-flash-we-cannot-ship-our-products/29518',
    asker: 'developer',
    note: 'NMEA sentences come back blank; the cause was a weak antenna signal.',
  },
  {
    query: 'tracker shows lat 0 lon 0',
    page: noGnss,
    asked: 'https://github.com/traccar/traccar/issues/1604',
    asker: 'fleet',
    note: 'No fix yet: indoors, and a first fix can take many minutes.',
  },
  {
    query: 'modem never registers with foreign sim',
    page: no4g,
    asked: 'https://forums.quectel.com/t/ec21-failed-to-connect-with-a-sim-card-from-a-foreign-country-spain/16036',
    asker: 'developer',
  },
  {
    query: 'lte registers and gets ip but cannot ping anything',
    page: no4g,
    asked:
      'https://community.sixfab.com/t/cannot-ping-or-access-internet-on-wwan0-lte-base-hat-boost-mobile-telit-le910c4-nf-in-ecm-mode/2854',
    asker: 'owner',
  },
  {
    query: 'NET light blinks every second not connecting to cellular network',
    page: no4g,
    asked: 'https://raspberrypi.stackexchange.com/questions/90533',
    asker: 'owner',
  },
  {
    query: 'car battery dead after leaving obd adapter plugged in',
    page: batteryDrain,
    asked: 'https://github.com/agronick/aa-torque/issues/37',
    asker: 'owner',
  },
  {
    query: 'dashboard lights up in garage with dongle plugged in',
    page: batteryDrain,
    asked: 'https://github.com/meatpiHQ/wican-fw/issues/259',
    asker: 'owner',
    note: 'Polling the ECU keeps waking the car; it tries to sleep and wakes again every few seconds.',
  },
  {
    query: 'car powers off then turns on again when elm327 connected',
    page: batteryDrain,
    asked: 'https://github.com/fr3ts0n/AndrOBD/issues/213',
    asker: 'owner',
  },
  {
    query: 'goes to sleep and wakes up instantly again',
    page: batteryDrain,
    asked: 'https://github.com/meatpiHQ/wican-fw/issues/162',
    asker: 'owner',
  },
  {
    query: 'periodic wake up wakes the whole car',
    page: batteryDrain,
    asked: 'https://github.com/meatpiHQ/wican-fw/issues/691',
    asker: 'owner',
  },
  {
    query: 'obd dongle never powers up again when I start the car',
    page: wontWake,
    asked: 'https://github.com/EVNotify/EVNotify/issues/187',
    asker: 'owner',
  },
  {
    query: 'smart alternator device does not wake up after engine start',
    page: wontWake,
    asked: 'https://github.com/meatpiHQ/wican-fw/issues/840',
    asker: 'owner',
  },
  {
    query: 'two trips merged into one',
    page: tripsWrong,
    asked: 'https://github.com/ClutchEngineering/Pelican/issues/27',
    asker: 'owner',
  },
  {
    query: 'trip keeps recording after I arrived',
    page: tripsWrong,
    asked: 'https://github.com/ClutchEngineering/Pelican/issues/138',
    asker: 'owner',
  },
  {
    query: 'one drive split into three trips',
    page: tripsWrong,
    asked: 'https://github.com/bassmaster187/TeslaLogger/issues/128',
    asker: 'owner',
    note: 'The car switches off while the driver opens a gate, so one drive home becomes three trips.',
  },
  {
    query: 'is_connected true even with no car connected',
    page: deviceWorking,
    asked: 'https://github.com/brendan-w/python-OBD/issues/70',
    asker: 'developer',
    note: 'How to tell whether the adapter really talks to the car, not only to the computer.',
  },

  {
    query: 'dash instruments stop working when obd adapter plugged in',
    page: canSilent,
    asked: 'https://forum.autosportlabs.com/viewtopic.php?f=36&t=5899',
    asker: 'installer',
    note: 'After installing a lap logger on a 2005 Elise, speedometer, tachometer, fuel and temperature gauges stop while its OBD-II adapter is plugged in.',
  },
  {
    query: 'only battery voltage shows, all other readings time out',
    page: noObdAnswer,
    asked: 'https://pcmhacking.net/forums/viewtopic.php?p=31121',
    asker: 'owner',
  },
  {
    query: 'candump shows nothing on j1939 engine',
    page: '/getting_started/heavy_duty_vehicles/j1939-getting-started-guide/',
    asked: 'https://github.com/juergenH87/python-can-j1939/issues/18',
    asker: 'developer',
    note: 'A PiCAN3 on a Cummins R2.8 ECU sees nothing in candump can0.',
  },

  {
    query: 'keeps sending the same value, new data only after restart',
    page: '/troubleshooting/no-data-in-cloud/',
    asked: 'https://github.com/adlerre/obd2-mqtt/issues/51',
    asker: 'owner',
    note: 'Engine RPM stays at one value in the dashboard while driving; fresh data only arrives after a restart.',
  },

  // Tasks and whole questions.
  {
    query: 'how to read odometer from obd2',
    page: '/cloud/obd_library/community_library/',
    asked: 'https://github.com/mickeyl/LTSupportAutomotive/issues/50',
    asker: 'developer',
    note: 'Gap: the answer in the thread is PID A6 (mode 01), which many cars do not answer; no page names PID A6.',
  },
  {
    query: 'how to get the total mileage of the car',
    page: '/cloud/obd_library/community_library/',
    asked: 'https://github.com/brendan-w/python-OBD/issues/267',
    asker: 'developer',
  },
  {
    query: 'show mileage of car',
    page: '/cloud/obd_library/community_library/',
    asked: 'https://github.com/fr3ts0n/AndrOBD/issues/23',
    asker: 'owner',
  },
  {
    query: 'command to read odometer reading',
    page: '/cloud/obd_library/community_library/',
    asked: 'https://github.com/pires/obd-java-api/issues/132',
    asker: 'developer',
  },
  {
    query: 'use my own pid 22028C with header 7E0',
    page: '/cloud/obd-ii/create-pid-loggers/',
    asked: 'https://github.com/PowerBroker2/ELMduino/issues/199',
    asker: 'owner',
  },
  {
    query: 'mode 22 pid 242C formula (A*256+B)/100',
    page: '/cloud/obd-ii/create-pid-loggers/',
    asked: 'https://github.com/PowerBroker2/ELMduino/issues/225',
    asker: 'owner',
    note: 'DPF soot load from a manufacturer PID: how to send it and decode the two bytes.',
  },
  {
    query: 'how to add custom pid 2210e0 with equation and header',
    page: '/cloud/obd-ii/create-pid-loggers/',
    asked: 'https://github.com/adlerre/obd2-mqtt/issues/61',
    asker: 'owner',
  },
  {
    query: 'fuel level pid 2F formula gives wrong value',
    page: '/cloud/obd-ii/debug-raw-pid-queries/',
    asked: 'https://forum.motec.com.au/viewtopic.php?p=14460',
    asker: 'installer',
    note: 'A dash installer requests PID 2F and cannot turn the answer into a fuel percentage.',
  },
  {
    query: 'do I need the 120 ohm termination jumper on when connecting to the car',
    page: canSilent,
    asked: 'https://www.reddit.com/r/CarHacking/comments/vzkc05/',
    asker: 'developer',
    note: 'Jumper off measures 120 ohm, on measures 60 ohm: how to remove all termination from the board.',
  },
  {
    query: 'what do I configure before connecting the can board to the obd port',
    page: '/cloud/obd-ii/can-bus-configuration/',
    asked: 'https://github.com/linux-can/can-utils/issues/400',
    asker: 'developer',
    note: 'Asked in a comment: a PiCAN Duo going onto the OBD-II port of a Toyota Hilux.',
  },
  {
    query: 'will the obd dongle drain my 12v battery if left plugged in',
    page: batteryDrain,
    asked: 'https://github.com/EVNotify/EVNotify/issues/167',
    asker: 'owner',
  },
  {
    query: 'how long should a gps cold start take',
    page: noGnss,
    asked: 'https://github.com/JesseCHale/HaleHound-CYD/issues/162',
    asker: 'owner',
    note: 'The screen says "No Fix - Need Sky View" at a ball park with a clear sky.',
  },
  {
    query: 'why does my car battery die with the obd dongle',
    page: batteryDrain,
    asked: 'https://github.com/EVNotify/EVNotify/issues/167',
    asker: 'owner',
    note: 'Same thread as above, asked as the reader would type the why-question.',
  },
  {
    query: 'stream car data to home assistant over mqtt',
    page: '/developer_guides/configuring-mqtt/',
    asked: 'https://github.com/fr3ts0n/AndrOBD/issues/39',
    asker: 'owner',
  },
  {
    query: 'send speed rpm and odometer to my own server',
    page: '/getting_started/api/send-device-data-to-own-server/',
    asked: 'https://github.com/fr3ts0n/AndrOBD/issues/252',
    asker: 'developer',
  },
  {
    query: 'send data to a server every few seconds',
    page: '/getting_started/api/send-device-data-to-own-server/',
    asked: 'https://github.com/fr3ts0n/AndrOBD/issues/176',
    asker: 'developer',
  },
  {
    query: 'how do I know if the board is connected to my mqtt broker',
    page: '/developer_guides/configuring-mqtt/',
    asked: 'https://github.com/adlerre/obd2-mqtt/issues/79',
    asker: 'owner',
    note: 'The device never shows up in Home Assistant; the broker used TLS behind a proxy.',
  },
  {
    query: 'how much mobile data does it use',
    page: '/hardware/accessories/sim-solution/',
    asked: 'https://github.com/adlerre/obd2-mqtt/issues/110',
    asker: 'owner',
    note: 'Gap: no page says how much mobile data a device uses or which settings change it; the SIM page should grow that section.',
  },
  {
    query: 'what commands do I need for j1939 on a truck',
    page: '/getting_started/heavy_duty_vehicles/j1939-getting-started-guide/',
    asked: 'https://github.com/linux-can/can-utils/issues/467',
    asker: 'developer',
    note: 'candump shows frames on a Chevy but nothing on a J1939 vehicle.',
  },
  {
    query: 'log engine hours from the can bus',
    page: '/getting_started/heavy_duty_vehicles/j1939-getting-started-guide/',
    asked: 'https://github.com/oats-center/isoblue/issues/107',
    asker: 'fleet',
    note: 'Machine hours for maintenance tracking of a tractor fleet.',
  },
  {
    query: 'geofence enter exit notification not received',
    page: '/cloud/fleet_management/vehicles/fleet-geofences/',
    asked: 'https://github.com/vitalidze/traccar-web/issues/150',
    asker: 'fleet',
  },
  {
    query: 'show the driver name from the rfid card',
    page: '/developer_guides/rfid-integration/',
    asked: 'https://github.com/traccar/traccar/issues/3876',
    asker: 'fleet',
  },
  {
    query: 'driver id resets after touching the key',
    page: '/developer_guides/rfid-integration/',
    asked: 'https://github.com/traccar/traccar/issues/2742',
    asker: 'fleet',
    note: 'A Dallas key is read once, then the next record goes back to no driver.',
  },
  {
    query: 'how to update EC25 firmware',
    page: '/hardware/legacy_devices/veltro_dongle/update-firmware-of-eg25-g-module/',
    asked: 'https://forums.quectel.com/t/how-to-upgrade-module-thru-linux-qfirehose/15556',
    asker: 'developer',
    note: 'Asked in the replies: a first EC25-E firmware update with QFirehose fails, the module does not come back on USB.',
  },
  {
    query: 'flash ec25 firmware from raspberry pi or windows',
    page: '/hardware/legacy_devices/veltro_dongle/update-firmware-of-eg25-g-module/',
    asked: 'https://community.sixfab.com/t/ec25-a-firemware/2400',
    asker: 'developer',
  },
  {
    query: 'can I send commands to the device by sms',
    page: '/developer_guides/remotely-waking-up-your-device/',
    asked: 'https://community.autopi.io/t/remotely-waking-up-your-device/280',
    asker: 'owner',
    note: 'Asked under the wake-by-SMS post: whether an SMS can do more than wake the device.',
  },
];
