import { beforeEach, describe, expect, it, vi } from 'vitest';

import { toAlertAreaView } from './notification-settings';
import { readNotificationSettings } from './notification-settings-reads';

const sdk = vi.hoisted(() => ({ getDoc: vi.fn() }));
vi.mock('firebase/firestore/lite', () => sdk);
vi.mock('../firebase/firestore', () => ({ firestoreClient: () => Promise.resolve('db') }));
vi.mock('../queries/users', () => ({
  ownUserDoc: (_db: unknown, uid: string) => `users/${uid}`,
}));

const UPDATED = new Date('2026-11-01T17:00:00Z');

const account = (overrides: Record<string, unknown> = {}) => ({
  notificationSettings: { emailOff: ['payout-recorded'], allEmailOff: false },
  eventAlerts: {
    center: [35.0844, -106.6504],
    radiusKm: 10,
    enabled: true,
    cells: ['9whp'],
    updatedAt: UPDATED,
  },
  email: 'dana@fundax.test',
  emailVerified: true,
  ...overrides,
});

beforeEach(() => vi.resetAllMocks());

describe('notification settings reads', () => {
  it('reads the email choices, the alert area and the address from the user’s own account', async () => {
    sdk.getDoc.mockResolvedValue({ data: () => account() });
    await expect(readNotificationSettings('u1')).resolves.toEqual({
      emailOff: ['payout-recorded'],
      allEmailOff: false,
      // The alert area without its search cells, its date as an ISO string.
      alerts: {
        center: [35.0844, -106.6504],
        radiusKm: 10,
        enabled: true,
        updatedAt: UPDATED.toISOString(),
      },
      email: 'dana@fundax.test',
      emailVerified: true,
    });
    expect(sdk.getDoc).toHaveBeenCalledWith('users/u1');
  });

  it('has no alert area for an account that never set one, and nothing before the account exists', async () => {
    sdk.getDoc.mockResolvedValueOnce({ data: () => account({ eventAlerts: undefined }) });
    expect((await readNotificationSettings('u1'))?.alerts).toBeNull();
    sdk.getDoc.mockResolvedValueOnce({ data: () => undefined });
    await expect(readNotificationSettings('u1')).resolves.toBeNull();
    expect(toAlertAreaView(null)).toBeNull();
  });
});
