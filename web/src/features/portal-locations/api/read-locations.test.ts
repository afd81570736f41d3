import type * as Kit from '@fundax/client';
import type * as Firestore from 'firebase/firestore/lite';
import { getDoc } from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readOwnVenue } from './read-locations';

vi.mock('@fundax/client', async (original) => ({
  ...(await original<typeof Kit>()),
  firestoreClient: () => Promise.resolve({}),
  venueDoc: (_db: unknown, id: string) => ({ path: `venues/${id}` }),
}));
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof Firestore>()),
  getDoc: vi.fn(),
}));

const snapshotOf = (data: unknown) => ({ data: () => data }) as never;
const at = (iso: string) => new Date(iso);

afterEach(() => vi.resetAllMocks());

describe('readOwnVenue', () => {
  it('returns only the partner’s own venue', async () => {
    const venue = {
      id: 'v1',
      ownerId: 'partner-1',
      name: 'Baca’s',
      address: '2011 Mountain Rd NW',
      category: 'restaurant',
      description: '',
      phone: null,
      website: null,
      imageUrl: null,
      _geoloc: { lat: 35.1, lng: -106.7, hash: '9whp' },
      _status: {
        approved: true,
        reason: null,
        reviewedAt: null,
        reviewedBy: null,
        disabled: false,
      },
      createdAt: at('2026-11-01T00:00:00Z'),
      updatedAt: at('2026-11-01T00:00:00Z'),
    };
    vi.mocked(getDoc).mockResolvedValue(snapshotOf(venue));
    await expect(readOwnVenue('partner-1', 'v1')).resolves.toMatchObject({ id: 'v1', lat: 35.1 });
    await expect(readOwnVenue('partner-2', 'v1')).resolves.toBeNull();
  });

  it('has nothing for a missing venue or one the rules refuse; other failures go through', async () => {
    vi.mocked(getDoc).mockResolvedValueOnce(snapshotOf(undefined));
    await expect(readOwnVenue('partner-1', 'gone')).resolves.toBeNull();
    vi.mocked(getDoc).mockRejectedValueOnce(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    await expect(readOwnVenue('partner-1', 'private')).resolves.toBeNull();
    vi.mocked(getDoc).mockRejectedValueOnce(
      Object.assign(new Error('offline'), { code: 'unavailable' }),
    );
    await expect(readOwnVenue('partner-1', 'v1')).rejects.toMatchObject({ code: 'unavailable' });
  });
});
