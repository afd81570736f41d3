import { applyMappedFieldErrors, createEventThunk, useThunk, voidSubmit } from '@fundax/client';
import { CallFailureNotice, Loaded, SubmitButton } from '@fundax/client/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { EmptyState } from '../../../components/ui/empty-state';
import {
  EVENT_FIELD_PATHS,
  createEventFormSchema,
  emptyEventForm,
  toCreateEventInput,
} from '../api/event-form';
import { portalEventPath } from '../../../utils/portal-paths';
import { usePortalUser } from '../../../utils/use-portal-user';
import type { FundaxerOption, VenueOption } from '../api/event-options';
import { useFundaxerOptions, useVenueOptions } from '../hooks/use-own-events';
import { EventFields } from './event-fields';
import { EventPhotoField } from './event-photo-field';

/**
 * createEvent: a partner at one of their own venues (even one awaiting review), a fundaxer at
 * any approved venue, for their own fundraiser. The event starts pending review.
 */
export function CreateEventForm({ onCancel }: { onCancel?: () => void }) {
  const { role } = usePortalUser();
  const venues = useVenueOptions();
  const fundaxers = useFundaxerOptions();
  return (
    <Loaded entry={venues.entry} what="the venues you can choose" retry={venues.retry}>
      {(venueOptions) =>
        venueOptions.length === 0 ? (
          <EmptyState title="No venue to hold an event at yet">
            <p>
              {role === 'partner'
                ? 'Add a location first: you can create events there while it awaits review.'
                : 'No venue is approved for events yet. Please check back soon.'}
            </p>
          </EmptyState>
        ) : role === 'partner' ? (
          <Loaded entry={fundaxers.entry} what="the list of fundaxers" retry={fundaxers.retry}>
            {(fundaxerOptions) => (
              <EventForm venues={venueOptions} fundaxers={fundaxerOptions} onCancel={onCancel} />
            )}
          </Loaded>
        ) : (
          <EventForm venues={venueOptions} fundaxers={null} onCancel={onCancel} />
        )
      }
    </Loaded>
  );
}

function EventForm({
  venues,
  fundaxers,
  onCancel,
}: {
  venues: VenueOption[];
  fundaxers: FundaxerOption[] | null;
  onCancel?: () => void;
}) {
  const create = useThunk(createEventThunk);
  const navigate = useNavigate();
  const { register, handleSubmit, formState, setError, clearErrors, control } = useForm({
    resolver: zodResolver(createEventFormSchema),
    defaultValues: emptyEventForm(venues.length === 1 ? venues[0]?.id : ''),
  });
  // A picture still uploading holds the save back: its file id is not known yet.
  const [uploading, setUploading] = useState(false);
  const onBusyChange = useCallback(
    (busy: boolean) => {
      setUploading(busy);
      if (!busy) clearErrors('photo');
    },
    [clearErrors],
  );
  const submit = handleSubmit(async (values) => {
    if (uploading) {
      setError('photo', { message: 'Wait until the picture has uploaded, or cancel it.' });
      return;
    }
    const outcome = await create.run(toCreateEventInput(values));
    if (outcome.ok) {
      void navigate(portalEventPath(outcome.data.id), { state: { created: true } });
    } else {
      applyMappedFieldErrors(outcome.error, setError, EVENT_FIELD_PATHS);
    }
  });
  return (
    <form
      className="card portal-form"
      noValidate
      onSubmit={voidSubmit(submit)}
      aria-labelledby="create-event-heading"
    >
      <h2 id="create-event-heading">Create an event</h2>
      <p className="muted">
        New events wait for a Fundax admin to approve them before they appear publicly.
      </p>
      <CallFailureNotice
        error={create.status === 'failed' ? create.error : null}
        prefix="The event was not created."
      />
      <EventFields
        register={register}
        errors={formState.errors}
        venues={venues}
        fundaxers={fundaxers}
      />
      <EventPhotoField
        control={control}
        saved={null}
        approved={false}
        onBusyChange={onBusyChange}
      />
      <div className="portal-actions">
        <SubmitButton pending={create.pending} pendingLabel="Creating the event…">
          Create event
        </SubmitButton>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Close
          </button>
        ) : null}
      </div>
    </form>
  );
}
