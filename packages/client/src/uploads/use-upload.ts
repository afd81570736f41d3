import type { CallError, UploadContentType, UploadPurpose } from '@fundax/core';
import { useCallback, useEffect, useRef, useState } from 'react';

import { CallFailure } from '../callables/call-error';
import { type UploadedFile, uploadFile } from './upload-file';
import { uploadRefusal } from './upload-refusal';

/** One file's way through an upload, as a picker shows it. */
export type UploadState =
  | { status: 'idle' }
  /** Bytes on their way; `loaded === total` while the server makes its checks and variants. */
  | { status: 'uploading'; fileName: string; loaded: number; total: number }
  | { status: 'stored'; fileName: string; file: UploadedFile }
  /** Refused here (type, size) or by the server, or the connection failed. */
  | { status: 'failed'; fileName: string; error: CallError };

export interface UploadOptions {
  /** What the person is choosing, for messages: "photo", "document". */
  noun: string;
  /** Fewer types than the purpose allows (a document resource: PDF only). */
  contentTypes?: readonly UploadContentType[];
}

export type UploadOutcome = { ok: true; file: UploadedFile } | { ok: false; error: CallError };

const failureOf = (error: unknown): CallError =>
  error instanceof CallFailure
    ? error.error
    : {
        code: 'unavailable',
        message: 'The upload did not go through. Check the connection and try again.',
      };

/**
 * Runs `uploadFile` for a picker: checks the file here first (a clear sentence, nothing sent),
 * reports progress, and can be cancelled; one upload at a time, and leaving the page cancels
 * the one under way. `start` resolves with the outcome, so a form can attach the stored file.
 */
export function useUpload(purpose: UploadPurpose, options: UploadOptions) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const { noun, contentTypes } = options;

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (file: File): Promise<UploadOutcome> => {
      running.current?.abort();
      const fileName = file.name;
      const refusal = uploadRefusal(file, purpose, noun, contentTypes);
      if (refusal) {
        const error: CallError = { code: 'invalid-argument', message: refusal };
        setState({ status: 'failed', fileName, error });
        return { ok: false, error };
      }
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'uploading', fileName, loaded: 0, total: file.size });
      try {
        const stored = await uploadFile(file, purpose, {
          signal: controller.signal,
          onProgress: ({ loaded, total }) => {
            if (!controller.signal.aborted) {
              setState({ status: 'uploading', fileName, loaded, total: total || file.size });
            }
          },
        });
        if (controller.signal.aborted) throw new CallFailure(CANCELLED);
        setState({ status: 'stored', fileName, file: stored });
        return { ok: true, file: stored };
      } catch (caught) {
        const error = failureOf(caught);
        // A cancelled upload leaves the picker as it was before, with nothing to report.
        if (!controller.signal.aborted) setState({ status: 'failed', fileName, error });
        return { ok: false, error };
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [purpose, noun, contentTypes],
  );

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState({ status: 'idle' });
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, start, cancel, reset, busy: state.status === 'uploading' } as const;
}

const CANCELLED: CallError = { code: 'cancelled', message: 'The upload was cancelled.' };
