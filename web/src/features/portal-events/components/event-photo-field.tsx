import { Notice } from '@fundax/client/ui';
import { type Control, Controller } from 'react-hook-form';

import { PhotoField } from '../../../components/portal/photo-field';
import type { ListingPhoto } from '../../../utils/listing-photo';
import type { EventFormInput, EventFormValues } from '../api/event-form';

/**
 * The event's picture in the create and edit forms. On an approved event the picture is one of
 * the things visitors rely on, so a new one (or its removal) waits for review with the rest of
 * the event's changes, and the form says so before anything is chosen.
 */
export function EventPhotoField({
  control,
  saved,
  approved,
  onBusyChange,
}: {
  control: Control<EventFormInput, unknown, EventFormValues>;
  /** The picture the event has now; null for a new event. */
  saved: ListingPhoto | null;
  approved: boolean;
  onBusyChange: (busy: boolean) => void;
}) {
  return (
    <Controller
      control={control}
      name="photo"
      render={({ field, fieldState }) => (
        <PhotoField
          purpose="event-image"
          legend="Picture"
          hint="A photo or a flyer: what the event card and shared links show."
          noun="picture"
          value={field.value}
          saved={saved}
          onChange={field.onChange}
          onBusyChange={onBusyChange}
          error={fieldState.error?.message}
          note={
            approved ? (
              <Notice>
                <p>
                  This event is approved: a new picture, or removing it, waits for a Fundax admin’s
                  review with your other changes. The current picture stays public until then.
                </p>
              </Notice>
            ) : null
          }
        />
      )}
    />
  );
}
