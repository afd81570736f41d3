import {
  type UploadContentType,
  type UploadPurpose,
  callErrorMessage,
  formatFileSize,
} from '@fundax/core';
import { type ChangeEvent, type ReactNode, useEffect, useId } from 'react';

import { buttonClass } from '../ui/submit-button';
import type { UploadedFile } from './upload-file';
import { acceptedTypes, uploadLimitsText } from './upload-refusal';
import { type UploadState, useUpload } from './use-upload';
import './upload-picker.css';

export interface UploadPickerProps {
  purpose: UploadPurpose;
  /** The file field's label, e.g. "Choose a photo". */
  label: string;
  /** Said before the accepted types and size, e.g. "A photo of the storefront or the room." */
  hint?: ReactNode;
  /** What the person is choosing, for messages: "photo", "document". */
  noun: string;
  /** Fewer types than the purpose allows (a document resource: PDF only). */
  contentTypes?: readonly UploadContentType[];
  /** A message of the surrounding form for this field (e.g. "Wait for the upload…"). */
  error?: string | undefined;
  /** The stored file, ready to attach by its id. */
  onUploaded: (file: UploadedFile, fileName: string) => void;
  /** Whether an upload is under way (a form waits for it before saving). */
  onBusyChange?: (busy: boolean) => void;
}

const percentOf = (loaded: number, total: number) =>
  total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;

/**
 * A file field that uploads what is chosen at once through `uploadFile`: the accepted types and
 * the size limit are said up front and checked before anything is sent, progress is shown as a
 * progress bar (then "Processing…" while the server checks the file and makes its sizes), the
 * upload can be cancelled, and a refusal says what was wrong on the field itself. A plain
 * `<input type="file">`, so the keyboard, screen readers and phones' own pickers all work.
 */
export function UploadPicker({
  purpose,
  label,
  hint,
  noun,
  contentTypes,
  error,
  onUploaded,
  onBusyChange,
}: UploadPickerProps) {
  const id = useId();
  const upload = useUpload(purpose, { noun, ...(contentTypes ? { contentTypes } : {}) });
  const { state, busy } = upload;

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again (after fixing it) starts again.
    event.target.value = '';
    if (!file) return;
    const outcome = await upload.start(file);
    if (outcome.ok) onUploaded(outcome.file, file.name);
  };

  // The check's own sentence, the server's reason for a refusal, or the catalogue's wording.
  const message = state.status === 'failed' ? callErrorMessage(state.error) : error;
  const describedBy = [`${id}-hint`, message ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field upload-picker">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="field-hint">
        {hint ? <>{hint} </> : null}
        {uploadLimitsText(purpose, contentTypes)}
      </p>
      <input
        id={id}
        type="file"
        className="upload-picker__input"
        accept={acceptedTypes(purpose, contentTypes).join(',')}
        aria-describedby={describedBy}
        aria-invalid={message ? true : undefined}
        disabled={busy}
        onChange={(event) => void choose(event)}
      />
      {message ? (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      ) : null}
      <UploadStatus state={state} label={label} noun={noun} onCancel={upload.cancel} />
    </div>
  );
}

function UploadStatus({
  state,
  label,
  noun,
  onCancel,
}: {
  state: UploadState;
  label: string;
  noun: string;
  onCancel: () => void;
}) {
  const statusId = useId();
  if (state.status === 'uploading') {
    const percent = percentOf(state.loaded, state.total);
    const sent = state.total > 0 && state.loaded >= state.total;
    const text = sent
      ? `Processing “${state.fileName}”…`
      : `Uploading “${state.fileName}”: ${percent}% of ${formatFileSize(state.total)}`;
    return (
      <div className="upload-picker__progress">
        <div
          className="upload-picker__track"
          role="progressbar"
          aria-label={`${label}: upload progress`}
          aria-describedby={statusId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="upload-picker__bar" style={{ width: `${percent}%` }} />
        </div>
        <p id={statusId} className="upload-picker__status" role="status">
          {text}
        </p>
        <button type="button" className={buttonClass('secondary', true)} onClick={onCancel}>
          Cancel the upload
        </button>
      </div>
    );
  }
  return (
    <p className="upload-picker__status" role="status">
      {state.status === 'stored'
        ? `“${state.fileName}” is uploaded (${formatFileSize(state.file.sizeBytes)}). Save to use this ${noun}.`
        : null}
    </p>
  );
}
