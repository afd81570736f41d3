import { applyFieldErrors, emptyToUndefined, voidSubmit } from '@fundax/client';
import { CallFailureNotice, SubmitButton, TextAreaField, TextField } from '@fundax/client/ui';
import { registerAccount } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';

import type { DetailsStepProps } from './sign-up-flow';

const fields = registerAccount.input.shape;

const angelSchema = z.object({
  displayName: fields.displayName,
  city: fields.city.def.innerType,
  phone: fields.phone,
  bio: fields.bio,
});

const FIELD_NAMES = ['displayName', 'city', 'phone', 'bio'];

/** Step two for angels: who they are (the application comes next). */
export function AngelDetailsForm({ submit, pending, error }: DetailsStepProps) {
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(angelSchema),
    defaultValues: { displayName: '', city: '', phone: undefined, bio: undefined },
  });
  const onSubmit = handleSubmit(async (values) => {
    const outcome = await submit({ role: 'angel', ...values });
    if (!outcome.ok && outcome.error) applyFieldErrors(outcome.error, setError, FIELD_NAMES);
  });
  return (
    <form
      className="card form-narrow"
      noValidate
      onSubmit={voidSubmit(onSubmit)}
      aria-labelledby="angel-details"
    >
      <h2 id="angel-details">About you</h2>
      <CallFailureNotice error={error} />
      <TextField
        label="Your name"
        autoComplete="name"
        error={formState.errors.displayName?.message}
        {...register('displayName')}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        hint="Our groups meet in Albuquerque and Rio Rancho."
        error={formState.errors.city?.message}
        {...register('city')}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel-national"
        error={formState.errors.phone?.message}
        {...register('phone', { setValueAs: emptyToUndefined })}
      />
      <TextAreaField
        label="A few words about you (optional)"
        hint="Up to 1000 characters."
        error={formState.errors.bio?.message}
        {...register('bio', { setValueAs: emptyToUndefined })}
      />
      <SubmitButton pending={pending} pendingLabel="Creating your angel account…">
        Continue to the application
      </SubmitButton>
    </form>
  );
}
