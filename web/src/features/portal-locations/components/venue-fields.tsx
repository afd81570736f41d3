import {
  Options,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
  UrlField,
} from '@fundax/client/ui';
import { VENUE_CATEGORIES, VENUE_LABELS } from '@fundax/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

import type { VenueFormInput } from '../api/venue-form';

/** The venue's own fields (the address and location have their own set, as does the photo). */
export function VenueFields({
  register,
  errors,
}: {
  register: UseFormRegister<VenueFormInput>;
  errors: FieldErrors<VenueFormInput>;
}) {
  return (
    <>
      <TextField
        label="Venue name"
        autoComplete="organization"
        hint="As customers know it, e.g. “Baca’s Green Chile Kitchen – Old Town”."
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        label="Kind of business"
        error={errors.category?.message}
        {...register('category')}
      >
        <Options values={VENUE_CATEGORIES} label={(category) => VENUE_LABELS[category]} />
      </SelectField>
      <TextAreaField
        label="Description (optional)"
        hint="What guests find there: food, seating, parking."
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="portal-form__row">
        <PhoneField label="Phone (optional)" error={errors.phone?.message} {...register('phone')} />
        <UrlField
          label="Website (optional)"
          error={errors.website?.message}
          {...register('website')}
        />
      </div>
    </>
  );
}
