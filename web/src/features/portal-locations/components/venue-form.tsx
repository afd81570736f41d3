import { applyMappedFieldErrors, voidSubmit } from '@fundax/client';
import { CallFailureNotice, SubmitButton } from '@fundax/client/ui';
import type { CallError } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';

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

/** The venue form of the add and edit pages: fields, location, and the server's field errors. */
export function VenueForm(props: VenueFormProps) {
  const { register, handleSubmit, formState, setError, setValue, control } = useForm({
    resolver: zodResolver(venueFormSchema),
    defaultValues: props.defaults,
  });
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const submit = handleSubmit(async (values) => {
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
        register={register}
        setValue={setValue}
        errors={formState.errors}
        latitude={latitude}
        longitude={longitude}
        tiles={props.tiles}
      />
      <SubmitButton pending={props.pending} pendingLabel={props.pendingLabel}>
        {props.submitLabel}
      </SubmitButton>
    </form>
  );
}
