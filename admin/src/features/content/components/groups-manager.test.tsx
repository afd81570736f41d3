import '@testing-library/jest-dom/vitest';
import { CallFailure } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { groupRecord } from '../../../testing/records';
import { GroupsManager } from './groups-manager';

const call = vi.hoisted(() => vi.fn<(input: unknown) => Promise<unknown>>());
vi.mock('@fundax/client/callables/callable', () => ({ callable: () => call }));
const reads = vi.hoisted(() => ({ readContent: vi.fn(), readStory: vi.fn() }));
vi.mock(import('../api/content-reads'), async (original) => ({ ...(await original()), ...reads }));

beforeEach(() => {
  call.mockReset();
  reads.readContent.mockReset().mockResolvedValue([groupRecord()]);
});
afterEach(cleanup);

describe('networking groups', () => {
  it('lists the groups with their categories and members', async () => {
    renderWithProviders(<GroupsManager />);
    const row = await screen.findByRole('row', { name: /Westside Business Breakfast/ });
    expect(row).toHaveTextContent('Finance and accounting, Insurance');
    expect(row).toHaveTextContent('24');
    expect(reads.readContent).toHaveBeenCalledWith('groups');
  });

  it('adds a group with the contract’s rules checked first, then empties the form', async () => {
    call.mockResolvedValue({ id: 'g-new' });
    const { user } = renderWithProviders(<GroupsManager />);
    const form = screen.getByRole('form', { name: 'Add a networking group' });
    await user.click(within(form).getByRole('button', { name: 'Add group' }));
    expect(await within(form).findByText('Group name needs at least 3 characters.')).toBeVisible();
    expect(call).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Name'), 'Rio Rancho Rise and Shine');
    await user.selectOptions(within(form).getByLabelText('City'), 'Rio Rancho');
    await user.type(
      within(form).getByLabelText('Description'),
      'Early-morning referrals for Rio Rancho owners.',
    );
    await user.type(within(form).getByLabelText('Meets'), 'Thursdays, 7:00 am');
    await user.clear(within(form).getByLabelText('Members'));
    await user.type(within(form).getByLabelText('Members'), '12');
    await user.click(within(form).getByRole('checkbox', { name: 'Insurance' }));
    await user.click(within(form).getByRole('button', { name: 'Add group' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved “Rio Rancho Rise and Shine”.',
    );
    expect(call).toHaveBeenCalledWith({
      name: 'Rio Rancho Rise and Shine',
      description: 'Early-morning referrals for Rio Rancho owners.',
      city: 'Rio Rancho',
      meets: 'Thursdays, 7:00 am',
      address: null,
      venueId: null,
      categories: ['insurance'],
      contactUrl: null,
      memberCount: 12,
    });
    expect(within(form).getByLabelText('Name')).toHaveValue('');
    // The saved group changes the list: it is read again.
    await waitFor(() => expect(reads.readContent).toHaveBeenCalledTimes(2));
  });

  it('edits a group from its row, and shows the server’s message on the field', async () => {
    call.mockRejectedValueOnce(
      new CallFailure({
        code: 'invalid-argument',
        message: 'contactUrl: Enter a full web address.',
        details: { issues: [{ path: ['contactUrl'], message: 'Enter a full web address.' }] },
      }),
    );
    const { user } = renderWithProviders(<GroupsManager />);
    await user.click(
      await screen.findByRole('button', { name: 'Edit Westside Business Breakfast' }),
    );
    const form = screen.getByRole('form', { name: 'Edit Westside Business Breakfast' });
    expect(within(form).getByLabelText('Meets')).toHaveValue('Tuesdays, 7:00–8:15 am');
    await user.type(within(form).getByLabelText('Join page (optional)'), 'https://join.example');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Enter a full web address.')).toBeVisible();
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'g-westside', contactUrl: 'https://join.example' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('form', { name: 'Add a networking group' })).toBeVisible();
  });

  it('says so when there are no groups yet', async () => {
    reads.readContent.mockResolvedValue([]);
    renderWithProviders(<GroupsManager />);
    expect(await screen.findByText('No groups yet.')).toBeVisible();
  });
});
