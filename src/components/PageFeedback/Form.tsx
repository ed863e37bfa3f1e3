/**
 * The full "Was this page helpful?" form, loaded when a reader first chooses Yes or No (./index.tsx holds the two
 * buttons every page renders). A radio group for the answer, one for the reason, optional text, and a polite
 * status that says whether the vote went or waits for the network.
 */
import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {feedbackReasons} from '@site/src/data/feedback';
import {newVoteId, onVoteSent, submitVote} from './client';
import {commentMax} from './queue';
import styles from './form.module.css';

type Answer = 'yes' | 'no';
type Outcome = {readonly id: string; readonly state: 'sent' | 'queued' | 'lost'} | undefined;

interface Props {
  readonly initial: Answer;
  /** The id of the heading that names the form. */
  readonly titleId: string;
}

const statusText = ({state}: NonNullable<Outcome>, online: boolean) =>
  state === 'sent'
    ? 'Thank you: your feedback was sent.'
    : state === 'lost'
      ? 'Your feedback could not be sent or saved on this device. Please try again later.'
      : online
        ? 'Thank you: your feedback is saved on this device and will be sent shortly.'
        : 'Thank you. You are offline: your feedback is saved on this device and will be sent when you are back online.';

export default function FeedbackForm({initial, titleId}: Props): ReactNode {
  const id = useId();
  const [answer, setAnswer] = useState<Answer>(initial);
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const [busy, setBusy] = useState(false);
  const firstReason = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLParagraphElement>(null);

  // The reader chose Yes or No on the buttons: carry on with the reason.
  useEffect(() => firstReason.current?.focus(), []);
  // A vote queued offline: say so when it has gone.
  useEffect(() => {
    if (outcome?.state !== 'queued') return undefined;
    return onVoteSent(outcome.id, () => setOutcome({id: outcome.id, state: 'sent'}));
  }, [outcome]);
  useEffect(() => {
    if (outcome) status.current?.focus();
  }, [outcome !== undefined]); // eslint-disable-line react-hooks/exhaustive-deps

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const vote = {
      id: newVoteId(),
      page: window.location.pathname,
      helpful: answer,
      reason,
      comment: comment.trim().slice(0, commentMax),
      at: new Date().toISOString(),
    };
    setOutcome({id: vote.id, state: await submitVote(vote)});
    setBusy(false);
  };

  const reasons = feedbackReasons[answer];
  // The live region is in the page before its text, so screen readers announce the text when it comes.
  const liveStatus = (
    <p ref={status} tabIndex={-1} role="status">
      {outcome && statusText(outcome, navigator.onLine)}
    </p>
  );
  return (
    <>
      {!outcome && (
        <form className={styles.form} onSubmit={(event) => void onSubmit(event)} aria-labelledby={titleId}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Your answer</legend>
            <div className={styles.row}>
              {(['yes', 'no'] as const).map((value) => (
                <label key={value} className={clsx(styles.choice, answer === value && styles.chosen)}>
                  <input
                    type="radio"
                    name={`${id}-answer`}
                    value={value}
                    checked={answer === value}
                    onChange={() => {
                      setAnswer(value);
                      setReason('');
                    }}
                  />
                  {value === 'yes' ? 'Yes' : 'No'}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{answer === 'yes' ? 'What helped?' : 'What went wrong?'}</legend>
            <div className={styles.reasons}>
              {reasons.map(({id: reasonId, label}, index) => (
                <label key={reasonId} className={clsx(styles.choice, reason === reasonId && styles.chosen)}>
                  <input
                    ref={index === 0 ? firstReason : undefined}
                    type="radio"
                    name={`${id}-reason`}
                    value={reasonId}
                    checked={reason === reasonId}
                    onChange={() => setReason(reasonId)}
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <label className={styles.legend} htmlFor={`${id}-comment`}>
            Anything to add? (optional, up to {commentMax} characters)
          </label>
          <textarea
            id={`${id}-comment`}
            className={styles.comment}
            rows={2}
            maxLength={commentMax}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <div>
            <button type="submit" className="button button--primary button--sm" disabled={busy}>
              Send feedback
            </button>
          </div>
        </form>
      )}
      {liveStatus}
    </>
  );
}
