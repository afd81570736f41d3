import type * as Firestore from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { centerLabel, toAlertArea } from './alerts-data';
import { readAlerts } from './read-alerts';

const firestore = vi.hoisted(() => ({ getDoc: vi.fn() }));
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof Firestore>()),
  ...firestore,
}));
vi.mock('@fundax/client/firebase/firestore', () => ({
  firestoreClient: () => Promise.resolve({}),
}));
vi.mock('@fundax/client/queries/users', () => ({
  ownUserDoc: (_db: unknown, uid: string) => `users/${uid}`,
}));

afterEach(() => vi.resetAllMocks());

const NOW = new Date('2026-12-01T00:00:00Z');

describe('the alert area', () => {
  it('is read from the user’s own account document', async () => {
    firestore.getDoc.mockResolvedValue({
      data: () => ({
        eventAlerts: {
          center: [35.0844, -106.6504],
          radiusKm: 10,
          enabled: true,
          cells: ['9whp'],
          updatedAt: NOW,
        },
      }),
    });
    expect(await readAlerts('u1', NOW)).toEqual({
      area: { center: [35.0844, -106.6504], radiusKm: 10, enabled: true },
      readAt: NOW.toISOString(),
    });
    expect(firestore.getDoc).toHaveBeenCalledWith('users/u1');
  });

  it('is none for an account that never set one', async () => {
    firestore.getDoc.mockResolvedValue({ data: () => ({ eventAlerts: undefined }) });
    expect((await readAlerts('u1', NOW)).area).toBeNull();
    expect(toAlertArea(null)).toBeNull();
  });

  it('names its centre by coordinates a person can check', () => {
    expect(centerLabel([35.08441, -106.650392])).toBe('35.0844, -106.6504');
  });
});
