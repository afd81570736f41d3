import { TextField } from '@fundax/client/ui';
import { docIdSchema } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';

const pickerSchema = z.object({ eventId: docIdSchema });

/** Opens any event's ledger by its id (the ids show in records, search and the audit log). */
export function LedgerPicker({
  onOpen,
  current,
}: {
  onOpen: (eventId: string) => void;
  current?: string;
}) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(pickerSchema),
    defaultValues: { eventId: current ?? '' },
  });
  return (
    <form
      noValidate
      aria-label="Open an event's ledger"
      onSubmit={(event) => void handleSubmit(({ eventId }) => onOpen(eventId))(event)}
    >
      <div className="filters">
        <TextField
          label="Event id"
          autoComplete="off"
          spellCheck={false}
          error={formState.errors.eventId?.message}
          {...register('eventId')}
        />
        <div className="field">
          <button type="submit" className="button button--secondary">
            Open ledger
          </button>
        </div>
      </div>
    </form>
  );
}
