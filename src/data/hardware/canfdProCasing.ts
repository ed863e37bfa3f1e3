/** Veltro CAN-FD Pro + IP67 casing: the CAN-FD Pro in a sealed aluminium case, wired through screw terminals. */
import {canfdPro, proLedStates} from './canfdPro';
import {currentSpecs, ignitionSenseTrigger, peakAmps, safetyCutOutSpec} from './power';
import {longPressSeconds, spmButtonStates} from './spmIndicators';
import {canHigh, canLow} from './pins';
import type {DeviceFamily, IndicatorState, Pin, Supply} from './types';

const supply: Supply = {...canfdPro.supply, input: 'on screw terminal 1'};

/** Fuse in the terminal 1 wire, A. */
export const supplyFuseAmps = 3;
/** The running peak drawn at the lowest supply of a cranking 12 V vehicle (same power, lower voltage), A. */
const peakAmpsAt9V = Math.round(((peakAmps(canfdPro.supplyCurrent) * 12) / 9) * 10) / 10;

/** The button sits inside the sealed lid, so each row says how to get the same effect without opening it. */
const casingButtonStates: IndicatorState[] = spmButtonStates('Button (inside the lid)').map((state) => {
  if (state.pattern.startsWith('Short press') && state.meaning.startsWith('Wakes')) {
    return {
      ...state,
      action:
        'Needs the lid open; switching the ignition on (terminal 2) or starting the engine wakes it without opening the case',
    };
  }
  if (state.pattern === `Hold for more than ${longPressSeconds} s`) {
    return {
      ...state,
      action: 'Needs the lid open; prefer removing the supply on terminal 1 for 10 s, so the lid stays sealed',
    };
  }
  return state;
});

/** A bus's three terminals; `obdHigh` and `obdLow` are the same bus's pins on the CAN-FD Pro cable. */
const canPins = (first: number, bus: 1 | 2, obdHigh: number, obdLow: number): Pin[] => [
  canHigh(first, `CAN-FD ${bus} high`, `Same bus as OBD-II pin ${obdHigh} on the CAN-FD Pro cable.`),
  canLow(first + 1, `CAN-FD ${bus} low`, `Same bus as OBD-II pin ${obdLow} on the CAN-FD Pro cable.`),
  {
    pin: first + 2,
    signal: `CAN ${bus} ground`,
    direction: 'ground',
    level: '0 V',
    maxVolts: 0,
    notes: 'Reference for the bus; connect it where the harness has a CAN ground wire.',
  },
];

export const canfdProCasing = {
  key: 'veltro_canfd_pro_casing',
  name: 'Veltro CAN-FD Pro + IP67 casing',
  variantOf: canfdPro.model,
  runsCore: canfdPro.runsCore,
  modems: canfdPro.modems,
  supplyCurrent: canfdPro.supplyCurrent,
  flashingPort: 'the micro-USB service port of the CAN-FD Pro, inside the IP67 case',
  supply,
  specs: {
    Compute: canfdPro.specs.Compute,
    Connectivity: canfdPro.specs.Connectivity,
    'Vehicle interfaces': [
      {
        name: 'CAN',
        value: '2× CAN-FD up to 5 Mbit/s data phase, classic CAN 2.0 up to 1 Mbit/s (screw terminals 4/5 and 7/8)',
      },
      {
        name: 'Bus termination',
        value:
          'About 120 Ω per channel, switched from Veltro Cloud (Enable Termination): off on a vehicle bus, on only where the device ends a bus',
      },
      {name: 'Diagnostics over IP', value: 'DoIP through the DoIP HAT'},
      {name: 'Wired', value: '2× USB 2.0, Gigabit Ethernet and mini HDMI inside the case, for service only'},
      {name: 'Expansion', value: '40-pin HAT header inside the case'},
    ],
    Power: [
      {
        name: 'Ignition sense',
        value: `Optional switched input on screw terminal 2, on above 7 V; wakes a sleeping or hibernating device, reported as the wake trigger ${ignitionSenseTrigger}`,
      },
      {
        name: 'Supply fuse',
        value: `${supplyFuseAmps} A fuse in the terminal 1 wire, close to the battery: above the ${peakAmps(canfdPro.supplyCurrent)} A running peak at 12 V and the ${peakAmpsAt9V} A the same load draws when cranking pulls the supply down to 9 V, so it blows only on a fault`,
      },
      ...currentSpecs(canfdPro.supplyCurrent),
      safetyCutOutSpec(true),
    ],
    Environment: [
      {name: 'Operating temperature', value: '−20 to 70 °C'},
      {
        name: 'Ingress protection',
        value: 'IP67 (dust-tight, immersion to 1 m for 30 min) with the lid, glands and antenna sockets closed',
      },
      {
        name: 'Mounting',
        value: 'Outside the cabin: engine bays away from the exhaust, chassis rails, machinery and wet areas',
      },
    ],
    Physical: [
      {name: 'Enclosure', value: 'Sealed cast aluminium with a gasketed lid held by six M4 screws'},
      {
        name: 'Vehicle connector',
        value: '10-way screw-terminal block for 0.5–2.5 mm² wire, entered through two M16 cable glands',
      },
      {
        name: 'Antennas',
        value: 'External 4-in-1 kit: 2× LTE, 1× GNSS, 1× Wi-Fi on bulkhead SMA/RP-SMA sockets with O-rings, 3 m cables',
      },
    ],
  },
  connectors: [
    {
      id: 'terminals',
      name: 'Screw-terminal block',
      kind: 'terminal',
      view: 'Looking down on the terminal block with the lid removed, terminal 1 at the left',
      pins: [
        {
          pin: 1,
          signal: 'Battery +',
          direction: 'power',
          level: '12 V or 24 V vehicle supply',
          maxVolts: supply.max,
          notes: `Permanent (unswitched) battery supply; fuse it at ${supplyFuseAmps} A close to the battery.`,
        },
        {
          pin: 2,
          signal: 'Ignition sense',
          direction: 'input',
          level: 'On above 7 V, off below 3 V',
          maxVolts: supply.max,
          notes: `Optional; wire to a circuit that is live only with the ignition on. Switching the ignition on wakes a sleeping or hibernating device (wake trigger ${ignitionSenseTrigger}).`,
        },
        {
          pin: 3,
          signal: 'Supply ground',
          direction: 'ground',
          level: '0 V',
          maxVolts: 0,
          notes: 'To battery negative or a clean chassis ground point.',
        },
        ...canPins(4, 1, 6, 14),
        ...canPins(7, 2, 3, 11),
        {
          pin: 10,
          signal: 'Not connected',
          direction: 'not connected',
          level: '—',
          maxVolts: 0,
          notes: 'Reserved; leave empty.',
        },
      ],
    },
    canfdPro.connectors.find((connector) => connector.id === 'hat')!,
  ],
  indicators: [...proLedStates, ...casingButtonStates],
  dimensions: {
    length: 180,
    width: 120,
    height: 60,
    weightGrams: 1150,
    holes: [
      {x: 8, y: 8, diameter: 5.5, fastener: 'M5 screw'},
      {x: 172, y: 8, diameter: 5.5, fastener: 'M5 screw'},
      {x: 8, y: 112, diameter: 5.5, fastener: 'M5 screw'},
      {x: 172, y: 112, diameter: 5.5, fastener: 'M5 screw'},
    ],
  },
} as const satisfies DeviceFamily;
