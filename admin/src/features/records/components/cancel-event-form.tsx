import { applyFieldErrors, cancelEventThunk, useThunk } from '@fundax/client';
import { CallFailureNotice, SubmitButton, TextAreaField } from '@fundax/client/ui';
import { cancelEvent } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Cancels an event that has not ended (cancelEvent): hidden from the public, kept for history. */
export function CancelEventForm({
  id,
  title,
  onDone,
}: {
  id: string;
  title: string;
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  if (!open) {
    return (
      <button
        ref={opener}
        type="button"
        className="button button--danger button--small"
        onClick={() => setOpen(true)}
      >
        Cancel event…
      </button>
    );
  }
  return (
    <CancelForm
      id={id}
      title={title}
      onDone={onDone}
      onKeep={() => {
        setOpen(false);
        requestAnimationFrame(() => opener.current?.focus());
      }}
    />
  );
}

function CancelForm({
  id,
  title,
  onDone,
  onKeep,
}: {
  id: string;
  title: string;
  onDone: (message: string) => void;
  onKeep: () => void;
}) {
  const cancel = useThunk(cancelEventThunk);
  const { register, handleSubmit, formState, setError, setFocus } = useForm({
    resolver: zodResolver(cancelEvent.input),
    defaultValues: { id, reason: undefined as string | undefined },
  });
  useEffect(() => setFocus('reason'), [setFocus]);
  const submit = handleSubmit(async (values) => {
    const outcome = await cancel.run(values);
    if (outcome.ok) onDone(`Cancelled “${title}”. It is hidden from the public.`);
    else applyFieldErrors(outcome.error, setError, ['reason']);
  });
  return (
    <form
      className="inline-form"
      noValidate
      aria-label={`Cancel ${title}`}
      onSubmit={(event) => void submit(event)}
    >
      <TextAreaField
        label="Reason (optional)"
        hint="Kept with the event and in the audit log."
        rows={2}
        error={formState.errors.reason?.message}
        {...register('reason', { setValueAs: emptyToUndefined })}
      />
      <CallFailureNotice
        error={cancel.status === 'failed' ? cancel.error : null}
        prefix="The event was not cancelled."
      />
      <div className="cluster">
        <SubmitButton pending={cancel.pending} pendingLabel="Cancelling…" variant="danger" small>
          Cancel event
        </SubmitButton>
        <button type="button" className="button button--secondary button--small" onClick={onKeep}>
          Keep the event
        </button>
      </div>
    </form>
  );
}
