/**
 * The parked-battery calculator (issue 24): how many days a parked vehicle's battery lasts until the device's safety
 * cut-out, from the device's supply current (through the device registry), the timers and cut-out of
 * `src/data/core/facts.ts` and the reader's own battery and settings. The arithmetic is `parkedBattery` in
 * `src/data/core/parkedBattery.ts`, the same code the battery-drain path's budget uses. The inputs live in the query
 * string (`usePermalink`), so a link opens the same calculation. Only the pages that import it in their MDX load it.
 */
import {useId, useState, type ChangeEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {CopyLinkButton, toolStyles, useDebounced, usePermalink} from '@site/src/components/ToolState';
import {
  bootSeconds,
  calculatorChoices,
  calculatorDefaults,
  calculatorSettings,
  parkedBattery,
  restingVoltageTable,
  settingsByPart,
  shutdownDelaySeconds,
  timedWakePeriodSeconds,
  type BatteryInputs,
  type CalculatorSetting,
  type DrainPart,
} from '@site/src/data/core/parkedBattery';
import {checklist24V, powerDefaults} from '@site/src/data/core/facts';
import {coreModelSupply, type CoreModel} from '@site/src/data/hardware/supplyCurrent';
import {wholeNumber} from '@site/src/utils/numbers';
import styles from './styles.module.css';

/** The models with a supply current: the ones that run Veltro Core and have sleep settings. */
type Model = CoreModel;
const modelKeys = Object.keys(coreModelSupply) as Model[];
const modelName = (model: Model): string => coreModelSupply[model].name;
const supplyCurrent = (model: Model) => coreModelSupply[model].current;

type NumberField =
  | 'capacityAh'
  | 'stateOfChargePercent'
  | 'vehicleQuiescentMa'
  | 'motionWakesPerDay'
  | 'sleepIntervalHours'
  | 'awakeMinutesPerWake'
  | 'fallbackHours'
  | 'tripsPerDay';

type Fields = Record<NumberField, string> & {model: Model; volts: '12' | '24'; motion: boolean};

/** Each number field: its query key, label, unit, allowed range and hint. */
const numberFields: Readonly<
  Record<
    NumberField,
    {
      query: string;
      label: string;
      unit: string;
      min: number;
      max: number;
      whole?: boolean;
      /** Whether 0 itself is allowed (else the value must be above `min`). */
      aboveMin?: boolean;
    }
  >
> = {
  capacityAh: {query: 'ah', label: 'Battery capacity', unit: 'Ah', min: 0, max: 2000, aboveMin: true},
  stateOfChargePercent: {query: 'soc', label: 'State of charge when parked', unit: '%', min: 0, max: 100},
  vehicleQuiescentMa: {query: 'car', label: 'Vehicle’s own parked drain', unit: 'mA', min: 0, max: 5000},
  motionWakesPerDay: {query: 'mwakes', label: 'Wake-ups by motion a day', unit: '', min: 0, max: 100},
  sleepIntervalHours: {
    query: 'sleep',
    label: 'Sleep interval',
    unit: 'h',
    min: 0,
    max: powerDefaults.maxSleepIntervalSeconds / 3600,
    aboveMin: true,
  },
  awakeMinutesPerWake: {query: 'awake', label: 'Time ON per timed wake-up', unit: 'min', min: 0, max: 1440},
  fallbackHours: {query: 'fallback', label: 'Inactivity fallback timer', unit: 'h', min: 0, max: 24},
  tripsPerDay: {query: 'trips', label: 'Trips a day', unit: '', min: 0, max: 50, whole: true},
};

const numberKeys = Object.keys(numberFields) as NumberField[];

const defaults: Fields = {
  model: modelKeys[0]!,
  volts: String(calculatorDefaults.systemVolts) as '12' | '24',
  motion: calculatorDefaults.wakeOnMotion,
  ...(Object.fromEntries(numberKeys.map((key) => [key, String(calculatorDefaults[key])])) as Record<
    NumberField,
    string
  >),
};

const decimal = /^\s*(?:\d+[.,]?\d*|[.,]\d+)\s*$/;
const toNumber = (text: string) => Number(text.trim().replace(',', '.'));

/** A field's error, or nothing when its text is a number in range. */
function fieldError(key: NumberField, text: string): string | undefined {
  const field = numberFields[key];
  const range = `${field.aboveMin ? 'above' : 'from'} ${field.min} ${field.aboveMin ? 'and up to' : 'to'} ${field.max}`;
  if (!decimal.test(text)) return `Enter a number ${range}.`;
  const value = toNumber(text);
  if (field.whole && !Number.isInteger(value)) return `Enter a whole number ${range}.`;
  if (value > field.max || value < field.min || (field.aboveMin && value === field.min))
    return `Enter a number ${range}.`;
  return undefined;
}

/** The fields as the model's inputs, or the errors by field. */
function check(fields: Fields): {inputs?: BatteryInputs; errors: Partial<Record<NumberField, string>>} {
  const errors: Partial<Record<NumberField, string>> = {};
  for (const key of numberKeys) {
    if (key === 'motionWakesPerDay' && !fields.motion) continue;
    const error = fieldError(key, fields[key]);
    if (error) errors[key] = error;
  }
  if (Object.keys(errors).length) return {errors};
  const value = (key: NumberField) =>
    key === 'motionWakesPerDay' && !fields.motion ? calculatorDefaults[key] : toNumber(fields[key]);
  return {
    errors,
    inputs: {
      ...(Object.fromEntries(numberKeys.map((key) => [key, value(key)])) as Record<NumberField, number>),
      systemVolts: fields.volts === '24' ? 24 : 12,
      wakeOnMotion: fields.motion,
    },
  };
}

const partNames: Readonly<Record<DrainPart, string>> = {
  timed: 'Timed wake-ups',
  trips: 'ON after each trip',
  motion: 'Wake-ups by motion',
  asleep: 'Device asleep',
  vehicle: 'The vehicle itself',
};

const mah = (value: number) => `${wholeNumber(value)} mAh`;
const ah = (valueMah: number) => `${(valueMah / 1000).toFixed(1)} Ah`;
const days = (value: number) =>
  value === Infinity ? 'no limit' : `${value < 100 ? value.toFixed(1) : wholeNumber(value)} days`;

function SettingLink({setting}: {readonly setting: CalculatorSetting}): ReactNode {
  const {route, key, path} = calculatorSettings[setting];
  return <Link to={`${route}#${key.replaceAll('.', '-')}`}>{path}</Link>;
}

function Assumptions({inputs, model}: {readonly inputs: BatteryInputs; readonly model: Model}): ReactNode {
  const current = supplyCurrent(model);
  const {rows} = restingVoltageTable;
  const result = parkedBattery(current, inputs);
  return (
    <>
      <p className={styles.subhead}>Assumptions</p>
      <ul className={styles.assumptions}>
        <li>
          {modelName(model)}: {current.runningTypicalMa} mA while ON (typical), {current.sleepMa} mA asleep,{' '}
          {current.hibernateMa} mA hibernating, all at 12 V.
          {inputs.systemVolts === 24 && ' No source gives the current at 24 V, so the 12 V figures are used.'}
        </li>
        <li>
          The safety cut-out acts at {result.cutOutVolts.toFixed(2)} V held for {powerDefaults.cutOutSeconds} s, about{' '}
          {Math.round(result.cutOutPercent)} % state of charge on a lead-acid battery at rest (between{' '}
          {rows[2].volts.toFixed(2)} V = {rows[2].percent} % and {rows[3].volts.toFixed(2)} V = {rows[3].percent} %
          {inputs.systemVolts === 24 && ' for each of the two 12 V batteries'}; source: {restingVoltageTable.source}).
          The battery’s voltage under the parked load is taken as its resting voltage.
        </li>
        {inputs.systemVolts === 24 && (
          <li>
            The 24 V checklist is applied: the cut-out at {result.cutOutVolts} V (
            <SettingLink setting="cutOutVoltage" />) and the wake level at {checklist24V.wakeLevelVolts} V (
            <SettingLink setting="wakeLevel" />
            ). With the 12 V defaults the cut-out never acts on a 24 V battery, and a resting 24 V battery sits above
            the {checklist24V.defaultWakeLevelVolts} V wake level, so the device wakes again right after it sleeps: the
            result does not hold until both are set. Two 12 V batteries in series have the capacity of one: enter that.
          </li>
        )}
        <li>
          Each timed wake-up keeps the device ON for the time you enter: by default {bootSeconds} s to boot (the time
          Veltro Core allows for it), the {timedWakePeriodSeconds / 60}-minute Inactivity After Sleep period and the{' '}
          {shutdownDelaySeconds} s shutdown delay.
        </li>
        <li>
          Each trip keeps the device ON for the {powerDefaults.engineStoppedTimerSeconds / 60}-minute Event Driven
          period plus the {shutdownDelaySeconds} s delay after the engine stops. The drive itself, and the charge the
          alternator puts back, are not counted.
        </li>
        {inputs.wakeOnMotion && (
          <li>
            Each wake-up by motion keeps the device ON for {bootSeconds} s to boot, the inactivity fallback timer and
            the {shutdownDelaySeconds} s delay; the rest of the day is counted in sleep intervals. The number of
            wake-ups by motion ({inputs.motionWakesPerDay} a day) is{' '}
            {inputs.motionWakesPerDay === calculatorDefaults.motionWakesPerDay
              ? calculatorChoices.motionWakesPerDay
              : 'your value'}
            .
          </li>
        )}
        <li>
          Wake-ups by SMS or call, by a voltage change or by the button are not counted: each keeps the device ON until
          the inactivity fallback timer runs out. Nor are the periods of a Suppress schedule, which keep the device ON
          for their whole length.
        </li>
        <li>
          The vehicle’s own drain ({inputs.vehicleQuiescentMa} mA) is{' '}
          {inputs.vehicleQuiescentMa === calculatorDefaults.vehicleQuiescentMa
            ? calculatorChoices.vehicleQuiescentMa
            : 'your value'}
          . The battery capacity ({inputs.capacityAh} Ah) is{' '}
          {inputs.capacityAh === calculatorDefaults.capacityAh ? calculatorChoices.capacityAh : 'your value'}, used as
          rated. The state of charge ({inputs.stateOfChargePercent} %) is{' '}
          {inputs.stateOfChargePercent === calculatorDefaults.stateOfChargePercent
            ? calculatorChoices.stateOfChargePercent
            : 'your value'}
          .
        </li>
      </ul>
    </>
  );
}

/** The one sentence the live region announces. */
function Headline({inputs, model}: {readonly inputs: BatteryInputs; readonly model: Model}): ReactNode {
  const result = parkedBattery(supplyCurrent(model), inputs);
  return result.usableMah === 0 ? (
    <p className={toolStyles.big}>
      At {inputs.stateOfChargePercent} % the battery is already at or below the cut-out (about{' '}
      {Math.round(result.cutOutPercent)} %): charge it before parking.
    </p>
  ) : (
    <p className={toolStyles.big}>
      About <strong>{days(result.days)}</strong> until the safety cut-out hibernates the device.
    </p>
  );
}

function Result({inputs, model}: {readonly inputs: BatteryInputs; readonly model: Model}): ReactNode {
  const result = parkedBattery(supplyCurrent(model), inputs);
  const parts = (Object.keys(result.parts) as DrainPart[])
    .filter((part) => result.parts[part] > 0)
    .sort((a, b) => result.parts[b] - result.parts[a]);
  const share = (value: number) => Math.round((value / result.totalMahPerDay) * 100);
  return (
    <>
      <dl className={clsx(toolStyles.facts, styles.facts)}>
        <div>
          <dt>Charge until the cut-out</dt>
          <dd>
            {ah(result.usableMah)}: from {inputs.stateOfChargePercent} % down to about{' '}
            {Math.round(result.cutOutPercent)} % ({result.cutOutVolts.toFixed(2)} V) of {inputs.capacityAh} Ah
          </dd>
        </div>
        <div>
          <dt>Used a day</dt>
          <dd>
            {mah(result.totalMahPerDay)}: the device {mah(result.deviceMahPerDay)}, the vehicle{' '}
            {mah(result.vehicleMahPerDay)}
          </dd>
        </div>
        <div>
          <dt>Without the device</dt>
          <dd>{result.usableMah === 0 ? days(0) : days(result.daysWithoutDevice)} on the vehicle’s own drain</dd>
        </div>
        <div>
          <dt>After the cut-out</dt>
          <dd>
            The device hibernates and draws {supplyCurrent(model).hibernateMa} mA ({mah(result.day.hibernatingMah)} a
            day); the vehicle’s own drain goes on. The device wakes again when the engine starts.
          </dd>
        </div>
      </dl>
      <p className={styles.subhead}>What uses the charge, largest first</p>
      <ol className={styles.parts}>
        {parts.map((part) => (
          <li key={part}>
            {partNames[part]}: {mah(result.parts[part])} a day ({share(result.parts[part])} %)
            {settingsByPart[part].length > 0 && (
              <>
                . Change it with{' '}
                {settingsByPart[part].map((setting, index) => (
                  <span key={setting}>
                    {index > 0 && (index === settingsByPart[part].length - 1 ? ' and ' : ', ')}
                    <SettingLink setting={setting} />
                  </span>
                ))}
              </>
            )}
            {part === 'timed' && ' (both intervals: a longer one means fewer wake-ups)'}
            {part === 'motion' && ' (it ships disabled)'}
            {part === 'vehicle' && ': have it measured if it is large'}
          </li>
        ))}
      </ol>
    </>
  );
}

export default function BatteryCalculator(): ReactNode {
  const id = useId();
  const [fields, setFields] = useState<Fields>(defaults);
  const settled = useDebounced(fields);

  // Only values that differ from the start go into the address, so an untouched calculator leaves the URL clean.
  const query: Record<string, string> = {
    model: settled.model === defaults.model ? '' : settled.model,
    v: settled.volts === defaults.volts ? '' : settled.volts,
    motion: settled.motion === defaults.motion ? '' : settled.motion ? 'on' : 'off',
  };
  for (const key of numberKeys) query[numberFields[key].query] = settled[key] === defaults[key] ? '' : settled[key];

  usePermalink(
    query,
    (params) =>
      setFields((current) => {
        const next = {...current};
        const model = params.get('model');
        if (model && (modelKeys as string[]).includes(model)) next.model = model as Model;
        const volts = params.get('v');
        if (volts === '12' || volts === '24') next.volts = volts;
        const motion = params.get('motion');
        if (motion === 'on' || motion === 'off') next.motion = motion === 'on';
        for (const key of numberKeys) {
          const value = params.get(numberFields[key].query);
          if (value !== null) next[key] = value;
        }
        return next;
      }),
    settled !== fields,
  );

  const {inputs, errors} = check(settled);
  const fieldId = (key: string) => `${id}-${key}`;
  const errorId = (key: string) => `${id}-${key}-error`;

  const setNumber =
    (key: NumberField) =>
    (event: ChangeEvent<HTMLInputElement>): void =>
      setFields((current) => ({...current, [key]: event.target.value}));

  const numberInput = (key: NumberField, hint?: ReactNode): ReactNode => {
    const field = numberFields[key];
    const hintId = hint ? `${id}-${key}-hint` : '';
    return (
      <div className={styles.field}>
        <label htmlFor={fieldId(key)}>
          {field.label}
          {field.unit && <span className={styles.unit}> ({field.unit})</span>}
        </label>
        <input
          id={fieldId(key)}
          type="text"
          inputMode={field.whole ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={fields[key]}
          onChange={setNumber(key)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={[errors[key] ? errorId(key) : '', hintId].filter(Boolean).join(' ') || undefined}
        />
        {hint && (
          <p id={hintId} className={toolStyles.hint}>
            {hint}
          </p>
        )}
        {errors[key] && (
          <p id={errorId(key)} className={toolStyles.error}>
            {errors[key]}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      className={clsx(toolStyles.tool, styles.calculator)}
      aria-label="Parked-battery calculator"
      onSubmit={(event) => event.preventDefault()}
    >
      <fieldset>
        <legend>Device and battery</legend>
        <div className={styles.grid}>
          <div className={styles.field}>
            <label htmlFor={fieldId('model')}>Device</label>
            <select
              id={fieldId('model')}
              value={fields.model}
              onChange={(event) => setFields((current) => ({...current, model: event.target.value as Model}))}
            >
              {modelKeys.map((model) => (
                <option key={model} value={model}>
                  {modelName(model)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className={styles.choices}>
            <legend>System voltage</legend>
            {(['12', '24'] as const).map((volts) => (
              <label key={volts}>
                <input
                  type="radio"
                  name={`${id}-volts`}
                  value={volts}
                  checked={fields.volts === volts}
                  onChange={() => setFields((current) => ({...current, volts}))}
                />{' '}
                {volts} V
              </label>
            ))}
          </fieldset>
          {numberInput('capacityAh', 'The Ah rating on the battery’s label.')}
          {numberInput(
            'stateOfChargePercent',
            <>
              100 % is a fully charged battery. At rest, a 12 V battery reads{' '}
              {restingVoltageTable.rows.map((row) => `${row.volts.toFixed(2)} V at ${row.percent} %`).join(', ')}.
            </>,
          )}
          {numberInput('vehicleQuiescentMa', 'What the parked vehicle draws once its control units sleep.')}
        </div>
      </fieldset>

      <fieldset>
        <legend>Device settings and use</legend>
        <div className={styles.grid}>
          {numberInput(
            'sleepIntervalHours',
            <>How long each sleep lasts ({powerDefaults.wakeIntervalSeconds / 3600} h by default).</>,
          )}
          {numberInput(
            'awakeMinutesPerWake',
            <>
              Boot, plus period and delay of Inactivity After Sleep ({calculatorDefaults.awakeMinutesPerWake} min by
              default).
            </>,
          )}
          {numberInput(
            'fallbackHours',
            <>
              How long a wake-up by motion keeps the device ON ({powerDefaults.fallbackTimerSeconds / 3600} h by
              default).
            </>,
          )}
          {numberInput('tripsPerDay', '0 for a vehicle that stays parked.')}
          <div className={clsx(styles.field, styles.check)}>
            <label>
              <input
                type="checkbox"
                checked={fields.motion}
                onChange={(event) => setFields((current) => ({...current, motion: event.target.checked}))}
              />{' '}
              Wake on motion on
            </label>
            <p className={toolStyles.hint}>
              Off by default (Mode <code>disabled</code>).
            </p>
          </div>
          {fields.motion && numberInput('motionWakesPerDay')}
        </div>
      </fieldset>

      <p className={styles.note}>
        The Veltro Mini runs no Veltro Core and has no sleep settings, so it is not in the list.
      </p>

      <div className={styles.actions}>
        <CopyLinkButton />
      </div>

      <div className={styles.result}>
        <div aria-live="polite">
          {inputs ? (
            <Headline inputs={inputs} model={settled.model} />
          ) : (
            <p>Correct the fields marked above to see the result.</p>
          )}
        </div>
        {inputs && <Result inputs={inputs} model={settled.model} />}
        {inputs && <Assumptions inputs={inputs} model={settled.model} />}
      </div>
    </form>
  );
}
