import { VENUE_CATEGORIES, maskUsPhoneInput } from '@fundax/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

import { SelectField, TextAreaField, TextField } from '@fundax/client/ui/field';
import { VENUE_LABELS } from '../../../utils/category-labels';
import type { VenueFormInput } from '../api/venue-form';

/** The venue's own fields (the location has its own set). */
export function VenueFields({
  register,
  errors,
}: {
  register: UseFormRegister<VenueFormInput>;
  errors: FieldErrors<VenueFormInput>;
}) {
  const phone = register('phone');
  return (
    <>
      <TextField
        label="Venue name"
        autoComplete="organization"
        hint="As customers know it, e.g. “Baca’s Green Chile Kitchen – Old Town”."
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Street address"
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <SelectField
        label="Kind of business"
        error={errors.category?.message}
        {...register('category')}
      >
        {VENUE_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {VENUE_LABELS[category]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Description (optional)"
        hint="What guests find there: food, seating, parking."
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="portal-form__row">
        <TextField
          label="Phone (optional)"
          type="tel"
          autoComplete="tel-national"
          placeholder="(505) 555-0134"
          error={errors.phone?.message}
          {...phone}
          onChange={(event) => {
            event.target.value = maskUsPhoneInput(event.target.value);
            void phone.onChange(event);
          }}
        />
        <TextField
          label="Website (optional)"
          type="url"
          autoComplete="url"
          placeholder="https://"
          error={errors.website?.message}
          {...register('website')}
        />
      </div>
    </>
  );
}
