import { type Account, applyFieldErrors, applyMappedFieldErrors } from '@fundax/client';
import {
  Options,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
  UrlField,
} from '@fundax/client/ui';
import { CAUSE_CATEGORIES, CAUSE_LABELS, NETWORK_CATEGORIES, NETWORK_LABELS } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { ChoiceGroup } from '../../../components/form/choice-group';
import type { OwnProfile } from '../api/account-views';
import {
  fundraiserFormFrom,
  fundraiserFormSchema,
  payoutFormFrom,
  payoutFormSchema,
  profileFormFrom,
  profileFormSchema,
  toFundraiserUpdate,
  toPayoutUpdate,
  toProfileUpdate,
} from '../api/profile-forms';
import { ProfileSection, useProfileSave } from './profile-section';

const PROFILE_FIELDS = ['displayName', 'phone', 'bio', 'city', 'website', 'categories'];
const networkOptions = NETWORK_CATEGORIES.map((value) => ({ value, label: NETWORK_LABELS[value] }));

/** Name, contact and public profile; angels also choose the categories they network in. */
export function ProfileForm({
  account,
  profile,
}: {
  account: Account;
  profile: OwnProfile | null;
}) {
  const isAngel = account.role === 'angel';
  const saving = useProfileSave();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormFrom(account, profile),
  });
  const submit = handleSubmit(async (values) => {
    const outcome = await saving.save(toProfileUpdate(values, isAngel));
    if (!outcome.ok) applyFieldErrors(outcome.error, setError, PROFILE_FIELDS);
  });
  const { errors } = formState;
  return (
    <ProfileSection
      name="profile"
      heading="Your profile"
      intro={
        <>
          Your name, bio, city and website are public
          {profile?.listed === false ? ' once your profile is listed' : ''}; your phone number is
          only for the Fundax team.
        </>
      }
      saving={saving}
      savedText="Your profile is saved."
      failedText="Your profile was not saved."
      submitLabel="Save profile"
      pendingLabel="Saving your profile…"
      onSubmit={submit}
    >
      <TextField
        label="Your name"
        autoComplete="name"
        error={errors.displayName?.message}
        {...register('displayName')}
      />
      <PhoneField label="Phone (optional)" error={errors.phone?.message} {...register('phone')} />
      <TextAreaField
        label="Bio (optional)"
        hint="A few sentences about you, up to 1000 characters."
        error={errors.bio?.message}
        {...register('bio')}
      />
      <div className="portal-form__row">
        <TextField
          label="City (optional)"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <UrlField
          label="Website (optional)"
          error={errors.website?.message}
          {...register('website')}
        />
      </div>
      {isAngel ? (
        <ChoiceGroup
          legend="Business categories"
          hint="Up to five: people looking for your field find you by them."
          type="checkbox"
          options={networkOptions}
          error={errors.categories?.message}
          {...register('categories')}
        />
      ) : null}
    </ProfileSection>
  );
}

/** Server messages on the fundraiser's contract paths, put on the form's own fields. */
const FUNDRAISER_FIELDS = {
  'fundraiser.title': 'title',
  'fundraiser.story': 'story',
  'fundraiser.category': 'category',
};

/** A fundaxer's fundraiser: what they raise money for, and the goal. */
export function FundraiserForm({ profile }: { profile: OwnProfile | null }) {
  const saving = useProfileSave();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(fundraiserFormSchema),
    defaultValues: fundraiserFormFrom(profile),
  });
  const submit = handleSubmit(async (values) => {
    const outcome = await saving.save(toFundraiserUpdate(values));
    if (!outcome.ok) applyMappedFieldErrors(outcome.error, setError, FUNDRAISER_FIELDS);
  });
  const { errors } = formState;
  return (
    <ProfileSection
      name="fundraiser"
      heading="Your fundraiser"
      intro={
        <>
          Shown on your public page and on every event that raises money for it.
          {profile?.fundraiser ? ' What it has raised so far stays as it is.' : ''}
        </>
      }
      saving={saving}
      savedText="Your fundraiser is saved."
      failedText="Your fundraiser was not saved."
      submitLabel="Save fundraiser"
      pendingLabel="Saving your fundraiser…"
      onSubmit={submit}
    >
      <TextField label="Fundraiser title" error={errors.title?.message} {...register('title')} />
      <SelectField label="Cause" error={errors.category?.message} {...register('category')}>
        <Options values={CAUSE_CATEGORIES} label={(category) => CAUSE_LABELS[category]} />
      </SelectField>
      <TextAreaField
        label="Your story"
        hint="Who you raise money for and what it will change. At least 20 characters."
        error={errors.story?.message}
        {...register('story')}
      />
      <TextField
        label="Goal in dollars"
        inputMode="decimal"
        placeholder="1,500"
        error={errors.goal?.message}
        {...register('goal')}
      />
    </ProfileSection>
  );
}

/** Server messages on the payout profile's contract paths, put on the form's own fields. */
const PAYOUT_FIELDS = {
  'payoutProfile.method': 'method',
  'payoutProfile.payeeName': 'payeeName',
  'payoutProfile.accountLast4': 'accountLast4',
  'payoutProfile.mailingAddress': 'mailingAddress',
};
const methodOptions = [
  { value: 'ach', label: 'Direct deposit (ACH)' },
  { value: 'check', label: 'Check by mail' },
] as const;

/** How Fundax pays a partner or fundaxer. Private to them and the Fundax team. */
export function PayoutForm({ account }: { account: Account }) {
  const saving = useProfileSave();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(payoutFormSchema),
    defaultValues: payoutFormFrom(account),
  });
  const submit = handleSubmit(async (values) => {
    const outcome = await saving.save(toPayoutUpdate(values));
    if (!outcome.ok) applyMappedFieldErrors(outcome.error, setError, PAYOUT_FIELDS);
  });
  const { errors } = formState;
  return (
    <ProfileSection
      name="payout"
      heading="Payout details"
      intro="Private: only you and the Fundax team see them. Never enter a full account number here."
      saving={saving}
      savedText="Your payout details are saved."
      failedText="Your payout details were not saved."
      submitLabel="Save payout details"
      pendingLabel="Saving your payout details…"
      onSubmit={submit}
    >
      <ChoiceGroup
        legend="How you are paid"
        type="radio"
        options={methodOptions}
        error={errors.method?.message}
        {...register('method')}
      />
      <TextField
        label="Payee name"
        hint="The name on the account or the check."
        error={errors.payeeName?.message}
        {...register('payeeName')}
      />
      <TextField
        label="Last four digits of the account (direct deposit)"
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
        error={errors.accountLast4?.message}
        {...register('accountLast4')}
      />
      <TextAreaField
        label="Mailing address (checks)"
        autoComplete="street-address"
        error={errors.mailingAddress?.message}
        {...register('mailingAddress')}
      />
    </ProfileSection>
  );
}
