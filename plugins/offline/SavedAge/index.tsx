/**
 * At the end of every doc page of a reader who has an offline copy: how old the saved documentation is ("Saved 3
 * days ago", from when the copy was saved or last updated) and, once the browser is online, whether a newer version
 * of the documentation exists (the live offline-kit.json's version against the saved one), with a button that
 * updates the copy. Renders nothing for readers without a copy, and nothing during server rendering; the check and
 * the update code load only for readers with a copy.
 */
import {useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import {savedAgo} from '../client/age';
import {formatDate} from '../client/formatDate';
import {parseSavedFlag, readSavedFlagText, subscribeSavedFlag} from '../client/savedFlag';
import styles from './styles.module.css';

const loadLive = () => import('../client/liveVersion');

export default function SavedAge(): ReactNode {
  const flag = parseSavedFlag(useSyncExternalStore(subscribeSavedFlag, readSavedFlagText, () => null));
  const [liveVersion, setLiveVersion] = useState<string>();
  const [updating, setUpdating] = useState(false);
  const hasCopy = Boolean(flag);

  useEffect(() => {
    if (!hasCopy) return undefined;
    const check = () => {
      if (!navigator.onLine) return;
      loadLive()
        .then(({liveKitVersion}) => liveKitVersion())
        .then(setLiveVersion)
        .catch(() => undefined); // offline after all, or the server is unreachable: nothing to say
    };
    check();
    window.addEventListener('online', check);
    return () => window.removeEventListener('online', check);
  }, [hasCopy]);

  if (!flag) return null;
  const newer = liveVersion !== undefined && liveVersion !== flag.version;
  const age = flag.saved ? savedAgo(flag.saved, Date.now()) : '';
  return (
    <div className={styles.saved}>
      <p className={styles.line}>
        {age ? `${age}: ` : ''}your offline copy ({flag.label}) holds the documentation of {formatDate(flag.built)}.
      </p>
      <div role="status" className={styles.line}>
        {newer && (
          <>
            A newer version of the documentation is online.{' '}
            <button
              type="button"
              className="button button--sm button--primary"
              disabled={updating}
              onClick={() => {
                setUpdating(true);
                void loadLive()
                  .then(({updateCopy}) => updateCopy(flag.scope))
                  .catch(() => undefined) // the panel and the worker's notices say how a save went
                  .finally(() => setUpdating(false));
              }}
            >
              {updating ? 'Updating…' : 'Update offline copy'}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
