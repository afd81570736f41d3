import { applyMappedFieldErrors, markDisbursalThunk, useThunk } from '@fundax/client';
import { CallFailureNotice, SubmitButton, TextField } from '@fundax/client/ui';
import {
  PAYOUT_PARTY_LABELS,
  type PayoutParty,
  formatCents,
  markDisbursal,
  moneyInputSchema,
} from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { newIdempotencyKey } from '../../../utils/idempotency-key';

/** The contract's own fields, with the amount typed in dollars and turned into cents by core. */
export const payoutFormSchema = markDisbursal.input.pick({ reference: true }).extend({
  amount: moneyInputSchema.pipe(markDisbursal.input.shape.amountCents),
});

interface PayoutFormProps {
  eventId: string;
  eventTitle: string;
  party: PayoutParty;
  payee: string;
  onPaid: (message: string) => void;
  onCancel: () => void;
}

/**
 * Records one payout (markDisbursal). The idempotency key is made once, when the form opens,
 * and every submit of this form sends it: a double click, or a retry after an answer that
 * never arrived, returns the first result instead of paying twice. A submit while one is
 * running is dropped before it reaches the network.
 */
export function PayoutForm({
  eventId,
  eventTitle,
  party,
  payee,
  onPaid,
  onCancel,
}: PayoutFormProps) {
  const pay = useThunk(markDisbursalThunk);
  const [idempotencyKey] = useState(() => newIdempotencyKey('payout'));
  const inFlight = useRef(false);
  const { register, handleSubmit, formState, setError, setFocus } = useForm({
    resolver: zodResolver(payoutFormSchema),
    defaultValues: { amount: '', reference: '' },
  });
  useEffect(() => setFocus('amount'), [setFocus]);
  const submit = handleSubmit(async ({ amount, reference }) => {
    const outcome = await pay.run({
      eventId,
      party,
      amountCents: amount,
      reference,
      idempotencyKey,
    });
    if (outcome.ok) {
      onPaid(
        `Recorded a ${PAYOUT_PARTY_LABELS[party].toLowerCase()} payout of ${formatCents(amount)} for “${eventTitle}”.`,
      );
    } else {
      applyMappedFieldErrors(outcome.error, setError, {
        amountCents: 'amount',
        reference: 'reference',
      });
    }
  });
  return (
    <form
      className="inline-form"
      noValidate
      aria-label={`Record the ${PAYOUT_PARTY_LABELS[party].toLowerCase()} payout for ${eventTitle}`}
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
      <p className="small">
        Pay <strong>{payee}</strong> ({PAYOUT_PARTY_LABELS[party].toLowerCase()})
      </p>
      <div className="form-row">
        <TextField
          label="Amount (USD)"
          inputMode="decimal"
          autoComplete="off"
          hint="Dollars and cents, like 90.00"
          error={formState.errors.amount?.message}
          {...register('amount')}
        />
        <TextField
          label="Payment reference"
          autoComplete="off"
          hint="Check number or transfer id"
          error={formState.errors.reference?.message}
          {...register('reference')}
        />
      </div>
      <CallFailureNotice
        error={pay.status === 'failed' ? pay.error : null}
        prefix="The payout was not recorded."
      />
      {pay.status === 'failed' ? (
        <p className="small muted">
          Submitting again is safe: this form sends the same payment key, so a payout that did go
          through is not recorded twice.
        </p>
      ) : null}
      <div className="cluster">
        <SubmitButton pending={pay.pending} pendingLabel="Recording…" small>
          Record payout
        </SubmitButton>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
