import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { OwnProfile } from '../features/portal-account/api/account-views';
import * as accountReads from '../features/portal-account/api/read-account';
import * as eventReads from '../features/portal-events/api/read-events';
import * as moneyReads from '../features/portal-money/api/read-ledger';
import { ledgerEntry, ownProfile, portalEvent } from '../testing/portal-fixtures';
import { signedInState } from '../testing/signed-in-state';
import { Component as FundzPage } from './routes/portal-fundz';
import { Component as PayoutHistory } from './routes/portal-fundz-history';

vi.mock('../features/portal-events/api/read-events', () => ({ readOwnEvents: vi.fn() }));
vi.mock('../features/portal-money/api/read-ledger', () => ({ readLedger: vi.fn() }));
vi.mock('../features/portal-account/api/read-account', () => ({ readOwnProfile: vi.fn() }));

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
  vi.mocked(eventReads.readOwnEvents).mockResolvedValue([past]);
  vi.mocked(moneyReads.readLedger).mockResolvedValue([ledgerEntry({ party: 'partner' })]);
  vi.mocked(accountReads.readOwnProfile).mockResolvedValue(profile);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('/portal/fundz', () => {
  it('gives a fundaxer their fundraiser, totals and pending payouts, all at once', async () => {
    const profileRead = held<OwnProfile | null>();
    vi.mocked(accountReads.readOwnProfile).mockReturnValue(profileRead.promise);
    renderWithProviders(<FundzPage />, {
      preloadedState: signedInState('fundaxer'),
      initialEntries: ['/portal/fundz'],
    });
    // The three reads start together, and nothing below the header shows before all are in
    // (a section arriving late would push the others down the screen).
    await vi.waitFor(() => expect(moneyReads.readLedger).toHaveBeenCalled());
    expect(eventReads.readOwnEvents).toHaveBeenCalled();
    expect(accountReads.readOwnProfile).toHaveBeenCalled();
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
    expect(accountReads.readOwnProfile).not.toHaveBeenCalled();
  });
});

describe('/portal/fundz/history', () => {
  it('lists every payout and reversal, each linked to its event, with the net received', async () => {
    vi.mocked(moneyReads.readLedger).mockResolvedValue([
      ledgerEntry({ id: 'pay', eventId: 'past', amountCents: 61_250 }),
      ledgerEntry({
        id: 'undo',
        eventId: 'past',
        kind: 'reversal',
        amountCents: 1_250,
        reason: 'Overpaid',
      }),
    ]);
    renderWithProviders(<PayoutHistory />, {
      preloadedState: signedInState('partner'),
      initialEntries: ['/portal/fundz/history'],
    });
    const table = await screen.findByRole('table', { name: /Net received: \$600\.00/ });
    expect(
      await within(table).findAllByRole('link', { name: 'Back-to-School Library Night' }),
    ).toHaveLength(2);
    expect(within(table).getByText('(Overpaid)')).toBeVisible();
  });

  it('says when nothing has been paid yet', async () => {
    vi.mocked(moneyReads.readLedger).mockResolvedValue([]);
    renderWithProviders(<PayoutHistory />, {
      preloadedState: signedInState('fundaxer'),
      initialEntries: ['/portal/fundz/history'],
    });
    expect(await screen.findByText('No payouts yet')).toBeVisible();
  });
});
