import {
  type CallableOutput,
  MAX_EVENT_SALES_CENTS,
  centsToMoneyInput,
  fieldErrorsOf,
  formatCents,
  parseMoneyInput,
  raisedFromSales,
  type reportEventResults,
} from '@fundax/core';
import { type FormEvent, useState } from 'react';

import { reportEventResultsThunk } from '../callables/callable-thunks';
import { useThunk } from '../hooks/use-thunk';
import { CallFailureNotice } from './failure-notice';
import { TextField } from './field';
import { SubmitButton } from './submit-button';

const MONEY_MESSAGE = 'Enter an amount in dollars, like 12.50.';

/** What the typed sales come to: their cents, or the message that says what is wrong. */
export function salesInputProblem(input: string): string | null {
  const cents = parseMoneyInput(input);
  if (cents === null) return MONEY_MESSAGE;
  if (cents > MAX_EVENT_SALES_CENTS) {
    return `That is more than one event can sell (${formatCents(MAX_EVENT_SALES_CENTS)}). Check the amount.`;
  }
  return null;
}

/**
 * The night's qualifying sales after an event (reportEventResults). While the person types, it
 * shows what the event raised with core's own rounding (raisedFromSales: the give-back percent,
 * half up to the cent), the figure the server records. Reporting again corrects it, until a
 * payout is recorded (then only an admin may). `onReported` gets the recorded figures.
 */
export function SalesReportForm({
  eventId,
  name,
  givebackPercent,
  salesCents,
  cause,
  onReported,
  disabled = false,
}: {
  eventId: string;
  /** The event's title, for the form's name and messages. */
  name: string;
  givebackPercent: number;
  /** The sales reported before, if any (the field starts with them). */
  salesCents: number | null;
  /** Who the money goes to, e.g. the fundaxer's name. */
  cause: string | null;
  onReported: (result: CallableOutput<typeof reportEventResults>) => void;
  disabled?: boolean;
}) {
  const report = useThunk(reportEventResultsThunk);
  const [sales, setSales] = useState(salesCents === null ? '' : centsToMoneyInput(salesCents));
  const [problem, setProblem] = useState<string | null>(null);
  const cents = parseMoneyInput(sales);
  const preview =
    cents !== null && cents <= MAX_EVENT_SALES_CENTS
      ? `At ${givebackPercent}%, sales of ${formatCents(cents)} raise ${formatCents(raisedFromSales(cents, givebackPercent))}${cause ? ` for ${cause}` : ''}.`
      : `The event raises ${givebackPercent}% of its qualifying sales${cause ? ` for ${cause}` : ''}.`;
  const serverProblem =
    report.status === 'failed' ? fieldErrorsOf(report.error).salesCents : undefined;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = salesInputProblem(sales);
    setProblem(found);
    if (found || cents === null) return;
    const outcome = await report.run({ eventId, salesCents: cents });
    if (outcome.ok) onReported(outcome.data);
  };
  return (
    <form noValidate aria-label={`Sales at ${name}`} onSubmit={(event) => void submit(event)}>
      <TextField
        label="Qualifying sales, in dollars"
        name="sales"
        inputMode="decimal"
        autoComplete="off"
        placeholder="3062.50"
        value={sales}
        onChange={(event) => setSales(event.target.value)}
        // What the sales raise, as typed: the hint is read with the field.
        hint={preview}
        error={problem ?? serverProblem}
      />
      <CallFailureNotice
        error={report.status === 'failed' && !serverProblem ? report.error : null}
        prefix="The sales were not recorded."
      />
      <SubmitButton
        pending={report.pending}
        pendingLabel="Recording the sales…"
        disabled={disabled}
      >
        {salesCents === null ? 'Report the sales' : 'Save the corrected sales'}
      </SubmitButton>
    </form>
  );
}
