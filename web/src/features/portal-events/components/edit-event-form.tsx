import { applyMappedFieldErrors, updateEventThunk, useThunk, voidSubmit } from '@fundax/client';
import { CallFailureNotice, Notice, SubmitButton } from '@fundax/client/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import {
  EVENT_FIELD_PATHS,
  changesAnything,
  changesReviewedTerms,
  eventFormFrom,
  eventFormSchema,
  toUpdateEventInput,
} from '../api/event-form';
import type { PortalEvent } from '../../../utils/portal-event';
import type { FundaxerOption } from '../api/event-options';
import { EventFields } from './event-fields';

type Saved = 'saved' | 'back-to-review' | 'nothing';

/**
 * updateEvent with only what changed. On an approved event, new dates or give-back terms send
 * it back to review (people relied on them), so the form says so before and after saving.
 */
export function EditEventForm({
  event,
  fundaxers,
}: {
  event: PortalEvent;
  /** Partners may change the fundaxer; null when the user may not. */
  fundaxers: FundaxerOption[] | null;
}) {
  const update = useThunk(updateEventThunk);
  const [saved, setSaved] = useState<Saved | null>(null);
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(eventFormSchema),
    defaultValues: eventFormFrom(event),
  });
  const approved = event.status.approved === true;
  const submit = handleSubmit(async (values) => {
    const input = toUpdateEventInput(event, values);
    if (!changesAnything(input)) {
      setSaved('nothing');
      return;
    }
    setSaved(null);
    const outcome = await update.run(input);
    if (outcome.ok) {
      // The slice marks the event out of date: the page reads it again.
      setSaved(approved && changesReviewedTerms(input) ? 'back-to-review' : 'saved');
    } else {
      applyMappedFieldErrors(outcome.error, setError, EVENT_FIELD_PATHS);
    }
  });
  return (
    <form
      className="card portal-form"
      noValidate
      onSubmit={voidSubmit(submit)}
      aria-labelledby="edit-event-heading"
    >
      <h2 id="edit-event-heading">Edit the event</h2>
      {approved ? (
        <Notice>
          <p>
            This event is approved. Changing its dates or give-back terms sends it back to review,
            and it is hidden from the public until an admin approves it again. Other changes (title,
            description, cause, goal) keep it approved.
          </p>
        </Notice>
      ) : null}
      {saved === 'saved' ? (
        <Notice tone="success">
          <p>Your changes are saved.</p>
        </Notice>
      ) : null}
      {saved === 'back-to-review' ? (
        <Notice tone="success">
          <p>Your changes are saved. The event is back in review until an admin approves it.</p>
        </Notice>
      ) : null}
      {saved === 'nothing' ? (
        <Notice>
          <p>Nothing changed, so there was nothing to save.</p>
        </Notice>
      ) : null}
      <CallFailureNotice
        error={update.status === 'failed' ? update.error : null}
        prefix="Your changes were not saved."
      />
      <EventFields
        register={register}
        errors={formState.errors}
        venues={null}
        fundaxers={fundaxers}
      />
      <SubmitButton pending={update.pending} pendingLabel="Saving your changes…">
        Save changes
      </SubmitButton>
    </form>
  );
}
