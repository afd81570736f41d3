import type * as Kit from '@fundax/client';
import { describe, expect, it, vi } from 'vitest';

import { firestore } from '../../../testing/firestore-mocks';
import { readApplications, readOwnProfile } from './read-account';

vi.mock('firebase/firestore/lite', async () =>
  (await import('../../../testing/firestore-mocks')).sdk(),
);
vi.mock('@fundax/client', async (original) => ({
  ...(await original<typeof Kit>()),
  firestoreClient: () => Promise.resolve({}),
  profileDoc: (_db: unknown, uid: string) => `profiles/${uid}`,
  ownApplicationsQuery: (_db: unknown, uid: string) => `applications-of-${uid}`,
}));

describe('account reads', () => {
  it('read the user’s own profile, even unlisted, or null before they have one', async () => {
    firestore.answer({
      'profiles/u1': {
        id: 'u1',
        displayName: 'Dana Yazzie',
        bio: '',
        city: null,
        website: null,
        categories: [],
        fundraiser: null,
        listed: false,
      },
    });
    await expect(readOwnProfile('u1')).resolves.toMatchObject({
      displayName: 'Dana Yazzie',
      listed: false,
    });
    await expect(readOwnProfile('new')).resolves.toBeNull();
  });

  it('read an angel’s applications with where each review stands and the dues', async () => {
    firestore.answer({
      'applications-of-u1': [
        {
          id: 'a1',
          submitDate: 1_790_000_000,
          _status: { approved: false, reason: 'Add your license number.' },
          dues: null,
        },
      ],
    });
    expect(await readApplications('u1')).toEqual([
      {
        id: 'a1',
        submitDate: 1_790_000_000,
        approved: false,
        reason: 'Add your license number.',
        dues: null,
      },
    ]);
  });
});
