/**
 * The PID decoder of the Debug Raw PID Queries page: paste a raw answer, read the PID's name, formula and value.
 * Everything runs in the browser (src/utils/obd/pid.ts); nothing is sent anywhere. Only that page imports it, so
 * its code and PID table load with that page alone.
 */
import {useId, useState, type ReactNode} from 'react';
import {mode01Pids, mode09Pids} from '@site/src/data/obd/pids';
import {hexByte, toHex} from '@site/src/utils/obd/hex';
import {byteNames, decodePidResponse, formatValue, type Answer, type DecodedPid} from '@site/src/utils/obd/pid';
import {CopyLinkButton, toolStyles, useDebounced, usePermalink} from '@site/src/components/ToolState';
import styles from './styles.module.css';

/** Answers a reader can load with one click, to see what the decoder expects. */
const examples: readonly {readonly label: string; readonly text: string}[] = [
  {label: 'Engine speed', text: '7E8 04 41 0C 1A F8'},
  {label: 'Supported PIDs', text: '7E8 06 41 00 BE 3F A8 13'},
  {
    label: 'VIN, 3 frames',
    text: '7E8 10 14 49 02 01 31 4D 38\n7E8 21 47 44 4D 39 41 58 4B\n7E8 22 50 30 34 32 37 38 38',
  },
  {label: 'Negative answer', text: '7E8 03 7F 01 12'},
];

/** The query parameter that carries the answer in a shared link. */
const queryKey = 'answer';

function pidName(service: number, pid: number): string | undefined {
  return (service === 0x09 ? mode09Pids : mode01Pids).get(pid)?.name;
}

function Item({item}: {readonly item: DecodedPid}): ReactNode {
  const {definition, service, data} = item;
  return (
    <div className={styles.item}>
      <p className={styles.title}>
        <strong>{definition.name}</strong>{' '}
        <span>
          (service {hexByte(service)}, PID {hexByte(definition.pid)}
          {definition.command ? (
            <>
              , <code>obd.query {definition.command}</code>
            </>
          ) : null}
          )
        </span>
      </p>
      <dl className={toolStyles.facts}>
        <div>
          <dt>Formula</dt>
          <dd>{definition.formula}</dd>
        </div>
        {data.length > 0 && data.length <= 5 && (
          <div>
            <dt>Data bytes</dt>
            <dd>{byteNames(data)}</dd>
          </div>
        )}
        {item.values.map((value, index) => (
          <div key={index}>
            <dt>{value.label ?? 'Value'}</dt>
            <dd>
              <output className={toolStyles.big}>{formatValue(value)}</output>
            </dd>
          </div>
        ))}
      </dl>
      {item.supported && item.supported.length > 0 && (
        <ul className={styles.pidList} aria-label="Supported PIDs">
          {item.supported.map((pid) => (
            <li key={pid}>
              <code>{hexByte(pid)}</code> {pidName(service, pid) ?? 'not in this decoder’s table'}
            </li>
          ))}
        </ul>
      )}
      {item.notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
    </div>
  );
}

function AnswerView({answer}: {readonly answer: Answer}): ReactNode {
  return (
    <div className={styles.answer}>
      {answer.header && (
        <p className={styles.title}>
          From <code>{answer.header}</code>
          {answer.requestHeader && (
            <>
              ; to ask only this control unit, send with <code>header={answer.requestHeader}</code>
            </>
          )}
          . {answer.frames} frame{answer.frames === 1 ? '' : 's'}.
        </p>
      )}
      {answer.negative && (
        <p className={styles.negative}>
          <strong>Negative answer:</strong> the control unit refused service {hexByte(answer.negative.service)}. Reason{' '}
          {hexByte(answer.negative.code)}: {answer.negative.meaning}.
        </p>
      )}
      {answer.items.map((item, index) => (
        <Item key={index} item={item} />
      ))}
      {answer.ignored.length > 0 && (
        <p className={styles.note}>
          Not read: <code>{toHex(answer.ignored)}</code> (padding, or a PID this decoder does not know).
        </p>
      )}
    </div>
  );
}

export default function PidDecoder(): ReactNode {
  const id = useId();
  const [text, setText] = useState('');
  const settled = useDebounced(text);
  usePermalink({[queryKey]: settled}, (query) => setText(query.get(queryKey) ?? ''), settled !== text);

  const result = settled.trim() ? decodePidResponse(settled) : undefined;
  const error = result?.ok === false ? result.message : undefined;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <form className={toolStyles.tool} aria-label="PID decoder" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        Raw answer
      </label>
      <p id={hintId} className={toolStyles.hint}>
        One frame per line, with or without spaces, header and length byte: <code>41 0C 1A F8</code>,{' '}
        <code>7E8 04 41 0C 1A F8</code> or <code>7E8#04410C1AF8</code>. It is decoded in your browser; nothing is sent.
      </p>
      <textarea
        id={`${id}-input`}
        className={styles.input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={4}
        spellCheck={false}
        autoCapitalize="characters"
        autoComplete="off"
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
      />
      {error && (
        <p id={errorId} className={toolStyles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <span className={styles.examples}>
          Examples:{' '}
          {examples.map((example) => (
            <button
              key={example.label}
              type="button"
              className="button button--outline button--primary button--sm"
              onClick={() => setText(example.text)}
            >
              {example.label}
            </button>
          ))}
        </span>
        <CopyLinkButton />
      </div>
      <div className={styles.results} aria-live="polite">
        {result?.ok ? (
          result.answers.map((answer, index) => <AnswerView key={index} answer={answer} />)
        ) : (
          <p className={toolStyles.hint}>
            {error ? 'No result: see the message under the input.' : 'No answer pasted yet.'}
          </p>
        )}
      </div>
    </form>
  );
}
