import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import type { GeocodeCandidate } from '@fundax/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { type VenueFormValues, emptyVenueForm, toCreateVenueInput } from '../api/venue-form';
import type { MapView } from './location-map';
import { VenueForm } from './venue-form';

const { calls, byName } = vi.hoisted(() => {
  const calls = { geocodeAddress: vi.fn() };
  const byName = (name: string) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[name]?.(input);
  return { calls, byName };
});
// geocodeAddress is public: its thunk calls it by name, through publicCallable.
vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => byName(contract.name),
  publicCallable: byName,
}));

// The map itself is Leaflet in its own chunk, driven in Chromium by the browser tests; here it
// shows what it was given, and a button stands for dropping the dragged pin somewhere.
vi.mock('./location-map', () => ({
  default: ({
    value,
    view,
    onPick,
  }: {
    value: [number, number] | null;
    view: MapView | null;
    onPick: (point: [number, number]) => void;
  }) => (
    <div>
      <p data-testid="map">{value ? value.join(', ') : 'no spot yet'}</p>
      <p data-testid="view">{view ? `${view.center.join(', ')} @ ${view.zoom}` : 'no view'}</p>
      <button type="button" onClick={() => onPick([35.08431, -106.65101])}>
        Drop the dragged pin
      </button>
    </div>
  ),
}));

type Geolocate = (
  success: (position: { coords: { latitude: number; longitude: number } }) => void,
  failure: (error: { code: number; PERMISSION_DENIED: number }) => void,
) => void;

function withGeolocation(getCurrentPosition: Geolocate) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
}

const ZIP: GeocodeCandidate = {
  location: [35.0842, -106.6511],
  label: '87102, Albuquerque, NM',
  precision: 'zip',
};
const DOOR: GeocodeCandidate = {
  location: [35.0841, -106.6509],
  label: '400 Central Ave SW, Albuquerque, NM 87102',
  precision: 'address',
};
const CREDIT = 'ZIP code centres: U.S. Census Bureau. Places: GeoNames (geonames.org), CC BY 4.0.';

function renderForm() {
  const onSubmit = vi.fn((_values: VenueFormValues) => Promise.resolve(null));
  const view = renderWithProviders(
    <VenueForm
      heading="Your location"
      defaults={emptyVenueForm}
      tiles={null}
      pending={false}
      error={null}
      failure="The location was not added."
      submitLabel="Add location"
      pendingLabel="Adding…"
      onSubmit={onSubmit}
    />,
  );
  return { ...view, onSubmit, form: screen.getByRole('form', { name: 'Your location' }) };
}

async function fillTheRest(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByLabelText('Venue name'), 'Baca’s – Downtown');
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('the venue’s location fields', () => {
  it('place the pin from the street address, zoomed to the ZIP code, and ask for the door', async () => {
    calls.geocodeAddress.mockResolvedValue({ candidates: [ZIP], attribution: CREDIT });
    const { user, onSubmit } = renderForm();
    await fillTheRest(user);
    await user.type(screen.getByLabelText('Street address'), '87102');
    await user.click(screen.getByRole('button', { name: 'Find on the map' }));
    expect(calls.geocodeAddress).toHaveBeenCalledWith({ address: '87102' });
    // The map opens on the place found, at the zoom its precision calls for.
    expect(await screen.findByTestId('map')).toHaveTextContent('35.0842, -106.6511');
    expect(screen.getByTestId('view')).toHaveTextContent('35.0842, -106.6511 @ 13');
    expect(screen.getByLabelText('Latitude')).toHaveValue('35.0842');
    expect(screen.getByLabelText('Longitude')).toHaveValue('-106.6511');
    expect(screen.getByText(/^Place data:/)).toHaveTextContent(CREDIT);
    expect(screen.getByText('Placed from the address (ZIP code area).')).toBeVisible();
    expect(
      screen.getByText(/That is the middle of the ZIP code area, not your door\. Drag the pin/),
    ).toBeVisible();

    // Dragged to the door: a point placed on the map, and no more warning.
    await user.click(screen.getByRole('button', { name: 'Drop the dragged pin' }));
    expect(screen.getByLabelText('Latitude')).toHaveValue('35.08431');
    expect(screen.getByText('Placed on the map.')).toBeVisible();
    expect(screen.queryByText(/not your door/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add location' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const values = onSubmit.mock.calls[0]![0];
    expect(toCreateVenueInput(values)).toMatchObject({
      address: '87102',
      location: [35.08431, -106.65101],
      locationSource: 'map',
      locationPrecision: 'point',
    });
  });

  it('send an address found to the door as the address, at address precision', async () => {
    calls.geocodeAddress.mockResolvedValue({ candidates: [DOOR, ZIP], attribution: null });
    const { user, onSubmit } = renderForm();
    await fillTheRest(user);
    await user.type(screen.getByLabelText('Street address'), '400 Central Ave SW{Enter}');
    expect(await screen.findByTestId('view')).toHaveTextContent('@ 18');
    expect(screen.queryByText(/not your door/)).toBeNull();
    // Another candidate moves the pin and says it is approximate.
    const places = screen.getByRole('list', { name: 'Places matching “400 Central Ave SW”' });
    await user.click(within(places).getByRole('button', { name: /ZIP code area/ }));
    expect(screen.getByTestId('map')).toHaveTextContent('35.0842, -106.6511');
    expect(screen.getByText(/not your door/)).toBeVisible();
    await user.click(within(places).getByRole('button', { name: /Street address/ }));
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(toCreateVenueInput(onSubmit.mock.calls[0]![0])).toMatchObject({
      address: '400 Central Ave SW',
      location: [35.0841, -106.6509],
      locationSource: 'address',
      locationPrecision: 'address',
    });
  });

  it('move the pin from the keyboard by the chosen step, announcing each move', async () => {
    calls.geocodeAddress.mockResolvedValue({ candidates: [DOOR], attribution: null });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Street address'), '400 Central Ave SW{Enter}');
    const pad = await screen.findByRole('group', { name: 'Move the pin' });
    await user.click(within(pad).getByRole('button', { name: 'Move the pin 5 m (16 ft) north' }));
    expect(screen.getByLabelText('Latitude')).toHaveValue('35.084145');
    expect(within(pad).getByRole('status')).toHaveTextContent('Pin moved 5 m (16 ft) north.');
    await user.selectOptions(within(pad).getByLabelText('Step'), '100');
    await user.click(within(pad).getByRole('button', { name: 'Move the pin 100 m (328 ft) west' }));
    // 100 m west at 35° N is about 0.0011° of longitude.
    const longitude = Number(screen.getByLabelText<HTMLInputElement>('Longitude').value);
    expect(longitude).toBeCloseTo(-106.6509 - 0.0011, 4);
    expect(screen.getByText('Placed on the map.')).toBeVisible();
  });

  it('record typed coordinates as typed points', async () => {
    const { user, onSubmit } = renderForm();
    await fillTheRest(user);
    await user.type(screen.getByLabelText('Street address'), '400 Central Ave SW');
    await user.type(screen.getByLabelText('Latitude'), '35.0841');
    await user.type(screen.getByLabelText('Longitude'), '-106.6509');
    expect(screen.getByText('Placed by the coordinates typed below.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(toCreateVenueInput(onSubmit.mock.calls[0]![0])).toMatchObject({
      locationSource: 'typed',
      locationPrecision: 'point',
    });
  });

  it('take this device’s position for a partner standing in their shop', async () => {
    withGeolocation((success) => success({ coords: { latitude: 35.0853, longitude: -106.6056 } }));
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(screen.getByLabelText('Latitude')).toHaveValue('35.0853'));
    expect(screen.getByLabelText('Longitude')).toHaveValue('-106.6056');
    expect(screen.getByText('Placed at this device’s position.')).toBeVisible();
  });

  it('say what to do when location access is off', async () => {
    withGeolocation((_success, failure) => failure({ code: 1, PERMISSION_DENIED: 1 }));
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByText(/Location access is turned off for this site/)).toBeVisible();
  });

  it('say so when the device cannot tell where it is', async () => {
    withGeolocation((_success, failure) => failure({ code: 2, PERMISSION_DENIED: 1 }));
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByText(/This device could not tell where it is/)).toBeVisible();
  });

  it('open the map on the typed spot, only when both numbers are valid', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Pick on a map' }));
    expect(await screen.findByTestId('map')).toHaveTextContent('no spot yet');
    expect(screen.queryByRole('group', { name: 'Move the pin' })).toBeNull();
    await user.type(screen.getByLabelText('Latitude'), '35.1');
    await user.type(screen.getByLabelText('Longitude'), '-300');
    expect(screen.getByTestId('map')).toHaveTextContent('no spot yet');
    await user.clear(screen.getByLabelText('Longitude'));
    await user.type(screen.getByLabelText('Longitude'), '-106.6');
    expect(screen.getByTestId('map')).toHaveTextContent('35.1, -106.6');
    await user.click(screen.getByRole('button', { name: 'Hide the map' }));
    expect(screen.queryByTestId('map')).toBeNull();
  });

  it('keep the address’s own message on the lookup field', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    expect(screen.getByLabelText('Street address')).toHaveAttribute('aria-invalid', 'true');
  });
});
