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

  it('says which changes of an approved location wait for review, and which apply at once', async () => {
    calls.updateVenue.mockResolvedValue({ id: 'v1' });
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Edit the location' });
    expect(form).toHaveTextContent(
      'This location is approved. A new name, address, map location or website goes to a Fundax admin for review',
    );
    const address = within(form).getByLabelText('Street address');
    await user.clear(address);
    await user.type(address, '2015 Mountain Rd NW, Albuquerque, NM 87104');
    await user.clear(within(form).getByLabelText('Latitude'));
    await user.type(within(form).getByLabelText('Latitude'), '35.0968');
    await user.clear(within(form).getByLabelText('Description (optional)'));
    await user.type(within(form).getByLabelText('Description (optional)'), 'Red or green.');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(form).findByText(
        /Sent for review: the new address and map location\. The public sees the approved details/,
      ),
    ).toBeVisible();
    expect(within(form).queryByText(/Events here show the new details/)).toBeNull();
    expect(calls.updateVenue).toHaveBeenCalledWith({
      id: 'v1',
      address: '2015 Mountain Rd NW, Albuquerque, NM 87104',
      description: 'Red or green.',
      location: [35.0968, -106.6698],
      locationSource: 'typed',
      locationPrecision: 'point',
    });
  });

  it('removes the venue’s photo with imageFileId null', async () => {
    vi.mocked(reads.readOwnVenue).mockResolvedValue(
      portalVenue({
        image: {
          fileId: 'f-old',
          variants: [
            { name: 'card', url: 'https://cdn.example/f-old/card.webp', width: 1200, height: 800 },
          ],
        },
        imageUrl: 'https://cdn.example/f-old/card.webp',
      }),
    );
    calls.updateVenue.mockResolvedValue({ id: 'v1' });
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Edit the location' });
    await user.click(within(form).getByRole('button', { name: 'Remove the photo' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(/Your changes are saved/)).toBeVisible();
    expect(calls.updateVenue).toHaveBeenCalledWith({ id: 'v1', imageFileId: null });
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
