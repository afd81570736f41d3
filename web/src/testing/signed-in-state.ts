// A store state with a signed-in user, for rendering portal components in tests.
import type { Account, RootState } from '@fundax/client';
import type { Role } from '@fundax/core';

export function signedInState(role: Role, uid = `${role}-1`): Partial<RootState> {
  const account: Account = {
    id: uid,
    role,
    displayName:
      role === 'partner' ? 'Miguel Baca' : role === 'fundaxer' ? 'Dana Yazzie' : 'Priya Raman',
    email: `${role}@fundax.test`,
    emailVerified: true,
    phone: null,
    organization: { name: 'Baca’s Green Chile Kitchen', website: null },
    listings: [],
    payoutProfile: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  return {
    session: {
      loggedIn: true,
      uid,
      role,
      displayName: account.displayName,
      admin: false,
      position: null,
    },
    admin: { uid: null, isAdmin: false },
    user: {
      uid,
      status: 'loaded',
      identity: {
        email: account.email,
        displayName: account.displayName,
        emailVerified: true,
        providers: ['password'],
      },
      account,
      error: null,
      loadId: null,
    },
  };
}
