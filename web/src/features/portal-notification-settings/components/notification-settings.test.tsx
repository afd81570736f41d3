import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import type { GeocodeCandidate, Role } from '@fundax/core';
import type { ReactNode } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { signedInState } from '../../../testing/signed-in-state';
import type { NotificationSettingsView } from '../api/notification-settings-view';
import { NotificationSettings } from './notification-settings';

const reads = vi.hoisted(() => ({ readNotificationSettings: vi.fn() }));
vi.mock('../api/read-notification-settings', () => reads);
const calls = vi.hoisted(() => ({ setNotificationPreferences: vi.fn(), setEventAlerts: vi.fn() }));
vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[contract.name]?.(input),
}));
// The geocoder's field and the Leaflet map have their own tests (and the browser tests drive
// them): here a place is found at once, and the map is a button that picks a point.
const RIO_RANCHO: GeocodeCandidate = {
  location: [35.2716, -106.7956],
  label: 'Rio Rancho, NM 87124',
  precision: 'zip',
};
vi.mock('@fundax/client/places/address-lookup', () => ({
  AddressLookup: ({
    label,
    onPlace,
    actions,
  }: {
    label: string;
    onPlace: (place: GeocodeCandidate) => void;
    actions: ReactNode;
  }) => (
    <>
      <button type="button" onClick={() => onPlace(RIO_RANCHO)}>
        {label}: find 87124
      </button>
      {actions}
    </>
  ),
}));
vi.mock('./alert-area-map', () => ({
  default: ({ onPick }: { onPick: (point: [number, number]) => void }) => (
    <button type="button" onClick={() => onPick([35.1, -106.6])}>
      Map point
    </button>
  ),
}));

const settings = (overrides: Partial<NotificationSettingsView> = {}): NotificationSettingsView => ({
  emailOff: [],
  allEmailOff: false,
  alerts: null,
  email: 'dana@fundax.test',
  emailVerified: true,
  ...overrides,
});

beforeEach(() => {
  reads.readNotificationSettings.mockResolvedValue(settings());
  calls.setNotificationPreferences.mockImplementation(
    (input: { email: Record<string, boolean>; allEmail: boolean }) =>
      Promise.resolve({
        emailOff: Object.keys(input.email).filter((kind) => !input.email[kind]),
        allEmailOff: !input.allEmail,
      }),
  );
  calls.setEventAlerts.mockImplementation(
    (input: { center: [number, number]; radiusKm: number; enabled: boolean }) =>
      Promise.resolve(input),
  );
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
});

function renderSettings(role: Role = 'fundaxer') {
  return renderWithProviders(<NotificationSettings role={role} tiles={null} />, {
    preloadedState: signedInState(role),
  });
}

const emailForm = () => screen.findByRole('form', { name: 'Email' });
const alertForm = () => screen.findByRole('form', { name: 'Tell me about new events near me' });

describe('the email settings', () => {
  it('show only the groups this role receives, and save every switch shown', async () => {
    reads.readNotificationSettings.mockResolvedValue(settings({ emailOff: ['event-alert'] }));
    const { user } = renderSettings('fundaxer');
    const form = await emailForm();
    expect(reads.readNotificationSettings).toHaveBeenCalledWith('fundaxer-1');
    expect(within(form).getByText(/Email goes to/)).toHaveTextContent(
      'Email goes to dana@fundax.test (verified).',
    );
    const groups = within(form)
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent);
    expect(groups).toEqual(['Your events', 'Payouts', 'Support', 'New events near you']);
    expect(within(form).getByRole('checkbox', { name: /New events appear/ })).not.toBeChecked();

    await user.click(within(form).getByRole('checkbox', { name: 'A payout to you is recorded' }));
    await user.click(within(form).getByRole('button', { name: 'Save email settings' }));
    expect(await within(form).findByText('Your email settings are saved.')).toBeVisible();
    const [input] = calls.setNotificationPreferences.mock.calls[0] as [
      { email: Record<string, boolean>; allEmail: boolean },
    ];
    expect(input.allEmail).toBe(true);
    expect(input.email).toMatchObject({
      'payout-recorded': false,
      'payout-reversed': true,
      'event-alert': false,
      'support-answered': true,
    });
    // A partner's and an angel's kinds are not this form's to change.
    expect(input.email).not.toHaveProperty('venue-approved');
    expect(input.email).not.toHaveProperty('application-approved');
  });

  it('one switch stands for kinds that share a label (an application approved or not)', async () => {
    const { user } = renderSettings('angel');
    const form = await emailForm();
    const decided = within(form).getByRole('checkbox', {
      name: 'Your angel application is decided',
    });
    await user.click(decided);
    await user.click(within(form).getByRole('button', { name: 'Save email settings' }));
    await within(form).findByText('Your email settings are saved.');
    const [input] = calls.setNotificationPreferences.mock.calls[0] as [
      { email: Record<string, boolean> },
    ];
    expect(input.email).toMatchObject({
      'application-approved': false,
      'application-rejected': false,
    });
  });

  it('"Stop all Fundax email" greys out the switches and keeps them for later', async () => {
    const { user } = renderSettings('partner');
    const form = await emailForm();
    await user.click(within(form).getByRole('checkbox', { name: 'Stop all Fundax email' }));
    const approved = within(form).getByRole('checkbox', {
      name: 'A location of yours is approved',
    });
    expect(approved).toBeDisabled();
    expect(approved).not.toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Save email settings' }));
    expect(
      await within(form).findByText('Your email settings are saved: Fundax sends you no email.'),
    ).toBeVisible();
    expect(calls.setNotificationPreferences).toHaveBeenCalledWith(
      expect.objectContaining({ allEmail: false }),
    );
    expect(
      (calls.setNotificationPreferences.mock.calls[0]![0] as { email: Record<string, boolean> })
        .email['venue-approved'],
    ).toBe(true);
  });

  it('says why nothing was saved when the server refuses', async () => {
    calls.setNotificationPreferences.mockRejectedValue(
      Object.assign(new Error('Too many requests.'), { code: 'resource-exhausted' }),
    );
    const { user } = renderSettings();
    const form = await emailForm();
    await user.click(within(form).getByRole('button', { name: 'Save email settings' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Your email settings were not saved.');
    expect(within(form).queryByText('Your email settings are saved.')).toBeNull();
  });

  it('warns that an unverified address gets no email', async () => {
    reads.readNotificationSettings.mockResolvedValue(settings({ emailVerified: false }));
    renderSettings();
    const form = await emailForm();
    expect(within(form).getByText(/is not verified yet/)).toHaveTextContent(
      'dana@fundax.test is not verified yet, so Fundax sends it no email.',
    );
    expect(within(form).getByRole('button', { name: 'Send the verification link' })).toBeVisible();
  });
});

describe('the alert form', () => {
  it('says what is saved, and asks for a centre before sending anything', async () => {
    const { user } = renderSettings();
    const form = await alertForm();
    expect(
      within(form).getByText('You have no alert area yet: choose a centre and a radius below.'),
    ).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Save alerts' }));
    expect(within(form).getByText(/^Choose a centre/)).toBeVisible();
    expect(calls.setEventAlerts).not.toHaveBeenCalled();
  });

  it('saves a place’s centre with the chosen radius', async () => {
    const { user } = renderSettings();
    const form = await alertForm();
    await user.click(await within(form).findByRole('button', { name: /find 87124/ }));
    expect(
      within(form).getByText('Centre: Rio Rancho, NM 87124 (35.2716° N, 106.7956° W).'),
    ).toBeVisible();
    const radius = within(form).getByRole('slider', { name: /^How far/ });
    expect(radius).toHaveValue('10');
    fireEvent.change(radius, { target: { value: '12' } });
    expect(radius).toHaveAccessibleName('How far: 12 km (7 mi)');
    await user.click(within(form).getByRole('button', { name: 'Save alerts' }));
    expect(
      await within(form).findByText(
        /^Saved: alerts for new events within 12 km \(7 mi\) of Rio Rancho, NM 87124\.$/,
      ),
    ).toBeVisible();
    expect(calls.setEventAlerts).toHaveBeenCalledWith({
      center: [35.2716, -106.7956],
      radiusKm: 12,
      enabled: true,
    });
    // The summary above the form follows what the server stored.
    expect(
      within(form).getByText(/^Alerts are on: we tell you about new events within 12 km \(7 mi\)/),
    ).toBeVisible();
  });

  it('takes this device’s location or a point on the map, and saves alerts off', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (
          success: (position: { coords: { latitude: number; longitude: number } }) => void,
        ) => success({ coords: { latitude: 35.0853, longitude: -106.6056 } }),
      },
    });
    reads.readNotificationSettings.mockResolvedValue(
      settings({
        alerts: {
          center: [35.3, -106.7],
          radiusKm: 25,
          enabled: true,
          updatedAt: '2026-11-01T00:00:00.000Z',
        },
      }),
    );
    const { user } = renderSettings('angel');
    const form = await alertForm();
    expect(
      within(form).getByText(
        'Alerts are on: we tell you about new events within 25 km (16 mi) of 35.3000° N, 106.7000° W.',
      ),
    ).toBeVisible();
    await user.click(await within(form).findByRole('button', { name: /Use my location/ }));
    await waitFor(() =>
      expect(
        within(form).getByText('Centre: your location (35.0853° N, 106.6056° W).'),
      ).toBeVisible(),
    );
    await user.click(within(form).getByRole('button', { name: 'Pick on a map' }));
    await user.click(await within(form).findByRole('button', { name: 'Map point' }));
    expect(
      within(form).getByText('Centre: the point you picked on the map (35.1000° N, 106.6000° W).'),
    ).toBeVisible();
    await user.click(within(form).getByRole('checkbox', { name: /Send me alerts/ }));
    await user.click(within(form).getByRole('button', { name: 'Save alerts' }));
    expect(await within(form).findByText('Saved: alerts are off.')).toBeVisible();
    expect(calls.setEventAlerts).toHaveBeenCalledWith({
      center: [35.1, -106.6],
      radiusKm: 25,
      enabled: false,
    });
    expect(within(form).getByText(/^Alerts are off\. Your area is kept/)).toBeVisible();
  });
});
