import '@testing-library/jest-dom/vitest';
import { CallFailure } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resourceRecord } from '../../../testing/records';
import { ResourcesManager } from './resources-manager';

const call = vi.hoisted(() => vi.fn<(input: unknown) => Promise<unknown>>());
vi.mock('@fundax/client/callables/callable', () => ({ callable: () => call }));
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
    expect(screen.getByRole('status')).toHaveTextContent('Removed “Partner playbook”.');
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
});
