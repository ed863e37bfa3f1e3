/**
 * "Was this page helpful?" at the end of every doc page (src/theme/DocItem/Footer). Every page renders only the
 * question and two buttons; the form (./Form.tsx) and the sender (./client.ts) load when a reader points at or
 * chooses an answer. Votes queued offline by an earlier visit are sent on the next page load that finds them.
 */
import {useEffect, useId, useState, type ComponentType, type ReactNode} from 'react';
import {createStorageSlot} from '@docusaurus/theme-common';
import styles from './styles.module.css';

type FormProps = {readonly initial: 'yes' | 'no'; readonly titleId: string};
const loadForm = () => import('./Form');
const prefetch = () => void loadForm().catch(() => undefined);
/** Kept in step with `queueKey` of ./queue.ts (tests/unit/feedback-queue.test.ts): the check on every page is tiny. */
const queueKey = 'veltro-feedback';

export default function PageFeedback(): ReactNode {
  const titleId = useId();
  const [answer, setAnswer] = useState<'yes' | 'no'>();
  const [Form, setForm] = useState<ComponentType<FormProps>>();
  const [failed, setFailed] = useState(false);

  const choose = (value: 'yes' | 'no') => {
    setAnswer(value);
    setFailed(false);
    // Offline before the form ever loaded (and no offline copy): say so rather than fail.
    loadForm().then(
      (module) => setForm(() => module.default),
      () => setFailed(true),
    );
  };

  useEffect(() => {
    if (createStorageSlot(queueKey).get()?.includes('"pending":[{'))
      import('./client').then(({sendWhenOnline}) => sendWhenOnline()).catch(() => undefined); // offline: the next page load tries again
  }, []);

  return (
    <section className={styles.feedback} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Was this page helpful?
      </h2>
      {answer && Form ? (
        <Form initial={answer} titleId={titleId} />
      ) : (
        <div role="group" aria-labelledby={titleId} className={styles.row}>
          {(['yes', 'no'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className="button button--outline button--secondary button--sm"
              onPointerEnter={prefetch}
              onFocus={prefetch}
              onClick={() => choose(value)}
            >
              {value === 'yes' ? 'Yes' : 'No'}
            </button>
          ))}
        </div>
      )}
      {!Form && (
        <p role="status" className={styles.status}>
          {failed ? 'The form could not load. Check your connection and choose again.' : ''}
        </p>
      )}
    </section>
  );
}
