import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { DEFAULT_CENTER } from '@fundax/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { NearbySearch } from './nearby-search';

const calls = vi.hoisted(() => ({
  nearbyEvents: vi.fn(),
  nearbyVenues: vi.fn(),
  geocodeAddress: vi.fn(),
}));

// The module boundary: the search reaches the backend only through callable().
vi.mock('@fundax/client/callables/callable', () => ({
  callable: () => vi.fn(),
  publicCallable: (name: 'nearbyEvents' | 'nearbyVenues' | 'geocodeAddress') => calls[name],
}));

const event = (id: string, title: string, distanceKm: number, category = 'schools') => ({
  id,
  title,
  description: '',
  category,
  venueId: 'v1',
  venueName: 'Baca’s Green Chile Kitchen',
  venueAddress: '2000 Central Ave SW, Albuquerque',
  partnerId: 'p1',
  fundaxerId: 'f1',
  fundaxerName: 'Monte Vista PTA',
  eventStart: '2026-12-05T00:00:00.000Z',
  eventEnd: '2026-12-05T04:00:00.000Z',
  givebackPercent: 20,
  givebackTerms: '',
  givebackExclusions: '',
  goalCents: 150_000,
  raisedCents: 0,
  imageUrl: null,
  special: false,
  lat: 35.09,
  lng: -106.66,
  distanceKm,
});

beforeEach(() => {
  vi.clearAllMocks();
  // The map waits for the viewport; this suite is about the list.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NearbySearch', () => {
  it('searches around downtown Albuquerque at first and lists what it finds, nearest first', async () => {
    calls.nearbyEvents.mockResolvedValue({
      items: [event('e1', 'Library Night', 1.9), event('e2', 'Pints for Paws', 4.2, 'animals')],
    });
    renderWithProviders(<NearbySearch />, { initialEntries: ['/'] });
    expect(
      screen.getByText(
        'Searching for upcoming events within 25 km (16 mi) of downtown Albuquerque…',
      ),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Events found' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Library Night', 'Pints for Paws']);
    expect(calls.nearbyEvents).toHaveBeenCalledWith({ center: [...DEFAULT_CENTER], radiusKm: 25 });
    expect(
      screen.getByText('2 upcoming events within 25 km (16 mi) of downtown Albuquerque.'),
    ).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Library Night' })).toHaveAttribute(
      'href',
      '/event/e1',
    );
  });

  it('searches again with each filter', async () => {
    calls.nearbyEvents.mockResolvedValue({ items: [] });
    const { user } = renderWithProviders(<NearbySearch />, { initialEntries: ['/'] });
    await screen.findByText('No upcoming events in this area yet.');
    await user.selectOptions(screen.getByLabelText('Cause'), 'animals');
    await user.selectOptions(screen.getByLabelText('Within'), '10');
    await waitFor(() =>
      expect(calls.nearbyEvents).toHaveBeenLastCalledWith({
        center: [...DEFAULT_CENTER],
        radiusKm: 10,
        category: 'animals',
      }),
    );
    await user.selectOptions(screen.getByLabelText('When'), 'week');
    await waitFor(() => expect(calls.nearbyEvents).toHaveBeenCalledTimes(4));
    const [withDates] = calls.nearbyEvents.mock.lastCall as [{ from?: string; to?: string }];
    expect(Date.parse(withDates.to ?? '') - Date.parse(withDates.from ?? '')).toBeGreaterThan(
      6 * 24 * 3_600_000,
    );
  });

  it('switches to businesses', async () => {
    calls.nearbyEvents.mockResolvedValue({ items: [] });
    calls.nearbyVenues.mockResolvedValue({
      items: [
        {
          id: 'v1',
          name: 'Nob Hill Taproom',
          address: '3500 Central Ave SE',
          category: 'brewery',
          description: 'Local beer.',
          imageUrl: null,
          website: null,
          ownerId: 'p1',
          lat: 35.08,
          lng: -106.6,
          distanceKm: 4.6,
        },
      ],
    });
    const { user } = renderWithProviders(<NearbySearch />, { initialEntries: ['/'] });
    await user.click(screen.getByLabelText('Businesses'));
    const list = await screen.findByRole('list', { name: 'Businesses found' });
    expect(within(list).getByRole('link', { name: 'Nob Hill Taproom' })).toHaveAttribute(
      'href',
      '/partner/p1?venue=v1',
    );
    expect(screen.getByLabelText('Kind of business')).toBeInTheDocument();
    expect(screen.queryByLabelText('When')).not.toBeInTheDocument();
  });

  it('searches around an address or ZIP code, and around another place picked instead', async () => {
    calls.nearbyEvents.mockResolvedValue({ items: [event('e1', 'Library Night', 1.9)] });
    calls.geocodeAddress.mockResolvedValue({
      candidates: [
        { location: [35.0842, -106.6511], label: '87102, Albuquerque, NM', precision: 'zip' },
        { location: [35.0844, -106.6504], label: 'Albuquerque, NM', precision: 'city' },
      ],
      attribution: 'ZIP code centres: U.S. Census Bureau.',
    });
    const { user } = renderWithProviders(<NearbySearch />, { initialEntries: ['/'] });
    await screen.findByRole('list', { name: 'Events found' });
    await user.selectOptions(screen.getByLabelText('Within'), '10');
    // The lookup is not on the page (nor its code loaded) until asked for.
    expect(screen.queryByRole('textbox', { name: 'Near an address or ZIP' })).toBeNull();
    const ask = screen.getByRole('button', { name: 'Search near an address' });
    expect(ask).toHaveAttribute('aria-expanded', 'false');
    await user.click(ask);
    expect(ask).toHaveAttribute('aria-expanded', 'true');
    const where = await screen.findByRole('textbox', { name: 'Near an address or ZIP' });
    expect(where).toHaveFocus();
    await user.type(where, '87102');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(calls.geocodeAddress).toHaveBeenCalledWith({ address: '87102' });
    await waitFor(() =>
      expect(calls.nearbyEvents).toHaveBeenLastCalledWith({
        center: [35.0842, -106.6511],
        radiusKm: 10,
      }),
    );
    expect(
      await screen.findByText('1 upcoming event within 10 km (6 mi) of 87102, Albuquerque, NM.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Place data:/)).toHaveTextContent('U.S. Census Bureau');
    await user.click(screen.getByRole('button', { name: 'Albuquerque, NM — Town' }));
    await waitFor(() =>
      expect(calls.nearbyEvents).toHaveBeenLastCalledWith({
        center: [35.0844, -106.6504],
        radiusKm: 10,
      }),
    );
    expect(
      await screen.findByText('1 upcoming event within 10 km (6 mi) of Albuquerque, NM.'),
    ).toBeInTheDocument();

    // Closed and opened again, the lookup keeps what was typed; the search stays where it is.
    await user.click(ask);
    expect(screen.queryByRole('textbox', { name: 'Near an address or ZIP' })).toBeNull();
    expect(
      screen.getByText('1 upcoming event within 10 km (6 mi) of Albuquerque, NM.'),
    ).toBeInTheDocument();
    await user.click(ask);
    expect(await screen.findByRole('textbox', { name: 'Near an address or ZIP' })).toHaveValue(
      '87102',
    );
  });

  it('explains a failed search and tries again', async () => {
    const { CallFailure } = await import('@fundax/client');
    calls.nearbyEvents
      .mockRejectedValueOnce(new CallFailure({ code: 'unavailable', message: 'Failed to fetch' }))
      .mockResolvedValueOnce({ items: [event('e1', 'Library Night', 1.9)] });
    const { user } = renderWithProviders(<NearbySearch />, { initialEntries: ['/'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We cannot reach Fundax right now. Check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Library Night' })).toBeInTheDocument();
  });
});
