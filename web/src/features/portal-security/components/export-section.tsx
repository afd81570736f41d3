import { exportMyDataThunk, useThunk } from '@fundax/client';
import { CallFailureNotice, Notice, ProgressButton } from '@fundax/client/ui';
import { useState } from 'react';

import { documentCount, exportFileName, saveJsonFile } from '../api/save-json';

/**
 * "Download my data": exportMyData returns everything Fundax holds about the person, which the
 * browser saves as one JSON file. The call is limited to a few an hour (the message says when
 * to try again).
 */
export function ExportSection() {
  const exporting = useThunk(exportMyDataThunk);
  const [saved, setSaved] = useState<{ fileName: string; documents: number } | null>(null);
  const download = async () => {
    setSaved(null);
    const outcome = await exporting.run({});
    if (!outcome.ok) return;
    const fileName = exportFileName(new Date(outcome.data.exportedAt));
    saveJsonFile(outcome.data, fileName);
    setSaved({ fileName, documents: documentCount(outcome.data.documents) });
  };
  return (
    <section className="card portal-form" aria-labelledby="export-heading">
      <h2 id="export-heading">Your data</h2>
      <p>
        Download everything Fundax holds about you as one JSON file: how you sign in, your account
        and profile, your events and locations, applications, support requests, messages, and the
        payments and records that name you.
      </p>
      <div aria-live="polite">
        {saved ? (
          <Notice tone="success">
            <p>
              Saved <strong>{saved.fileName}</strong> to your downloads ({saved.documents}{' '}
              {saved.documents === 1 ? 'record' : 'records'}).
            </p>
          </Notice>
        ) : null}
      </div>
      <CallFailureNotice
        error={exporting.status === 'failed' ? exporting.error : null}
        prefix="Your data was not downloaded."
      />
      <ProgressButton
        type="button"
        variant="secondary"
        pending={exporting.pending}
        pendingLabel="Gathering your data…"
        onClick={() => void download()}
      >
        Download my data
      </ProgressButton>
    </section>
  );
}
