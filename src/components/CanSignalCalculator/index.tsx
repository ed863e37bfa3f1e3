/**
 * The CAN signal calculator of the Create CAN Signal Loggers page: a frame's bytes and a signal's DBC definition
 * in, the raw and physical value and a map of the bits the signal uses out. Everything runs in the browser
 * (src/utils/obd/canSignal.ts). Only that page imports it, so no other page loads its code.
 */
import {useId, useState, type ChangeEvent, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {
  bytePosition,
  decodeSignal,
  describeBit,
  describeLayout,
  formatSgLine,
  frameLengths,
  naturalRange,
  parseFrame,
  parseSgLine,
  signalBits,
  tidy,
  type ByteOrder,
  type CanSignal,
} from '@site/src/utils/obd/canSignal';
import {CopyLinkButton, toolStyles, useDebounced, usePermalink} from '@site/src/components/ToolState';
import styles from './styles.module.css';

type Fields = {
  frame: string;
  start: string;
  length: string;
  order: ByteOrder;
  sign: 'unsigned' | 'signed';
  factor: string;
  offset: string;
  unit: string;
  name: string;
};

/** The signal the page's worked example uses, so the tool shows a result before the reader types anything. */
const defaults: Fields = {
  frame: '00 00 00 40 1F 00 00 00',
  start: '24',
  length: '16',
  order: 'intel',
  sign: 'unsigned',
  factor: '0.125',
  offset: '0',
  unit: 'rpm',
  name: 'EngineSpeed',
};

const keys = Object.keys(defaults) as (keyof Fields)[];

const integer = /^\s*\d+\s*$/;
const decimal = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?\s*$/;

type FieldErrors = Partial<Record<'frame' | 'start' | 'length' | 'factor' | 'offset' | 'placement', string>>;

interface Checked {
  readonly errors: FieldErrors;
  readonly frame?: number[];
  readonly signal?: CanSignal;
}

/** Each field's own error, then whether the signal fits the frame. */
function check(fields: Fields): Checked {
  const errors: FieldErrors = {};
  const frame = parseFrame(fields.frame);
  if (frame.ok === false) errors.frame = frame.error;
  if (!integer.test(fields.start) || Number(fields.start) > 511) errors.start = 'A whole number from 0 to 511.';
  if (!integer.test(fields.length) || Number(fields.length) < 1 || Number(fields.length) > 64)
    errors.length = 'A whole number from 1 to 64.';
  if (!decimal.test(fields.factor) || Number(fields.factor) === 0) errors.factor = 'A number other than 0, e.g. 0.125.';
  if (!decimal.test(fields.offset)) errors.offset = 'A number, e.g. 0 or -40.';
  if (errors.start || errors.length || errors.factor || errors.offset) return {errors};
  const signal: CanSignal = {
    name: fields.name.trim() || 'Signal',
    startBit: Number(fields.start),
    length: Number(fields.length),
    byteOrder: fields.order,
    signed: fields.sign === 'signed',
    factor: Number(fields.factor),
    offset: Number(fields.offset),
    unit: fields.unit.trim(),
  };
  const bytes = frame.ok ? frame.value : undefined;
  // An empty frame still shows where the signal sits; only a frame with data bounds it.
  const placed = signalBits(signal, bytes?.length ? bytes.length : undefined);
  if (placed.ok === false) errors.placement = placed.error;
  return {errors, frame: bytes, signal};
}

/** Rows of the grid: the frame's bytes, or for an empty frame the shortest frame that holds the signal (8 at least). */
function gridBytes(frame: readonly number[] | undefined, bits: readonly number[]): number {
  if (frame?.length) return frame.length;
  const needed = bits.length ? Math.max(...bits.map((bit) => bytePosition(bit).byte)) + 1 : 0;
  return frameLengths.find((length) => length >= Math.max(8, needed)) ?? 64;
}

const binary = (value: bigint, width: number) =>
  value
    .toString(2)
    .padStart(width, '0')
    .replace(/(?=(?:\d{4})+$)/g, ' ')
    .trim();

function BitGrid({
  rows,
  frame,
  bits,
}: {
  readonly rows: number;
  readonly frame?: readonly number[];
  readonly bits: readonly number[];
}): ReactNode {
  const used = new Set(bits);
  const msb = bits[0];
  const lsb = bits.at(-1);
  return (
    <ScrollableTable label="Bits of the frame" className={styles.grid}>
      <caption>
        Bits of the frame in DBC numbering (bit number above, bit value below); the signal’s bits are marked.
      </caption>
      <thead>
        <tr>
          <th scope="col">Byte</th>
          {[7, 6, 5, 4, 3, 2, 1, 0].map((bit) => (
            <th key={bit} scope="col">
              Bit {bit}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({length: rows}, (_, byte) => (
          <tr key={byte}>
            <th scope="row">{byte}</th>
            {[7, 6, 5, 4, 3, 2, 1, 0].map((index) => {
              const bit = byte * 8 + index;
              const inSignal = used.has(bit);
              const value = frame?.length ? (frame[byte]! >> index) & 1 : undefined;
              const mark = bit === msb && bit === lsb ? 'MSB, LSB' : bit === msb ? 'MSB' : bit === lsb ? 'LSB' : '';
              return (
                <td key={index} className={clsx(inSignal && styles.used, mark && styles.end)} data-bit={bit}>
                  <span className={styles.number}>{bit}</span>
                  <span className={styles.bit}>{value ?? ''}</span>
                  {mark && <span className={styles.mark}>{mark}</span>}
                  {inSignal && !mark && <span className={toolStyles.hidden}>signal bit</span>}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

export default function CanSignalCalculator(): ReactNode {
  const id = useId();
  const [fields, setFields] = useState<Fields>(defaults);
  const [sgLine, setSgLine] = useState('');
  const [sgMessage, setSgMessage] = useState<{readonly error: boolean; readonly text: string}>();
  const settled = useDebounced(fields);

  // Only values that differ from the example go into the address, so an untouched tool leaves the URL clean.
  const query = Object.fromEntries(keys.map((key) => [key, settled[key] === defaults[key] ? '' : settled[key]]));
  usePermalink(
    query,
    (params) =>
      setFields((current) => {
        const next = {...current};
        for (const key of keys) {
          const value = params.get(key);
          if (value === null) continue;
          if (key === 'order') next.order = value === 'motorola' ? 'motorola' : 'intel';
          else if (key === 'sign') next.sign = value === 'signed' ? 'signed' : 'unsigned';
          else next[key] = value;
        }
        return next;
      }),
    settled !== fields,
  );

  const {errors, frame, signal} = check(settled);
  const placed = signal && !errors.placement ? signalBits(signal, frame?.length || undefined) : undefined;
  const bits = placed?.ok ? placed.value : [];
  const decoded = signal && frame?.length && !errors.placement ? decodeSignal(frame, signal) : undefined;
  const value = decoded?.ok ? decoded.value : undefined;

  const set =
    (key: keyof Fields) =>
    (event: ChangeEvent<HTMLInputElement>): void =>
      setFields((current) => ({...current, [key]: event.target.value}));

  const fill = (event: FormEvent): void => {
    event.preventDefault();
    const parsed = parseSgLine(sgLine);
    if (parsed.ok === false) {
      setSgMessage({error: true, text: parsed.error});
      return;
    }
    const sg = parsed.value;
    setFields((current) => ({
      ...current,
      start: String(sg.startBit),
      length: String(sg.length),
      order: sg.byteOrder,
      sign: sg.signed ? 'signed' : 'unsigned',
      factor: String(sg.factor),
      offset: String(sg.offset),
      unit: sg.unit,
      name: sg.name,
    }));
    setSgMessage({error: false, text: `Filled the fields from ${sg.name}.`});
  };

  const fieldId = (key: string) => `${id}-${key}`;
  const errorId = (key: string) => `${id}-${key}-error`;
  // The placement error concerns the start bit and the length together, so both point to it.
  const describedBy = (key: keyof FieldErrors, ...more: string[]) =>
    [errors[key] ? errorId(key) : '', errors.placement ? errorId('placement') : '', ...more]
      .filter(Boolean)
      .join(' ') || undefined;
  const errorText = (field: keyof FieldErrors) =>
    errors[field] ? (
      <p id={errorId(field)} className={toolStyles.error}>
        {errors[field]}
      </p>
    ) : null;

  const range = signal ? naturalRange(signal) : undefined;
  const unit = signal?.unit ? ` ${signal.unit}` : '';

  return (
    <div className={clsx(toolStyles.tool, styles.calculator)} role="group" aria-label="CAN signal calculator">
      <form className={styles.sg} onSubmit={fill} aria-label="Fill from a DBC signal line">
        <label htmlFor={fieldId('sg')}>DBC signal line (optional)</label>
        <div className={styles.sgRow}>
          <input
            id={fieldId('sg')}
            type="text"
            value={sgLine}
            onChange={(event) => setSgLine(event.target.value)}
            placeholder='SG_ EngineSpeed : 24|16@1+ (0.125,0) [0|8031.875] "rpm" Vector__XXX'
            spellCheck={false}
            autoComplete="off"
            aria-describedby={sgMessage?.error ? errorId('sg') : undefined}
            aria-invalid={sgMessage?.error ? true : undefined}
          />
          <button type="submit" className="button button--primary button--sm">
            Fill fields
          </button>
        </div>
        <p
          id={sgMessage?.error ? errorId('sg') : undefined}
          className={sgMessage?.error ? toolStyles.error : toolStyles.hint}
          role="status"
        >
          {sgMessage?.text}
        </p>
      </form>

      <div className={styles.fields}>
        <div className={styles.wide}>
          <label htmlFor={fieldId('frame')}>Frame bytes (hex)</label>
          <input
            id={fieldId('frame')}
            type="text"
            value={fields.frame}
            onChange={set('frame')}
            spellCheck={false}
            autoComplete="off"
            aria-describedby={describedBy('frame', `${id}-frame-hint`)}
            aria-invalid={errors.frame ? true : undefined}
          />
          <p id={`${id}-frame-hint`} className={toolStyles.hint}>
            Byte 0 first, 0 to 8 bytes (CAN) or up to 64 (CAN FD). Leave it empty to see only where the signal sits.
          </p>
          {errorText('frame')}
        </div>
        <div>
          <label htmlFor={fieldId('start')}>Start bit</label>
          <input
            id={fieldId('start')}
            type="text"
            inputMode="numeric"
            value={fields.start}
            onChange={set('start')}
            aria-describedby={describedBy('start', `${id}-start-hint`)}
            aria-invalid={errors.start || errors.placement ? true : undefined}
          />
          <p id={`${id}-start-hint`} className={toolStyles.hint}>
            Intel: the least significant bit. Motorola: the most significant bit.
          </p>
          {errorText('start')}
        </div>
        <div>
          <label htmlFor={fieldId('length')}>Length (bits)</label>
          <input
            id={fieldId('length')}
            type="text"
            inputMode="numeric"
            value={fields.length}
            onChange={set('length')}
            aria-describedby={describedBy('length')}
            aria-invalid={errors.length || errors.placement ? true : undefined}
          />
          {errorText('length')}
        </div>
        <fieldset>
          <legend>Byte order</legend>
          {(
            [
              ['intel', 'Intel, little-endian (@1)'],
              ['motorola', 'Motorola, big-endian (@0)'],
            ] as const
          ).map(([order, label]) => (
            <label key={order} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-order`}
                value={order}
                checked={fields.order === order}
                onChange={() => setFields((current) => ({...current, order}))}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Value type</legend>
          {(
            [
              ['unsigned', 'Unsigned (+)'],
              ['signed', 'Signed, two’s complement (-)'],
            ] as const
          ).map(([sign, label]) => (
            <label key={sign} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-sign`}
                value={sign}
                checked={fields.sign === sign}
                onChange={() => setFields((current) => ({...current, sign}))}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
        <div>
          <label htmlFor={fieldId('factor')}>Factor</label>
          <input
            id={fieldId('factor')}
            type="text"
            inputMode="decimal"
            value={fields.factor}
            onChange={set('factor')}
            aria-describedby={describedBy('factor')}
            aria-invalid={errors.factor ? true : undefined}
          />
          {errorText('factor')}
        </div>
        <div>
          <label htmlFor={fieldId('offset')}>Offset</label>
          <input
            id={fieldId('offset')}
            type="text"
            inputMode="decimal"
            value={fields.offset}
            onChange={set('offset')}
            aria-describedby={describedBy('offset')}
            aria-invalid={errors.offset ? true : undefined}
          />
          {errorText('offset')}
        </div>
        <div>
          <label htmlFor={fieldId('unit')}>Unit</label>
          <input id={fieldId('unit')} type="text" value={fields.unit} onChange={set('unit')} autoComplete="off" />
        </div>
        <div>
          <label htmlFor={fieldId('name')}>Signal name</label>
          <input id={fieldId('name')} type="text" value={fields.name} onChange={set('name')} autoComplete="off" />
        </div>
      </div>
      {errorText('placement')}

      <div className={styles.actions}>
        <CopyLinkButton />
      </div>

      <div aria-live="polite">
        {signal && !errors.placement && !errors.frame ? (
          <dl className={toolStyles.facts}>
            <div>
              <dt>Raw value</dt>
              <dd>
                {value ? (
                  <>
                    <output className={toolStyles.big}>{String(value.raw)}</output> (
                    <code>0x{value.unsigned.toString(16).toUpperCase()}</code>,{' '}
                    <code>{binary(value.unsigned, signal.length)}</code>)
                  </>
                ) : (
                  'enter the frame bytes to read a value'
                )}
              </dd>
            </div>
            {value && (
              <div>
                <dt>Physical value</dt>
                <dd>
                  {String(value.raw)} × {tidy(signal.factor)} + {tidy(signal.offset)} ={' '}
                  <output className={toolStyles.big}>
                    {value.physical}
                    {unit}
                  </output>
                </dd>
              </div>
            )}
            <div>
              <dt>Bits</dt>
              <dd>
                MSB at bit {bits[0]} ({describeBit(bits[0]!)}), LSB at bit {bits.at(-1)} ({describeBit(bits.at(-1)!)}):{' '}
                {describeLayout(bits)}.
              </dd>
            </div>
            <div>
              <dt>Range</dt>
              <dd>
                {range!.min}
                {unit} to {range!.max}
                {unit}
              </dd>
            </div>
            <div>
              <dt>DBC line</dt>
              <dd>
                <code>{formatSgLine({...signal, ...range})}</code>
              </dd>
            </div>
          </dl>
        ) : (
          <p className={toolStyles.hint}>No result: fix the fields marked above.</p>
        )}
      </div>

      {signal && !errors.placement && (
        <BitGrid rows={gridBytes(frame, bits)} frame={errors.frame ? undefined : frame} bits={bits} />
      )}
    </div>
  );
}
