/**
 * Troubleshooting paths about power and the network: no 4G, battery drain, a device that won't wake, trips wrong. Written in issue 21.
 *
 * Every number that other data owns is read from it here: power limits and timers from `src/data/core/facts.ts`,
 * setting defaults and their anchors from the Cloud settings data (`src/data/cloud/settings/*`). Return shapes of
 * the commands follow the fact source (`_modules/power.py` `status()`, `_modules/power.py` `sleep_timer()`,
 * `_modules/ec2x.py`, `_modules/qmi.py`) and the examples the existing pages already show.
 *
 * Added for readers' own words (issue 21, symptoms): the parked-car wake-ups by OBD requests come from the logger
 * pausing page and its setting; the parked-day figure is computed from `supplyCurrent` and the default timers; a
 * SIM that stays refused after activation until the modem restarts is 3GPP TS 24.301 §5.5.1.2.5 (reject causes #3,
 * #6, #7, #8: the USIM counts as invalid until switch-off or removal), the restart commands `ec2x.modem_functionality
 * reset=true` (`_modules/ec2x.py:1164-1177`) and `modem.reset` (the Core command page); the communication events
 * after a timed wake-up from `_engines/obd_manager.py:1351-1375` (the state lives in memory, so a boot starts empty).
 */
import {accelerometer} from '../../cloud/settings/accelerometer';
import {mini} from '../../cloud/settings/mini';
import {obd} from '../../cloud/settings/obd';
import {power} from '../../cloud/settings/power';
import {trip} from '../../cloud/settings/trip';
import {formatSettingValue, settingAnchor, settingsOf, type SettingsCategory} from '../../cloud/settings/types';
import {cellularMtu, checklist24V, globalSimApn, localAdminMobileData, modems, powerDefaults} from '../../core/facts';
import {bootSeconds, parkedDay} from '../../core/parkedBattery';
import {registry} from '../../hardware';
import type {TroubleshootingPath} from '../types';

const {supplyCurrent} = registry;

/** A setting of a category, or a build error when the key is gone (so a renamed setting cannot leave a dead link). */
function setting(category: SettingsCategory, key: string) {
  const found = settingsOf(category).find((candidate) => candidate.key === key);
  if (!found) throw new Error(`power-and-network paths: no setting ${key} in ${category.key}`);
  return found;
}

/** A setting's default as its table shows it. */
const defaultOf = (category: SettingsCategory, key: string): string =>
  formatSettingValue(setting(category, key).default);

/** The address of a setting's row on its settings page. */
const settingTo = (category: SettingsCategory, key: string): string => {
  setting(category, key);
  return `${category.route}#${settingAnchor(key)}`;
};

/** A setting's Cloud path as the pages write it: **Group › Label**. */
const settingName = (group: string, category: SettingsCategory, key: string): string =>
  `**${group} › ${setting(category, key).label}**`;

// Values used in several paths.
const cutOut = powerDefaults.cutOutVolts.toFixed(2);
const cutOutSeconds = powerDefaults.cutOutSeconds;
const cutOutMs = powerDefaults.cutOutSeconds * 1000;
const wakeLevel = checklist24V.defaultWakeLevelVolts;
const wakeLevel24 = checklist24V.wakeLevelVolts;
const cutOut24 = checklist24V.cutOutVolts;
const wakeLevelMs = Number(defaultOf(power, 'power.wake_trigger.voltage_level_duration')) * 1000;
const wakeChange = Number(defaultOf(power, 'power.wake_trigger.voltage_change'));
const wakeChangeMs = Number(defaultOf(power, 'power.wake_trigger.voltage_change_duration'));
const engineStoppedMinutes = powerDefaults.engineStoppedTimerSeconds / 60;
const wakeHours = powerDefaults.wakeIntervalSeconds / 3600;
const fallbackHours = powerDefaults.fallbackTimerSeconds / 3600;
const reopenLimit = Number(defaultOf(trip, 'trip.reopen_limit'));
const timedWakeMinutes = Number(defaultOf(power, 'power.sleep_timer.inactivity_after_sleep.period')) / 60;
const maxAge = Number(defaultOf(trip, 'trip.active_trip_max_age'));

/** The shutdown delay after the Inactivity After Sleep timer runs out (`power.sleep` `delay`, default 60 s). */
const timedWakeDelaySeconds = Number(defaultOf(power, 'power.sleep_timer.inactivity_after_sleep.delay'));
/** Minutes ON per timed wake-up: the boot (`bootSeconds`), the Inactivity After Sleep period and the shutdown delay. */
const timedWakeOnMinutes = bootSeconds / 60 + timedWakeMinutes + timedWakeDelaySeconds / 60;
/** The parked day with the default timers (the same schedule for every model). */
const defaultSchedule = {wakeIntervalSeconds: wakeHours * 3600, timedWakeOnSeconds: timedWakeOnMinutes * 60};
/** Timed wake-ups in a parked day: each cycle is the wake interval asleep plus the minutes ON. */
const parkedWakesPerDay = parkedDay(supplyCurrent.cm4, defaultSchedule).timedWakes;

/**
 * A parked day with the default timers, from the supply currents at 12 V (src/data/core/facts.ts): cycles of one
 * wake interval asleep and one timed wake-up ON (the boot, the Inactivity After Sleep period and the shutdown delay) at the
 * typical running current (`parkedDay` in src/data/core/parkedBattery.ts, which the page's battery calculator uses
 * too). ON and asleep rounded to 10 mAh, the total their sum; the days to the cut-out depend on the vehicle's battery,
 * so the calculator on the page works them out from the reader's own.
 */
function parkedDayMah(model: keyof typeof supplyCurrent): {
  on: number;
  asleep: number;
  total: number;
  hibernating: number;
} {
  const round = (mah: number) => Math.round(mah / 10) * 10;
  const day = parkedDay(supplyCurrent[model], defaultSchedule);
  return {
    on: round(day.timedOnMah),
    asleep: round(day.asleepMah),
    total: round(day.timedOnMah) + round(day.asleepMah),
    hibernating: day.hibernatingMah,
  };
}
const parkedCm4 = parkedDayMah('cm4');
const parkedPro = parkedDayMah('pro');

/** The `volt_triggers` part of `power.status` with the SPM defaults (autopi-core `_modules/power.py` status()). */
const voltTriggers = (wake: number, hibernate: number | string) =>
  [
    '"volt_triggers": {',
    `  "wake_change": {"difference": ${wakeChange}, "period": ${wakeChangeMs}},`,
    `  "wake_level": {"threshold": ${wake}, "duration": ${wakeLevelMs}},`,
    `  "hibernate_level": {"threshold": ${Number(hibernate)}, "duration": ${cutOutMs}}`,
    '}',
  ].join('\n');

// Routes used in several paths.
const cm4Lte = '/getting_started/veltro_tmu_cm4/4g-internet-setup-troubleshooting/';
const proLte = '/getting_started/veltro_canfd_pro/pro-4g-internet-setup-troubleshooting/';
const miniData = '/getting_started/veltro_mini/mini-data-troubleshooting/';
const powerPage = '/core/power_management/';
const powerLow = '/core/power_management/core-power-low/';
const sleepTimers = '/core/power_management/core-power-sleep-timers/';
const evPage = '/getting_started/electric_vehicles/';
const evCycles = '/getting_started/electric_vehicles/power-cycle-for-electric-vehicles/';
const ledButton = '/hardware/veltro_tmu_cm4/led-and-button/';
const tripsPage = '/cloud/fleet_management/vehicles/trips/';
const wakeUp = '/cloud/device_management/triggers/fleet-wakeup/';

const noFourG: TroubleshootingPath = {
  id: 'no-4g',
  route: '/troubleshooting/no-4g/',
  symptoms: [
    'No 4G or LTE: the device never comes online, or dropped offline and stays there',
    'No mobile data although the SIM is in',
    'The status LED blinks slowly and never stays on',
    'The Mini’s green LED keeps blinking fast',
    'Stuck at ‘Waiting for first connection’',
    'The SIM shows as not ready, not activated or invalid in the provider’s SIM console',
    'quectel-CM keeps printing PS: Detached, or AT+CGATT=1 answers ERROR',
    'pppd gives up with LCP: timeout sending Config-Requests',
  ],
  devices: ['cm4', 'pro', 'mini'],
  steps: [
    {
      id: 'leds',
      title: 'What do the LEDs say?',
      why: 'The LEDs tell, without any tool, whether the device is awake and whether it reaches Veltro Cloud. On the Mini they are the only clue.',
      check: {
        place: 'look',
        action:
          'With the engine running, or a charger on the battery so the device stays ON, watch the LEDs for two minutes. On a TMU CM4 or CAN-FD Pro read the power LED and the status LED; on a Mini, the green network LED.',
        expected:
          'CM4 and Pro: the power LED steady at full brightness and the status LED on. Mini: the green LED blinks slowly, once every 3 s.',
      },
      leds: ['cm4', 'pro', 'mini'],
      branches: [
        {
          when: 'CM4 or Pro: the status LED is on',
          fix: 'The device is online: 4G works. If data still does not show in Veltro Cloud, follow [No data in the Cloud](/troubleshooting/no-data-in-cloud/).',
        },
        {when: 'CM4 or Pro: the status LED blinks slowly (once a second) for more than 5 minutes', next: 'modem'},
        {
          when: 'CM4 or Pro: the power LED is dark, breathing or dimmed, or the status LED keeps blinking fast',
          fix: 'The device is not ON, or Veltro Core does not finish starting, so nothing reaches the modem yet. Follow [The device won’t wake](/troubleshooting/device-wont-wake/) first.',
        },
        {when: 'Mini: the green LED blinks fast (twice a second) for more than 5 minutes', next: 'mini-network'},
        {
          when: 'Mini: the green LED blinks slowly',
          fix: 'The Mini is connected and sending. If the Cloud still shows nothing, see [Troubleshoot a Veltro Mini that sends no data](/getting_started/veltro_mini/mini-data-troubleshooting/).',
        },
      ],
    },
    {
      id: 'mini-network',
      title: 'Does the Mini find a network somewhere else?',
      why: 'The Mini has no terminal: its SIM is fitted and activated at the factory, so coverage and the region variant are what is left to test.',
      check: {
        place: 'look',
        action:
          'Drive out of any underground car park, steel hall or container yard into the open, where phones have 4G, and watch the green LED again for 5 minutes. Compare the region variant on the label (EMEA, APAC/LATAM or NA) with where the vehicle is.',
        expected: 'The green LED slows to one blink every 3 s.',
      },
      leds: ['mini'],
      branches: [
        {
          when: 'It slows down in the open',
          fix: 'The modem and SIM work; the first place had no coverage. The Mini keeps its records while offline and sends them once it is back in coverage, so the gap fills in later.',
          see: [{label: 'Mini: does it reach the network?', to: `${miniData}#network`}],
        },
        {
          when: 'It keeps blinking fast everywhere, or the variant is for another region',
          fix: 'Exchange a Mini of the wrong region variant for the right one. With the right variant, contact Veltro support with the unit ID and the IMEI from the label: the Mini’s SIM and modem can only be checked there.',
          see: [{label: 'Mini: does it reach the network?', to: `${miniData}#network`}],
        },
      ],
    },
    {
      id: 'modem',
      title: 'Is the modem there, and which one is it?',
      why: 'A TMU CM4 or CAN-FD Pro carries either a Quectel EC25 or a Telit LE910C4, and each answers its own commands. Without Cloud access, run the commands on the device shell over the hotspot.',
      check: {
        place: 'device-shell',
        action: 'List the USB devices and look for the modem’s entry (shortened here to that entry).',
        command: 'veltro usbutil.devices',
        expected:
          '{"values": [{"bus": "001", "device": "003", "vendor": "2c7c", "product": "0125", "name": "Quectel Wireless Solutions Co., Ltd. EC25 LTE modem"}]}',
        expectedIsOutput: true,
      },
      branches: [
        {when: `\`${modems.ec2x.usbId}\`: a Quectel EC25 (EC2x); use the EC2x commands below`, next: 'sim'},
        {
          when: `\`${modems.le910cx.usbId}\`: a Telit LE910C4 (LE910Cx); use the LE910Cx commands below`,
          next: 'sim',
        },
        {
          when: 'Neither vendor is listed, also after a minute',
          fix: 'Reboot with `veltro power.reboot reason=modem_missing` and list again after the boot. A modem that never appears is a hardware fault: contact Veltro support with the unit ID.',
          see: [{label: 'Is the modem there?', to: `${cm4Lte}#modem`}],
        },
      ],
    },
    {
      id: 'sim',
      title: 'Is the SIM in and ready?',
      why: 'The modem reads the SIM only when it starts; a card that is missing, locked by a PIN or damaged stops everything after it.',
      check: {
        place: 'device-shell',
        action:
          'On an EC2x unit, switch errors to plain text with `veltro ec2x.error_format_config value=2` (an error then reads `+CME ERROR: SIM not inserted` rather than `+CME ERROR: 10`), then ask for the SIM state (`+CPIN?`). On an LE910Cx unit run `veltro modem.connection query_sim_status`, which answers `inserted-and-ready` when all is well.',
        command: "veltro ec2x.query 'AT+CPIN?'",
        expected: '{"data": "+CPIN: READY"}',
        expectedIsOutput: true,
      },
      errors: [
        'cme-error-10',
        'cpin-sim-pin',
        'cme-error-11',
        'cme-error-12',
        'cme-error-13',
        'cme-error-14',
        'cme-error-15',
      ],
      branches: [
        {when: '`+CPIN: READY` or `inserted-and-ready`', next: 'registration'},
        {
          when: '`+CME ERROR: SIM not inserted` (code 10) or `not-inserted`',
          fix: 'Unplug the device, reseat the nano SIM until it clicks, and plug in again. Never slide the card in or out under power.',
          see: [{label: 'Is the SIM detected?', to: `${cm4Lte}#sim`}],
        },
        {
          when: '`+CPIN: SIM PIN`, `+CME ERROR: SIM PIN required` (code 11) or `inserted`',
          fix: 'The card waits for its PIN. Remove the PIN in a phone, or enter it in the **PIN** field of the **Mobile data** panel on the local admin page, then reboot. Three wrong PINs lock the card until the operator’s PUK unlocks it (`+CME ERROR: SIM PUK required`, code 12).',
          see: [{label: 'Is the SIM detected?', to: `${cm4Lte}#sim`}],
        },
        {
          when: '`+CME ERROR: SIM failure` (code 13)',
          fix: 'Unplug, check the card’s orientation and contacts, and try it in a phone. Replace a card that fails there too.',
          see: [{label: 'Is the SIM detected?', to: `${cm4Lte}#sim`}],
        },
      ],
    },
    {
      id: 'registration',
      title: 'Is the modem registered on a network?',
      why: 'A ready SIM must still be accepted by a network before any data can flow.',
      check: {
        place: 'device-shell',
        action:
          'On an EC2x unit, read the registration state. On an LE910Cx unit run `veltro modem.connection execute "AT+CEREG?"`: `+CEREG: 0,1` is home, `0,5` roaming, `0,2` searching, `0,3` denied.',
        command: 'veltro ec2x.network_registration_status',
        expected: '{"value": "registered-roaming"}',
        expectedIsOutput: true,
      },
      errors: [
        'creg-0-2',
        'creg-0-3',
        'cme-error-30',
        'cme-error-111',
        'cme-error-113',
        'quectel-cm-ps-detached',
        'cgatt-error',
      ],
      branches: [
        {
          when: '`registered-home` or `registered-roaming` (`+CEREG: 0,1` or `0,5`)',
          next: 'data-session',
        },
        {when: '`not-registered-searching` (`0,2`) for more than 5 minutes', next: 'signal'},
        {
          when: '`registration-denied` (`0,3`), or the provider’s SIM console shows the card as not activated, not ready or invalid',
          fix: 'The network refuses the SIM: it is not activated, its plan has ended, or it is blocked. Check the plan with the operator; for the Veltro global SIM, ask Veltro support with the number printed on the card. Once the card is active, restart the modem: `veltro ec2x.modem_functionality value=full reset=true` on an EC2x unit, `veltro modem.reset mode=one_shot reason=sim_activated` on an LE910Cx unit. After some kinds of refusal (such as `illegal UE` or `EPS services not allowed`) the modem treats the card as invalid until it is switched off or the card is removed, so a card activated later is not tried again without a restart.',
          see: [
            {label: 'Global SIM Card Solution', to: '/hardware/accessories/sim-solution/'},
            {label: '`modem.reset`', to: '/core/commands/core-commands-modem/#modem-reset'},
          ],
        },
        {
          when: '`not-registered-not-searching` (`0,0`)',
          fix: 'The radio is off or a manual operator choice failed. On an EC2x unit set `veltro ec2x.modem_functionality value=full` and return to automatic operator selection; on an LE910Cx unit outside North America check that the carrier firmware is `global`.',
          see: [{label: 'Is the modem registered?', to: `${cm4Lte}#registration`}],
        },
      ],
    },
    {
      id: 'data-session',
      title: 'Is the data session up?',
      why: 'Registration only means the network accepts the SIM; data flows once the modem opens a session with the right APN.',
      check: {
        place: 'device-shell',
        action:
          'On an EC2x unit, read the connection status. On an LE910Cx unit run `veltro modem.connection execute "AT+CGACT?"`: `+CGACT: 1,1` is an active session, `1,0` none.',
        command: 'veltro qmi.connection_status',
        expected: '{"connection_status": "connected"}',
        expectedIsOutput: true,
      },
      errors: ['cme-error-107', 'cme-error-133', 'pppd-lcp-timeout'],
      branches: [
        {when: '`disconnected` or stuck at `authenticating` (`+CGACT: 1,0`)', next: 'apn'},
        {
          when: '`connected`, and the device still never reaches Veltro Cloud',
          fix: 'Data flows, so test the name lookup: `ping -c 5 -I wwan0 my.veltro.example` and `nslookup my.veltro.example` from the SSH session. If the lookup fails, the operator’s DNS does not answer; test with a public resolver as the CM4 page shows, and ask the operator (or Veltro support for the Veltro global SIM).',
          see: [{label: 'Data flows, but the Cloud stays out of reach', to: `${cm4Lte}#dns`}],
        },
      ],
    },
    {
      id: 'apn',
      title: 'Is the APN right, with one data context?',
      why: 'A wrong APN gives a registered modem without data. Some LE910Cx units also carry a second context for voice over LTE that keeps the data session from starting.',
      check: {
        place: 'computer',
        action:
          'On a phone or laptop joined to the device’s hotspot, open the local admin page and its **Mobile data** panel. On an LE910Cx unit, also list the data contexts on the device shell with `veltro modem.connection pdp_context`.',
        expected: `**APN** reads \`${globalSimApn}\` for the Veltro global SIM (user name and password empty), or your operator’s APN for your own SIM. An LE910Cx unit lists only \`cid\` 1.`,
      },
      errors: ['cme-error-149'],
      branches: [
        {
          when: 'The APN is wrong or empty',
          fix: 'Correct it in **Mobile data**, select **Save**, and reboot with `veltro power.reboot reason=apn_changed` so the modem opens a new session.',
          see: [{label: 'Is the APN right?', to: `${cm4Lte}#apn`}],
        },
        {
          when: 'LE910Cx: a second context, `cid` 2 with the APN `ims`',
          fix: 'Delete context 2 while the data session is stopped (stop `qmi-manager`, send `AT+CGDCONT=2`, start it again), then check that only `cid` 1 is left. This is the dual-PDP fix.',
          see: [{label: 'Is the APN right? (second context)', to: `${cm4Lte}#apn`}],
        },
        {when: 'The APN is right', next: 'roaming'},
      ],
    },
    {
      id: 'roaming',
      title: 'Is roaming allowed?',
      why: 'The Veltro global SIM always roams, also in the country where it was bought, and a local SIM roams abroad. With roaming off, the modem may register but no data flows.',
      check: {
        place: 'device-shell',
        action:
          'On an EC2x unit, read the roaming switch. The LE910Cx has no roaming switch in Veltro Core: there the SIM’s plan decides, so go on to the signal.',
        command: 'veltro ec2x.roaming',
        expected: '{"value": true}',
        expectedIsOutput: true,
      },
      branches: [
        {
          when: '`{"value": false}` or `{"value": "auto"}`',
          fix: 'Allow roaming with `veltro ec2x.roaming value=true` (`auto` leaves the choice to the modem), then reboot. On your own SIM, check the roaming price of the plan first.',
          see: [{label: 'Is roaming allowed?', to: `${cm4Lte}#roaming`}],
        },
        {when: '`true`, or an LE910Cx unit', next: 'signal'},
      ],
    },
    {
      id: 'signal',
      title: 'Is the signal strong enough?',
      why: 'A modem that keeps searching, or whose data stalls, usually hears the cell too faintly.',
      check: {
        place: 'device-shell',
        action:
          'On an EC2x unit, read the rated signal. On an LE910Cx unit run `veltro modem.connection execute "AT+CSQ"`: an index below 10 is unstable, `99` is no signal.',
        command: 'veltro qmi.signal_strength rated_only=true include_desc=false',
        expected:
          'Each value carries a `rating`; `rsrp` and `sinr`, the two that judge LTE, rated `fair` or better. A weak cell rates them `poor`.',
      },
      branches: [
        {
          when: '`rsrp` or `sinr` rated `poor`, or the index below 10',
          fix: 'Move the vehicle into the open, keep the device away from metal and metal-coated windscreens, or fit external antennas. Test again.',
          see: [
            {label: 'Signal, antenna and coverage', to: `${cm4Lte}#signal`},
            {label: 'Installing external antennas', to: '/hardware/veltro_tmu_cm4/installing_external_antennas/'},
          ],
        },
        {
          when: 'The signal is `fair` or better and data still stalls',
          fix: `Lower **MTU** in the **${localAdminMobileData.panel}** panel from ${cellularMtu.standard} to ${cellularMtu.reduced} (on Verizon, ${cellularMtu.verizon}), save and reboot; set it back if nothing improves. If it still fails, send Veltro support the answers of the checks above with the unit ID.`,
          see: [
            {label: 'Signal, antenna and coverage', to: `${cm4Lte}#signal`},
            {label: 'Mobile data on the CAN-FD Pro', to: proLte},
          ],
        },
      ],
    },
  ],
};

const batteryDrain: TroubleshootingPath = {
  id: 'battery-drain',
  route: '/troubleshooting/battery-drain/',
  symptoms: [
    'The vehicle battery is flat after the car was parked',
    'The car battery went flat after I left the OBD dongle plugged in',
    'Will the device drain my battery if I leave it plugged in?',
    'The device never goes to sleep',
    'The device keeps waking up at night, or goes to sleep and wakes up again at once',
    'Dashboard or instrument lights come on and relays click in the parked car',
    'The parked car powers off, then comes on again by itself',
    'Each periodic wake-up of the device wakes the whole car',
    'Battery drain on a truck, a bus or an electric vehicle',
  ],
  devices: ['cm4', 'pro', 'mini'],
  steps: [
    {
      id: 'sleeps',
      title: 'Does the device go to sleep after parking?',
      why: 'A device that sleeps draws almost nothing; a device that stays ON drains the battery within days. The events of one parked night answer this without touching the vehicle.',
      check: {
        place: 'cloud',
        action:
          'Open **Device Management › Events** for the device and filter on `system/power/*` over a night the vehicle was parked. A Mini raises no Core events: on a Mini, look at its LEDs a few minutes after the engine stops.',
        expected: `A \`system/power/sleep\` with \`reason: engine_stopped\` about ${engineStoppedMinutes} minutes after the engine stopped, then a \`system/power/on\` with \`trigger: timer\` every ${wakeHours} hours, each followed by a sleep about ${timedWakeMinutes} minutes later.`,
      },
      branches: [
        {when: 'No `system/power/sleep` at all: the device stayed ON', next: 'timers'},
        {
          when: `It sleeps, but \`system/power/on\` comes far more often than every ${wakeHours} hours, or right after each \`system/power/sleep\``,
          next: 'wake-triggers',
        },
        {
          when: 'It sleeps and wakes on time, but the dashboard lights come on, relays click or the car seems to start up while it is parked',
          next: 'obd-parked',
        },
        {
          when: '`system/power/hibernate`, or at the next start `system/power/recover` with `trigger: volt_level`',
          next: 'battery-rest',
        },
        {when: 'It sleeps and wakes on the timer only, and the battery still goes flat', next: 'levels'},
        {
          when: 'Mini: both LEDs go dark a few minutes after the engine stops',
          fix: 'The Mini sleeps as it should; its parked current is on the [Mini hardware page](/hardware/veltro_mini/). A battery that still goes flat has another consumer or is failing: test it at rest (see [Is the battery healthy at rest?](#battery-rest)).',
        },
        {
          when: 'Mini: the LEDs stay lit long after parking',
          fix: 'The Mini has no sleep settings of its own to change. Contact Veltro support with the unit ID, the IMEI and the LED pattern you see with the engine off.',
          see: [{label: 'Mini LED states', to: '/hardware/veltro_mini/#led-states'}],
        },
      ],
    },
    {
      id: 'timers',
      title: 'Is a sleep timer running?',
      why: 'Only a sleep timer running out puts a device to sleep. No timer, or one that never runs out, keeps it ON.',
      check: {
        place: 'cloud-terminal',
        action:
          'With the vehicle parked and the device still ON, list the sleep timers (shortened here to one timer and its main fields).',
        command: 'power.sleep_timer',
        expected: `{\n  "_sleep_timer/engine_stopped": {\n    "function": "power.sleep",\n    "seconds": ${powerDefaults.engineStoppedTimerSeconds},\n    "job_kwargs": {"interval": ${powerDefaults.wakeIntervalSeconds}, "reason": "engine_stopped", "confirm": true},\n    "metadata": {"created": "2026-03-17T05:00:02.418553", "expires": "2026-03-17T05:05:02.418553"}\n  }\n}`,
        expectedIsOutput: true,
      },
      branches: [
        {when: '`{}`: no timer at all', next: 'engine-events'},
        {
          when: 'A timer is listed, but its `expires` time keeps moving later',
          fix: `A loose event pattern adds the timer again with every routine event, or clears all timers. Set ${settingName('Power › Sleep Timer › Event Driven', power, 'power.sleep_timer.event_driven.event_regex')} back to \`${defaultOf(power, 'power.sleep_timer.event_driven.event_regex')}\` and ${settingName('Power › Sleep Timer › Suppress', power, 'power.sleep_timer.suppress.event_regex')} to \`${defaultOf(power, 'power.sleep_timer.suppress.event_regex')}\`.`,
          see: [
            {
              label: 'Keep noise from refreshing the fallback',
              to: `${sleepTimers}#keep-noise-from-refreshing-the-fallback`,
            },
            {
              label: 'Suppress › Event Regex',
              to: settingTo(power, 'power.sleep_timer.suppress.event_regex'),
            },
          ],
        },
        {
          when: '`system/sleep_timer/<name>/postponed` events, or the device is ON at the same hours each day',
          fix: 'A suppress schedule keeps the device ON in its periods. Shorten the periods, remember that the cron times are UTC, or remove the schedule.',
          see: [
            {label: 'Suppress sleep with a cron schedule', to: `${sleepTimers}#suppress-sleep-with-a-cron-schedule`},
            {label: 'Suppress › Schedule', to: settingTo(power, 'power.sleep_timer.suppress.schedule')},
          ],
        },
        {
          when: 'Timers run out, but the device stays ON ("Sleep timer bypassed")',
          fix: 'The `power:sleep_timer:bypass` setting is on. Remove it: it is meant for a bench supply only.',
          see: [{label: 'Ways to keep a device awake', to: `${sleepTimers}#ways-to-keep-a-device-awake`}],
        },
      ],
    },
    {
      id: 'engine-events',
      title: 'Does the device see the engine stop?',
      why: 'The 5-minute timer starts with `vehicle/engine/stopped`. Electric vehicles, vehicles behind a diagnostic gateway and bench setups never raise it; only the inactivity fallback timer puts them to sleep.',
      check: {
        place: 'cloud',
        action:
          'Under **Device Management › Events**, filter on `vehicle/engine/*` around the last time the vehicle was parked.',
        expected: '`vehicle/engine/running` at the start of the drive and `vehicle/engine/stopped` when it was parked.',
      },
      branches: [
        {
          when: 'No engine events at all (an EV, a gateway-blocked vehicle, a bench)',
          fix: `Such a device depends on the inactivity fallback timer: it sleeps after ${fallbackHours} hours without engine events. If \`power.sleep_timer\` does not list \`_sleep_timer/inactivity_fallback\` after a power-on, add it with \`veltro power.sleep_timer add=inactivity_fallback period=${powerDefaults.fallbackTimerSeconds} interval=${powerDefaults.fallbackIntervalSeconds} reason=inactivity_fallback\` and restore the reactor. On an EV, set up one of the power-cycle methods so the device sleeps minutes after parking.`,
          see: [
            {label: 'The inactivity fallback timer', to: `${sleepTimers}#the-inactivity-fallback-timer`},
            {label: 'Power cycles in electric vehicles', to: evCycles},
          ],
        },
        {
          when: '`vehicle/engine/running` but never `vehicle/engine/stopped`',
          fix: '`vehicle/engine/stopped` comes when an RPM reading after the start is 0 or fails. Here the readings did neither after the ignition was off: the vehicle kept reporting an engine speed, or the RPM logger stopped reading. Check the RPM logger that carries the `rpm_engine_event` trigger, and on vehicles without a reliable RPM use the motor or position events instead.',
          see: [
            {
              label: 'The engine events do not match reality',
              to: '/core/services/core-services-obd-manager/#the-engine-events-do-not-match-reality',
            },
          ],
        },
        {
          when: 'Both events come, and the timer list stayed empty',
          fix: `The reactor that adds the \`engine_stopped\` timer does not match the event. Set ${settingName('Power › Sleep Timer › Event Driven', power, 'power.sleep_timer.event_driven.event_regex')} back to \`${defaultOf(power, 'power.sleep_timer.event_driven.event_regex')}\`, and check after the next parking that \`power.sleep_timer\` lists \`_sleep_timer/engine_stopped\`.`,
          see: [
            {label: 'Event Driven › Event Regex', to: settingTo(power, 'power.sleep_timer.event_driven.event_regex')},
          ],
        },
      ],
    },
    {
      id: 'wake-triggers',
      title: 'What wakes it at night?',
      why: 'Each wake-up other than the timed one adds the inactivity fallback timer, so one stray wake can keep the device ON for hours.',
      check: {
        place: 'cloud',
        action:
          'Under **Device Management › Events**, open the `system/power/on` events of the night and read their `trigger`.',
        expected: `Only \`timer\`, about every ${wakeHours} hours.`,
      },
      branches: [
        {
          when: '`acc`: motion',
          fix: `Wake on motion is on, and traffic or wind moves the parked vehicle. Set ${settingName('Accelerometer › Wake On Motion', accelerometer, 'accelerometer.wake_on_motion.mode')} back to \`${defaultOf(accelerometer, 'accelerometer.wake_on_motion.mode')}\`, or raise its **Sensitivity** value.`,
          see: [
            {label: 'Wake On Motion › Mode', to: settingTo(accelerometer, 'accelerometer.wake_on_motion.mode')},
            {
              label: 'Worked example: stop a parked van from waking all night',
              to: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-accelerometer/#worked-example-stop-a-parked-van-from-waking-all-night',
            },
          ],
        },
        {
          when: '`modem`: an SMS or a call',
          fix: `Any SMS to the SIM wakes an EC2x unit, and each wake costs up to the fallback period ON. Find the sender; if the device never needs remote wake-up, ${settingName('Power › Modem', power, 'power.modem.power_save')} cuts the modem while it sleeps (remote wake-up then stops working).`,
          see: [
            {label: 'Power › Modem › Power Save', to: settingTo(power, 'power.modem.power_save')},
            {label: 'Remote wake-up', to: wakeUp},
          ],
        },
        {
          when: '`volt_level` or `volt_change` right after each sleep',
          fix: `On a 24 V vehicle the resting battery sits above the default wake level of ${wakeLevel} V, so the device wakes at once: apply the whole 24 V checklist, the wake level of ${wakeLevel24} V included. On an EV, the DC-DC converter topping up the 12 V battery looks like an engine start. On a 12 V vehicle, a charger or battery maintainer that holds the supply above ${wakeLevel} V does the same, which is harmless while it is connected; otherwise check the wake triggers under [Are the cut-out and wake level right for the battery?](#levels).`,
          see: [
            {label: '24 V vehicles', to: `${powerPage}#24-v-vehicles`},
            {
              label: 'The 12 V battery and the DC-DC converter',
              to: `${evPage}#the-12-v-battery-and-the-dc-dc-converter`,
            },
          ],
        },
        {
          when: 'Only `timer`, and the car lights up, clicks or hums at the times of these wake-ups',
          next: 'obd-parked',
        },
        {when: 'Only `timer`', next: 'levels'},
      ],
    },
    {
      id: 'obd-parked',
      title: 'Do OBD requests wake the parked car?',
      why: `A parked car's control units go to sleep a while after the ignition is off, and every PID request wakes the units that have to answer it; an awake vehicle network draws many times the current of a sleeping one. The device stays ON for ${engineStoppedMinutes} minutes after the engine stops and for about ${timedWakeMinutes} minutes at each timed wake-up every ${wakeHours} hours. Unless logger pausing is on, every PID logger, the engine-speed (RPM) reading behind the engine events included, queries the car in those windows, and the car lights its dashboard or clicks its relays each time. While the device sleeps its main computer is off and it sends nothing.`,
      check: {
        place: 'cloud',
        action:
          'Under **Device Management › Events**, filter on `vehicle/communication/*` and `system/power/*` over a parked night, and compare the times with the moments the car lit up or clicked.',
        expected:
          'After `vehicle/engine/stopped`, one `vehicle/communication/disconnected` when the control units stop answering, and no `vehicle/communication/established` (a request that was answered) until the next drive. A `vehicle/communication/inactive` right after a timed wake-up means the device asked and nothing answered (each boot starts without a known state).',
      },
      branches: [
        {
          when: '`vehicle/communication/established` after a `system/power/on` with `trigger: timer`, or the car lights up at the times of the wake-ups',
          fix: `The device's requests wake the parked car. Turn on ${settingName('OBD', obd, 'obd.automatic_logger_pausing')} and check that ${settingName('Accelerometer › Motion Events', accelerometer, 'accelerometer.motion_events.enable')} is on: the device then sends no request once the vehicle stands still or the trip ends, and resumes when someone opens a door or the engine starts. Remove the PID loggers you do not need. CAN signal loggers and raw CAN logging only listen, so they keep recording while requests are paused.`,
          see: [
            {label: 'Automatic OBD logger pausing', to: '/cloud/obd-ii/automatic-obd-logger-pausing/'},
            {label: 'OBD › Automatic Logger Pausing', to: settingTo(obd, 'obd.automatic_logger_pausing')},
            {
              label: 'Accelerometer › Motion Events › Enable',
              to: settingTo(accelerometer, 'accelerometer.motion_events.enable'),
            },
          ],
        },
        {
          when: 'The car lights up while the device sleeps: no `system/power/on` near those times',
          fix: 'A sleeping device sends nothing on the bus, so something else wakes the car: another unit on the diagnostic socket, the alarm, or the vehicle’s own timers. Unplug the device for one night to confirm; if the car still wakes, have the vehicle checked.',
        },
        {when: 'No `vehicle/communication/established` while parked', next: 'levels'},
      ],
    },
    {
      id: 'levels',
      title: 'Are the cut-out and wake level right for the battery?',
      why: 'The safety cut-out is the last protection of the battery. Its default is made for 12 V: on a 24 V vehicle it never acts, and the 12 V wake level wakes the device again at once.',
      check: {
        place: 'cloud-terminal',
        action:
          'While the device is ON (after a timed wake-up, or with the engine running), read the power status. The answer is shortened here to the voltage triggers.',
        command: 'power.status',
        expected: voltTriggers(wakeLevel, cutOut),
        expectedIsOutput: true,
      },
      branches: [
        {
          when: `A 24 V vehicle, and \`hibernate_level\` still reads ${Number(cutOut)} or \`wake_level\` ${wakeLevel}`,
          fix: `Apply the 24 V checklist in the advanced settings: cut-out ${cutOut24} V for ${cutOutSeconds} s and wake level ${wakeLevel24} V with the other values. After the next sync, \`hibernate_level\` reads ${cutOut24} and \`wake_level\` ${wakeLevel24}.`,
          see: [
            {label: '24 V vehicles', to: `${powerPage}#24-v-vehicles`},
            {
              label: 'Set up a 24 V vehicle',
              to: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-power/#set-up-a-24-v-vehicle',
            },
          ],
        },
        {
          when: `A 12 V vehicle with a \`hibernate_level\` below ${Number(cutOut)}`,
          fix: `Someone lowered the cut-out. Set ${settingName('Power › Safety Cut-Out', power, 'power.safety_cut_out.voltage')} back to \`${defaultOf(power, 'power.safety_cut_out.voltage')}\`; never lower it on a 12 V vehicle.`,
          see: [{label: 'Safety Cut-Out › Voltage', to: settingTo(power, 'power.safety_cut_out.voltage')}],
        },
        {
          when: `A 12 V vehicle with \`wake_level\` below ${wakeLevel} or \`wake_change\` below ${wakeChange}`,
          fix: `A lowered wake trigger wakes the device on a resting battery or a small voltage ripple, and each wake keeps it ON for the fallback period. Clear ${settingName('Power › Wake Trigger', power, 'power.wake_trigger.voltage_level')} (empty means ${wakeLevel} V) and set ${settingName('Power › Wake Trigger', power, 'power.wake_trigger.voltage_change')} back to \`${defaultOf(power, 'power.wake_trigger.voltage_change')}\`.`,
          see: [{label: 'Wake Trigger › Voltage Level', to: settingTo(power, 'power.wake_trigger.voltage_level')}],
        },
        {when: 'The values fit the vehicle', next: 'battery-rest'},
      ],
    },
    {
      id: 'battery-rest',
      title: 'Is the battery healthy at rest?',
      why: `A battery that no longer holds its charge goes flat with any device. When the cut-out hibernated the device, the supply sat at or below ${cutOut} V (${cutOut24} V on a 24 V vehicle) for ${cutOutSeconds} s: the battery was already low, and lowering the threshold would only flatten it further.`,
      check: {
        place: 'measure',
        action:
          'After the vehicle has stood for a few hours, measure across the battery terminals with a multimeter, engine off.',
        expected: 'About 12.6 V on a healthy, charged 12 V lead-acid battery (twice that on a 24 V vehicle).',
      },
      branches: [
        {
          when: `Well below that, down to the cut-out (${cutOut} V on 12 V, ${cutOut24} V on 24 V), or falling from night to night`,
          fix: 'Charge the battery and test it; replace a battery that does not hold its charge. Keep the cut-out where it is. For parking longer than a few weeks, hibernate the device with `veltro power.hibernate confirm=true` or unplug it.',
          see: [
            {
              label: 'Protect the vehicle battery from draining',
              to: `${powerPage}#protect-the-vehicle-battery-from-draining`,
            },
          ],
        },
        {when: 'Healthy', next: 'budget'},
      ],
    },
    {
      id: 'budget',
      title: 'Does the parked budget add up?',
      why: `With everything at its defaults, a small battery or weeks of parking can still run out. The budget tells whether the device is the cause, and answers "will it drain my battery if I leave it plugged in?". A parked day with the default timers, worked out from the supply currents at 12 V: about ${Math.round(parkedWakesPerDay)} timed wake-ups, each ON at the typical running current for about ${bootSeconds} s to boot, ${timedWakeMinutes} minutes and the ${timedWakeDelaySeconds} s shutdown delay, asleep for the rest. TMU CM4: about ${parkedCm4.on} mAh ON plus ${parkedCm4.asleep} mAh asleep, some ${parkedCm4.total} mAh a day; CAN-FD Pro: ${parkedPro.on} + ${parkedPro.asleep}, some ${parkedPro.total} mAh a day. Hibernating, the device draws ${supplyCurrent.cm4.hibernateMa} mA, about ${parkedCm4.hibernating} mAh a day. Whatever the sum, on a 12 V vehicle the safety cut-out hibernates the device once the supply stays at or below ${cutOut} V for ${cutOutSeconds} s, so it stops drawing its ON current from a low battery.`,
      check: {
        place: 'cloud',
        action:
          'Count the hours the device was ON while parked (from `system/power/on` to the next `system/power/sleep` in **Device Management › Events**) and multiply by its running current; add the sleep current for the rest of the time.',
        expected: `TMU CM4: about ${supplyCurrent.cm4.runningTypicalMa} mA while ON and ${supplyCurrent.cm4.sleepMa} mA while sleeping; CAN-FD Pro: ${supplyCurrent.pro.runningTypicalMa} mA and ${supplyCurrent.pro.sleepMa} mA (at 12 V). About ${timedWakeOnMinutes} minutes ON every ${wakeHours} hours, some ${parkedCm4.total} mAh a day on a TMU CM4, is a small share of a healthy battery.`,
      },
      branches: [
        {
          when: 'The device’s share is small',
          fix: 'The device is not what drains the battery: another consumer in the vehicle or an ageing battery is. Have the vehicle’s quiescent current and battery tested.',
        },
        {
          when: 'The ON hours are large, or the vehicle stands for weeks',
          fix: `Keep the defaults (sleep ${engineStoppedMinutes} minutes after the engine stops, wake every ${wakeHours} hours) or lengthen the wake interval (the **Interval** of both **Event Driven** and **Inactivity After Sleep**); for storage, hibernate the device with \`veltro power.hibernate confirm=true\` or unplug it. Set a \`vehicle/battery/critical_level\` alert so you hear of a low battery before the cut-out acts.`,
          see: [
            {
              label: 'Sleep Timer › Event Driven › Interval',
              to: settingTo(power, 'power.sleep_timer.event_driven.interval'),
            },
            {
              label: 'Sleep Timer › Inactivity After Sleep › Interval',
              to: settingTo(power, 'power.sleep_timer.inactivity_after_sleep.interval'),
            },
            {label: 'Default timers and SPM safety limits', to: `${powerPage}#default-timers-and-spm-safety-limits`},
          ],
        },
      ],
    },
  ],
};

const deviceWontWake: TroubleshootingPath = {
  id: 'device-wont-wake',
  route: '/troubleshooting/device-wont-wake/',
  symptoms: [
    'The device does not wake up when the engine starts',
    'The device never powers up again when I start the car',
    'It went to sleep after parking and stays dark on the next drive',
    'Offline after the vehicle was parked for a long time',
    'No data from the first minutes of a drive',
    'The power LED is dim and the device does not answer',
  ],
  devices: ['cm4', 'pro', 'mini'],
  steps: [
    {
      id: 'leds',
      title: 'What do the LEDs show with the engine running?',
      why: 'A device that does not wake does not answer commands either: the LEDs are the first and often the only clue.',
      check: {
        place: 'look',
        action:
          'Start the engine and look at the device for two minutes: on a TMU CM4 or CAN-FD Pro the power LED and the status LED, on a Mini both LEDs.',
        expected:
          'CM4 and Pro: the power LED fades in, the status LED blinks fast, then slowly, then stays on. Mini: the green LED blinks, slowing to once every 3 s.',
      },
      leds: ['cm4', 'pro', 'mini'],
      branches: [
        {when: 'CM4 or Pro: the power LED stays dark', next: 'supply'},
        {when: 'CM4 or Pro: the power LED is steady and dimmed (HIBERNATING)', next: 'button'},
        {when: 'CM4 or Pro: the power LED breathes slowly (SLEEPING) with the engine running', next: 'wake-level'},
        {
          when: 'CM4 or Pro: the status LED keeps blinking fast, and the device starts over again and again',
          fix: `Veltro Core does not finish starting within the ${powerDefaults.bootTimeoutMinutes}-minute boot timeout, so the SPM cuts the power and retries. After ${powerDefaults.failedBootsBeforeHibernate} failed attempts the SPM hibernates the device. Restart the engine to retry; reflash the device if it loops again.`,
          see: [
            {label: 'Boot and heartbeat supervision', to: `${powerLow}#boot-and-heartbeat-supervision`},
            {label: 'Reflashing your device', to: '/developer_guides/reflashing-your-device/'},
          ],
        },
        {
          when: 'CM4 or Pro: awake, but the status LED keeps blinking slowly',
          fix: 'The device woke; it cannot reach the Cloud. Follow [No 4G (LTE) connection](/troubleshooting/no-4g/).',
        },
        {
          when: 'Mini: both LEDs stay dark with the engine running',
          fix: 'The Mini wakes on motion or a change of the supply voltage and cannot be woken from the Cloud. Dark LEDs with the engine running mean no supply: push it firmly into the socket, try it without an extension cable, and check the fuse of the diagnostic socket.',
          see: [{label: 'Does the Mini have power?', to: `${miniData}#power`}],
        },
      ],
    },
    {
      id: 'supply',
      title: 'Does supply reach the device?',
      why: 'A dark power LED means OFF: the SPM itself has no power, so neither the button nor the engine can wake it.',
      check: {
        place: 'measure',
        action:
          'Check that the plug sits fully home, then measure the OBD-II socket with a multimeter: pin 16 (permanent battery supply) against pin 4.',
        expected: 'The battery voltage, about the same as across the battery terminals.',
      },
      branches: [
        {
          when: 'No voltage on pin 16',
          fix: 'Pin 16 is fused in the vehicle. Find and replace the fuse of the diagnostic socket; it often feeds other accessories too.',
          see: [{label: 'Power LED is dark', to: `${ledButton}#power-led-is-dark`}],
        },
        {
          when: 'The voltage is there and the LED stays dark',
          fix: 'Reseat the plug, or try the device without the extension or DB9 cable. If it still stays dark, contact Veltro support with the unit ID.',
          see: [{label: 'Power LED is dark', to: `${ledButton}#power-led-is-dark`}],
        },
      ],
    },
    {
      id: 'button',
      title: 'Does a click of the button boot it?',
      why: 'In hibernation the SPM keeps no wake-up timer and the accelerometer is in standby: only a voltage change such as an engine start, an SMS or call to an EC25 unit (unless the modem was switched off), the button or the IP67 casing’s ignition-sense input wake it. A click tells you whether the device itself is fine.',
      check: {
        place: 'look',
        action: 'Press the button once, briefly (a press of more than 3 s enters setup instead).',
        expected: 'The power LED fades in to full brightness and the status LED starts blinking: the device boots.',
      },
      branches: [
        {when: 'It boots', next: 'why-down'},
        {
          when: 'Nothing changes',
          fix: 'Unplug the device for 10 seconds and plug it in again. If it still does not boot, contact Veltro support with the unit ID and the LED pattern.',
          see: [{label: 'Device does not answer', to: `${ledButton}#forced-restart`}],
        },
      ],
    },
    {
      id: 'why-down',
      title: 'Why did it go down?',
      why: 'The SPM remembers what put the device down last. The cut-out is not a Core event: Core reports it only at the next start, as `system/power/recover` with `trigger: volt_level`.',
      check: {
        place: 'cloud-terminal',
        action: 'Once the device is online, read the power status (shortened here to the states and triggers).',
        command: 'power.status',
        expected:
          '{"spm": {"current_state": "on", "last_state": {"up": "on", "down": "hibernating"}, "last_trigger": {"up": "button", "down": "volt_level"}}}',
        expectedIsOutput: true,
      },
      branches: [
        {
          when: '`last_trigger.down` is `volt_level`',
          fix: `The safety cut-out hibernated the device: the supply stayed at or below ${cutOut} V for ${cutOutSeconds} s. A hibernating device wakes on the voltage change of an engine start, but not on its timer. Charge and test the battery, and follow [Battery drain](/troubleshooting/battery-drain/) to find what emptied it. On a 24 V vehicle, check that the cut-out is ${cutOut24} V. If the battery is healthy and this is a 12 V vehicle, the cut-out itself is probably set too high: check it under [Do the wake triggers fit the vehicle?](#wake-level).`,
          see: [{label: 'Voltage supervision', to: `${powerLow}#voltage-supervision`}],
        },
        {
          when: '`boot_timeout` or `heartbeat_timeout`',
          fix: 'The SPM stepped in because Veltro Core did not start or stopped answering. Look for `system/power/recover` events and the SPM manager’s log; reflash a device that keeps looping.',
          see: [{label: 'Troubleshooting by symptom', to: `${powerLow}#troubleshooting-by-symptom`}],
        },
        {
          when: '`rpi`: Core put it down itself (a sleep timer or `power.hibernate`)',
          next: 'wake-level',
        },
      ],
    },
    {
      id: 'wake-level',
      title: 'Do the wake triggers fit the vehicle?',
      why: 'The SPM wakes a sleeping or hibernating device when the supply jumps (engine start) or stays above the wake level (a charging alternator). The same answer shows the cut-out. Both must suit the vehicle’s voltage: 12 V values on a 24 V vehicle, or 24 V values on a 12 V vehicle, are wrong.',
      check: {
        place: 'cloud-terminal',
        action:
          'While the device is ON (after a click of the button or a timed wake-up), read the power status. Shortened here to the voltage triggers, with the 12 V defaults.',
        command: 'power.status',
        expected: voltTriggers(wakeLevel, cutOut),
        expectedIsOutput: true,
      },
      branches: [
        {
          when: `A 24 V vehicle with \`wake_level\` at ${wakeLevel}`,
          fix: `Apply the 24 V checklist: wake level ${wakeLevel24} V, cut-out ${cutOut24} V and the other values. A resting 24 V battery sits above ${wakeLevel} V, so with the 12 V value the device wakes again right after every sleep, stays ON for the fallback period and drains the battery, whether or not the engine starts.`,
          see: [{label: '24 V vehicles', to: `${powerPage}#24-v-vehicles`}],
        },
        {
          when: `A 12 V vehicle with 24 V values: \`hibernate_level\` at ${cutOut24} or \`wake_level\` at ${wakeLevel24}`,
          fix: `The 24 V checklist was applied to a 12 V vehicle. A 12 V supply never reaches ${cutOut24} V, so the cut-out hibernates the device ${cutOutSeconds} s after every start, even while driving; and a ${wakeLevel24} V wake level leaves only the voltage jump of the start to wake it. Set ${settingName('Power › Safety Cut-Out', power, 'power.safety_cut_out.voltage')} back to \`${defaultOf(power, 'power.safety_cut_out.voltage')}\` and clear ${settingName('Power › Wake Trigger', power, 'power.wake_trigger.voltage_level')}.`,
          see: [
            {label: 'Safety Cut-Out › Voltage', to: settingTo(power, 'power.safety_cut_out.voltage')},
            {label: 'Wake Trigger › Voltage Level', to: settingTo(power, 'power.wake_trigger.voltage_level')},
          ],
        },
        {
          when: `\`wake_change\` asks for more than ${wakeChange} V`,
          fix: `A larger step can leave the device asleep after an engine start. Set ${settingName('Power › Wake Trigger', power, 'power.wake_trigger.voltage_change')} back to \`${defaultOf(power, 'power.wake_trigger.voltage_change')}\`.`,
          see: [{label: 'Wake Trigger › Voltage Change', to: settingTo(power, 'power.wake_trigger.voltage_change')}],
        },
        {when: 'The defaults, on a 12 V vehicle', next: 'charging'},
      ],
    },
    {
      id: 'charging',
      title: 'Does the supply rise when the engine runs?',
      why: 'Both voltage wake triggers need the alternator: a jump at the start and a level above the wake level while it charges. An EV has no alternator; its DC-DC converter may not lift the 12 V supply the same way.',
      check: {
        place: 'device-shell',
        action:
          'Read the voltage as the SPM sees it, once with the engine off and once with it running. The answer holds the current `value` and the `min` and `max` since the last reset.',
        command: 'veltro spm.query volt_readout',
        expected: `With the engine running, \`value\` above the wake level (${wakeLevel} V on a 12 V vehicle, ${wakeLevel24} V on 24 V) and at least ${wakeChange} V above the engine-off reading.`,
      },
      branches: [
        {
          when: 'An electric vehicle: the supply barely moves',
          fix: 'In an EV a DC-DC converter, not an alternator, charges the 12 V battery, and it may not lift the supply at every start. A sleeping device still wakes on its timer; set up one of the power-cycle methods for EVs, and on a Mini set **Ignition Settings** to `Accelerometer`.',
          see: [
            {label: 'Why an EV is different', to: `${evPage}#why-an-ev-is-different`},
            {label: 'Power cycles in electric vehicles', to: evCycles},
            {label: 'Mini › Ignition Settings', to: settingTo(mini, 'mini.system.ignition_settings')},
          ],
        },
        {
          when: 'A combustion vehicle, and the running value stays under the wake level',
          fix: 'The alternator charges weakly, or the device is wired to a switched supply. Have the charging system checked, and wire the device to the permanent supply.',
          see: [{label: 'Troubleshooting by symptom', to: `${powerLow}#troubleshooting-by-symptom`}],
        },
        {
          when: 'The supply rises as expected and the device still sleeps through the start',
          fix: 'Send Veltro support the full `veltro power.status` answer, the two readings and the unit ID.',
        },
      ],
    },
  ],
};

const tripsWrong: TroubleshootingPath = {
  id: 'trips-wrong',
  route: '/troubleshooting/trips-wrong/',
  symptoms: [
    'My trip never ends when the car is parked',
    'One drive is split into two trips, or two drives are merged into one',
    'A drive is missing from the trip list',
    'Trips on an electric vehicle never appear',
    'Ignition on and off is not detected',
  ],
  devices: ['cm4', 'pro', 'mini'],
  steps: [
    {
      id: 'symptom',
      title: 'What is wrong with the trips?',
      why: 'The Cloud builds trips from the events a device sends; which events to look at depends on the symptom and on the model.',
      check: {
        place: 'cloud',
        action: 'Open **Fleet Management › Trips**, pick the vehicle and find the drive in question.',
        expected: 'One trip per drive, starting at the engine start and ending at the engine stop.',
      },
      branches: [
        {when: 'The vehicle has a Veltro Mini', next: 'mini'},
        {when: 'A drive is missing', next: 'start-events'},
        {when: 'A trip never ends, or lasts until long after parking', next: 'end-events'},
        {when: 'One drive is split in two, or two drives are merged', next: 'split'},
        {
          when: 'The trip exists but has no route, or starts far from where the vehicle was',
          fix: 'The device had no GNSS (GPS) fix during the drive. Follow [No GNSS fix](/troubleshooting/no-gnss-fix/).',
        },
      ],
    },
    {
      id: 'start-events',
      title: 'Did the device send the start event?',
      why: `On a TMU CM4 or CAN-FD Pro with the default settings, the OBD service reads the engine speed (RPM) and raises \`vehicle/engine/running\` when it rises above 0; that event opens the trip.`,
      check: {
        place: 'cloud',
        action:
          'Under **Device Management › Events**, filter on `vehicle/engine/*` over the time of the missing drive.',
        expected: '`vehicle/engine/running` at the start of the drive and `vehicle/engine/stopped` at its end.',
      },
      branches: [
        {when: 'No events of any kind during the drive', next: 'power-events'},
        {
          when: 'Other events, but no engine events (an EV, or a vehicle behind a diagnostic gateway)',
          fix: 'The device cannot read engine RPM. Set other start and end tags in the Trip settings: `vehicle/motor/running` and `vehicle/motor/stopped` where you add a motor-event logger, or the GNSS-only tags `vehicle/position/moving` and `vehicle/position/standstill`.',
          see: [
            {label: 'Electric and gateway-blocked vehicles', to: `${tripsPage}#electric-and-gateway-blocked-vehicles`},
            {label: 'Motor events', to: `${evPage}#motor-events`},
            {label: 'Vehicles with a diagnostic gateway', to: '/cloud/obd-ii/#gateway-blocked-vehicles'},
          ],
        },
        {when: 'The engine events are there, but no trip', next: 'trip-settings'},
      ],
    },
    {
      id: 'power-events',
      title: 'Was the device awake during the drive?',
      why: 'No events at all means the device was asleep, hibernating, without supply, or offline and still holding its data.',
      check: {
        place: 'cloud',
        action:
          'Filter the events on `system/power/*` around the drive, and read **Last communication** on the device’s dashboard.',
        expected: 'A `system/power/on` at the engine start, and a recent **Last communication** time.',
      },
      branches: [
        {
          when: 'A `system/power/hibernate` before the drive, or no `system/power/on` at the start',
          fix: 'The device did not wake for the drive. Follow [The device won’t wake](/troubleshooting/device-wont-wake/).',
        },
        {
          when: 'The Last communication time is older than the drive',
          fix: 'The device has not uploaded yet; it keeps its data and sends it once it reconnects, and the trip appears then. If it stays offline, follow [No 4G (LTE) connection](/troubleshooting/no-4g/).',
        },
      ],
    },
    {
      id: 'end-events',
      title: 'Did the device send the end event?',
      why: `A trip ends on \`vehicle/engine/stopped\` (or \`vehicle/engine/not_running\`). When no end event arrives, the Cloud closes the trip only when it reaches **Active Trip Max Age**, ${maxAge} s by default.`,
      check: {
        place: 'cloud',
        action:
          'Under **Device Management › Events**, filter on `vehicle/engine/*` and `system/power/*` from the end of the drive on.',
        expected: `\`vehicle/engine/stopped\` when the vehicle was parked, then \`system/power/sleep\` about ${engineStoppedMinutes} minutes later.`,
      },
      branches: [
        {
          when: 'No `vehicle/engine/stopped`, and the device stayed ON',
          fix: '`vehicle/engine/stopped` comes when an RPM reading after the start is 0 or fails; here the readings did neither after the ignition was off (the vehicle kept reporting an engine speed, or the RPM logger stopped reading), and the device then also drains the battery. Check the RPM logger with the `rpm_engine_event` trigger, or end trips on other tags.',
          see: [
            {
              label: 'The engine events do not match reality',
              to: '/core/services/core-services-obd-manager/#the-engine-events-do-not-match-reality',
            },
            {label: 'Battery drain', to: '/troubleshooting/battery-drain/'},
          ],
        },
        {
          when: 'No end event, and the events stop mid-drive or at parking (power lost, no coverage)',
          fix: `Expected: the Cloud closes the trip at **Active Trip Max Age** (${maxAge} s). If the device lost power, check its supply; if it lost coverage, the data follows when it reconnects.`,
          see: [{label: 'Active Trip Max Age', to: settingTo(trip, 'trip.active_trip_max_age')}],
        },
        {
          when: 'Trips end on `vehicle/position/standstill` (GNSS-only) and a parked vehicle reports `moving`',
          fix: 'GNSS drift can report a short `moving` phase for a parked vehicle, and with position tags that keeps or opens a trip. Where the device can raise motor events (a motor-event logger), start and end trips on `vehicle/motor/running` and `vehicle/motor/stopped` instead.',
          see: [
            {
              label: 'Keep noise from refreshing the fallback',
              to: `${sleepTimers}#keep-noise-from-refreshing-the-fallback`,
            },
            {label: 'Motor events', to: `${evPage}#motor-events`},
          ],
        },
        {when: 'The end event is there, and the trip stayed open', next: 'trip-settings'},
      ],
    },
    {
      id: 'split',
      title: 'Where does the trip break or join?',
      why: `The Cloud reopens a closed trip when the next start event comes within **Reopen Limit** (${reopenLimit} s by default), and opens a new one after that.`,
      check: {
        place: 'cloud',
        action:
          'Under **Device Management › Events**, look at the gap in the middle of the drive: filter on `vehicle/engine/*`, `vehicle/communication/*` and `system/power/*`.',
        expected: `One \`vehicle/engine/running\` and one \`vehicle/engine/stopped\` per drive; stops shorter than ${reopenLimit} s join into one trip.`,
      },
      branches: [
        {
          when: `Two drives merged: the engine restarted within ${reopenLimit} s`,
          fix: 'Expected for short stops such as fuelling. Lower **Reopen Limit** if you need them apart.',
          see: [{label: 'Reopen Limit', to: settingTo(trip, 'trip.reopen_limit')}],
        },
        {
          when: `One drive split: a stop longer than ${reopenLimit} s`,
          fix: 'Expected. Raise **Reopen Limit** if such stops should not end a trip.',
          see: [{label: 'Rules the Cloud applies', to: `${tripsPage}#rules-the-cloud-applies`}],
        },
        {
          when: '`vehicle/engine/stopped` with a `reason` while driving, next to `vehicle/communication/disconnected`',
          fix: 'The RPM requests went unanswered for a while, which reads as an engine stop. Follow [No OBD answer](/troubleshooting/no-obd-answer/) to find why the connection drops.',
        },
        {
          when: '`system/power/reboot` or `system/power/recover` during the drive',
          fix: 'The device restarted mid-drive. A `recover` with `heartbeat_timeout` means Core stopped answering; check the supply and the SPM limits.',
          see: [{label: 'Troubleshooting by symptom', to: `${powerLow}#troubleshooting-by-symptom`}],
        },
      ],
    },
    {
      id: 'trip-settings',
      title: 'Do the Trip settings wait for the events the device sends?',
      why: 'The Cloud opens and closes trips only on the tags in the device’s Trip settings; the same settings can switch trip building off.',
      check: {
        place: 'cloud',
        action:
          'Open **Device Management › Advanced Settings**, select the device and open **Trip**. Compare the start and end tags with the events you saw.',
        expected: `**Primary Event › Start Tags** \`${defaultOf(trip, 'trip.primary_event.start_tags')}\`, **End Tags** \`${defaultOf(trip, 'trip.primary_event.end_tags')}\`, **Secondary Event › End Tags** \`${defaultOf(trip, 'trip.secondary_event.end_tags')}\`, and **Trip Logic Version** \`${defaultOf(trip, 'trip.trip_logic_version')}\`.`,
      },
      branches: [
        {
          when: 'The tags differ from the events the device sends',
          fix: 'Set the start and end tags to the events the vehicle really sends: the engine events by default, the motor or position events on EVs and gateway-blocked vehicles.',
          see: [{label: 'Primary Event › Start Tags', to: settingTo(trip, 'trip.primary_event.start_tags')}],
        },
        {
          when: 'Trip Logic Version switches trip building off',
          fix: `Set it back to \`${defaultOf(trip, 'trip.trip_logic_version')}\`.`,
          see: [{label: 'Trip Logic Version', to: settingTo(trip, 'trip.trip_logic_version')}],
        },
      ],
    },
    {
      id: 'mini',
      title: 'Does the Mini notice the ignition?',
      why: 'The Mini runs no Veltro Core: it reports its own trip events, `trip/start` and `trip/stop`, and decides when the ignition is on from its **Ignition Settings**.',
      check: {
        place: 'cloud',
        action:
          'Under **Device Management › Events**, with the Mini selected, look for `trip/start` and `trip/stop` around the drive. Then read **System › Ignition Settings** and **Tracking › Source** in its advanced settings.',
        expected: `A \`trip/start\` and a \`trip/stop\` per drive; **Ignition Settings** \`${defaultOf(mini, 'mini.system.ignition_settings')}\` on a combustion vehicle.`,
      },
      branches: [
        {
          when: 'No trip events on an electric vehicle',
          fix: 'An EV has no charging alternator and no engine RPM. Set **Ignition Settings** to `Accelerometer`, and **Tracking › Source** to `Trip start/stop`. The change applies from the Mini’s next connection, to new data only.',
          see: [
            {label: 'Mini › Ignition Settings', to: settingTo(mini, 'mini.system.ignition_settings')},
            {label: 'Mini › Tracking › Source', to: settingTo(mini, 'mini.tracking.source')},
          ],
        },
        {
          when: 'No trip events on a combustion vehicle',
          fix: `Set **Ignition Settings** back to \`${defaultOf(mini, 'mini.system.ignition_settings')}\`, then check that the Mini has power and network during the drive.`,
          see: [{label: 'Are trips recorded?', to: `${miniData}#trips`}],
        },
        {
          when: 'Trip events come, but the trips look wrong',
          fix: 'With **Tracking › Source** at `obd.rpm`, use is counted from engine RPM, which EVs do not report: use `Trip start/stop`.',
          see: [{label: 'Mini › Tracking › Source', to: settingTo(mini, 'mini.tracking.source')}],
        },
      ],
    },
  ],
};

export const powerAndNetworkPaths: readonly TroubleshootingPath[] = [noFourG, batteryDrain, deviceWontWake, tripsWrong];
