import { applyFieldErrors, reverseDisbursalThunk, useThunk } from '@fundax/client';
import { CallFailureNotice, SubmitButton, TextAreaField } from '@fundax/client/ui';
import { type PayoutParty, reverseDisbursal } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';

import { newIdempotencyKey } from '../../../utils/idempotency-key';

/** The contract's own reason rule (5 to 500 characters). */
const reverseFormSchema = z.pick(reverseDisbursal.input, { reason: true });

/**
 * Reverses the payout currently recorded for one party (reverseDisbursal). Like the payout
 * form, it makes its idempotency key once, so a retry never reverses twice.
 */
export function ReverseForm({
  eventId,
  party,
  onReversed,
  onCancel,
}: {
  eventId: string;
  party: PayoutParty;
  onReversed: (message: string) => void;
  onCancel: () => void;
}) {
  const reverse = useThunk(reverseDisbursalThunk);
  const [idempotencyKey] = useState(() => newIdempotencyKey('reversal'));
  const inFlight = useRef(false);
  const { register, handleSubmit, formState, setError, setFocus } = useForm({
    resolver: zodResolver(reverseFormSchema),
    defaultValues: { reason: '' },
  });
  useEffect(() => setFocus('reason'), [setFocus]);
  const submit = handleSubmit(async ({ reason }) => {
    const outcome = await reverse.run({ eventId, party, reason, idempotencyKey });
    if (outcome.ok)
      onReversed(`Reversed the ${party} payout. The event awaits that payment again.`);
    else applyFieldErrors(outcome.error, setError, ['reason']);
  });
  return (
    <form
      className="inline-form"
      noValidate
      onSubmit={(event) => {
        // A second submit while one runs (a double click) is dropped here, before the network.
        event.preventDefault();
        if (inFlight.current) return;
        inFlight.current = true;
        void submit(event).finally(() => {
          inFlight.current = false;
        });
      }}
    >
      <TextAreaField
        label={`Why reverse the ${party} payout?`}
        hint="Kept in the ledger and the audit log."
        rows={2}
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      <CallFailureNotice
        error={reverse.status === 'failed' ? reverse.error : null}
        prefix="The payout was not reversed."
      />
      <div className="cluster">
        <SubmitButton pending={reverse.pending} pendingLabel="Reversing…" variant="danger" small>
          Reverse payout
        </SubmitButton>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
