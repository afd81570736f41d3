import { applyFieldErrors, resolveSupportRequestThunk, useThunk } from '@fundax/client';
import { CallFailureNotice, SubmitButton, TextAreaField } from '@fundax/client/ui';
import { resolveSupportRequest } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';

/** Closes a support request with what was done (validated with the contract's schema). */
export function ResolveForm({
  id,
  subject,
  onResolved,
  onCancel,
}: {
  id: string;
  subject: string;
  onResolved: (message: string) => void;
  onCancel: () => void;
}) {
  const resolve = useThunk(resolveSupportRequestThunk);
  const { register, handleSubmit, formState, setError, setFocus } = useForm({
    resolver: zodResolver(resolveSupportRequest.input),
    defaultValues: { id, resolution: '' },
  });
  useEffect(() => setFocus('resolution'), [setFocus]);
  const submit = handleSubmit(async (values) => {
    const outcome = await resolve.run(values);
    if (outcome.ok) onResolved(`Resolved “${subject}”. It has left the list.`);
    else applyFieldErrors(outcome.error, setError, ['resolution']);
  });
  return (
    <form className="inline-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextAreaField
        label="Resolution note"
        hint="What was done or answered; kept with the request."
        rows={3}
        error={formState.errors.resolution?.message}
        {...register('resolution')}
      />
      <CallFailureNotice
        error={resolve.status === 'failed' ? resolve.error : null}
        prefix="The request was not resolved."
      />
      <div className="cluster">
        <SubmitButton pending={resolve.pending} pendingLabel="Resolving…" small>
          Resolve request
        </SubmitButton>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
