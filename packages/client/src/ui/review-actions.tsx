import { reviewInputSchema } from '@fundax/core';
import { useRef, useState } from 'react';

import type {
  reviewApplicationThunk,
  reviewEventThunk,
  reviewRevisionThunk,
  reviewVenueThunk,
} from '../callables/callable-thunks';
import { useThunk } from '../hooks/use-thunk';
import { CallFailureNotice } from './failure-notice';
import { ReasonForm, reasonIssue } from './reason-form';

/** Tells the admin what just happened (the page moves focus to where the message is). */
type Announce = (message: string) => void;

export type ReviewThunk =
  | typeof reviewEventThunk
  | typeof reviewVenueThunk
  | typeof reviewApplicationThunk
  | typeof reviewRevisionThunk;

interface ReviewActionsProps {
  id: string;
  /** The item's name for buttons and messages, e.g. the event title. */
  name: string;
  thunk: ReviewThunk;
  onReviewed: Announce;
  /** Keeps both decisions off (offline: the page says why). */
  disabled?: boolean;
}

/**
 * Approve, or reject with a reason (required by the contract: the owner is shown it). The
 * reason is checked with the contract's own schema before anything is sent. Used by the admin
 * console's queues and record pages and by the phone app's review queue.
 */
export function ReviewActions({
  id,
  name,
  thunk,
  onReviewed,
  disabled = false,
}: ReviewActionsProps) {
  const approve = useThunk(thunk);
  const reject = useThunk(thunk);
  const [rejecting, setRejecting] = useState(false);
  const rejectButton = useRef<HTMLButtonElement>(null);
  const onApprove = async () => {
    const outcome = await approve.run({ id, decision: 'approve' });
    if (outcome.ok) onReviewed(`Approved “${name}”. It has left the list.`);
  };
  const onReject = async (reason: string) => {
    const outcome = await reject.run({ id, decision: 'reject', reason });
    if (outcome.ok) onReviewed(`Rejected “${name}”. The owner will see the reason.`);
  };
  return (
    <div>
      <div className="cluster">
        <button
          type="button"
          className="button button--small"
          disabled={approve.pending || disabled}
          aria-busy={approve.pending || undefined}
          aria-label={`${approve.pending ? 'Approving…' : 'Approve'} ${name}`}
          onClick={() => void onApprove()}
        >
          {approve.pending ? <span className="spinner" aria-hidden="true" /> : null}
          {approve.pending ? 'Approving…' : 'Approve'}
        </button>
        <button
          ref={rejectButton}
          type="button"
          className="button button--secondary button--small"
          aria-expanded={rejecting}
          aria-label={`Reject… ${name}`}
          disabled={disabled}
          onClick={() => setRejecting((open) => !open)}
        >
          Reject…
        </button>
      </div>
      <CallFailureNotice
        error={approve.status === 'failed' ? approve.error : null}
        prefix={`“${name}” was not approved.`}
      />
      {rejecting ? (
        <ReasonForm
          label={`Reason for rejecting “${name}”`}
          hint="The owner sees this reason: say what to fix."
          submitLabel="Reject"
          pendingLabel="Rejecting…"
          pending={reject.pending}
          error={reject.status === 'failed' ? reject.error : null}
          prefix={`“${name}” was not rejected.`}
          check={(reason) =>
            reasonIssue(reviewInputSchema.safeParse({ id, decision: 'reject', reason }))
          }
          onSubmit={(reason) => void onReject(reason)}
          onCancel={() => {
            setRejecting(false);
            rejectButton.current?.focus();
          }}
          disabled={disabled}
        />
      ) : null}
    </div>
  );
}
