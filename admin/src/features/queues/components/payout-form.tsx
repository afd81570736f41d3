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
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';

import { newIdempotencyKey } from '../../../utils/idempotency-key';

/**
 * The contract's own fields, with the amount typed in dollars and turned into cents by core. An
 * empty adjustment reason is no reason (the field is left out of the call).
 */
export const payoutFormSchema = z.extend(z.pick(markDisbursal.input, { reference: true }), {
  amount: z.pipe(moneyInputSchema, markDisbursal.input.shape.amountCents),
  adjustmentReason: z.union([
    z.literal(''),
    markDisbursal.input.shape.adjustmentReason.def.innerType,
  ]),
});

/**
 * The form's rules for a party owed `owedCents` (null: not known, e.g. a partner share the terms
 * leave to the admin): an amount other than the owed one needs a reason, as the server requires.
 */
export function payoutFormSchemaFor(owedCents: number | null) {
  return payoutFormSchema.check(
    z.superRefine(({ amount, adjustmentReason }, context) => {
      if (owedCents !== null && amount !== owedCents && adjustmentReason === '') {
        context.addIssue({
          code: 'custom',
          path: ['adjustmentReason'],
          message: `Say why this payout differs from the ${formatCents(owedCents)} owed.`,
        });
      }
    }),
  );
}

/** Cents as the amount field shows them: 61250 -> "612.50". */
const dollarsText = (cents: number) => (cents / 100).toFixed(2);

interface PayoutFormProps {
  eventId: string;
  eventTitle: string;
  party: PayoutParty;
  /** Who is paid: the payee fixed at approval, as the queue shows them. */
  payee: ReactNode;
  /** What the party is owed (core's owedCents), or null when the admin enters it. */
  owedCents: number | null;
  onPaid: (message: string) => void;
  onCancel: () => void;
}

/**
 * Records one payout (markDisbursal), pre-filled with the amount owed when the results tell it;
 * paying another amount takes a reason, which goes to the ledger and the audit log. The idempotency key is made once, when the form opens,
 * and every submit of this form sends it: a double click, or a retry after an answer that
 * never arrived, returns the first result instead of paying twice. A submit while one is
 * running is dropped before it reaches the network.
 */
export function PayoutForm({
  eventId,
  eventTitle,
  party,
  payee,
  owedCents,
  onPaid,
  onCancel,
}: PayoutFormProps) {
  const pay = useThunk(markDisbursalThunk);
  const [idempotencyKey] = useState(() => newIdempotencyKey('payout'));
  const inFlight = useRef(false);
  const { register, handleSubmit, formState, setError, setFocus } = useForm({
    resolver: zodResolver(payoutFormSchemaFor(owedCents)),
    defaultValues: {
      amount: owedCents === null ? '' : dollarsText(owedCents),
      reference: '',
      adjustmentReason: '',
    },
  });
  // The amount is usually right as filled in: the reference is what the admin types.
  useEffect(() => setFocus(owedCents === null ? 'amount' : 'reference'), [setFocus, owedCents]);
  const submit = handleSubmit(async ({ amount, reference, adjustmentReason }) => {
    const outcome = await pay.run({
      eventId,
      party,
      amountCents: amount,
      reference,
      idempotencyKey,
      ...(adjustmentReason === '' ? {} : { adjustmentReason }),
    });
    if (outcome.ok) {
      onPaid(
        `Recorded a ${PAYOUT_PARTY_LABELS[party].toLowerCase()} payout of ${formatCents(amount)} for “${eventTitle}”.`,
      );
    } else {
      applyMappedFieldErrors(outcome.error, setError, {
        amountCents: 'amount',
        reference: 'reference',
        adjustmentReason: 'adjustmentReason',
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
      <div className="small">{payee}</div>
      <p className="small">
        {owedCents === null
          ? 'The terms set no amount for this payout: enter what was agreed.'
          : `Owed: ${formatCents(owedCents)}, from the reported results and the terms.`}
      </p>
      <div className="form-row">
        <TextField
          label="Amount (USD)"
          inputMode="decimal"
          autoComplete="off"
          hint={
            owedCents === null
              ? 'Dollars and cents, like 90.00'
              : 'Filled in with the amount owed; another amount needs a reason'
          }
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
      <TextField
        label="Adjustment reason"
        autoComplete="off"
        hint="Only when paying other than the amount owed; it goes to the ledger and the audit log"
        error={formState.errors.adjustmentReason?.message}
        {...register('adjustmentReason')}
      />
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
