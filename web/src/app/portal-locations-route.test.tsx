import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import * as reads from '../features/portal-locations/api/read-locations';
import { portalVenue } from '../testing/portal-fixtures';
import { signedInState } from '../testing/signed-in-state';
import { Component as AddLocation } from './routes/portal-locations-add';
import { Component as Locations } from './routes/portal-locations';

const calls = vi.hoisted(() => ({ createVenue: vi.fn() }));
vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[contract.name]?.(input),
}));
vi.mock('../features/portal-locations/api/read-locations', () => ({
  readOwnVenues: vi.fn(),
  readOwnVenue: vi.fn(),
}));

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname} {JSON.stringify(location.state)}
    </p>
  );
}

beforeEach(() => {
  vi.mocked(reads.readOwnVenues).mockResolvedValue([
    portalVenue(),
    portalVenue({
      id: 'v2',
      name: 'Baca’s – Westside',
      status: { approved: false, reason: 'The address is a warehouse.', disabled: false },
    }),
  ]);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('/portal/locations', () => {
  it('lists a partner’s locations with their state and the reason for a refusal', async () => {
    renderWithProviders(<Locations />, {
      preloadedState: signedInState('partner'),
      initialEntries: ['/portal/locations'],
    });
    const list = await screen.findByRole('list', { name: 'Your locations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Not approved')).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Baca’s – Westside' })).toHaveAttribute(
      'href',
      '/portal/locations/v2',
    );
    expect(within(list).getByText('The address is a warehouse.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add a location' })).toBeVisible();
  });

  it('invites a partner without locations to add one', async () => {
    vi.mocked(reads.readOwnVenues).mockResolvedValue([]);
    renderWithProviders(<Locations />, {
      preloadedState: signedInState('partner'),
      initialEntries: ['/portal/locations'],
    });
    expect(await screen.findByRole('link', { name: 'Add your first location' })).toBeVisible();
  });

  it('tells anyone but a partner that locations are for partner businesses', () => {
    renderWithProviders(<Locations />, {
      preloadedState: signedInState('angel'),
      initialEntries: ['/portal/locations'],
    });
    expect(screen.getByText('Locations are for partner businesses')).toBeVisible();
    expect(reads.readOwnVenues).not.toHaveBeenCalled();
  });
});

describe('/portal/locations/add', () => {
  it('adds a location from typed coordinates and opens it, saying it waits for review', async () => {
    calls.createVenue.mockResolvedValue({ id: 'v-new' });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/portal/locations/add" element={<AddLocation />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { preloadedState: signedInState('partner'), initialEntries: ['/portal/locations/add'] },
    );
    const form = screen.getByRole('form', { name: 'Your location' });
    await user.type(within(form).getByLabelText('Venue name'), 'Baca’s – Nob Hill');
    await user.type(
      within(form).getByLabelText('Street address'),
      '3500 Central Ave SE, Albuquerque, NM 87106',
    );
    await user.type(within(form).getByLabelText('Latitude'), '35.0853');
    await user.type(within(form).getByLabelText('Longitude'), '-106.6056');
    await user.click(within(form).getByRole('button', { name: 'Add location' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/portal/locations/v-new'),
    );
    expect(screen.getByTestId('where')).toHaveTextContent('"created":true');
    expect(calls.createVenue).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Baca’s – Nob Hill',
        location: [35.0853, -106.6056],
        // Typed in: a point, as the partner gave it.
        locationSource: 'typed',
        locationPrecision: 'point',
      }),
    );
  });
});
