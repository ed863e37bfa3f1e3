/**
 * The PID decoder of the Debug Raw PID Queries page: paste a raw answer, read the PID's name, formula and value.
 * Everything runs in the browser (src/utils/obd/pid.ts); nothing is sent anywhere. Only that page imports it, and
 * the decoding half (./Results.tsx, with the PID table) loads when the reader first uses the input.
 */
import {useEffect, useId, useState, type ReactNode} from 'react';
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

type Decoder = typeof import('./Results');
const importDecoder = (): Promise<Decoder> => import(/* webpackChunkName: "tool/pid-decoder" */ './Results');

/** The query parameter that carries the answer in a shared link. */
const queryKey = 'answer';

export default function PidDecoder(): ReactNode {
  const id = useId();
  const [text, setText] = useState('');
  const settled = useDebounced(text);
  usePermalink({[queryKey]: settled}, (query) => setText(query.get(queryKey) ?? ''), settled !== text);

  const [decoder, setDecoder] = useState<Decoder>();
  const loadDecoder = () => {
    if (!decoder) void importDecoder().then((module) => setDecoder(() => module));
  };
  // A permalink or an example fills the input without a focus: load the decoder then too.
  useEffect(() => {
    if (text.trim() && !decoder) void importDecoder().then((module) => setDecoder(() => module));
  }, [text, decoder]);

  const result = settled.trim() && decoder ? decoder.decodePidResponse(settled) : undefined;
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
        onFocus={loadDecoder}
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
        {result?.ok && decoder ? (
          result.answers.map((answer, index) => <decoder.AnswerView key={index} answer={answer} />)
        ) : (
          <p className={toolStyles.hint}>
            {error
              ? 'No result: see the message under the input.'
              : settled.trim()
                ? 'Decoding…'
                : 'No answer pasted yet.'}
          </p>
        )}
      </div>
    </form>
  );
}
