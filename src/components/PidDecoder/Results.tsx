/**
 * The decoding half of the PID decoder: the PID table, the decoder and the views of its answers. The page loads it
 * when the reader first focuses or fills the input (or opens a permalink), not with the page, so a first visit
 * does not download the table.
 */
import type {ReactNode} from 'react';
import {mode01Pids, mode09Pids} from '@site/src/data/obd/pids';
import {hexByte, toHex} from '@site/src/utils/obd/hex';
import {byteNames, formatValue, type Answer, type DecodedPid} from '@site/src/utils/obd/pid';
import {toolStyles} from '@site/src/components/ToolState';
import styles from './styles.module.css';

export {decodePidResponse} from '@site/src/utils/obd/pid';

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

export function AnswerView({answer}: {readonly answer: Answer}): ReactNode {
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
