import { applyMappedFieldErrors, voidSubmit } from '@fundax/client';
import { CallFailureNotice, SubmitButton } from '@fundax/client/ui';
import type { CallError } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useCallback, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';

import { PhotoField } from '../../../components/portal/photo-field';
import {
  VENUE_FIELD_PATHS,
  type VenueFormInput,
  type VenueFormValues,
  venueFormSchema,
} from '../api/venue-form';
import { LocationFields } from './location-fields';
import { VenueFields } from './venue-fields';

interface VenueFormProps {
  heading: string;
  defaults: VenueFormInput;
  tiles: string | null;
  pending: boolean;
  error: CallError | null;
  /** What did not happen when the call fails, e.g. "The location was not added." */
  failure: string;
  submitLabel: string;
  pendingLabel: string;
  /** Runs the call; resolves with its failure (for the fields) or null. */
  onSubmit: (values: VenueFormValues) => Promise<CallError | null>;
  /** Shown above the fields (a saved notice, a review warning). */
  notice?: ReactNode;
}

const PHOTO_HINT = 'The storefront, the dining room or the patio: what guests will see.';

/**
 * The venue form of the add and edit pages: fields, address and location, photo, and the
 * server's field errors. A photo still uploading holds the save back (its id is not known yet).
 */
export function VenueForm(props: VenueFormProps) {
  const { register, handleSubmit, formState, setError, clearErrors, setValue, control } = useForm({
    resolver: zodResolver(venueFormSchema),
    defaultValues: props.defaults,
  });
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
      setError('photo', { message: 'Wait until the photo has uploaded, or cancel it.' });
      return;
    }
    const error = await props.onSubmit(values);
    if (error) applyMappedFieldErrors(error, setError, VENUE_FIELD_PATHS);
  });
  return (
    <form
      className="card portal-form"
      noValidate
      onSubmit={voidSubmit(submit)}
      aria-labelledby="venue-form-heading"
    >
      <h2 id="venue-form-heading">{props.heading}</h2>
      {props.notice}
      <CallFailureNotice error={props.error} prefix={props.failure} />
      <VenueFields register={register} errors={formState.errors} />
      <LocationFields
        control={control}
        register={register}
        setValue={setValue}
        errors={formState.errors}
        tiles={props.tiles}
      />
      <Controller
        control={control}
        name="photo"
        render={({ field, fieldState }) => (
          <PhotoField
            purpose="venue-photo"
            legend="Photo"
            hint={PHOTO_HINT}
            noun="photo"
            value={field.value}
            saved={props.defaults.photo}
            onChange={field.onChange}
            onBusyChange={onBusyChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <SubmitButton pending={props.pending} pendingLabel={props.pendingLabel}>
        {props.submitLabel}
      </SubmitButton>
    </form>
  );
}
