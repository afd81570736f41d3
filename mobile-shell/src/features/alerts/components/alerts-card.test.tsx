import '@testing-library/jest-dom/vitest';

import { CallFailure, makeStore, sessionLoaded, signedIn } from '@fundax/client';
import type {
  AlertAreaView,
  NotificationSettingsView,
} from '@fundax/client/notifications/notification-settings';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { installDialogPolyfill } from '../../../testing/dialog';
import { usePhoneAlert } from '../hooks/use-alerts';
import { AlertsCard } from './alerts-card';

const { calls, byName } = vi.hoisted(() => {
  const calls = { setEventAlerts: vi.fn(), geocodeAddress: vi.fn() };
  const byName = (name: string) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[name]?.(input);
  return { calls, byName };
});
// geocodeAddress is public: its thunk calls it by name, through publicCallable.
vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => byName(contract.name),
  publicCallable: byName,
}));
const reads = vi.hoisted(() => ({ readNotificationSettings: vi.fn() }));
vi.mock('@fundax/client/notifications/notification-settings-reads', () => reads);

const NOW = '2026-12-01T00:00:00.000Z';

/** The user's settings as the kit reads them, with this alert area (none: never set). */
const settings = (alerts: Omit<AlertAreaView, 'updatedAt'> | null): NotificationSettingsView => ({
  emailOff: [],
  allEmailOff: false,
  alerts: alerts && { ...alerts, updatedAt: NOW },
  email: 'dana@fundax.test',
  emailVerified: true,
});
const none = settings(null);

/** The card as the page shows it: the alert read through the kit's notification settings. */
function Alerts({ online = true }: { online?: boolean }) {
  const { entry } = usePhoneAlert(online);
  return entry.data ? <AlertsCard data={entry.data} online={online} /> : null;
}

/** The card of a signed-in fundaxer (the kit reads only the signed-in user's own settings). */
function renderAlerts(online = true) {
  const store = makeStore();
  store.dispatch(signedIn({ uid: 'u1', admin: false }));
  store.dispatch(sessionLoaded({ uid: 'u1', role: 'fundaxer', displayName: 'Dana', admin: false }));
  return renderWithProviders(<Alerts online={online} />, { store });
}

function stubLocation(latitude: number, longitude: number) {
  const getCurrentPosition = vi.fn((success: PositionCallback) =>
    success({ coords: { latitude, longitude } } as GeolocationPosition),
  );
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
}

beforeAll(() => installDialogPolyfill());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the alert for new events near you', () => {
  it('is set from the phone’s location in a sheet, and the page then shows it', async () => {
    reads.readNotificationSettings.mockResolvedValue(none);
    calls.setEventAlerts.mockImplementation((input: unknown) => Promise.resolve(input));
    stubLocation(35.2328, -106.663);
    const { user } = renderAlerts();
    expect(await screen.findByText(/No alert yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set an alert' }));
    const sheet = screen.getByRole('dialog', { name: 'Alert for new events near you' });
    const form = within(sheet).getByRole('form', { name: 'Alert for new events near you' });
    await user.click(within(form).getByRole('button', { name: 'Use my location' }));
    expect(form).toHaveTextContent('Around your location.');
    await user.selectOptions(within(form).getByLabelText('Distance'), '25');
    await user.click(within(form).getByRole('button', { name: 'Save the alert' }));
    expect(calls.setEventAlerts).toHaveBeenCalledWith({
      center: [35.2328, -106.663],
      radiusKm: 25,
      enabled: true,
    });
    await waitFor(() => expect(sheet).not.toHaveAttribute('open'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Alerts are on: new events within 25 km (16 mi) of your location.',
    );
    expect(screen.getByText(/^On: new events within 25 km/)).toHaveTextContent(
      'On: new events within 25 km (16 mi) of 35.2328° N, 106.6630° W.',
    );
    // The callable's answer is the new alert: nothing is read again.
    expect(reads.readNotificationSettings).toHaveBeenCalledOnce();
    expect(reads.readNotificationSettings).toHaveBeenCalledWith('u1');
  });

  it('asks for a centre before saving, and takes one looked up by address', async () => {
    reads.readNotificationSettings.mockResolvedValue(none);
    calls.setEventAlerts.mockImplementation((input: unknown) => Promise.resolve(input));
    calls.geocodeAddress.mockResolvedValue({
      candidates: [
        { location: [35.0842, -106.6511], label: '87102, Albuquerque, NM', precision: 'zip' },
      ],
      attribution: null,
    });
    const { user } = renderAlerts();
    await user.click(await screen.findByRole('button', { name: 'Set an alert' }));
    await user.click(screen.getByRole('button', { name: 'Save the alert' }));
    expect(
      screen.getByText('Choose the centre: use your location, or look up an address or ZIP code.'),
    ).toBeInTheDocument();
    expect(calls.setEventAlerts).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Look up an address' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Address or ZIP code' }),
      '87102{Enter}',
    );
    expect(await screen.findByText('Around 87102, Albuquerque, NM.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the alert' }));
    expect(calls.setEventAlerts).toHaveBeenCalledWith({
      center: [35.0842, -106.6511],
      radiusKm: 10,
      enabled: true,
    });
  });

  it('changes an alert already set, and can turn it off', async () => {
    reads.readNotificationSettings.mockResolvedValue(
      settings({ center: [35.1, -106.6], radiusKm: 7, enabled: true }),
    );
    calls.setEventAlerts.mockImplementation((input: unknown) => Promise.resolve(input));
    const { user } = renderAlerts();
    await user.click(await screen.findByRole('button', { name: 'Change the alert' }));
    const form = screen.getByRole('form', { name: 'Alert for new events near you' });
    expect(form).toHaveTextContent('Around the centre you set (35.1000° N, 106.6000° W).');
    // A radius set elsewhere stays among the choices.
    expect(within(form).getByLabelText('Distance')).toHaveValue('7');
    await user.click(within(form).getByLabelText('Tell me about new events in this area'));
    await user.click(within(form).getByRole('button', { name: 'Save the alert' }));
    expect(calls.setEventAlerts).toHaveBeenCalledWith({
      center: [35.1, -106.6],
      radiusKm: 7,
      enabled: false,
    });
    expect(await screen.findByText(/^Off: new events within 7 km/)).toBeInTheDocument();
  });

  it('puts the server’s answer where it belongs', async () => {
    reads.readNotificationSettings.mockResolvedValue(
      settings({ center: [35.1, -106.6], radiusKm: 10, enabled: true }),
    );
    calls.setEventAlerts.mockRejectedValueOnce(
      new CallFailure({
        code: 'invalid-argument',
        message: 'radiusKm: The radius is at most 50 km.',
        details: { issues: [{ path: ['radiusKm'], message: 'The radius is at most 50 km.' }] },
      }),
    );
    calls.setEventAlerts.mockRejectedValueOnce(
      new CallFailure({ code: 'failed-precondition', message: 'Finish signing up first.' }),
    );
    const { user } = renderAlerts();
    await user.click(await screen.findByRole('button', { name: 'Change the alert' }));
    await user.click(screen.getByRole('button', { name: 'Save the alert' }));
    expect(await screen.findByText('The radius is at most 50 km.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The alert was not saved. Finish signing up first.',
    );
  });

  it('says there is none for an account without one, and reads nothing offline', async () => {
    reads.readNotificationSettings.mockResolvedValue(null);
    const { unmount } = renderAlerts();
    expect(await screen.findByText(/No alert yet/)).toBeInTheDocument();
    unmount();
    reads.readNotificationSettings.mockClear();
    renderAlerts(false);
    expect(reads.readNotificationSettings).not.toHaveBeenCalled();
  });

  it('can be looked at offline, but not saved', async () => {
    const { user } = renderWithProviders(
      <AlertsCard
        data={{
          area: { center: [35.1, -106.6], radiusKm: 10, enabled: true, updatedAt: NOW },
        }}
        online={false}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Change the alert' }));
    expect(screen.getByRole('button', { name: 'Save the alert' })).toBeDisabled();
    expect(
      screen.getByText('You are offline: saving the alert needs a connection.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('form', { name: 'Alert for new events near you' })).toBeNull();
  });
});
