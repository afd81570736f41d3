import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import * as eventReads from '../features/portal-events/api/read-events';
import * as proposalReads from '../features/portal-proposals/api/read-proposals';
import { portalEvent, revisionView } from '../testing/portal-fixtures';
import { signedInState } from '../testing/signed-in-state';
import { Component as EventsHistory } from './routes/portal-events-history';
import { Component as Events } from './routes/portal-events';

vi.mock('../features/portal-events/api/read-events', () => ({
  readOwnEvents: vi.fn(),
  readApprovedVenueOptions: vi.fn(),
  readOwnVenueOptions: vi.fn(),
  readFundaxerOptions: vi.fn(),
}));
vi.mock('../features/portal-proposals/api/read-proposals', () => ({
  readAwaitingMe: vi.fn(),
  readEventRevision: vi.fn(),
}));
const calls = vi.hoisted(() => ({ respondToEvent: vi.fn() }));
vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[contract.name]?.(input),
}));

const NOW = new Date('2026-12-01T00:00:00Z');
const status = portalEvent().status;
const upcoming = portalEvent({ id: 'up', title: 'Library Night' });
const cancelled = portalEvent({
  id: 'off',
  title: 'Patio Posole',
  eventStart: '2026-12-13T00:00:00.000Z',
  eventEnd: '2026-12-13T04:00:00.000Z',
  status: { ...status, cancelled: true, disabled: true, cancelReason: 'Patio repairs.' },
});
const past = portalEvent({
  id: 'past',
  title: 'Back-to-School Library Night',
  eventStart: '2026-11-14T00:00:00.000Z',
  eventEnd: '2026-11-14T04:00:00.000Z',
  salesCents: 306_250,
  raisedCents: 61_250,
  resultsReported: true,
  disbursal: { partner: { paidAt: '2026-11-16T00:00:00.000Z', entryId: 'p' }, fundaxer: null },
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.mocked(eventReads.readOwnEvents).mockResolvedValue([past, cancelled, upcoming]);
  vi.mocked(proposalReads.readAwaitingMe).mockResolvedValue({ proposals: [], revisions: [] });
  vi.mocked(eventReads.readApprovedVenueOptions).mockResolvedValue([
    { id: 'v9', name: 'Saigon Sunrise', address: '1520 Louisiana Blvd NE', pending: false },
  ]);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('/portal/events', () => {
  it('lists the user’s upcoming events, soonest first, with why one was cancelled', async () => {
    renderWithProviders(<Events />, {
      preloadedState: signedInState('fundaxer'),
      initialEntries: ['/portal/events'],
    });
    const list = await screen.findByRole('list', { name: 'Upcoming events' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Library Night',
      'Patio Posole',
    ]);
    expect(items[1]).toHaveTextContent('Cancelled: Patio repairs.');
    expect(within(items[0]!).getByText('For your fundraiser')).toBeVisible();
  });

  it('shows what waits for the user’s answer: a proposal with its terms, and a change', async () => {
    const proposal = portalEvent({
      id: 'trivia',
      title: 'Trivia Rematch for the Library',
      venueName: 'Nob Hill Taproom',
      partnerId: 'partner-9',
      partnerSharePercent: 5,
      givebackExclusions: '',
      status: { ...status, approved: null },
      consent: { partner: 'agreed', fundaxer: 'awaiting', reason: null },
    });
    // Already started: it can no longer be answered, so it is not offered.
    const started = portalEvent({
      id: 'late',
      title: 'Too late',
      eventStart: '2026-11-30T00:00:00.000Z',
      eventEnd: '2026-12-02T00:00:00.000Z',
      status: { ...status, approved: null },
      consent: { partner: 'agreed', fundaxer: 'awaiting', reason: null },
    });
    vi.mocked(proposalReads.readAwaitingMe)
      .mockResolvedValueOnce({
        proposals: [proposal, started],
        revisions: [revisionView({ title: 'Pho for the Garden', targetId: 'pho' })],
      })
      .mockResolvedValueOnce({ proposals: [], revisions: [] });
    calls.respondToEvent.mockResolvedValue({ id: 'trivia', decision: 'accept', target: 'event' });
    const { user } = renderWithProviders(<Events />, {
      preloadedState: signedInState('fundaxer'),
      initialEntries: ['/portal/events'],
    });
    const list = await screen.findByRole('list', { name: 'Proposals waiting for your answer' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const offer = within(list).getByRole('article', {
      name: 'Proposal: Trivia Rematch for the Library',
    });
    expect(offer).toHaveTextContent('Nob Hill Taproom names you as the fundaxer of this event.');
    expect(offer).toHaveTextContent('Saturday, December 5, 2026, 5:00 PM – 9:00 PM MST');
    expect(offer).toHaveTextContent('20% of the qualifying sales to the cause');
    expect(offer).toHaveTextContent('Terms: Food and non-alcoholic drinks.');
    expect(offer).toHaveTextContent('Excludes: nothing listed');
    expect(offer).toHaveTextContent('5% of the qualifying sales');
    const change = within(list).getByRole('article', { name: 'Change: Pho for the Garden' });
    expect(within(change).getByRole('table', { name: 'What would change' })).toHaveTextContent(
      'Sat, Dec 5, 2026, 10:00 PM MST',
    );
    // The answer form loads with the first proposal that waits (its own chunk).
    await user.click(
      await within(offer).findByRole('button', { name: 'Accept “Trivia Rematch for the Library”' }),
    );
    expect(calls.respondToEvent).toHaveBeenCalledWith({ id: 'trivia', decision: 'accept' });
    expect(
      await screen.findByText(
        'You accepted “Trivia Rematch for the Library”. A Fundax admin reviews it next.',
      ),
    ).toBeVisible();
    // Read again after the answer: nothing waits any more.
    expect(await screen.findByText('Nothing waits for your answer.')).toBeVisible();
  });

  it('opens the create form from ?new=1, and closes it', async () => {
    const { user } = renderWithProviders(<Events />, {
      preloadedState: signedInState('fundaxer'),
      initialEntries: ['/portal/events?new=1'],
    });
    const form = await screen.findByRole('form', { name: 'Create an event' });
    expect(within(form).getByRole('option', { name: 'Saigon Sunrise' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the form' }));
    expect(screen.queryByRole('form', { name: 'Create an event' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create an event' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('tells an angel that events are run by partners and fundaxers, reading nothing', async () => {
    renderWithProviders(<Events />, {
      preloadedState: signedInState('angel'),
      initialEntries: ['/portal/events'],
    });
    expect(await screen.findByText('Events are run by partners and fundaxers')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create an event' })).toBeNull();
    expect(eventReads.readOwnEvents).not.toHaveBeenCalled();
  });

  it('says when there are no upcoming events', async () => {
    vi.mocked(eventReads.readOwnEvents).mockResolvedValue([past]);
    renderWithProviders(<Events />, {
      preloadedState: signedInState('partner'),
      initialEntries: ['/portal/events'],
    });
    expect(await screen.findByText('No upcoming events')).toBeVisible();
  });
});

describe('/portal/events/history', () => {
  it('shows each past event with what it raised and each party’s payout', async () => {
    renderWithProviders(<EventsHistory />, {
      preloadedState: signedInState('fundaxer'),
      initialEntries: ['/portal/events/history'],
    });
    const table = await screen.findByRole('table', { name: 'Past events, most recent first' });
    const row = within(table).getByRole('row', { name: /Back-to-School Library Night/ });
    expect(row).toHaveTextContent('$612.50');
    expect(within(row).getByText(/^Paid /)).toBeVisible();
    expect(within(row).getByText('Payout pending')).toBeVisible();
    expect(within(row).getByText('(you are the fundaxer)')).toBeInTheDocument();
    expect(within(table).queryByRole('row', { name: /Library Night$/ })).toBeNull();
  });

  it('says when no event has ended yet', async () => {
    vi.mocked(eventReads.readOwnEvents).mockResolvedValue([upcoming]);
    renderWithProviders(<EventsHistory />, {
      preloadedState: signedInState('partner'),
      initialEntries: ['/portal/events/history'],
    });
    expect(await screen.findByText('No past events yet')).toBeVisible();
  });
});
