import { applyFieldErrors, emptyToUndefined, voidSubmit } from '@fundax/client';
import { CallFailureNotice, SubmitButton, TextAreaField, TextField } from '@fundax/client/ui';
import { registerAccount } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';

import {
  FundraiserFields,
  type FundraiserFormInput,
  emptyFundraiser,
  fundraiserFieldNames,
  fundraiserFormSchema,
  toFundraiserInput,
} from './fundraiser-fields';
import type { DetailsStepProps } from './sign-up-flow';

const fields = registerAccount.input.shape;

const fundaxerSchema = z.object({
  displayName: fields.displayName,
  city: fields.city,
  phone: fields.phone,
  bio: fields.bio,
});
const fundaxerWithFundraiserSchema = z.extend(fundaxerSchema, { fundraiser: fundraiserFormSchema });

const FIELD_NAMES = ['displayName', 'city', 'phone', 'bio', ...fundraiserFieldNames('fundraiser')];

/**
 * Step two for fundaxers: who they are, and with `withFundraiser` (the /fundraising/new page)
 * the fundraiser they start.
 */
export function FundaxerDetailsForm({
  submit,
  pending,
  error,
  withFundraiser = false,
  fundraiserDefaults,
}: DetailsStepProps & {
  withFundraiser?: boolean;
  /** A fundraiser begun elsewhere (e.g. a title and cause passed to /fundraising/new). */
  fundraiserDefaults?: Partial<FundraiserFormInput>;
}) {
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(withFundraiser ? fundaxerWithFundraiserSchema : fundaxerSchema),
    defaultValues: {
      displayName: '',
      city: undefined,
      phone: undefined,
      bio: undefined,
      ...(withFundraiser ? { fundraiser: { ...emptyFundraiser, ...fundraiserDefaults } } : {}),
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    const { fundraiser, ...account } = values as z.output<typeof fundaxerWithFundraiserSchema>;
    const outcome = await submit({
      role: 'fundaxer',
      ...account,
      ...(fundraiser ? { fundraiser: toFundraiserInput(fundraiser) } : {}),
    });
    if (!outcome.ok && outcome.error) applyFieldErrors(outcome.error, setError, FIELD_NAMES);
  });
  const errors = formState.errors as typeof formState.errors & {
    fundraiser?: Parameters<typeof FundraiserFields>[0]['errors'];
  };
  return (
    <form
      className="card form-narrow"
      noValidate
      onSubmit={voidSubmit(onSubmit)}
      aria-labelledby="fundaxer-details"
    >
      <h2 id="fundaxer-details">About you</h2>
      <CallFailureNotice error={error} />
      <TextField
        label="Your name, or your group’s"
        autoComplete="name"
        error={errors.displayName?.message}
        {...register('displayName')}
      />
      <TextField
        label="City (optional)"
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city', { setValueAs: emptyToUndefined })}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel-national"
        hint="Only our team sees it, to help plan your events."
        error={errors.phone?.message}
        {...register('phone', { setValueAs: emptyToUndefined })}
      />
      <TextAreaField
        label="About you (optional)"
        hint="Shown on your public fundraiser page. Up to 1000 characters."
        error={errors.bio?.message}
        {...register('bio', { setValueAs: emptyToUndefined })}
      />
      {withFundraiser ? (
        <FundraiserFields prefix="fundraiser" register={register} errors={errors.fundraiser} />
      ) : null}
      <SubmitButton pending={pending} pendingLabel="Creating your fundaxer account…">
        {withFundraiser ? 'Start my fundraiser' : 'Create my fundaxer account'}
      </SubmitButton>
    </form>
  );
}
