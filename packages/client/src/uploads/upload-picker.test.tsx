import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CallFailure } from '../callables/call-error';
import type { UploadedFile, UploadProgress } from './upload-file';
import { UploadPicker } from './upload-picker';

const uploads = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('./upload-file', () => ({ uploadFile: uploads.uploadFile }));

const STORED: UploadedFile = { fileId: 'f1', sizeBytes: 2048, image: null, url: null };
type Options = { onProgress: (progress: UploadProgress) => void; signal: AbortSignal };

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderPicker(props: Partial<Parameters<typeof UploadPicker>[0]> = {}) {
  const onUploaded = vi.fn();
  const onBusyChange = vi.fn();
  render(
    <UploadPicker
      purpose="venue-photo"
      label="Choose a photo"
      hint="Your storefront or dining room."
      noun="photo"
      onUploaded={onUploaded}
      onBusyChange={onBusyChange}
      {...props}
    />,
  );
  // applyAccept off: the browser's own filter is a hint; the check must hold for any file.
  const user = userEvent.setup({ applyAccept: false });
  const input = screen.getByLabelText(props.label ?? 'Choose a photo');
  return { user, onUploaded, onBusyChange, input };
}

describe('UploadPicker', () => {
  it('says what it takes and offers only those types', () => {
    const { input } = renderPicker();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(input).toHaveAccessibleDescription(
      'Your storefront or dining room. JPEG, PNG or WebP, up to 5 MB.',
    );
  });

  it('uploads the chosen file with progress, then hands over the stored file', async () => {
    let progress: Options['onProgress'] = () => undefined;
    let finish: (file: UploadedFile) => void = () => undefined;
    uploads.uploadFile.mockImplementation((_file: File, _purpose: string, options: Options) => {
      progress = options.onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const { user, input, onUploaded, onBusyChange } = renderPicker();
    const file = new File([new Uint8Array(2048)], 'door.jpg', { type: 'image/jpeg' });
    await user.upload(input, file);
    expect(uploads.uploadFile).toHaveBeenCalledWith(file, 'venue-photo', expect.anything());
    expect(input).toBeDisabled();
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    act(() => progress({ loaded: 1024, total: 2048 }));
    const bar = screen.getByRole('progressbar', { name: 'Choose a photo: upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading “door.jpg”: 50% of 2 KB');
    act(() => progress({ loaded: 2048, total: 2048 }));
    expect(screen.getByRole('status')).toHaveTextContent('Processing “door.jpg”…');
    await act(async () => {
      finish(STORED);
      await Promise.resolve();
    });
    expect(onUploaded).toHaveBeenCalledWith(STORED, 'door.jpg');
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '“door.jpg” is uploaded (2 KB). Save to use this photo.',
    );
    expect(input).toBeEnabled();
  });

  it('refuses a wrong type or an oversize file on the field, without uploading', async () => {
    const { user, input, onUploaded } = renderPicker();
    await user.upload(input, new File(['GIF89a'], 'menu.gif', { type: 'image/gif' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Your storefront or dining room. JPEG, PNG or WebP, up to 5 MB. “menu.gif” cannot be used: only JPEG, PNG or WebP files can be used for a photo.',
    );
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(
      screen.getByText('“huge.png” is 6 MB: a photo can be at most 5 MB. Choose a smaller file.'),
    ).toBeVisible();
    expect(uploads.uploadFile).not.toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('shows the server’s reason when it refuses the file', async () => {
    uploads.uploadFile.mockRejectedValue(
      new CallFailure({ code: 'invalid-argument', message: 'The file is not a JPEG image.' }),
    );
    const { user, input, onUploaded } = renderPicker();
    await user.upload(input, new File(['<html>'], 'fake.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('The file is not a JPEG image.')).toHaveClass('field-error');
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('can be cancelled while uploading', async () => {
    uploads.uploadFile.mockImplementation(
      (_file: File, _purpose: string, options: Options) =>
        new Promise((_resolve, reject) =>
          options.signal.addEventListener('abort', () =>
            reject(new CallFailure({ code: 'cancelled', message: 'The upload was cancelled.' })),
          ),
        ),
    );
    const { user, input } = renderPicker();
    await user.upload(input, new File(['x'], 'door.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Cancel the upload' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(input).toBeEnabled();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('narrows to the types the caller asks for, and shows the form’s own message', () => {
    const { input } = renderPicker({
      purpose: 'resource',
      label: 'Upload the document',
      hint: undefined,
      noun: 'document',
      contentTypes: ['application/pdf'],
      error: 'Wait for the upload to finish.',
    });
    expect(input).toHaveAttribute('accept', 'application/pdf');
    expect(input).toHaveAccessibleDescription('PDF, up to 200 MB. Wait for the upload to finish.');
  });
});
