import { applyFieldErrors, respondToEventThunk, useThunk, voidSubmit } from '@fundax/client';
import { CallFailureNotice, SubmitButton, TextAreaField, buttonClass } from '@fundax/client/ui';
import { type PayoutParty, respondToEvent } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';

// The decline form is a module of its own: react-hook-form and its zod resolver (15 KB gz) load
// when someone chooses "Decline…", not with every list of proposals (the portal dashboard's).

const PROPOSER: Record<PayoutParty, string> = {
  // The partner declines what a fundaxer proposed at their venue, and the other way round.
  partner: 'the fundaxer',
  fundaxer: 'the partner',
};

export function DeclineForm({
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
