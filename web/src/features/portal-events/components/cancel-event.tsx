import { cancelEventThunk, useThunk, voidSubmit } from '@fundax/client';
import { CallFailureNotice, SubmitButton, TextAreaField } from '@fundax/client/ui';
import { cancelEvent } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';

import type { PortalEvent } from '../../../utils/portal-event';

const reason = cancelEvent.input.shape.reason.def.innerType;
/** The reason is optional; when given it follows the contract's rule (3 to 500 characters). */
const cancelFormSchema = z.object({
  reason: z.pipe(z.string().check(z.trim()), z.union([z.literal(''), reason])),
});

/**
 * cancelEvent, behind a confirm step: the event is hidden from the public at once and kept for
 * history, and it cannot be undone here.
 */
export function CancelEvent({ event }: { event: PortalEvent }) {
  const cancel = useThunk(cancelEventThunk);
  const [confirming, setConfirming] = useState(false);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(cancelFormSchema),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(async (values) => {
    // On success the slice marks the event out of date, and the page shows it cancelled.
    await cancel.run({ id: event.id, reason: values.reason === '' ? undefined : values.reason });
  });
  return (
    <section className="card" aria-labelledby="cancel-event-heading">
      <h2 id="cancel-event-heading">Cancel the event</h2>
      {confirming ? (
        <form noValidate onSubmit={voidSubmit(submit)} aria-label="Confirm cancelling the event">
          <p>
            Cancelling hides “{event.title}” from the public right away. It stays in your history,
            and it cannot be brought back: you would create a new event instead.
          </p>
          <CallFailureNotice
            error={cancel.status === 'failed' ? cancel.error : null}
            prefix="The event was not cancelled."
          />
          <TextAreaField
            label="Reason (optional)"
            hint="Shown to the people involved, e.g. “Patio repairs; we will reschedule.”"
            error={formState.errors.reason?.message}
            {...register('reason')}
          />
          <div className="portal-actions">
            <SubmitButton pending={cancel.pending} pendingLabel="Cancelling the event…">
              Cancel event
            </SubmitButton>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(false)}
              disabled={cancel.pending}
            >
              Keep the event
            </button>
          </div>
        </form>
      ) : (
        <>
          <p className="muted">Plans changed? Cancel before the event starts.</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setConfirming(true)}
          >
            Cancel this event…
          </button>
        </>
      )}
    </section>
  );
}
