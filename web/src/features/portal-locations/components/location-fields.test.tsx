import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { emptyVenueForm } from '../api/venue-form';
import { VenueForm } from './venue-form';

// The map itself is Leaflet in its own chunk, driven in Chromium by the browser tests.
vi.mock('./location-map', () => ({
  default: ({ value }: { value: [number, number] | null }) => (
    <p data-testid="map">{value ? value.join(', ') : 'no spot yet'}</p>
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

function renderForm() {
  return renderWithProviders(
    <VenueForm
      heading="Your location"
      defaults={emptyVenueForm}
      tiles={null}
      pending={false}
      error={null}
      failure="The location was not added."
      submitLabel="Add location"
      pendingLabel="Adding…"
      onSubmit={() => Promise.resolve(null)}
    />,
  );
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('the venue’s location fields', () => {
  it('take this device’s position for a partner standing in their shop', async () => {
    withGeolocation((success) => success({ coords: { latitude: 35.0853, longitude: -106.6056 } }));
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(screen.getByLabelText('Latitude')).toHaveValue('35.0853'));
    expect(screen.getByLabelText('Longitude')).toHaveValue('-106.6056');
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
    await user.type(screen.getByLabelText('Latitude'), '35.1');
    await user.type(screen.getByLabelText('Longitude'), '-300');
    expect(screen.getByTestId('map')).toHaveTextContent('no spot yet');
    await user.clear(screen.getByLabelText('Longitude'));
    await user.type(screen.getByLabelText('Longitude'), '-106.6');
    expect(screen.getByTestId('map')).toHaveTextContent('35.1, -106.6');
    await user.click(screen.getByRole('button', { name: 'Hide the map' }));
    expect(screen.queryByTestId('map')).toBeNull();
  });
});
