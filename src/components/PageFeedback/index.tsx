/**
 * "Was this page helpful?" at the end of every doc page (src/theme/DocItem/Footer). Part of every page, so kept to
 * the question and two buttons: the form (./Form.tsx) and the sender (./client.ts) load when a reader points at or
 * chooses an answer. Votes that an earlier visit queued offline are sent on the next page load that finds them.
 */
import {useEffect, useState, type ReactNode, type SyntheticEvent} from 'react';
import styles from './styles.module.css';

/** One per page: the doc page has one footer. */
const titleId = 'page-feedback';
/** Kept in step with `queueKey` of ./queue.ts (tests/unit/feedback-queue.test.ts). */
const queueKey = 'veltro-feedback';

/** Whether a tab's queue (./queue.ts: `veltro-feedback:<tab>`, or the bare key of earlier versions) holds a vote. */
function hasQueuedVotes(): boolean {
  try {
    return Object.keys(localStorage).some(
      (key) =>
        (key === queueKey || key.startsWith(`${queueKey}:`)) && localStorage.getItem(key)?.includes('"pending":[{'),
    );
  } catch {
    return false; // storage unavailable: nothing was queued
  }
}
const loadForm = () => import('./Form');

export default function PageFeedback(): ReactNode {
  const [shown, show] = useState<ReactNode>();
  const [failed, fail] = useState(false);

  useEffect(() => {
    if (hasQueuedVotes()) import('./client').then(({sendWhenOnline}) => sendWhenOnline()).catch(() => undefined); // offline: the next page load tries again
  }, []);

  // Pointing at or focusing an answer fetches the form; choosing one shows it (or says it cannot load offline).
  const prefetch = () => void loadForm().catch(() => undefined);
  const choose = ({currentTarget}: SyntheticEvent<HTMLButtonElement>) => {
    const answer = currentTarget.value as 'yes' | 'no';
    loadForm().then(
      ({default: Form}) => show(<Form initial={answer} titleId={titleId} />),
      () => fail(true),
    );
  };

  return (
    <section className={styles.feedback} aria-labelledby={titleId}>
      <h2 id={titleId}>Was this page helpful?</h2>
      {shown ?? (
        <>
          <div role="group" aria-labelledby={titleId}>
            {['Yes', 'No'].map((label) => (
              <button
                key={label}
                type="button"
                value={label.toLowerCase()}
                className="button button--outline button--secondary button--sm"
                onPointerEnter={prefetch}
                onFocus={prefetch}
                onClick={choose}
              >
                {label}
              </button>
            ))}
          </div>
          <p role="status">{failed ? 'The form could not load. Check your connection and choose again.' : ''}</p>
        </>
      )}
    </section>
  );
}
