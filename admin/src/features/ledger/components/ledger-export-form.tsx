import { useThunk } from '@fundax/client';
import { CallFailureNotice, Notice, SubmitButton, TextField } from '@fundax/client/ui';
import { dateSchema, mountainDaysRange, mountainToday } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';

import { downloadFile } from '../../../utils/download';
import { ledgerCsv } from '../api/ledger-csv';
import { exportLedgerPeriod } from '../api/ledger-slice';

const exportSchema = z.object({ from: dateSchema, to: dateSchema }).check(
  z.refine((period) => period.from <= period.to, {
    path: ['to'],
    message: 'The last day comes on or after the first day.',
  }),
);

/** This month so far, in Albuquerque calendar days (the days Fundax keeps its books in). */
function thisMonth(): { from: string; to: string } {
  const today = mountainToday();
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** Bookkeeping: every payout and reversal recorded in a period, as one CSV file. */
export function LedgerExportForm() {
  const exportPeriod = useThunk(exportLedgerPeriod);
  const [result, setResult] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(exportSchema),
    defaultValues: thisMonth(),
  });
  const submit = handleSubmit(async ({ from, to }) => {
    setResult(null);
    // Mountain Time days: an Albuquerque evening entry (past midnight UTC) is in its own day.
    const outcome = await exportPeriod.run(mountainDaysRange(from, to));
    if (!outcome.ok) return;
    const { entries, truncated } = outcome.data;
    downloadFile(`fundax-ledger-${from}-to-${to}.csv`, ledgerCsv(entries), 'text/csv');
    setResult(
      `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'} exported${truncated ? ' (the first ones only: export a shorter period for the rest)' : ''}.`,
    );
  });
  return (
    <form noValidate aria-label="Export the ledger" onSubmit={(event) => void submit(event)}>
      <div className="filters">
        <TextField
          label="From (Mountain Time day)"
          type="date"
          error={formState.errors.from?.message}
          {...register('from')}
        />
        <TextField
          label="To (Mountain Time day, included)"
          type="date"
          error={formState.errors.to?.message}
          {...register('to')}
        />
        <div className="field">
          <SubmitButton
            pending={exportPeriod.pending}
            pendingLabel="Exporting…"
            variant="secondary"
          >
            Export CSV
          </SubmitButton>
        </div>
      </div>
      <CallFailureNotice
        error={exportPeriod.status === 'failed' ? exportPeriod.error : null}
        prefix="The ledger was not exported."
      />
      {result ? <Notice tone="success">{result}</Notice> : null}
    </form>
  );
}
