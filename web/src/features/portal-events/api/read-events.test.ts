import type * as Kit from '@fundax/client';
import type * as Firestore from 'firebase/firestore/lite';
import { getDoc } from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readOwnEvent, readOwnVenue } from './read-portal';

vi.mock('@fundax/client', async (original) => ({
  ...(await original<typeof Kit>()),
  firestoreClient: () => Promise.resolve({}),
  eventDoc: (_db: unknown, id: string) => ({ path: `events/${id}` }),
  venueDoc: (_db: unknown, id: string) => ({ path: `venues/${id}` }),
}));
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof Firestore>()),
  getDoc: vi.fn(),
}));

const snapshotOf = (data: unknown) => ({ data: () => data }) as never;
const at = (iso: string) => new Date(iso);

function storedEvent(overrides: Record<string, unknown> = {}) {
  return {
    id: 'e1',
    title: 'Library Night',
    description: '',
    category: 'schools',
    venueId: 'v1',
    venueName: 'Baca’s',
    venueAddress: '2011 Mountain Rd NW',
    partnerId: 'partner-1',
    organizerId: 'fundaxer-1',
    fundaxerId: 'fundaxer-1',
    fundaxerName: 'Dana',
    eventStart: at('2026-12-06T00:00:00Z'),
    eventEnd: at('2026-12-06T04:00:00Z'),
    giveback: { percent: 20, terms: '', exclusions: '' },
    goalCents: null,
    raisedCents: 0,
    imageUrl: null,
    special: false,
    _geoloc: { lat: 35.1, lng: -106.7, hash: '9whp' },
    _status: {
      approved: null,
      reason: null,
      reviewedAt: null,
      reviewedBy: null,
      disabled: false,
      cancelled: false,
      cancelReason: null,
    },
    _protected: {
      disbursal: { partner: { paidAt: at('2026-12-10T00:00:00Z'), entryId: 'p1' }, fundaxer: null },
      awaitingPayment: true,
    },
    createdAt: at('2026-11-01T00:00:00Z'),
    updatedAt: at('2026-11-01T00:00:00Z'),
    ...overrides,
  };
}

afterEach(() => vi.resetAllMocks());

describe('readOwnEvent', () => {
  it('returns an event of theirs in any state, dates and payout marks as ISO strings', async () => {
    vi.mocked(getDoc).mockResolvedValue(snapshotOf(storedEvent()));
    await expect(readOwnEvent('fundaxer-1', 'e1')).resolves.toMatchObject({
      id: 'e1',
      eventStart: '2026-12-06T00:00:00.000Z',
      status: { approved: null },
      disbursal: {
        partner: { paidAt: '2026-12-10T00:00:00.000Z', entryId: 'p1' },
        fundaxer: null,
      },
    });
  });

  it('has nothing for a missing event, someone else’s, or one the rules refuse', async () => {
    vi.mocked(getDoc).mockResolvedValueOnce(snapshotOf(undefined));
    await expect(readOwnEvent('fundaxer-1', 'gone')).resolves.toBeNull();
    vi.mocked(getDoc).mockResolvedValueOnce(snapshotOf(storedEvent()));
    await expect(readOwnEvent('stranger', 'e1')).resolves.toBeNull();
    vi.mocked(getDoc).mockRejectedValueOnce(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    await expect(readOwnEvent('stranger', 'private')).resolves.toBeNull();
  });

  it('lets any other failure through for the page to report', async () => {
    vi.mocked(getDoc).mockRejectedValue(
      Object.assign(new Error('offline'), { code: 'unavailable' }),
    );
    await expect(readOwnEvent('fundaxer-1', 'e1')).rejects.toMatchObject({ code: 'unavailable' });
  });
});

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
});
