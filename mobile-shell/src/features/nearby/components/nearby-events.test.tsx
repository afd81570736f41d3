import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { DEFAULT_CENTER } from '@fundax/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { NearbyEvents } from './nearby-events';

const calls = vi.hoisted(() => ({ nearbyEvents: vi.fn(), geocodeAddress: vi.fn() }));

vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[contract.name]?.(input),
  publicCallable: (name: string) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[name]?.(input),
}));

const event = (id: string, title: string, distanceKm: number) => ({
  id,
  title,
  description: '',
  category: 'schools',
  venueId: 'v1',
  venueName: 'Baca’s Green Chile Kitchen',
  venueAddress: '2011 Mountain Rd NW',
  partnerId: 'p1',
  fundaxerId: null,
  fundaxerName: null,
  eventStart: '2026-12-06T01:00:00.000Z',
  eventEnd: '2026-12-06T04:00:00.000Z',
  givebackPercent: 20,
  givebackTerms: '',
  givebackExclusions: '',
  goalCents: null,
  raisedCents: 0,
  imageUrl: null,
  special: false,
  lat: 35.09,
  lng: -106.66,
  distanceKm,
});

beforeEach(() => {
  calls.nearbyEvents.mockResolvedValue({
    items: [event('e1', 'Library Night at Baca’s', 1.6), event('e2', 'Pints for Paws', 5.2)],
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('NearbyEvents', () => {
  it('lists upcoming events near Albuquerque at first, nearest first', async () => {
    renderWithProviders(<NearbyEvents />);
    expect(screen.getByRole('heading', { name: 'Events near Albuquerque' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Events nearby' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Library Night at Baca’s');
    expect(items[0]).toHaveTextContent('1.6 km (1.0 mi)');
    expect(items[0]).toHaveTextContent('Sat, Dec 5 · 6:00 PM MST');
    expect(calls.nearbyEvents).toHaveBeenCalledWith(
      expect.objectContaining({ center: [...DEFAULT_CENTER], radiusKm: 25 }),
    );
  });

  it('searches around the phone once the person shares their location', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 35.2328, longitude: -106.663 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { user } = renderWithProviders(<NearbyEvents />);
    await screen.findByRole('list', { name: 'Events nearby' });
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('heading', { name: 'Events near you' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.nearbyEvents).toHaveBeenLastCalledWith(
        expect.objectContaining({ center: [35.2328, -106.663] }),
      ),
    );
  });

  it('explains a refused location and keeps the Albuquerque results', async () => {
    const getCurrentPosition = vi.fn((_: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { user } = renderWithProviders(<NearbyEvents />);
    await screen.findByRole('list', { name: 'Events nearby' });
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(/Location is turned off for this site/)).toBeInTheDocument();
    expect(calls.nearbyEvents).toHaveBeenCalledOnce();
  });

  it('searches near an address or ZIP code, opened on request', async () => {
    calls.geocodeAddress.mockResolvedValue({
      candidates: [
        { location: [35.0842, -106.6511], label: '87102, Albuquerque, NM', precision: 'zip' },
        { location: [35.0844, -106.6504], label: 'Albuquerque, NM', precision: 'city' },
      ],
      attribution: 'ZIP code centres: U.S. Census Bureau.',
    });
    const { user } = renderWithProviders(<NearbyEvents />);
    await screen.findByRole('list', { name: 'Events nearby' });
    expect(screen.queryByRole('textbox', { name: 'Near an address or ZIP' })).toBeNull();
    const open = screen.getByRole('button', { name: 'Search near an address' });
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const field = await screen.findByRole('textbox', { name: 'Near an address or ZIP' });
    expect(field).toHaveFocus();
    await user.type(field, '87102{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Events near 87102, Albuquerque, NM' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.nearbyEvents).toHaveBeenLastCalledWith(
        expect.objectContaining({ center: [35.0842, -106.6511] }),
      ),
    );
    expect(screen.getByText(/^Place data:/)).toHaveTextContent('U.S. Census Bureau');
    await user.click(screen.getByRole('button', { name: 'Albuquerque, NM — Town' }));
    expect(
      await screen.findByRole('heading', { name: 'Events near Albuquerque, NM' }),
    ).toBeInTheDocument();
  });

  it('goes back from an address to the phone’s location', async () => {
    calls.geocodeAddress.mockResolvedValue({
      candidates: [
        { location: [35.0842, -106.6511], label: '87102, Albuquerque, NM', precision: 'zip' },
      ],
      attribution: null,
    });
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 35.2328, longitude: -106.663 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { user } = renderWithProviders(<NearbyEvents />);
    await user.click(screen.getByRole('button', { name: 'Search near an address' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Near an address or ZIP' }),
      '87102{Enter}',
    );
    await screen.findByRole('heading', { name: 'Events near 87102, Albuquerque, NM' });
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('heading', { name: 'Events near you' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.nearbyEvents).toHaveBeenLastCalledWith(
        expect.objectContaining({ center: [35.2328, -106.663] }),
      ),
    );
  });

  it('says when the search failed', async () => {
    calls.nearbyEvents.mockRejectedValue({ code: 'unavailable', message: 'offline' });
    renderWithProviders(<NearbyEvents />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not search for events.');
  });
});
