import { type Account, updateProfileThunk, useThunk } from '@fundax/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { TextField } from '@fundax/client/ui/field';
import { SubmitButton } from '../../../components/form/submit-button';
import { Notice } from '../../../components/ui/notice';
import { voidSubmit } from '../../../utils/void-submit';
import {
  organizationFormFrom,
  organizationFormSchema,
  toOrganizationUpdate,
} from '../api/profile-forms';
import { useAfterProfileSave } from '../hooks/use-portal-user';
import { applyMappedFieldErrors } from '../utils/field-errors';
import { CallFailure } from './call-failure';

const ROLE_WORDS = {
  partner: { noun: 'business', example: 'Baca’s Green Chile Kitchen' },
  fundaxer: { noun: 'school, team or group', example: 'Monte Vista Elementary PTA' },
  angel: { noun: 'business', example: 'Raman Insurance Group' },
} as const;

/** updateProfile({ organization }): the business or group the user acts for. */
export function OrganizationForm({ account }: { account: Account }) {
  const update = useThunk(updateProfileThunk);
  const afterSave = useAfterProfileSave();
  const [saved, setSaved] = useState(false);
  const words = ROLE_WORDS[account.role];
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(organizationFormSchema),
    defaultValues: organizationFormFrom(account),
  });
  const submit = handleSubmit(async (values) => {
    setSaved(false);
    const outcome = await update.run(toOrganizationUpdate(values));
    if (outcome.ok) {
      await afterSave();
      setSaved(true);
    } else {
      applyMappedFieldErrors(outcome.error, setError, {
        'organization.name': 'name',
        'organization.website': 'website',
      });
    }
  });
  return (
    <form
      className="card portal-form"
      noValidate
      onSubmit={voidSubmit(submit)}
      aria-labelledby="organization-heading"
    >
      <h2 id="organization-heading">Your {words.noun}</h2>
      {saved ? (
        <Notice tone="success">
          <p>Your organization details are saved.</p>
        </Notice>
      ) : null}
      <CallFailure
        error={update.status === 'failed' ? update.error : null}
        what="Your organization details were not saved."
      />
      <TextField
        label="Name"
        autoComplete="organization"
        hint={`As people know it, e.g. “${words.example}”. Shown on your public page.`}
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Website (optional)"
        type="url"
        autoComplete="url"
        placeholder="https://"
        error={formState.errors.website?.message}
        {...register('website')}
      />
      <SubmitButton pending={update.pending} pendingLabel="Saving…">
        Save organization
      </SubmitButton>
    </form>
  );
}
