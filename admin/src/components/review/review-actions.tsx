import {
  applyFieldErrors,
  type reviewApplicationThunk,
  type reviewEventThunk,
  type reviewRevisionThunk,
  type reviewVenueThunk,
  useThunk,
} from '@fundax/client';
import { CallFailureNotice, SubmitButton, TextAreaField } from '@fundax/client/ui';
import { reviewInputSchema } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

/** Tells the admin what just happened (the page moves focus to where the message is). */
type Announce = (message: string) => void;

type ReviewThunk =
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
}

/**
 * Approve, or reject with a reason (required by the contract: the owner is shown it). The
 * reject form validates with the contract's own schema before anything is sent.
 */
export function ReviewActions({ id, name, thunk, onReviewed }: ReviewActionsProps) {
  const approve = useThunk(thunk);
  const [rejecting, setRejecting] = useState(false);
  const rejectButton = useRef<HTMLButtonElement>(null);
  const onApprove = async () => {
    const outcome = await approve.run({ id, decision: 'approve' });
    if (outcome.ok) onReviewed(`Approved “${name}”. It has left the list.`);
  };
  return (
    <div>
      <div className="cluster">
        <button
          type="button"
          className="button button--small"
          disabled={approve.pending}
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
        <RejectForm
          id={id}
          name={name}
          thunk={thunk}
          onRejected={onReviewed}
          onCancel={() => {
            setRejecting(false);
            rejectButton.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

function RejectForm({
  id,
  name,
  thunk,
  onRejected,
  onCancel,
}: {
  id: string;
  name: string;
  thunk: ReviewThunk;
  onRejected: Announce;
  onCancel: () => void;
}) {
  const reject = useThunk(thunk);
  const { register, handleSubmit, formState, setError, setFocus } = useForm({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: { id, decision: 'reject' as const, reason: '' },
  });
  useEffect(() => setFocus('reason'), [setFocus]);
  const submit = handleSubmit(async (values) => {
    const outcome = await reject.run(values);
    if (outcome.ok) onRejected(`Rejected “${name}”. The owner will see the reason.`);
    else applyFieldErrors(outcome.error, setError, ['reason']);
  });
  return (
    <form className="inline-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextAreaField
        label={`Reason for rejecting “${name}”`}
        hint="The owner sees this reason: say what to fix."
        rows={3}
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      <CallFailureNotice
        error={reject.status === 'failed' ? reject.error : null}
        prefix={`“${name}” was not rejected.`}
      />
      <div className="cluster">
        <SubmitButton pending={reject.pending} pendingLabel="Rejecting…" variant="danger" small>
          Reject
        </SubmitButton>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
