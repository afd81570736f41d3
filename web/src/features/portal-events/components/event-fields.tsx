import { Options, SelectField, TextAreaField, TextField } from '@fundax/client/ui';
import { CAUSE_CATEGORIES, CAUSE_LABELS } from '@fundax/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

import type { EventFormInput } from '../api/event-form';
import type { FundaxerOption, VenueOption } from '../api/event-options';

interface EventFieldsProps {
  register: UseFormRegister<EventFormInput>;
  errors: FieldErrors<EventFormInput>;
  /** Where the event can be held; null once it exists (the venue is fixed then). */
  venues: VenueOption[] | null;
  /** Partners may name a fundaxer; null hides the choice (a fundaxer organizes for themselves). */
  fundaxers: FundaxerOption[] | null;
}

/** The event's fields, shared by the create and edit forms. Times are on Mountain Time. */
export function EventFields({ register, errors, venues, fundaxers }: EventFieldsProps) {
  return (
    <>
      <TextField label="Event title" error={errors.title?.message} {...register('title')} />
      {venues ? (
        <SelectField label="Venue" error={errors.venueId?.message} {...register('venueId')}>
          <option value="">Choose a venue</option>
          {venues.map((venue) => (
            <option key={venue.id} value={venue.id}>
              {venue.name}
              {venue.pending ? ' (awaiting review)' : ''}
            </option>
          ))}
        </SelectField>
      ) : null}
      <fieldset className="portal-fieldset">
        <legend>When (Mountain Time)</legend>
        <div className="portal-form__row">
          <TextField
            label="Start date"
            type="date"
            error={errors.startDate?.message}
            {...register('startDate')}
          />
          <TextField
            label="Start time"
            type="time"
            error={errors.startTime?.message}
            {...register('startTime')}
          />
        </div>
        <div className="portal-form__row">
          <TextField
            label="End date"
            type="date"
            error={errors.endDate?.message}
            {...register('endDate')}
          />
          <TextField
            label="End time"
            type="time"
            error={errors.endTime?.message}
            {...register('endTime')}
          />
        </div>
      </fieldset>
      <SelectField label="Cause" error={errors.category?.message} {...register('category')}>
        <Options values={CAUSE_CATEGORIES} label={(category) => CAUSE_LABELS[category]} />
      </SelectField>
      {fundaxers ? (
        <SelectField
          label="Fundaxer (optional)"
          hint="The fundraiser this event raises money for. Leave empty for a community event."
          error={errors.fundaxerId?.message}
          {...register('fundaxerId')}
        >
          <option value="">No fundaxer: a community event</option>
          {fundaxers.map((fundaxer) => (
            <option key={fundaxer.id} value={fundaxer.id}>
              {fundaxer.displayName}
              {fundaxer.fundraiserTitle ? ` – ${fundaxer.fundraiserTitle}` : ''}
            </option>
          ))}
        </SelectField>
      ) : null}
      <fieldset className="portal-fieldset">
        <legend>Give-back</legend>
        <TextField
          label="Give-back percentage"
          type="number"
          min={1}
          max={100}
          step={1}
          inputMode="numeric"
          hint="The share of sales during the event that goes to the cause."
          error={errors.givebackPercent?.message}
          {...register('givebackPercent', { valueAsNumber: true })}
        />
        <TextAreaField
          label="Terms (optional)"
          hint="What counts, e.g. “food and non-alcoholic drinks, dine-in and takeout”."
          error={errors.givebackTerms?.message}
          {...register('givebackTerms')}
        />
        <TextAreaField
          label="Exclusions (optional)"
          hint="What does not count, e.g. alcohol, gift cards, catering."
          error={errors.givebackExclusions?.message}
          {...register('givebackExclusions')}
        />
      </fieldset>
      <TextField
        label="Goal in dollars (optional)"
        inputMode="decimal"
        placeholder="1,500"
        error={errors.goal?.message}
        {...register('goal')}
      />
      <TextAreaField
        label="Description (optional)"
        hint="What people can expect, and how to say they came for the cause."
        error={errors.description?.message}
        {...register('description')}
      />
    </>
  );
}
