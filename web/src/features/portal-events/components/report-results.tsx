import { reportEventResultsThunk, useThunk, voidSubmit } from '@fundax/client';
import { CallFailureNotice, Notice, SubmitButton, TextField } from '@fundax/client/ui';
import { centsToMoneyInput, formatCents, moneyInputSchema } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import type { PortalEvent } from '../../../utils/portal-event';

const resultsFormSchema = z.object({ sales: moneyInputSchema });

/**
 * reportEventResults: after an approved event ends, its partner reports the qualifying sales;
 * what the event raised is the give-back percent of them, computed by the server. It shows on
 * the event and in the fundaxer's fundraiser; reporting again corrects it (until a payout).
 */
export function ReportResults({ event }: { event: PortalEvent }) {
  const report = useThunk(reportEventResultsThunk);
  const reported = event.salesCents !== null;
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resultsFormSchema),
    defaultValues: { sales: event.salesCents !== null ? centsToMoneyInput(event.salesCents) : '' },
  });
  const submit = handleSubmit(async ({ sales }) => {
    // On success the slice marks the event out of date: the page shows the new figure.
    await report.run({ eventId: event.id, salesCents: sales });
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
        The sales that counted toward the give-back. The event raised {event.givebackPercent}% of
        them, shown on the event’s page
        {event.fundaxerName ? ` and added to ${event.fundaxerName}’s fundraiser` : ''}.
      </p>
      {report.status === 'succeeded' ? (
        <Notice tone="success">
          <p>
            Recorded: sales of {formatCents(report.data.salesCents)} raised{' '}
            {formatCents(report.data.raisedCents)}.
          </p>
        </Notice>
      ) : null}
      <CallFailureNotice
        error={report.status === 'failed' ? report.error : null}
        prefix="The results were not recorded."
      />
      <TextField
        label="Qualifying sales, in dollars"
        inputMode="decimal"
        placeholder="3062.50"
        error={formState.errors.sales?.message}
        {...register('sales')}
      />
      <SubmitButton pending={report.pending} pendingLabel="Recording the results…">
        {reported ? 'Save the corrected sales' : 'Report results'}
      </SubmitButton>
    </form>
  );
}
