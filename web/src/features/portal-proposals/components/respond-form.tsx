import { applyFieldErrors, respondToEventThunk, useThunk, voidSubmit } from '@fundax/client';
import { CallFailureNotice, SubmitButton, TextAreaField, buttonClass } from '@fundax/client/ui';
import { type PayoutParty, respondToEvent } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

interface RespondFormProps {
  /** The event's id: respondToEvent answers the proposal, or the change waiting on it. */
  eventId: string;
  /** The event's title, for buttons and messages. */
  title: string;
  /** The side the user answers for. */
  side: PayoutParty;
  /** A change to an approved event, rather than the proposal of a new one. */
  change?: boolean;
  /** Tells the page what happened (the answered item leaves its list). */
  onAnswered?: (message: string) => void;
}

/**
 * Accept, or decline with a reason (the contract requires it: the proposer is shown it). The
 * decline form checks the reason with the contract's own schema before anything is sent.
 */
export function RespondForm({
  eventId,
  title,
  side,
  change = false,
  onAnswered,
}: RespondFormProps) {
  const accept = useThunk(respondToEventThunk);
  const [declining, setDeclining] = useState(false);
  const declineButton = useRef<HTMLButtonElement>(null);
  const what = change ? `the change to “${title}”` : `“${title}”`;
  const onAccept = async () => {
    const outcome = await accept.run({ id: eventId, decision: 'accept' });
    if (outcome.ok) {
      onAnswered?.(
        `You accepted ${what}. ${change ? 'An admin reviews the change next.' : 'A Fundax admin reviews it next.'}`,
      );
    }
  };
  return (
    <div className="stack">
      <div className="portal-actions">
        <button
          type="button"
          className={buttonClass('primary', true)}
          disabled={accept.pending}
          aria-busy={accept.pending || undefined}
          aria-label={`${accept.pending ? 'Accepting…' : 'Accept'} ${what}`}
          onClick={() => void onAccept()}
        >
          {accept.pending ? <span className="spinner" aria-hidden="true" /> : null}
          {accept.pending ? 'Accepting…' : 'Accept'}
        </button>
        <button
          ref={declineButton}
          type="button"
          className={buttonClass('secondary', true)}
          aria-expanded={declining}
          aria-label={`Decline… ${what}`}
          onClick={() => setDeclining((open) => !open)}
        >
          Decline…
        </button>
      </div>
      <CallFailureNotice
        error={accept.status === 'failed' ? accept.error : null}
        prefix={`You did not accept ${what}.`}
      />
      {declining ? (
        <DeclineForm
          eventId={eventId}
          what={what}
          side={side}
          onDeclined={(message) => onAnswered?.(message)}
          onCancel={() => {
            setDeclining(false);
            declineButton.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

const PROPOSER: Record<PayoutParty, string> = {
  // The partner declines what a fundaxer proposed at their venue, and the other way round.
  partner: 'the fundaxer',
  fundaxer: 'the partner',
};

function DeclineForm({
  eventId,
  what,
  side,
  onDeclined,
  onCancel,
}: {
  eventId: string;
  what: string;
  side: PayoutParty;
  onDeclined: (message: string) => void;
  onCancel: () => void;
}) {
  const decline = useThunk(respondToEventThunk);
  const { register, handleSubmit, formState, setError, setFocus } = useForm({
    resolver: zodResolver(respondToEvent.input),
    defaultValues: { id: eventId, decision: 'decline' as const, reason: '' },
  });
  useEffect(() => setFocus('reason'), [setFocus]);
  const submit = handleSubmit(async (values) => {
    const outcome = await decline.run(values);
    if (outcome.ok)
      onDeclined(`You declined ${what}. ${capitalised(PROPOSER[side])} sees your reason.`);
    else applyFieldErrors(outcome.error, setError, ['reason']);
  });
  return (
    <form
      className="portal-form"
      noValidate
      aria-label={`Decline ${what}`}
      onSubmit={voidSubmit(submit)}
    >
      <TextAreaField
        label="Why you decline"
        hint={`${capitalised(PROPOSER[side])} sees this reason: say what would work for you.`}
        rows={3}
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      <CallFailureNotice
        error={decline.status === 'failed' ? decline.error : null}
        prefix={`You did not decline ${what}.`}
      />
      <div className="portal-actions">
        <SubmitButton pending={decline.pending} pendingLabel="Declining…" variant="danger" small>
          Decline
        </SubmitButton>
        <button type="button" className={buttonClass('secondary', true)} onClick={onCancel}>
          Keep it open
        </button>
      </div>
    </form>
  );
}

const capitalised = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
