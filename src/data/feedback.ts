/** The choices of "Was this page helpful?" (src/components/PageFeedback): the reasons a reader can pick. */
export interface FeedbackReason {
  /** Sent as the event's `reason`: keep stable, the analytics reports group by it. */
  readonly id: string;
  readonly label: string;
}

export const feedbackReasons: Readonly<Record<'yes' | 'no', readonly FeedbackReason[]>> = {
  yes: [
    {id: 'solved', label: 'It solved my problem'},
    {id: 'clear', label: 'Easy to follow'},
    {id: 'accurate', label: 'Accurate for my device'},
    {id: 'other', label: 'Something else'},
  ],
  no: [
    {id: 'wrong', label: 'Wrong or out of date'},
    {id: 'unclear', label: 'Hard to follow'},
    {id: 'missing', label: 'Missing information'},
    {id: 'did-not-work', label: 'The steps did not work on my device'},
    {id: 'other', label: 'Something else'},
  ],
};
