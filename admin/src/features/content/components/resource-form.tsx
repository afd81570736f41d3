import { applyFieldErrors, numberOrNull, saveResourceThunk, useThunk } from '@fundax/client';
import {
  CallFailureNotice,
  CheckGroup,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@fundax/client/ui';
import {
  type CallableInput,
  type CallableParsedInput,
  ROLES,
  ROLE_LABELS,
  formatFileSize,
  saveResource,
} from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';

import type { ResourceRecord } from '../../../utils/records';

const FIELDS = ['kind', 'title', 'description', 'url', 'audience', 'sizeBytes', 'durationSeconds'];

function valuesOf(resource: ResourceRecord | null) {
  return resource
    ? {
        id: resource.id,
        kind: resource.kind,
        title: resource.title,
        description: resource.description,
        url: resource.url,
        audience: resource.audience,
        sizeBytes: resource.sizeBytes,
        durationSeconds: resource.durationSeconds,
      }
    : {
        kind: 'document' as const,
        title: '',
        description: '',
        url: '',
        audience: [],
        sizeBytes: null,
        durationSeconds: null,
      };
}

/** Adds a portal video or document, or edits one (saveResource, the contract's own schema). */
export function ResourceForm({
  resource,
  onSaved,
  onCancel,
}: {
  resource: ResourceRecord | null;
  onSaved: (message: string) => void;
  onCancel?: () => void;
}) {
  const save = useThunk(saveResourceThunk);
  // The contract's own types: `url` is optional there (an uploaded file brings its own).
  const { register, handleSubmit, formState, setError, control, reset } = useForm<
    CallableInput<typeof saveResource>,
    unknown,
    CallableParsedInput<typeof saveResource>
  >({
    resolver: zodResolver(saveResource.input),
    defaultValues: valuesOf(resource),
  });
  const size = useWatch({ control, name: 'sizeBytes' });
  const submit = handleSubmit(async (values) => {
    const outcome = await save.run(values);
    if (outcome.ok) {
      onSaved(`Saved “${values.title}”.`);
      if (!resource) reset(valuesOf(null));
    } else {
      applyFieldErrors(outcome.error, setError, FIELDS);
    }
  });
  const errors = formState.errors;
  return (
    <form
      noValidate
      aria-label={resource ? `Edit ${resource.title}` : 'Add a resource'}
      onSubmit={(event) => void submit(event)}
    >
      <div className="form-row">
        <SelectField label="Kind" error={errors.kind?.message} {...register('kind')}>
          <option value="document">Document</option>
          <option value="video">Video</option>
        </SelectField>
        <TextField label="Title" error={errors.title?.message} {...register('title')} />
      </div>
      <TextField
        label="Address (URL)"
        type="url"
        hint="https://…"
        error={errors.url?.message}
        {...register('url')}
      />
      <TextAreaField
        label="Description"
        rows={2}
        error={errors.description?.message}
        {...register('description')}
      />
      <CheckGroup
        legend="Meant for"
        hint="None ticked: everyone signed in."
        error={errors.audience?.message}
      >
        {ROLES.map((role) => (
          <label key={role}>
            <input type="checkbox" value={role} {...register('audience')} /> {ROLE_LABELS[role]}s
          </label>
        ))}
      </CheckGroup>
      <div className="form-row">
        <TextField
          label="Size in bytes (optional)"
          inputMode="numeric"
          hint={
            typeof size === 'number' && Number.isInteger(size) && size >= 0
              ? `Shown as ${formatFileSize(size)}`
              : 'Shown as KB, MB, …'
          }
          error={errors.sizeBytes?.message}
          {...register('sizeBytes', { setValueAs: numberOrNull })}
        />
        <TextField
          label="Duration in seconds (videos, optional)"
          inputMode="numeric"
          error={errors.durationSeconds?.message}
          {...register('durationSeconds', { setValueAs: numberOrNull })}
        />
      </div>
      <CallFailureNotice
        error={save.status === 'failed' ? save.error : null}
        prefix="The resource was not saved."
      />
      <div className="cluster">
        <SubmitButton pending={save.pending} pendingLabel="Saving…">
          {resource ? 'Save changes' : 'Add resource'}
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
