import { applyFieldErrors, markAngelDuesPaidThunk, useThunk } from '@fundax/client';
import { CallFailureNotice, SubmitButton, TextField } from '@fundax/client/ui';
import { markAngelDuesPaid } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';

/** Records an angel's dues as paid with the payment's reference (markAngelDuesPaid). */
export function DuesPaidForm({
  applicationId,
  name,
  onPaid,
  onCancel,
}: {
  applicationId: string;
  name: string;
  onPaid: (message: string) => void;
  onCancel: () => void;
}) {
  const markPaid = useThunk(markAngelDuesPaidThunk);
  const { register, handleSubmit, formState, setError, setFocus } = useForm({
    resolver: zodResolver(markAngelDuesPaid.input),
    defaultValues: { applicationId, reference: '' },
  });
  useEffect(() => setFocus('reference'), [setFocus]);
  const submit = handleSubmit(async (values) => {
    const outcome = await markPaid.run(values);
    if (outcome.ok) onPaid(`Recorded the dues of ${name} as paid.`);
    else applyFieldErrors(outcome.error, setError, ['reference']);
  });
  return (
    <form className="inline-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label="Payment reference"
        hint="Receipt, check or transfer number"
        autoComplete="off"
        error={formState.errors.reference?.message}
        {...register('reference')}
      />
      <CallFailureNotice
        error={markPaid.status === 'failed' ? markPaid.error : null}
        prefix="The dues were not recorded."
      />
      <div className="cluster">
        <SubmitButton pending={markPaid.pending} pendingLabel="Recording…" small>
          Mark dues paid
        </SubmitButton>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
