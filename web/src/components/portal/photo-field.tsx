import type { UploadedFile } from '@fundax/client';
import { UploadPicker } from '@fundax/client/uploads/upload-picker';
import { buttonClass } from '@fundax/client/ui';
import { type ReactNode, useId } from 'react';

import { type ListingPhoto, imageFileIdChange } from '../../utils/listing-photo';
import { ListingImage } from '../ui/listing-image';
import './photo-field.css';

interface PhotoFieldProps {
  purpose: 'venue-photo' | 'event-image';
  /** The fieldset's legend, e.g. "Photo". */
  legend: string;
  /** What the picture should show, before the accepted types and size. */
  hint: string;
  /** "photo", "picture": used in the button labels and messages. */
  noun: string;
  value: ListingPhoto | null;
  /** The picture the listing has now (to say a removal or a new one applies on saving). */
  saved: ListingPhoto | null;
  onChange: (photo: ListingPhoto | null) => void;
  onBusyChange: (busy: boolean) => void;
  /** A message of the form for this field (e.g. wait for the upload before saving). */
  error?: string | undefined;
  /** What happens to a new picture on saving, when it is not simply applied (review). */
  note?: ReactNode;
}

/**
 * A venue's photo or an event's picture in a portal form: the current one as the public will
 * see it (the card variant with its srcset), a file picker that uploads at once with progress,
 * and Replace / Remove. Nothing changes on the listing until the form is saved; the form sends
 * the new file's id (`imageFileId`), or null to remove it.
 */
export function PhotoField({
  purpose,
  legend,
  hint,
  noun,
  value,
  saved,
  onChange,
  onBusyChange,
  error,
  note,
}: PhotoFieldProps) {
  const previewId = useId();
  const changed = imageFileIdChange(saved, value) !== undefined;
  const take = (file: UploadedFile) =>
    onChange({ fileId: file.fileId, image: file.image, imageUrl: file.url });
  return (
    <fieldset className="portal-fieldset photo-field">
      <legend>{legend}</legend>
      {note}
      <div className="photo-field__body">
        <figure className="photo-field__preview" aria-labelledby={previewId}>
          {value ? (
            <ListingImage
              image={value.image}
              imageUrl={value.imageUrl}
              sizes="(min-width: 40rem) 18rem, 100vw"
              priority
            />
          ) : (
            <div className="photo-field__empty" aria-hidden="true" />
          )}
          <figcaption id={previewId} className="muted">
            {value
              ? changed
                ? `The new ${noun}, used once you save.`
                : `The current ${noun}.`
              : saved
                ? `No ${noun}: the current one is removed once you save.`
                : `No ${noun} yet.`}
          </figcaption>
        </figure>
        <div className="photo-field__controls">
          <UploadPicker
            purpose={purpose}
            label={value ? `Replace the ${noun}` : `Choose a ${noun}`}
            hint={hint}
            noun={noun}
            error={error}
            onUploaded={take}
            onBusyChange={onBusyChange}
          />
          <div className="portal-actions">
            {value ? (
              <button
                type="button"
                className={buttonClass('secondary', true)}
                onClick={() => onChange(null)}
              >
                Remove the {noun}
              </button>
            ) : null}
            {changed && saved ? (
              <button
                type="button"
                className={buttonClass('secondary', true)}
                onClick={() => onChange(saved)}
              >
                Keep the current {noun}
              </button>
            ) : null}
          </div>
        </div>
      </div>
    </fieldset>
  );
}
