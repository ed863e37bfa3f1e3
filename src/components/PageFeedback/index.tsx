/**
 * "Was this page helpful?" at the end of every doc page (src/theme/DocItem/Footer). Every page renders only the
 * question and two buttons; the form (./Form.tsx) and the sender (./client.ts) load when a reader points at or
 * chooses an answer. Votes queued offline by an earlier visit are sent on the next page load that finds them.
 */
import {lazy, Suspense, useEffect, useId, useState, type ReactNode} from 'react';
import {createStorageSlot} from '@docusaurus/theme-common';
import styles from './styles.module.css';

const loadForm = () => import('./Form');
const Form = lazy(loadForm);
const prefetch = () => void loadForm();
/** Kept in step with `queueKey` of ./queue.ts (tests/unit/feedback-queue.test.ts): the check on every page is tiny. */
const queueKey = 'veltro-feedback';

export default function PageFeedback(): ReactNode {
  const titleId = useId();
  const [answer, setAnswer] = useState<'yes' | 'no'>();

  useEffect(() => {
    if (createStorageSlot(queueKey).get()?.includes('"pending":[{'))
      void import('./client').then(({sendWhenOnline}) => sendWhenOnline());
  }, []);

  return (
    <section className={styles.feedback} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Was this page helpful?
      </h2>
      {answer ? (
        <Suspense fallback={<p className={styles.status}>Loading…</p>}>
          <Form initial={answer} titleId={titleId} />
        </Suspense>
      ) : (
        <div role="group" aria-labelledby={titleId} className={styles.row}>
          {(['yes', 'no'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className="button button--outline button--secondary button--sm"
              onPointerEnter={prefetch}
              onFocus={prefetch}
              onClick={() => setAnswer(value)}
            >
              {value === 'yes' ? 'Yes' : 'No'}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
