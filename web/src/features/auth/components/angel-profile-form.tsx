import {
  applyFieldErrors,
  emptyToUndefined,
  Link,
  updateProfileThunk,
  useThunk,
  voidSubmit,
} from '@fundax/client';
import {
  CallFailureNotice,
  Notice,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@fundax/client/ui';
import { NETWORK_CATEGORIES, NETWORK_LABELS, updateProfile } from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';

import type { EditableProfile } from '../api/own-profile';

const fields = updateProfile.input.shape;

/** The contract's own field rules; an emptied optional field is sent as null (cleared). */
const profileFormSchema = z.object({
  displayName: fields.displayName.def.innerType,
  bio: fields.bio,
  city: fields.city,
  website: fields.website,
  imageUrl: fields.imageUrl,
  categories: fields.categories.def.innerType,
});

const FIELD_NAMES = ['displayName', 'bio', 'city', 'website', 'imageUrl', 'categories'];
const emptyToNull = (value: unknown) => emptyToUndefined(value) ?? null;

/** An angel links the public details members see (updateProfile). */
export function AngelProfileForm({ uid, profile }: { uid: string; profile: EditableProfile }) {
  const update = useThunk(updateProfileThunk);
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      displayName: profile.displayName,
      bio: profile.bio,
      city: profile.city,
      website: profile.website,
      imageUrl: profile.imageUrl,
      categories: profile.categories,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    const outcome = await update.run({ ...values, bio: values.bio ?? '' });
    if (!outcome.ok) applyFieldErrors(outcome.error, setError, FIELD_NAMES);
  });
  return (
    <form
      className="card form-narrow"
      noValidate
      onSubmit={voidSubmit(onSubmit)}
      aria-labelledby="angel-profile"
    >
      <h2 id="angel-profile">Your public profile</h2>
      {update.status === 'succeeded' ? (
        <Notice tone="success">
          <p>
            Your profile is saved.{' '}
            {profile.listed ? (
              <Link to={`/angels/${encodeURIComponent(uid)}`}>See it as members do</Link>
            ) : (
              'Members see it once your application is approved.'
            )}
          </p>
        </Notice>
      ) : null}
      <CallFailureNotice error={update.status === 'failed' ? update.error : null} />
      <TextField
        label="Name"
        autoComplete="name"
        error={formState.errors.displayName?.message}
        {...register('displayName')}
      />
      <TextField
        label="City (optional)"
        autoComplete="address-level2"
        error={formState.errors.city?.message}
        {...register('city', { setValueAs: emptyToNull })}
      />
      <TextAreaField
        label="About you (optional)"
        hint="What you do and how you help local causes. Up to 1000 characters."
        error={formState.errors.bio?.message}
        {...register('bio', { setValueAs: emptyToUndefined })}
      />
      <TextField
        label="Website (optional)"
        type="url"
        placeholder="https://"
        error={formState.errors.website?.message}
        {...register('website', { setValueAs: emptyToNull })}
      />
      <TextField
        label="Photo address (optional)"
        type="url"
        placeholder="https://"
        hint="A link to a square photo of you or your logo."
        error={formState.errors.imageUrl?.message}
        {...register('imageUrl', { setValueAs: emptyToNull })}
      />
      <fieldset className="fieldset">
        <legend>Your business categories</legend>
        <p className="field-hint">Up to five. Members find you by these.</p>
        <div className="checkbox-grid">
          {NETWORK_CATEGORIES.map((category) => (
            <label key={category} className="checkbox">
              <input type="checkbox" value={category} {...register('categories')} />{' '}
              {NETWORK_LABELS[category]}
            </label>
          ))}
        </div>
        {formState.errors.categories ? (
          <p className="field-error">{formState.errors.categories.message}</p>
        ) : null}
      </fieldset>
      <SubmitButton pending={update.pending} pendingLabel="Saving your profile…">
        Save my profile
      </SubmitButton>
    </form>
  );
}
