import { applyFieldErrors, emptyToUndefined, voidSubmit } from '@fundax/client';
import { CallFailureNotice, SubmitButton, TextField } from '@fundax/client/ui';
import { organizationInputSchema, phoneSchema, registerAccount } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';

import type { DetailsStepProps } from './sign-up-flow';

const fields = registerAccount.input.shape;

/** The partner's account, from the contract's own field schemas (phone and city required here). */
const partnerFormSchema = z.object({
  displayName: fields.displayName,
  organization: organizationInputSchema,
  phone: phoneSchema,
  city: fields.city.def.innerType,
});

const FIELD_NAMES = ['displayName', 'organization.name', 'organization.website', 'phone', 'city'];

/** Step two for partners: who they are and the business they run. */
export function PartnerDetailsForm({ submit, pending, error }: DetailsStepProps) {
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(partnerFormSchema),
    defaultValues: { displayName: '', organization: { name: '' }, phone: '', city: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const outcome = await submit({ role: 'partner', ...values });
    if (!outcome.ok && outcome.error) applyFieldErrors(outcome.error, setError, FIELD_NAMES);
  });
  return (
    <form
      className="card form-narrow"
      noValidate
      onSubmit={voidSubmit(onSubmit)}
      aria-labelledby="partner-details"
    >
      <h2 id="partner-details">Your business</h2>
      <CallFailureNotice error={error} />
      <TextField
        label="Your name"
        autoComplete="name"
        error={formState.errors.displayName?.message}
        {...register('displayName')}
      />
      <TextField
        label="Business name"
        autoComplete="organization"
        error={formState.errors.organization?.name?.message}
        {...register('organization.name')}
      />
      <TextField
        label="Business website (optional)"
        type="url"
        autoComplete="url"
        placeholder="https://"
        error={formState.errors.organization?.website?.message}
        {...register('organization.website', { setValueAs: emptyToUndefined })}
      />
      <TextField
        label="Business phone"
        type="tel"
        autoComplete="tel-national"
        hint="Our team calls to set up your first give-back event."
        error={formState.errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        hint="Albuquerque, Rio Rancho or nearby."
        error={formState.errors.city?.message}
        {...register('city')}
      />
      <SubmitButton pending={pending} pendingLabel="Creating your partner account…">
        Create my partner account
      </SubmitButton>
    </form>
  );
}
