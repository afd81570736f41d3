import { type Account, updateProfileThunk, useThunk } from '@fundax/client';
import { CAUSE_CATEGORIES, NETWORK_CATEGORIES, maskUsPhoneInput } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { ChoiceGroup } from '../../../components/form/choice-group';
import { SelectField, TextAreaField, TextField } from '@fundax/client/ui/field';
import { SubmitButton } from '../../../components/form/submit-button';
import { Notice } from '../../../components/ui/notice';
import { CAUSE_LABELS, NETWORK_LABELS } from '../../../utils/category-labels';
import { applyFieldErrors } from '../../../utils/form-values';
import { voidSubmit } from '../../../utils/void-submit';
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
import type { OwnProfile } from '../api/portal-views';
import { useAfterProfileSave } from '../hooks/use-portal-user';
import { CallFailure } from './call-failure';

/** The save of one profile section: updateProfile, then the fresh account and profile. */
function useProfileSave() {
  const update = useThunk(updateProfileThunk);
  const afterSave = useAfterProfileSave();
  const [saved, setSaved] = useState(false);
  const save = async (input: Parameters<typeof update.run>[0]) => {
    setSaved(false);
    const outcome = await update.run(input);
    if (outcome.ok) {
      await afterSave();
      setSaved(true);
    }
    return outcome;
  };
  return {
    save,
    saved,
    pending: update.pending,
    error: update.status === 'failed' ? update.error : null,
  };
}

function Saved({ show, what }: { show: boolean; what: string }) {
  return show ? (
    <Notice tone="success">
      <p>{what}</p>
    </Notice>
  ) : null;
}

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
  const { save, saved, pending, error } = useProfileSave();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormFrom(account, profile),
  });
  const phone = register('phone');
  const submit = handleSubmit(async (values) => {
    const outcome = await save(toProfileUpdate(values, isAngel));
    if (!outcome.ok) applyFieldErrors(outcome.error, setError, PROFILE_FIELDS);
  });
  const { errors } = formState;
  return (
    <form
      className="card portal-form"
      noValidate
      onSubmit={voidSubmit(submit)}
      aria-labelledby="profile-heading"
    >
      <h2 id="profile-heading">Your profile</h2>
      <p className="muted">
        Your name, bio, city and website are public
        {profile?.listed === false ? ' once your profile is listed' : ''}; your phone number is only
        for the Fundax team.
      </p>
      <Saved show={saved} what="Your profile is saved." />
      <CallFailure error={error} what="Your profile was not saved." />
      <TextField
        label="Your name"
        autoComplete="name"
        error={errors.displayName?.message}
        {...register('displayName')}
      />
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
        <TextField
          label="Website (optional)"
          type="url"
          autoComplete="url"
          placeholder="https://"
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
      <SubmitButton pending={pending} pendingLabel="Saving your profile…">
        Save profile
      </SubmitButton>
    </form>
  );
}

const FUNDRAISER_FIELDS = ['fundraiser.title', 'fundraiser.story', 'fundraiser.category'];

/** A fundaxer's fundraiser: what they raise money for, and the goal. */
export function FundraiserForm({ profile }: { profile: OwnProfile | null }) {
  const { save, saved, pending, error } = useProfileSave();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(fundraiserFormSchema),
    defaultValues: fundraiserFormFrom(profile),
  });
  const submit = handleSubmit(async (values) => {
    const outcome = await save(toFundraiserUpdate(values));
    if (!outcome.ok) {
      applyFieldErrors(
        outcome.error,
        (name, issue) => setError(String(name).replace('fundraiser.', '') as never, issue),
        FUNDRAISER_FIELDS,
      );
    }
  });
  const { errors } = formState;
  const current = profile?.fundraiser;
  return (
    <form
      className="card portal-form"
      noValidate
      onSubmit={voidSubmit(submit)}
      aria-labelledby="fundraiser-heading"
    >
      <h2 id="fundraiser-heading">Your fundraiser</h2>
      <p className="muted">
        Shown on your public page and on every event that raises money for it.
        {current ? ' What it has raised so far stays as it is.' : ''}
      </p>
      <Saved show={saved} what="Your fundraiser is saved." />
      <CallFailure error={error} what="Your fundraiser was not saved." />
      <TextField label="Fundraiser title" error={errors.title?.message} {...register('title')} />
      <SelectField label="Cause" error={errors.category?.message} {...register('category')}>
        {CAUSE_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {CAUSE_LABELS[category]}
          </option>
        ))}
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
      <SubmitButton pending={pending} pendingLabel="Saving your fundraiser…">
        Save fundraiser
      </SubmitButton>
    </form>
  );
}

const PAYOUT_FIELDS = [
  'payoutProfile.method',
  'payoutProfile.payeeName',
  'payoutProfile.accountLast4',
  'payoutProfile.mailingAddress',
];
const methodOptions = [
  { value: 'ach', label: 'Direct deposit (ACH)' },
  { value: 'check', label: 'Check by mail' },
] as const;

/** How Fundax pays a partner or fundaxer. Private to them and the Fundax team. */
export function PayoutForm({ account }: { account: Account }) {
  const { save, saved, pending, error } = useProfileSave();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(payoutFormSchema),
    defaultValues: payoutFormFrom(account),
  });
  const submit = handleSubmit(async (values) => {
    const outcome = await save(toPayoutUpdate(values));
    if (!outcome.ok) {
      applyFieldErrors(
        outcome.error,
        (name, issue) => setError(String(name).replace('payoutProfile.', '') as never, issue),
        PAYOUT_FIELDS,
      );
    }
  });
  const { errors } = formState;
  return (
    <form
      className="card portal-form"
      noValidate
      onSubmit={voidSubmit(submit)}
      aria-labelledby="payout-heading"
    >
      <h2 id="payout-heading">Payout details</h2>
      <p className="muted">
        Private: only you and the Fundax team see them. Never enter a full account number here.
      </p>
      <Saved show={saved} what="Your payout details are saved." />
      <CallFailure error={error} what="Your payout details were not saved." />
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
      <SubmitButton pending={pending} pendingLabel="Saving your payout details…">
        Save payout details
      </SubmitButton>
    </form>
  );
}
