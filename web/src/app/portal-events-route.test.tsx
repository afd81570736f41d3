import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import * as eventReads from '../features/portal-events/api/read-events';
import { portalEvent } from '../testing/portal-fixtures';
import { signedInState } from '../testing/signed-in-state';
import { Component as EventsHistory } from './routes/portal-events-history';
import { Component as Events } from './routes/portal-events';

vi.mock('../features/portal-events/api/read-events', () => ({
  readOwnEvents: vi.fn(),
  readApprovedVenueOptions: vi.fn(),
  readOwnVenueOptions: vi.fn(),
  readFundaxerOptions: vi.fn(),
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
  raisedCents: 61_250,
  disbursal: { partner: { paidAt: '2026-11-16T00:00:00.000Z', entryId: 'p' }, fundaxer: null },
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.mocked(eventReads.readOwnEvents).mockResolvedValue([past, cancelled, upcoming]);
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
