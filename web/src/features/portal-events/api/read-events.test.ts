import type * as Kit from '@fundax/client';
import type * as Firestore from 'firebase/firestore/lite';
import { getDoc, getDocs } from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  readApprovedVenueOptions,
  readFundaxerOptions,
  readOwnEvent,
  readOwnEvents,
  readOwnVenueOptions,
} from './read-events';

vi.mock('@fundax/client', async (original) => ({
  ...(await original<typeof Kit>()),
  firestoreClient: () => Promise.resolve({}),
  eventDoc: (_db: unknown, id: string) => ({ path: `events/${id}` }),
  ownVenuesQuery: (_db: unknown, uid: string) => ({ path: 'venues', uid }),
  ownEventsQuery: (_db: unknown, uid: string) => ({ path: 'events', uid }),
  publicApprovedVenuesQuery: () => ({ path: 'venues', approved: true }),
  listedProfilesQuery: (_db: unknown, role: string) => ({ path: 'profiles', role }),
}));
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof Firestore>()),
  getDoc: vi.fn(),
  getDocs: vi.fn(),
  query: (base: unknown) => base,
  limit: () => null,
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
    giveback: { percent: 20, terms: '', exclusions: '', partnerSharePercent: null },
    consent: { partner: 'agreed', fundaxer: 'agreed', reason: null, respondedAt: null },
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
      expired: false,
      venueHidden: false,
      venueHiddenReason: null,
    },
    _protected: {
      disbursal: { partner: { paidAt: at('2026-12-10T00:00:00Z'), entryId: 'p1' }, fundaxer: null },
      awaitingPayment: true,
      resultsReported: false,
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

describe('readOwnVenueOptions', () => {
  const venue = (id: string, name: string, status: Record<string, unknown>) => ({
    id,
    name,
    address: '2011 Mountain Rd NW',
    _status: { approved: true, disabled: false, ...status },
  });

  it('offers a partner their own venues, also in review, never removed or rejected, by name', async () => {
    vi.mocked(getDocs).mockResolvedValue({
      docs: [
        venue('b', 'B', {}),
        venue('a', 'A', { approved: null }),
        venue('gone', 'Gone', { disabled: true }),
        venue('no', 'No', { approved: false }),
      ].map((data) => ({ data: () => data })),
    } as never);
    await expect(readOwnVenueOptions('partner-1')).resolves.toEqual([
      { id: 'a', name: 'A', address: '2011 Mountain Rd NW', pending: true },
      { id: 'b', name: 'B', address: '2011 Mountain Rd NW', pending: false },
    ]);
  });
});

describe('the lists of the events part', () => {
  const docsOf = (...items: unknown[]) =>
    ({ docs: items.map((data) => ({ data: () => data })) }) as never;

  it('reads the user’s events as the portal keeps them', async () => {
    vi.mocked(getDocs).mockResolvedValue(docsOf(storedEvent()));
    const [event] = await readOwnEvents('fundaxer-1');
    expect(event).toMatchObject({
      id: 'e1',
      organizerId: 'fundaxer-1',
      status: { approved: null },
    });
  });

  it('offers any approved venue, and the listed fundaxers with their fundraiser', async () => {
    vi.mocked(getDocs).mockResolvedValueOnce(
      docsOf({ id: 'v9', name: 'Saigon Sunrise', address: '1520 Louisiana Blvd NE' }),
    );
    await expect(readApprovedVenueOptions()).resolves.toEqual([
      { id: 'v9', name: 'Saigon Sunrise', address: '1520 Louisiana Blvd NE', pending: false },
    ]);
    vi.mocked(getDocs).mockResolvedValueOnce(
      docsOf(
        { id: 'f1', displayName: 'Dana Yazzie', fundraiser: { title: 'Library books' } },
        { id: 'f2', displayName: 'Luis Ortega', fundraiser: null },
      ),
    );
    await expect(readFundaxerOptions()).resolves.toEqual([
      { id: 'f1', displayName: 'Dana Yazzie', fundraiserTitle: 'Library books' },
      { id: 'f2', displayName: 'Luis Ortega', fundraiserTitle: null },
    ]);
  });
});
