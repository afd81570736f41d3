import { Link, reportEventResultsThunk, useThunk, voidSubmit } from '@fundax/client';
import { CallFailureNotice, Notice, SubmitButton, TextField } from '@fundax/client/ui';
import {
  MAX_EVENT_SALES_CENTS,
  centsToMoneyInput,
  formatCents,
  moneyInputSchema,
  parseMoneyInput,
  percentOfCents,
  raisedFromSales,
} from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';

import { type PortalEvent, resultsLocked } from '../../../utils/portal-event';

const resultsFormSchema = z.object({ sales: moneyInputSchema });

/** What the sales typed so far would raise (and the partner's share), or null while unreadable. */
function preview(event: PortalEvent, typed: string) {
  const cents = parseMoneyInput(typed);
  if (cents === null || cents > MAX_EVENT_SALES_CENTS) return null;
  return {
    raised: raisedFromSales(cents, event.givebackPercent),
    share:
      event.partnerSharePercent === null ? null : percentOfCents(cents, event.partnerSharePercent),
  };
}

/**
 * reportEventResults: after an approved event ends, its partner reports the night's qualifying
 * sales, with the give-back percent and the terms' exclusions beside the field, and a preview of
 * what that raises (core's raisedFromSales, the server's own rule). What the event raised is
 * computed by the server: shown on the event and in the fundaxer's fundraiser. Reporting again
 * corrects it, until a payout is recorded: then only an admin may correct it, with a reason.
 */
export function ReportResults({ event }: { event: PortalEvent }) {
  const report = useThunk(reportEventResultsThunk);
  const reported = event.resultsReported;
  const { register, handleSubmit, formState, control } = useForm({
    resolver: zodResolver(resultsFormSchema),
    defaultValues: { sales: event.salesCents !== null ? centsToMoneyInput(event.salesCents) : '' },
  });
  const typed = useWatch({ control, name: 'sales' });
  const figures = preview(event, typed);
  const submit = handleSubmit(async ({ sales }) => {
    // On success the slice marks the event out of date: the page shows the new figure.
    await report.run({ eventId: event.id, salesCents: sales });
  });
  if (resultsLocked(event)) return <LockedResults event={event} />;
  return (
    <form
      className="card portal-form"
      noValidate
      onSubmit={voidSubmit(submit)}
      aria-labelledby="report-results-heading"
    >
      <h2 id="report-results-heading">{reported ? 'Correct the results' : 'Report the results'}</h2>
      <p className="muted">
        The night’s qualifying sales: what counted toward the give-back under the event’s terms. The
        event raises {event.givebackPercent}% of them, shown on the event’s page
        {event.fundaxerName ? ` and paid to ${event.fundaxerName}` : ''}. You can correct them until
        a payout is recorded.
      </p>
      <dl className="portal-facts">
        <div>
          <dt>Give-back</dt>
          <dd>{event.givebackPercent}% of qualifying sales</dd>
        </div>
        {event.givebackTerms ? (
          <div>
            <dt>Terms</dt>
            <dd>{event.givebackTerms}</dd>
          </div>
        ) : null}
        <div>
          <dt>Does not count</dt>
          <dd>{event.givebackExclusions || 'Nothing is excluded by the terms.'}</dd>
        </div>
      </dl>
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
        hint={
          event.givebackExclusions
            ? `Leave out: ${event.givebackExclusions}`
            : 'Sales during the event that the terms count.'
        }
        error={formState.errors.sales?.message}
        {...register('sales')}
      />
      <p aria-live="polite">
        {figures ? (
          <strong>
            At {event.givebackPercent}%, this raises {formatCents(figures.raised)} for the cause
            {figures.share === null
              ? '.'
              : `, and your share of ${event.partnerSharePercent}% is ${formatCents(figures.share)}.`}
          </strong>
        ) : (
          <span className="muted">Type the sales to see what they raise.</span>
        )}
      </p>
      <SubmitButton pending={report.pending} pendingLabel="Recording the results…">
        {reported ? 'Save the corrected sales' : 'Report results'}
      </SubmitButton>
    </form>
  );
}

/** Results once a payout is recorded: the partner sees them, and who may correct them. */
function LockedResults({ event }: { event: PortalEvent }) {
  return (
    <section className="card" aria-labelledby="report-results-heading">
      <h2 id="report-results-heading">Results</h2>
      <dl className="portal-facts">
        <div>
          <dt>Qualifying sales</dt>
          <dd>{event.salesCents === null ? 'Not reported' : formatCents(event.salesCents)}</dd>
        </div>
        <div>
          <dt>Raised ({event.givebackPercent}%)</dt>
          <dd>{formatCents(event.raisedCents)}</dd>
        </div>
      </dl>
      <Notice>
        <p>
          A payout for this event is recorded, so only a Fundax admin can correct its results now,
          and only with a reason on the record. If they are wrong, ask through{' '}
          <Link to="/portal/support">Support</Link>.
        </p>
      </Notice>
    </section>
  );
}
