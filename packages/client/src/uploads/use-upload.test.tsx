import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CallFailure } from '../callables/call-error';
import type { UploadedFile, UploadProgress } from './upload-file';
import { useUpload } from './use-upload';

const uploads = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('./upload-file', () => ({ uploadFile: uploads.uploadFile }));

const STORED: UploadedFile = { fileId: 'f1', sizeBytes: 4, image: null, url: null };
const photo = (size = 4, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], 'door.jpg', { type });

type Options = { onProgress: (progress: UploadProgress) => void; signal: AbortSignal };

afterEach(() => vi.clearAllMocks());

describe('useUpload', () => {
  it('reports progress, then the stored file', async () => {
    let progress: Options['onProgress'] = () => undefined;
    let finish: (file: UploadedFile) => void = () => undefined;
    uploads.uploadFile.mockImplementation((_file: File, _purpose: string, options: Options) => {
      progress = options.onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const { result } = renderHook(() => useUpload('venue-photo', { noun: 'photo' }));
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.start(photo(10));
    });
    expect(result.current.state).toEqual({
      status: 'uploading',
      fileName: 'door.jpg',
      loaded: 0,
      total: 10,
    });
    expect(result.current.busy).toBe(true);
    act(() => progress({ loaded: 5, total: 10 }));
    expect(result.current.state).toMatchObject({ loaded: 5, total: 10 });
    await act(async () => {
      finish(STORED);
      await outcome;
    });
    await expect(outcome).resolves.toEqual({ ok: true, file: STORED });
    expect(result.current.state).toEqual({ status: 'stored', fileName: 'door.jpg', file: STORED });
    expect(result.current.busy).toBe(false);
  });

  it('refuses a file that does not fit before sending anything', async () => {
    const { result } = renderHook(() =>
      useUpload('resource', { noun: 'document', contentTypes: ['application/pdf'] }),
    );
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.start(photo());
    });
    expect(uploads.uploadFile).not.toHaveBeenCalled();
    const message = '“door.jpg” cannot be used: only PDF files can be used for a document.';
    expect(outcome).toEqual({ ok: false, error: { code: 'invalid-argument', message } });
    expect(result.current.state).toEqual({
      status: 'failed',
      fileName: 'door.jpg',
      error: { code: 'invalid-argument', message },
    });
  });

  it('keeps the server’s reason for a refusal, and words a network failure', async () => {
    const reason = { code: 'invalid-argument', message: 'The file is not a JPEG image.' } as const;
    uploads.uploadFile.mockRejectedValueOnce(new CallFailure(reason));
    const { result } = renderHook(() => useUpload('venue-photo', { noun: 'photo' }));
    await act(async () => {
      await result.current.start(photo());
    });
    expect(result.current.state).toMatchObject({ status: 'failed', error: reason });

    uploads.uploadFile.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(async () => {
      await result.current.start(photo());
    });
    expect(result.current.state).toMatchObject({
      status: 'failed',
      error: { code: 'unavailable' },
    });
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('cancels: the transfer is aborted and nothing is reported', async () => {
    let signal: AbortSignal | undefined;
    uploads.uploadFile.mockImplementation(
      (_file: File, _purpose: string, options: Options) =>
        new Promise((_resolve, reject) => {
          signal = options.signal;
          options.signal.addEventListener('abort', () =>
            reject(new CallFailure({ code: 'cancelled', message: 'The upload was cancelled.' })),
          );
        }),
    );
    const { result } = renderHook(() => useUpload('venue-photo', { noun: 'photo' }));
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.start(photo());
    });
    await act(async () => {
      result.current.cancel();
      await outcome;
    });
    expect(signal?.aborted).toBe(true);
    await expect(outcome).resolves.toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('aborts an upload under way when the page goes away', () => {
    let signal: AbortSignal | undefined;
    uploads.uploadFile.mockImplementation((_file: File, _purpose: string, options: Options) => {
      signal = options.signal;
      return new Promise(() => undefined);
    });
    const { result, unmount } = renderHook(() => useUpload('venue-photo', { noun: 'photo' }));
    act(() => {
      void result.current.start(photo());
    });
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('ignores a result that arrives after the upload was cancelled', async () => {
    let finish: (file: UploadedFile) => void = () => undefined;
    uploads.uploadFile.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useUpload('venue-photo', { noun: 'photo' }));
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.start(photo());
    });
    act(() => result.current.cancel());
    await act(async () => {
      finish(STORED);
      await outcome;
    });
    await expect(outcome).resolves.toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(result.current.state).toEqual({ status: 'idle' });
  });
});
