import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import * as reads from '../api/read-portal';
import type { PortalData } from '../api/portal-slice';
import { ledgerEntry, ownProfile, portalEvent } from '../api/test-portal-data';
import { signedInState } from '../api/test-portal-state';
import { FundzPage } from './fundz-page';

vi.mock('../api/read-portal', () => ({
  readOwnEvents: vi.fn(),
  readLedger: vi.fn(),
  readOwnProfile: vi.fn(),
}));

const NOW = new Date('2026-12-01T00:00:00Z');
/** Ended, raised $612.50, the fundaxer's payout not sent yet. */
const past = portalEvent({
  id: 'past',
  title: 'Back-to-School Library Night',
  eventStart: '2026-11-14T00:00:00.000Z',
  eventEnd: '2026-11-14T04:00:00.000Z',
  raisedCents: 61_250,
  disbursal: { partner: { paidAt: '2026-11-16T00:00:00.000Z', entryId: 'p' }, fundaxer: null },
});
const profile = ownProfile();

/** A read that answers only when the test says so. */
function held<T>() {
  let answer: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.mocked(reads.readOwnEvents).mockResolvedValue([past]);
  vi.mocked(reads.readLedger).mockResolvedValue([ledgerEntry({ party: 'partner' })]);
  vi.mocked(reads.readOwnProfile).mockResolvedValue(profile);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('FundzPage', () => {
  it('gives a fundaxer their fundraiser, totals and pending payouts, all at once', async () => {
    const profileRead = held<PortalData['profile']>();
    vi.mocked(reads.readOwnProfile).mockReturnValue(profileRead.promise);
    renderWithProviders(<FundzPage />, {
      preloadedState: signedInState('fundaxer'),
      initialEntries: ['/portal/fundz'],
    });
    // The three reads start together, and nothing below the header shows before all are in
    // (a section arriving late would push the others down the screen).
    await vi.waitFor(() => expect(reads.readLedger).toHaveBeenCalled());
    expect(reads.readOwnEvents).toHaveBeenCalled();
    expect(reads.readOwnProfile).toHaveBeenCalled();
    await act(() => Promise.resolve());
    expect(screen.queryByRole('heading', { name: 'Totals' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your fundraiser…');

    await act(async () => {
      profileRead.answer(profile);
      await profileRead.promise;
    });
    const fundraiser = screen.getByRole('region', { name: 'Your fundraiser' });
    expect(within(fundraiser).getByText('New library books')).toBeInTheDocument();
    expect(
      within(fundraiser).getByRole('progressbar', { name: 'Raised toward your goal' }),
    ).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('$612.50')).toBeInTheDocument();
    expect(within(totals).getByText('$90.00')).toBeInTheDocument();
    const waiting = screen.getByRole('list', { name: 'Events whose payout to you is pending' });
    expect(within(waiting).getByText('Back-to-School Library Night')).toBeInTheDocument();
  });

  it('does not read a partner’s profile: a partner has no fundraiser', async () => {
    renderWithProviders(<FundzPage />, {
      preloadedState: signedInState('partner'),
      initialEntries: ['/portal/fundz'],
    });
    const totals = await screen.findByRole('region', { name: 'Give-back totals' });
    expect(within(totals).getByText('$612.50')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your fundraiser' })).not.toBeInTheDocument();
    expect(screen.getByText('Every payout for your past events has been sent.')).toBeVisible();
    expect(reads.readOwnProfile).not.toHaveBeenCalled();
  });
});
