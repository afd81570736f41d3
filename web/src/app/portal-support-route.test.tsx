import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import * as reads from '../features/support/api/read-support-requests';
import type { SupportRequestView } from '../features/support/api/support-request-view';
import { signedInState } from '../testing/signed-in-state';
import { Component as Support } from './routes/portal-support';

const calls = vi.hoisted(() => ({ createSupportRequest: vi.fn() }));
vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[contract.name]?.(input),
}));
vi.mock('../features/support/api/read-support-requests', () => ({
  readSupportRequests: vi.fn(),
}));

const answered: SupportRequestView = {
  id: 's1',
  subject: 'Payout timing',
  message: 'When is the payout for Library Night?',
  status: 'resolved',
  resolution: 'Sent Dec 10 by ACH.',
  resolvedAt: '2026-12-10T17:00:00.000Z',
  createdAt: '2026-12-01T17:00:00.000Z',
};
const sent: SupportRequestView = {
  ...answered,
  id: 's2',
  subject: 'Flyer for the cook-off',
  status: 'open',
  resolution: null,
  resolvedAt: null,
};

beforeEach(() => {
  vi.mocked(reads.readSupportRequests).mockResolvedValue([answered]);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('/portal/support', () => {
  it('lists the user’s requests with the team’s answers', async () => {
    renderWithProviders(<Support />, { preloadedState: signedInState('partner') });
    const list = await screen.findByRole('list', { name: 'Your support requests' });
    const item = within(list).getByRole('article');
    expect(within(item).getByText('Resolved')).toBeVisible();
    expect(item).toHaveTextContent('Our answer: Sent Dec 10 by ACH.');
    expect(reads.readSupportRequests).toHaveBeenCalledWith('partner-1');
  });

  it('adds a sent request to the list (read again once it is sent)', async () => {
    calls.createSupportRequest.mockResolvedValue({ id: 's2' });
    const { user } = renderWithProviders(<Support />, { preloadedState: signedInState('partner') });
    await screen.findByRole('list', { name: 'Your support requests' });
    vi.mocked(reads.readSupportRequests).mockResolvedValue([sent, answered]);
    await user.type(screen.getByLabelText('Subject'), 'Flyer for the cook-off');
    await user.type(screen.getByLabelText('How can we help?'), 'Can you print 50 flyers for us?');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const list = screen.getByRole('list', { name: 'Your support requests' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(within(list).getByText('Open')).toBeVisible();
    expect(reads.readSupportRequests).toHaveBeenCalledTimes(2);
  });

  it('says when there are no requests yet', async () => {
    vi.mocked(reads.readSupportRequests).mockResolvedValue([]);
    renderWithProviders(<Support />, { preloadedState: signedInState('fundaxer') });
    expect(await screen.findByText('No requests yet')).toBeVisible();
  });
});
