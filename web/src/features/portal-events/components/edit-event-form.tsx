import { applyMappedFieldErrors, updateEventThunk, useThunk, voidSubmit } from '@fundax/client';
import { CallFailureNotice, Notice, SubmitButton } from '@fundax/client/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';

import {
  EVENT_FIELD_PATHS,
  changesAnything,
  changesMaterial,
  eventFormFrom,
  eventFormSchema,
  toUpdateEventInput,
} from '../api/event-form';
import { listingPhotoOf } from '../../../utils/listing-photo';
import type { PortalEvent } from '../../../utils/portal-event';
import type { FundaxerOption } from '../api/event-options';
import { EventFields } from './event-fields';
import { EventPhotoField } from './event-photo-field';

type Saved = 'saved' | 'waits-for-review' | 'back-to-review' | 'nothing';

/**
 * updateEvent with only what changed. On an approved event an owner's change to its title,
 * description, dates, give-back terms or fundaxer waits for review as a revision, and the
 * public keeps seeing the approved version: the form says so before and after saving, and
 * starts from what the pending change proposes (so a second edit builds on the first).
 */
export function EditEventForm({
  event,
  proposed = event,
  fundaxers,
}: {
  /** The event as stored (approved, or in review). */
  event: PortalEvent;
  /** The event as its pending change would make it (the event itself when none waits). */
  proposed?: PortalEvent;
  /** Partners may change the fundaxer; null when the user may not. */
  fundaxers: FundaxerOption[] | null;
}) {
  const update = useThunk(updateEventThunk);
  const [saved, setSaved] = useState<Saved | null>(null);
  const { register, handleSubmit, formState, setError, clearErrors, control } = useForm({
    resolver: zodResolver(eventFormSchema),
    defaultValues: eventFormFrom(proposed),
  });
  const approved = event.status.approved === true;
  const turnedDown = event.status.approved === false;
  // A picture still uploading holds the save back: its file id is not known yet.
  const [uploading, setUploading] = useState(false);
  const onBusyChange = useCallback(
    (busy: boolean) => {
      setUploading(busy);
      if (!busy) clearErrors('photo');
    },
    [clearErrors],
  );
  // Whether the last save sent a new picture of an approved event to review.
  const [pictureInReview, setPictureInReview] = useState(false);
  const submit = handleSubmit(async (values) => {
    if (uploading) {
      setError('photo', { message: 'Wait until the picture has uploaded, or cancel it.' });
      return;
    }
    const input = toUpdateEventInput(proposed, values);
    if (!changesAnything(input)) {
      setSaved('nothing');
      return;
    }
    setSaved(null);
    const outcome = await update.run(input);
    if (outcome.ok) {
      setPictureInReview(approved && input.imageFileId !== undefined);
      // The slices mark the event and its change out of date: the page reads them again.
      if (approved && changesMaterial(input)) setSaved('waits-for-review');
      else setSaved(turnedDown ? 'back-to-review' : 'saved');
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
            This event is approved. A change to its title, description, dates, give-back terms or
            fundaxer waits for review: the public keeps seeing the approved version until a Fundax
            admin approves the change (new dates, terms or a new fundaxer also need the other side’s
            agreement). A new cause or goal applies at once.
          </p>
        </Notice>
      ) : null}
      {saved === 'saved' ? (
        <Notice tone="success">
          <p>Your changes are saved.</p>
        </Notice>
      ) : null}
      {saved === 'waits-for-review' ? (
        <Notice tone="success">
          <p>
            Your change is saved and waits for review. The public sees the approved version until an
            admin approves it.
          </p>
        </Notice>
      ) : null}
      {saved === 'back-to-review' ? (
        <Notice tone="success">
          <p>Your changes are saved. The event is back in review.</p>
        </Notice>
      ) : null}
      {saved !== null && saved !== 'nothing' && pictureInReview ? (
        <Notice>
          <p>The new picture waits for review; the current one stays public until then.</p>
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
      <EventPhotoField
        control={control}
        saved={listingPhotoOf(event)}
        approved={approved}
        onBusyChange={onBusyChange}
      />
      <SubmitButton pending={update.pending} pendingLabel="Saving your changes…">
        Save changes
      </SubmitButton>
    </form>
  );
}
