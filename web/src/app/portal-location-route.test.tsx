import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import * as reads from '../features/portal-locations/api/read-locations';
import { portalVenue } from '../testing/portal-fixtures';
import { signedInState } from '../testing/signed-in-state';
import { Component as LocationRoute } from './routes/portal-location';

const calls = vi.hoisted(() => ({ updateVenue: vi.fn(), deleteVenue: vi.fn() }));

vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[contract.name]?.(input),
}));
vi.mock('../features/portal-locations/api/read-locations', () => ({
  readOwnVenue: vi.fn(),
  readOwnVenues: vi.fn(),
}));

function renderPage(role: 'partner' | 'fundaxer' = 'partner') {
  return renderWithProviders(
    <Routes>
      <Route path="/portal/locations/:id" element={<LocationRoute />} />
    </Routes>,
    { preloadedState: signedInState(role), initialEntries: ['/portal/locations/v1'] },
  );
}

beforeEach(() => {
  vi.mocked(reads.readOwnVenue).mockResolvedValue(portalVenue());
  vi.mocked(reads.readOwnVenues).mockResolvedValue([portalVenue()]);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('/portal/locations/{id}', () => {
  it('saves only what changed', async () => {
    calls.updateVenue.mockResolvedValue({ id: 'v1' });
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Edit the location' });
    const phone = within(form).getByLabelText('Phone (optional)');
    await user.clear(phone);
    await user.type(phone, '5055550101');
    expect(phone).toHaveValue('(505) 555-0101');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(/Your changes are saved/)).toBeInTheDocument();
    expect(calls.updateVenue).toHaveBeenCalledWith({ id: 'v1', phone: '(505) 555-0101' });
  });

  it('explains the refusal to remove a location with upcoming events', async () => {
    calls.deleteVenue.mockRejectedValue({
      code: 'failed-precondition',
      message: 'This venue still has 2 upcoming events: cancel them first.',
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove this location…' }));
    await user.click(
      screen.getByRole('button', { name: 'Remove Baca’s Green Chile Kitchen – Old Town' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The location was not removed. This venue still has 2 upcoming events: cancel them first.',
    );
    expect(screen.getByText(/Upcoming events are still planned here/)).toBeInTheDocument();
    expect(calls.deleteVenue).toHaveBeenCalledWith({ id: 'v1' });
  });

  it('shows a removed location without the forms', async () => {
    vi.mocked(reads.readOwnVenue).mockResolvedValue(
      portalVenue({ status: { approved: true, reason: null, disabled: true } }),
    );
    renderPage();
    expect(await screen.findByText(/This location is removed/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit the location' })).toBeNull();
  });

  it('tells anyone but a partner that locations are for partner businesses', async () => {
    renderPage('fundaxer');
    expect(await screen.findByText('Locations are for partner businesses')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });
});
