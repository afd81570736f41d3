import {
  type UploadedFile,
  applyFieldErrors,
  numberOrNull,
  saveResourceThunk,
  useThunk,
} from '@fundax/client';
import { UploadPicker } from '@fundax/client/uploads/upload-picker';
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
  type Resource,
  type UploadContentType,
  formatFileSize,
  saveResource,
} from '@fundax/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import type { ResourceRecord } from '../../../utils/records';

const FIELDS = [
  'kind',
  'title',
  'description',
  'url',
  'fileId',
  'audience',
  'sizeBytes',
  'durationSeconds',
];

type Source = 'upload' | 'link';
type Kind = Resource['kind'];

/** What each kind of resource is uploaded as (the server checks the file's type the same way). */
const KIND_FILES: Record<Kind, { types: readonly UploadContentType[]; noun: string }> = {
  document: { types: ['application/pdf'], noun: 'document' },
  video: { types: ['video/mp4'], noun: 'video' },
};

/**
 * The form's starting values. An uploaded resource sends neither its address nor a file id
 * unless a new file is chosen (the stored file stays); its stored size is sent back as it is,
 * because an edit writes the size it is given.
 */
function valuesOf(resource: ResourceRecord | null): CallableInput<typeof saveResource> {
  if (!resource) {
    return {
      kind: 'document',
      title: '',
      description: '',
      url: undefined,
      audience: [],
      sizeBytes: null,
      durationSeconds: null,
    };
  }
  return {
    id: resource.id,
    kind: resource.kind,
    title: resource.title,
    description: resource.description,
    url: resource.fileId ? undefined : resource.url,
    audience: resource.audience,
    sizeBytes: resource.sizeBytes,
    durationSeconds: resource.durationSeconds,
  };
}

/**
 * Adds a portal video or document, or edits one (saveResource, the contract's own schema). The
 * file is uploaded here (a PDF or an MP4, up to 200 MB, with progress); its address and size
 * then come from the stored file. A link to a file hosted elsewhere is the second choice.
 */
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
  const sourceName = useId();
  const [source, setSource] = useState<Source>(resource && !resource.fileId ? 'link' : 'upload');
  const [uploaded, setUploaded] = useState<{ file: UploadedFile; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  // Bumped after adding a resource: the picker starts empty for the next one.
  const [round, setRound] = useState(0);
  // The contract's own types: `url` is optional there (an uploaded file brings its own).
  const { register, handleSubmit, formState, setError, clearErrors, control, reset, setValue } =
    useForm<CallableInput<typeof saveResource>, unknown, CallableParsedInput<typeof saveResource>>({
      resolver: zodResolver(saveResource.input),
      defaultValues: valuesOf(resource),
    });
  const [size, kind] = useWatch({ control, name: ['sizeBytes', 'kind'] });

  const forgetUpload = () => {
    setUploaded(null);
    setValue('fileId', undefined);
  };
  const chooseSource = (next: Source) => {
    setSource(next);
    clearErrors(['url', 'fileId', 'sizeBytes']);
    if (next === 'upload') {
      // The stored file (or the one about to be chosen) gives the address and the size.
      setValue('url', undefined);
      setValue('sizeBytes', resource?.fileId ? resource.sizeBytes : null);
    } else {
      forgetUpload();
      setValue('url', resource && !resource.fileId ? resource.url : '');
    }
  };
  const onUploaded = (file: UploadedFile, name: string) => {
    setUploaded({ file, name });
    setValue('fileId', file.fileId);
    setValue('sizeBytes', null);
    clearErrors(['fileId', 'url']);
  };
  const onBusyChange = useCallback(
    (busy: boolean) => {
      setUploading(busy);
      if (!busy) clearErrors('fileId');
    },
    [clearErrors],
  );

  const submit = handleSubmit(async (values) => {
    if (uploading) {
      setError('fileId', { message: 'Wait until the file has uploaded, or cancel it.' });
      return;
    }
    const outcome = await save.run(values);
    if (outcome.ok) {
      onSaved(`Saved “${values.title}”.`);
      if (!resource) {
        reset(valuesOf(null));
        setUploaded(null);
        setRound((value) => value + 1);
      }
    } else {
      applyFieldErrors(outcome.error, setError, FIELDS);
    }
  });
  const errors = formState.errors;
  const files = KIND_FILES[kind];
  const keptFile = resource?.fileId && !uploaded ? resource : null;
  return (
    <form
      noValidate
      aria-label={resource ? `Edit ${resource.title}` : 'Add a resource'}
      onSubmit={(event) => void submit(event)}
    >
      <div className="form-row">
        <SelectField
          label="Kind"
          error={errors.kind?.message}
          // A file of the other kind cannot be attached: choose the new kind's file again.
          {...register('kind', { onChange: forgetUpload })}
        >
          <option value="document">Document</option>
          <option value="video">Video</option>
        </SelectField>
        <TextField label="Title" error={errors.title?.message} {...register('title')} />
      </div>
      <fieldset className="field resource-source">
        <legend>The {files.noun}</legend>
        <div className="checks">
          <label>
            <input
              type="radio"
              name={sourceName}
              checked={source === 'upload'}
              onChange={() => chooseSource('upload')}
            />{' '}
            Upload the file
          </label>
          <label>
            <input
              type="radio"
              name={sourceName}
              checked={source === 'link'}
              onChange={() => chooseSource('link')}
            />{' '}
            Link to a file hosted elsewhere
          </label>
        </div>
      </fieldset>
      {source === 'upload' ? (
        <>
          {keptFile ? (
            <p className="muted">
              The uploaded {files.noun} stays
              {keptFile.sizeBytes === null ? '' : ` (${formatFileSize(keptFile.sizeBytes)})`} unless
              you choose another one.
            </p>
          ) : null}
          <UploadPicker
            // A new picker per kind (what it accepts changes with it) and per added resource.
            key={`${kind}-${round}`}
            purpose="resource"
            label={keptFile ? `Replace the ${files.noun}` : `Choose the ${files.noun}`}
            hint="The size shown in the portal is the stored file’s."
            noun={files.noun}
            contentTypes={files.types}
            error={errors.fileId?.message ?? errors.url?.message}
            onUploaded={onUploaded}
            onBusyChange={onBusyChange}
          />
        </>
      ) : (
        <div className="form-row">
          <TextField
            label="Address (URL)"
            type="url"
            hint="https://…"
            error={errors.url?.message}
            {...register('url')}
          />
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
        </div>
      )}
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
      <TextField
        label="Duration in seconds (videos, optional)"
        inputMode="numeric"
        error={errors.durationSeconds?.message}
        {...register('durationSeconds', { setValueAs: numberOrNull })}
      />
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
