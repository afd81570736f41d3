import { reviewInputSchema } from '@fundax/core';

import type {
  reviewApplicationThunk,
  reviewEventThunk,
  reviewRevisionThunk,
  reviewVenueThunk,
} from '../callables/callable-thunks';
import { useThunk } from '../hooks/use-thunk';
import { DecisionButtons } from './decision-buttons';
import { reasonIssue } from './reason-form';

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
  const onApprove = async () => {
    const outcome = await approve.run({ id, decision: 'approve' });
    if (outcome.ok) onReviewed(`Approved “${name}”. It has left the list.`);
  };
  const onReject = async (reason: string) => {
    const outcome = await reject.run({ id, decision: 'reject', reason });
    if (outcome.ok) onReviewed(`Rejected “${name}”. The owner will see the reason.`);
  };
  return (
    <DecisionButtons
      name={name}
      disabled={disabled}
      yes={{
        label: 'Approve',
        pendingLabel: 'Approving…',
        pending: approve.pending,
        error: approve.status === 'failed' ? approve.error : null,
        failedPrefix: `“${name}” was not approved.`,
        onDecide: () => void onApprove(),
      }}
      no={{
        label: 'Reject',
        pendingLabel: 'Rejecting…',
        pending: reject.pending,
        error: reject.status === 'failed' ? reject.error : null,
        failedPrefix: `“${name}” was not rejected.`,
        reasonLabel: `Reason for rejecting “${name}”`,
        reasonHint: 'The owner sees this reason: say what to fix.',
        check: (reason) =>
          reasonIssue(reviewInputSchema.safeParse({ id, decision: 'reject', reason })),
        onDecide: (reason) => void onReject(reason),
      }}
    />
  );
}
