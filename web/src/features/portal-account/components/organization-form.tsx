import { type Account, applyMappedFieldErrors } from '@fundax/client';
import { TextField, UrlField } from '@fundax/client/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import {
  organizationFormFrom,
  organizationFormSchema,
  toOrganizationUpdate,
} from '../api/profile-forms';
import { ProfileSection, useProfileSave } from './profile-section';

const ROLE_WORDS = {
  partner: { noun: 'business', example: 'Baca’s Green Chile Kitchen' },
  fundaxer: { noun: 'school, team or group', example: 'Monte Vista Elementary PTA' },
  angel: { noun: 'business', example: 'Raman Insurance Group' },
} as const;

/** updateProfile({ organization }): the business or group the user acts for. */
export function OrganizationForm({ account }: { account: Account }) {
  const saving = useProfileSave();
  const words = ROLE_WORDS[account.role];
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(organizationFormSchema),
    defaultValues: organizationFormFrom(account),
  });
  const submit = handleSubmit(async (values) => {
    const outcome = await saving.save(toOrganizationUpdate(values));
    if (!outcome.ok) {
      applyMappedFieldErrors(outcome.error, setError, {
        'organization.name': 'name',
        'organization.website': 'website',
      });
    }
  });
  return (
    <ProfileSection
      name="organization"
      heading={`Your ${words.noun}`}
      saving={saving}
      savedText="Your organization details are saved."
      failedText="Your organization details were not saved."
      submitLabel="Save organization"
      pendingLabel="Saving…"
      onSubmit={submit}
    >
      <TextField
        label="Name"
        autoComplete="organization"
        hint={`As people know it, e.g. “${words.example}”. Shown on your public page.`}
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <UrlField
        label="Website (optional)"
        error={formState.errors.website?.message}
        {...register('website')}
      />
    </ProfileSection>
  );
}
