import { reportEventResultsThunk, useThunk, voidSubmit } from '@fundax/client';
import { CallFailureNotice, Notice, SubmitButton, TextField } from '@fundax/client/ui';
import { centsToMoneyInput, formatCents, moneyInputSchema } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import type { PortalEvent } from '../../../utils/portal-event';

const resultsFormSchema = z.object({ raised: moneyInputSchema });

/**
 * reportEventResults: after an approved event ends, its partner records what it raised. The
 * figure shows on the event and moves the fundaxer's fundraiser; reporting again corrects it.
 */
export function ReportResults({ event }: { event: PortalEvent }) {
  const report = useThunk(reportEventResultsThunk);
  const reported = event.raisedCents > 0;
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resultsFormSchema),
    defaultValues: { raised: reported ? centsToMoneyInput(event.raisedCents) : '' },
  });
  const submit = handleSubmit(async ({ raised }) => {
    // On success the slice marks the event out of date: the page shows the new figure.
    await report.run({ eventId: event.id, raisedCents: raised });
  });
  return (
    <form
      className="card portal-form"
      noValidate
      onSubmit={voidSubmit(submit)}
      aria-labelledby="report-results-heading"
    >
      <h2 id="report-results-heading">{reported ? 'Correct the results' : 'Report the results'}</h2>
      <p className="muted">
        The amount raised for the cause ({event.givebackPercent}% of the sales that counted). It is
        shown on the event’s page
        {event.fundaxerName ? ` and added to ${event.fundaxerName}’s fundraiser` : ''}.
      </p>
      {report.status === 'succeeded' ? (
        <Notice tone="success">
          <p>Recorded: this event raised {formatCents(report.data.raisedCents)}.</p>
        </Notice>
      ) : null}
      <CallFailureNotice
        error={report.status === 'failed' ? report.error : null}
        prefix="The results were not recorded."
      />
      <TextField
        label="Amount raised, in dollars"
        inputMode="decimal"
        placeholder="612.50"
        error={formState.errors.raised?.message}
        {...register('raised')}
      />
      <SubmitButton pending={report.pending} pendingLabel="Recording the results…">
        {reported ? 'Save the corrected amount' : 'Report results'}
      </SubmitButton>
    </form>
  );
}
