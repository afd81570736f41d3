import {
  applyFieldErrors,
  emptyToNull,
  numberOrNull,
  saveNetworkingGroupThunk,
  useThunk,
} from '@fundax/client';
import {
  CallFailureNotice,
  CheckGroup,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@fundax/client/ui';
import {
  NETWORK_CATEGORIES,
  NETWORK_CITIES,
  NETWORK_LABELS,
  saveNetworkingGroup,
} from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import type { GroupRecord } from '../../../utils/records';

const FIELDS = [
  'name',
  'description',
  'city',
  'meets',
  'address',
  'venueId',
  'categories',
  'contactUrl',
  'memberCount',
];

function valuesOf(group: GroupRecord | null) {
  return {
    ...(group ? { id: group.id } : {}),
    name: group?.name ?? '',
    description: group?.description ?? '',
    city: group?.city ?? 'Albuquerque',
    meets: group?.meets ?? '',
    address: group?.address ?? null,
    venueId: group?.venueId ?? null,
    categories: group?.categories ?? [],
    contactUrl: group?.contactUrl ?? null,
    memberCount: group?.memberCount ?? 0,
  };
}

/** Adds a business-networking group to the public directory, or edits one (saveNetworkingGroup). */
export function GroupForm({
  group,
  onSaved,
  onCancel,
}: {
  group: GroupRecord | null;
  onSaved: (message: string) => void;
  onCancel?: () => void;
}) {
  const save = useThunk(saveNetworkingGroupThunk);
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver: zodResolver(saveNetworkingGroup.input),
    defaultValues: valuesOf(group),
  });
  const submit = handleSubmit(async (values) => {
    const outcome = await save.run(values);
    if (outcome.ok) {
      onSaved(`Saved “${values.name}”.`);
      if (!group) reset(valuesOf(null));
    } else {
      applyFieldErrors(outcome.error, setError, FIELDS);
    }
  });
  const errors = formState.errors;
  return (
    <form
      noValidate
      aria-label={group ? `Edit ${group.name}` : 'Add a networking group'}
      onSubmit={(event) => void submit(event)}
    >
      <div className="form-row">
        <TextField label="Name" error={errors.name?.message} {...register('name')} />
        <SelectField label="City" error={errors.city?.message} {...register('city')}>
          {NETWORK_CITIES.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label="Description"
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="form-row">
        <TextField
          label="Meets"
          hint="For example: Tuesdays, 7:00–8:15 am"
          error={errors.meets?.message}
          {...register('meets')}
        />
        <TextField
          label="Address (optional)"
          error={errors.address?.message}
          {...register('address', { setValueAs: emptyToNull })}
        />
      </div>
      <div className="form-row">
        <TextField
          label="Venue id (optional)"
          spellCheck={false}
          error={errors.venueId?.message}
          {...register('venueId', { setValueAs: emptyToNull })}
        />
        <TextField
          label="Join page (optional)"
          type="url"
          error={errors.contactUrl?.message}
          {...register('contactUrl', { setValueAs: emptyToNull })}
        />
        <TextField
          label="Members"
          inputMode="numeric"
          error={errors.memberCount?.message}
          {...register('memberCount', { setValueAs: numberOrNull })}
        />
      </div>
      <CheckGroup legend="Business categories" error={errors.categories?.message}>
        {NETWORK_CATEGORIES.map((category) => (
          <label key={category}>
            <input type="checkbox" value={category} {...register('categories')} />{' '}
            {NETWORK_LABELS[category]}
          </label>
        ))}
      </CheckGroup>
      <CallFailureNotice
        error={save.status === 'failed' ? save.error : null}
        prefix="The group was not saved."
      />
      <div className="cluster">
        <SubmitButton pending={save.pending} pendingLabel="Saving…">
          {group ? 'Save changes' : 'Add group'}
        </SubmitButton>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
