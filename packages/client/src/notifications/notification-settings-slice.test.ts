import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  setEventAlertsThunk,
  setNotificationPreferencesThunk,
  syncAccountEmailThunk,
} from '../callables/callable-thunks';
import { signedIn, signedOut } from '../session/session-events';
import { sessionLoaded } from '../session/session-slice';
import { makeStore } from '../store/make-store';
import type { NotificationSettingsView } from './notification-settings';
import {
  fetchNotificationSettings,
  notificationSettingsSlice,
  selectNotificationSettings,
} from './notification-settings-slice';

const reads = vi.hoisted(() => ({ readNotificationSettings: vi.fn() }));
vi.mock('./notification-settings-reads', () => reads);

const settings: NotificationSettingsView = {
  emailOff: [],
  allEmailOff: false,
  alerts: null,
  email: 'dana@fundax.test',
  emailVerified: false,
};

function signedInStore(uid = 'fundaxer-1') {
  const store = makeStore();
  store.dispatch(signedIn({ uid, admin: false }));
  store.dispatch(sessionLoaded({ uid, role: 'fundaxer', displayName: 'Dana', admin: false }));
  return store;
}

async function loadedStore() {
  const store = signedInStore();
  reads.readNotificationSettings.mockResolvedValue(settings);
  await store.dispatch(fetchNotificationSettings());
  return store;
}

const own = (store: ReturnType<typeof makeStore>) => selectNotificationSettings(store.getState());

beforeEach(() => vi.resetAllMocks());

describe('notification settings slice', () => {
  it('reads the signed-in user’s settings, with the time of the read', async () => {
    const store = await loadedStore();
    expect(reads.readNotificationSettings).toHaveBeenCalledWith('fundaxer-1');
    expect(own(store)).toEqual({
      status: 'succeeded',
      data: settings,
      error: null,
      loadedAt: expect.any(String) as unknown,
    });
  });

  it('reads nothing without a signed-in user, and says why', async () => {
    const store = makeStore();
    const action = await store.dispatch(fetchNotificationSettings());
    expect(action.payload).toEqual({
      code: 'unauthenticated',
      message: 'Sign in to see your settings.',
    });
    expect(reads.readNotificationSettings).not.toHaveBeenCalled();
  });

  it('keeps a failed read’s { code, message }', async () => {
    const store = signedInStore();
    reads.readNotificationSettings.mockRejectedValue(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    await store.dispatch(fetchNotificationSettings());
    expect(own(store)).toMatchObject({
      status: 'failed',
      error: { code: 'permission-denied', message: 'Missing or insufficient permissions.' },
    });
  });

  it('shows the alert area and the email choices the callables stored, without reading again', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T17:00:00Z'), toFake: ['Date'] });
    const store = await loadedStore();
    const area = { center: [35.2716, -106.7956] as [number, number], radiusKm: 12, enabled: true };
    store.dispatch(setEventAlertsThunk.fulfilled(area, 'r1', area));
    store.dispatch(
      setNotificationPreferencesThunk.fulfilled(
        { emailOff: ['event-alert'], allEmailOff: true },
        'r2',
        { email: {}, allEmail: false },
      ),
    );
    vi.useRealTimers();
    expect(own(store)).toMatchObject({
      status: 'succeeded',
      data: {
        alerts: { ...area, updatedAt: '2026-12-01T17:00:00.000Z' },
        emailOff: ['event-alert'],
        allEmailOff: true,
      },
    });
    expect(reads.readNotificationSettings).toHaveBeenCalledTimes(1);
  });

  it('reads where email goes again after the address is verified or changed', async () => {
    const store = await loadedStore();
    store.dispatch(syncAccountEmailThunk.fulfilled({} as never, 'r1', {}));
    expect(own(store)).toMatchObject({ status: 'idle', data: settings });
  });

  it('forgets the settings on sign-out and on anyone’s sign-in', async () => {
    const store = await loadedStore();
    store.dispatch(signedOut());
    expect(own(store).data).toBeNull();
    const used = { own: { own: { status: 'succeeded', data: settings, error: null } } } as const;
    expect(
      notificationSettingsSlice.reducer(
        structuredClone(used) as never,
        signedIn({ uid: 'other', admin: false }),
      ),
    ).toEqual(notificationSettingsSlice.getInitialState());
  });
});
