/**
 * What the in-page tools (PID decoder, CAN signal calculator) share: their input lives in the address bar, so a
 * reader can send a colleague the exact answer they are looking at, and a pause before results update, so a
 * screen reader announces a result once instead of at every keystroke. Imported by the tools only, never by the
 * theme, so no other page loads it.
 */
import {useEffect, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

/** The rules both tools share (frame, fields, hints, errors, result list, focus ring), shipped once. */
export const toolStyles = styles;

/** `value`, once it has stopped changing for `delay` ms. */
export function useDebounced<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Keeps `values` in the query string. After hydration (never during the server render, which has no URL) the
 * query is read once and handed to `load`; from then on every change is written back with `replaceState`, so
 * typing adds no history entries. The router's own history state is passed through untouched. While `pending`
 * (the input has changed and `values` has not caught up yet), nothing is written: right after loading, the
 * settled values are still the empty ones, and writing them would drop the query that was just read.
 * Returns whether the query has been read, so a tool can tell its first render from a loaded one.
 */
export function usePermalink(
  values: Readonly<Record<string, string>>,
  load: (query: URLSearchParams) => void,
  pending = false,
): boolean {
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    load(new URLSearchParams(window.location.search));
    setLoaded(true);
    // Runs once: the query is read at load only; later changes come from the reader, not the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const serialised = JSON.stringify(values);
  useEffect(() => {
    if (!loaded || pending) return;
    const url = new URL(window.location.href);
    for (const [key, value] of Object.entries(JSON.parse(serialised) as Record<string, string>)) {
      if (value) url.searchParams.set(key, value);
      else url.searchParams.delete(key);
    }
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  }, [loaded, pending, serialised]);

  return loaded;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies the page address, query included, and says so in a status message. */
export function CopyLinkButton({label = 'Copy link'}: {readonly label?: string}): ReactNode {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <span className={styles.copy}>
      <button type="button" className="button button--secondary button--sm" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className={styles.status}>
        {state === 'copied' && 'Link copied. It opens this tool with the same input.'}
        {state === 'failed' && 'The browser did not allow copying: copy the address from the address bar.'}
      </span>
    </span>
  );
}
