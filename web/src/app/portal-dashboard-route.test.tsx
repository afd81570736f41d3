import '@testing-library/jest-dom/vitest';

import { readSavedCopy, saveCopyPart, savedPart, sessionConfirmed } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import * as accountReads from '../features/portal-account/api/read-account';
import * as eventReads from '../features/portal-events/api/read-events';
import * as locationReads from '../features/portal-locations/api/read-locations';
import * as moneyReads from '../features/portal-money/api/read-ledger';
import * as proposalReads from '../features/portal-proposals/api/read-proposals';
import { ledgerEntry, ownProfile, portalEvent, portalVenue } from '../testing/portal-fixtures';
import { signedInState } from '../testing/signed-in-state';
import type { PortalEvent } from '../utils/portal-event';
import { SAVED_DASHBOARD } from '../utils/saved-dashboard';
import { Component as DashboardPage } from './routes/portal-dashboard';

vi.mock('../features/portal-events/api/read-events', () => ({ readOwnEvents: vi.fn() }));
vi.mock('../features/portal-locations/api/read-locations', () => ({ readOwnVenues: vi.fn() }));
vi.mock('../features/portal-money/api/read-ledger', () => ({ readLedger: vi.fn() }));
vi.mock('../features/portal-proposals/api/read-proposals', () => ({ readAwaitingMe: vi.fn() }));
vi.mock('../features/portal-account/api/read-account', () => ({
  readOwnProfile: vi.fn(),
  readApplications: vi.fn(),
}));

const NOW = new Date('2026-12-01T00:00:00Z');
const status = portalEvent().status;
const upcoming = portalEvent({ id: 'up', title: 'Library Night' });
const pending = portalEvent({
  id: 'pending',
  title: 'Spring Book Fair Dinner',
  status: { ...status, approved: null },
});
const rejected = portalEvent({
  id: 'rejected',
  title: 'Late Night Raffle',
  status: { ...status, approved: false, reason: 'Raffles need a gaming permit.' },
});
const past = portalEvent({
  id: 'past',
  title: 'Back-to-School Library Night',
  eventStart: '2026-11-14T00:00:00.000Z',
  eventEnd: '2026-11-14T04:00:00.000Z',
  raisedCents: 61_250,
  disbursal: { partner: { paidAt: '2026-11-16T00:00:00.000Z', entryId: 'p' }, fundaxer: null },
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.mocked(eventReads.readOwnEvents).mockResolvedValue([upcoming, pending, rejected, past]);
  vi.mocked(locationReads.readOwnVenues).mockResolvedValue([
    portalVenue({
      id: 'new',
      name: 'Baca’s – Westside',
      status: { approved: null, reason: null, disabled: false },
    }),
  ]);
  vi.mocked(moneyReads.readLedger).mockResolvedValue([ledgerEntry()]);
  vi.mocked(accountReads.readOwnProfile).mockResolvedValue(ownProfile());
  vi.mocked(proposalReads.readAwaitingMe).mockResolvedValue({ proposals: [], revisions: [] });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('/portal/dashboard', () => {
  it('gives a partner give-back totals, next events, items in review with reasons', async () => {
    renderWithProviders(<DashboardPage />, {
      preloadedState: signedInState('partner'),
      initialEntries: ['/portal/dashboard'],
    });
    const giveBack = await screen.findByRole('region', { name: 'Give-back' });
    expect(within(giveBack).getByText('$612.50')).toBeInTheDocument();
    expect(await within(giveBack).findByText('$90.00')).toBeInTheDocument();
    const next = screen.getByRole('list', { name: 'Next events' });
    expect(within(next).getByText('Library Night')).toBeInTheDocument();
    const review = await screen.findByRole('list', { name: 'Waiting for review or not approved' });
    expect(within(review).getByText('Spring Book Fair Dinner')).toBeInTheDocument();
    expect(within(review).getByText('Raffles need a gaming permit.')).toBeInTheDocument();
    expect(within(review).getByText('Baca’s – Westside')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an event' })).toHaveAttribute(
      'href',
      '/portal/events?new=1',
    );
    expect(accountReads.readOwnProfile).not.toHaveBeenCalled();
  });

  it('greets by the name the last visit kept while the account loads again', () => {
    const state = signedInState('partner');
    renderWithProviders(<DashboardPage />, {
      // A restored session: loaded as the last visit knew it, the account not read yet.
      preloadedState: { ...state, user: { ...state.user!, account: null, restored: true } },
      initialEntries: ['/portal/dashboard'],
    });
    expect(screen.getByText('Welcome back, Miguel. Here is what needs you.')).toBeInTheDocument();
  });

  it('gives a fundaxer their fundraiser’s progress and the payout still on its way', async () => {
    renderWithProviders(<DashboardPage />, {
      preloadedState: signedInState('fundaxer'),
      initialEntries: ['/portal/dashboard'],
    });
    const bar = await screen.findByRole('progressbar', { name: 'Raised toward your goal' });
    expect(bar).toHaveAttribute('aria-valuetext', '$612.50 of $6,000.00 (10%)');
    const followUp = await screen.findByRole('list', {
      name: 'Past events awaiting results or payout',
    });
    expect(within(followUp).getByText('Your payout is pending')).toBeInTheDocument();
    expect(locationReads.readOwnVenues).not.toHaveBeenCalled();
  });

  it('gives an angel their application and dues', async () => {
    vi.mocked(accountReads.readApplications).mockResolvedValue([
      {
        id: 'a1',
        submitDate: 1_790_000_000,
        approved: true,
        reason: null,
        dues: { amountCents: 25_000, status: 'due' },
      },
    ]);
    renderWithProviders(<DashboardPage />, {
      preloadedState: signedInState('angel'),
      initialEntries: ['/portal/dashboard'],
    });
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay your dues' })).toHaveAttribute(
      'href',
      '/angels/payment/a1',
    );
    expect(eventReads.readOwnEvents).not.toHaveBeenCalled();
  });

  it('shows a failed read with a way to try again', async () => {
    vi.mocked(eventReads.readOwnEvents).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderWithProviders(<DashboardPage />, {
      preloadedState: signedInState('fundaxer'),
      initialEntries: ['/portal/dashboard'],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your events.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Next events' })).toBeInTheDocument();
  });
});

describe('/portal/dashboard on a repeat visit', () => {
  const uid = 'partner-1';
  const twoHoursAgo = new Date(NOW.getTime() - 2 * 3_600_000).toISOString();
  const savedEvent = portalEvent({ id: 'saved', title: 'Saved Supper Club' });

  /** What the last visit of `owner` saved in this browser. */
  function lastVisitSaved(owner = uid) {
    const part = (name: string, data: unknown) =>
      saveCopyPart(SAVED_DASHBOARD, owner, name, { data, readAt: twoHoursAgo });
    part('events', [savedEvent]);
    part('venues', []);
    part('ledger', [ledgerEntry()]);
    part('awaiting', { proposals: [], revisions: [] });
  }

  /** The events read, answering when the test says. */
  function heldEventsRead() {
    let answer: (events: PortalEvent[]) => void = () => undefined;
    vi.mocked(eventReads.readOwnEvents).mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    return (events: PortalEvent[]) => answer(events);
  }

  const savedEvents = () => savedPart(readSavedCopy(SAVED_DASHBOARD, uid), 'events');

  it('shows the dashboard saved last time, dated, until the live reads replace it, and keeps them', async () => {
    lastVisitSaved();
    const answerEvents = heldEventsRead();
    renderWithProviders(<DashboardPage />, {
      preloadedState: signedInState('partner'),
      initialEntries: ['/portal/dashboard'],
    });
    expect(screen.getByText(/^Saved dashboard as of/)).toHaveTextContent(
      'Saved dashboard as of 2 hours ago',
    );
    // The parts fill in from the copy once the first render is painted (at once in tests).
    const saved = await screen.findByRole('list', { name: 'Next events' });
    expect(within(saved).getByText('Saved Supper Club')).toBeInTheDocument();

    answerEvents([upcoming, past]);
    const next = await screen.findByRole('list', { name: 'Next events' });
    await waitFor(() => expect(within(next).getByText('Library Night')).toBeInTheDocument());
    expect(screen.queryByText('Saved Supper Club')).toBeNull();
    expect(screen.getByText(/^Dashboard as of/)).toHaveTextContent('Dashboard as of just now');
    await waitFor(() =>
      expect(savedEvents()).toEqual({ data: [upcoming, past], readAt: NOW.toISOString() }),
    );
  });

  it('saves nothing for a restored session until Auth has confirmed it', async () => {
    lastVisitSaved();
    const state = signedInState('partner');
    const { store } = renderWithProviders(<DashboardPage />, {
      preloadedState: { ...state, user: { ...state.user!, account: null, restored: true } },
      initialEntries: ['/portal/dashboard'],
    });
    expect(await screen.findByText('Library Night')).toBeInTheDocument();
    expect(savedEvents()).toEqual({ data: [savedEvent], readAt: twoHoursAgo });

    act(() => {
      store.dispatch(sessionConfirmed({ uid, admin: false }));
    });
    await waitFor(() => expect(savedEvents()).toMatchObject({ readAt: NOW.toISOString() }));
  });

  it('never shows what was saved for someone else', async () => {
    lastVisitSaved('partner-2');
    const answerEvents = heldEventsRead();
    renderWithProviders(<DashboardPage />, {
      preloadedState: signedInState('partner'),
      initialEntries: ['/portal/dashboard'],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Saved Supper Club')).toBeNull();
    expect(screen.queryByText(/as of/)).toBeNull();
    answerEvents([upcoming]);
    expect(await screen.findByText('Library Night')).toBeInTheDocument();
    expect(screen.queryByText(/as of/)).toBeNull();
  });
});
