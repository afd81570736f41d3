import '@testing-library/jest-dom/vitest';
import { CallFailure } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resourceRecord } from '../../../testing/records';
import userEvent from '@testing-library/user-event';

/** A user whose file picker ignores `accept`, as a person can (“All files”). */
const userEventNoAccept = () => userEvent.setup({ applyAccept: false });

/** The list's own announcements (the file picker has its own status line). */
const listStatus = () =>
  within(screen.getAllByRole('region', { name: 'Videos and documents' })[0]!).getByRole('status');
import { ResourcesManager } from './resources-manager';

const call = vi.hoisted(() => vi.fn<(input: unknown) => Promise<unknown>>());
vi.mock('@fundax/client/callables/callable', () => ({ callable: () => call }));
// The upload itself (request, PUT, stored record) is the kit's, tested there.
const uploads = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('@fundax/client/uploads/upload-file', () => ({ uploadFile: uploads.uploadFile }));
const reads = vi.hoisted(() => ({ readContent: vi.fn(), readStory: vi.fn() }));
vi.mock(import('../api/content-reads'), async (original) => ({ ...(await original()), ...reads }));

const video = resourceRecord({
  id: 'r-video',
  kind: 'video',
  title: 'Your first give-back night',
  url: 'https://videos.fundax.example/first.mp4',
  audience: [],
  sizeBytes: null,
  durationSeconds: 412,
});

beforeEach(() => {
  call.mockReset();
  uploads.uploadFile.mockReset();
  reads.readContent.mockReset().mockResolvedValue([resourceRecord(), video]);
});
afterEach(cleanup);

describe('portal resources', () => {
  it('lists each with whom it is for, its size or length', async () => {
    renderWithProviders(<ResourcesManager />);
    const playbook = await screen.findByRole('row', { name: /Partner playbook/ });
    expect(playbook).toHaveTextContent('Partners');
    expect(playbook).toHaveTextContent('1.2 MB');
    const first = screen.getByRole('row', { name: /Your first give-back night/ });
    expect(first).toHaveTextContent('Everyone');
    expect(first).toHaveTextContent('6:52');
  });

  it('removes one only after a confirm step, and drops it from the list', async () => {
    call.mockResolvedValue({ id: 'r-playbook' });
    const { user } = renderWithProviders(<ResourcesManager />);
    await user.click(await screen.findByRole('button', { name: 'Remove… Partner playbook' }));
    const confirm = screen.getByRole('group', { name: 'Remove' });
    expect(confirm).toHaveTextContent('“Partner playbook” leaves the portal for everyone.');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Partner playbook/ })).toBeNull());
    expect(call).toHaveBeenCalledWith({ id: 'r-playbook' });
    expect(listStatus()).toHaveTextContent('Removed “Partner playbook”.');
  });

  it('keeps a resource whose removal failed, with the reason', async () => {
    call.mockRejectedValue(new CallFailure({ code: 'not-found', message: 'No such resource.' }));
    const { user } = renderWithProviders(<ResourcesManager />);
    await user.click(await screen.findByRole('button', { name: 'Remove… Partner playbook' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    // The catalogue's words for the code, not the server's.
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that.');
    expect(screen.getByRole('row', { name: /Partner playbook/ })).toBeVisible();
  });

  it('adds a video for some roles, sizes shown as people read them', async () => {
    call.mockResolvedValue({ id: 'r-new' });
    const { user } = renderWithProviders(<ResourcesManager />);
    const form = screen.getByRole('form', { name: 'Add a resource' });
    await user.selectOptions(within(form).getByLabelText('Kind'), 'video');
    await user.type(within(form).getByLabelText('Title'), 'Wrapping up an event');
    await user.click(within(form).getByRole('radio', { name: 'Link to a file hosted elsewhere' }));
    await user.type(within(form).getByLabelText('Address (URL)'), 'https://v.example/wrap.mp4');
    await user.click(within(form).getByRole('checkbox', { name: 'Fundaxers' }));
    await user.type(within(form).getByLabelText('Size in bytes (optional)'), '2097152');
    expect(within(form).getByText('Shown as 2 MB')).toBeVisible();
    await user.type(within(form).getByLabelText('Duration in seconds (videos, optional)'), '95');
    await user.click(within(form).getByRole('button', { name: 'Add resource' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved “Wrapping up an event”.');
    expect(call).toHaveBeenCalledWith({
      kind: 'video',
      title: 'Wrapping up an event',
      description: '',
      url: 'https://v.example/wrap.mp4',
      audience: ['fundaxer'],
      sizeBytes: 2_097_152,
      durationSeconds: 95,
    });
  });

  it('edits one from its row; a refused save says why on the field', async () => {
    call.mockRejectedValue(
      new CallFailure({
        code: 'invalid-argument',
        message: 'url: Enter a full web address.',
        details: { issues: [{ path: ['url'], message: 'Enter a full web address.' }] },
      }),
    );
    const { user } = renderWithProviders(<ResourcesManager />);
    await user.click(await screen.findByRole('button', { name: 'Edit Partner playbook' }));
    const form = screen.getByRole('form', { name: 'Edit Partner playbook' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Enter a full web address.')).toBeVisible();
    expect(within(form).getByRole('alert')).toHaveTextContent('The resource was not saved.');
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ id: 'r-playbook' }));
  });

  it('lists whether each is an uploaded file or a link', async () => {
    reads.readContent.mockResolvedValue([resourceRecord({ fileId: 'f-playbook' }), video]);
    renderWithProviders(<ResourcesManager />);
    expect(await screen.findByRole('row', { name: /Partner playbook/ })).toHaveTextContent(
      'Uploaded file',
    );
    expect(screen.getByRole('row', { name: /Your first give-back night/ })).toHaveTextContent(
      'Link',
    );
  });

  it('uploads a document with progress, then saves it by its file id', async () => {
    uploads.uploadFile.mockImplementation(
      (file: File, _purpose: string, options: { onProgress: (p: object) => void }) => {
        options.onProgress({ loaded: file.size, total: file.size });
        return Promise.resolve({ fileId: 'f-guide', sizeBytes: file.size, image: null, url: null });
      },
    );
    call.mockResolvedValue({ id: 'r-new' });
    const { user } = renderWithProviders(<ResourcesManager />);
    const form = screen.getByRole('form', { name: 'Add a resource' });
    expect(within(form).getByRole('radio', { name: 'Upload the file' })).toBeChecked();
    await user.type(within(form).getByLabelText('Title'), 'Host guide');
    // Saving before a file is chosen says what is missing, on the file field.
    await user.click(within(form).getByRole('button', { name: 'Add resource' }));
    expect(await within(form).findByText('Upload the file or give its web address.')).toBeVisible();
    const picker = within(form).getByLabelText('Choose the document');
    expect(picker).toHaveAttribute('accept', 'application/pdf');
    const pdf = new File(['%PDF-1.4 guide'], 'guide.pdf', { type: 'application/pdf' });
    await user.upload(picker, pdf);
    expect(uploads.uploadFile).toHaveBeenCalledWith(pdf, 'resource', expect.anything());
    expect(await within(form).findByText(/“guide\.pdf” is uploaded \(14 B\)/)).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Add resource' }));
    await waitFor(() => expect(listStatus()).toHaveTextContent('Saved “Host guide”.'));
    expect(call).toHaveBeenCalledWith({
      kind: 'document',
      title: 'Host guide',
      description: '',
      fileId: 'f-guide',
      audience: [],
      sizeBytes: null,
      durationSeconds: null,
    });
  });

  it('refuses a file of the wrong kind before uploading it', async () => {
    const { user } = renderWithProviders(<ResourcesManager />, {});
    const form = screen.getByRole('form', { name: 'Add a resource' });
    await user.selectOptions(within(form).getByLabelText('Kind'), 'video');
    const picker = within(form).getByLabelText('Choose the video');
    expect(picker).toHaveAttribute('accept', 'video/mp4');
    await userEventNoAccept().upload(
      picker,
      new File(['%PDF'], 'guide.pdf', { type: 'application/pdf' }),
    );
    expect(
      within(form).getByText('“guide.pdf” cannot be used: only MP4 files can be used for a video.'),
    ).toBeVisible();
    expect(uploads.uploadFile).not.toHaveBeenCalled();
  });

  it('keeps an uploaded file when editing other fields, with its stored size', async () => {
    reads.readContent.mockResolvedValue([resourceRecord({ fileId: 'f-playbook' })]);
    call.mockResolvedValue({ id: 'r-playbook' });
    const { user } = renderWithProviders(<ResourcesManager />);
    await user.click(await screen.findByRole('button', { name: 'Edit Partner playbook' }));
    const form = screen.getByRole('form', { name: 'Edit Partner playbook' });
    expect(form).toHaveTextContent(
      'The uploaded document stays (1.2 MB) unless you choose another one.',
    );
    expect(within(form).queryByLabelText('Address (URL)')).toBeNull();
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Partner handbook');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(call).toHaveBeenCalled());
    const sent = call.mock.calls[0]![0] as Record<string, unknown>;
    expect(sent).toMatchObject({
      id: 'r-playbook',
      title: 'Partner handbook',
      sizeBytes: 1_258_291,
    });
    // Left out on the wire (JSON drops undefined): the server keeps the stored file.
    expect(sent.url).toBeUndefined();
    expect(sent.fileId).toBeUndefined();
  });
});
