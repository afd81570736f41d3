import type * as Kit from '@fundax/client';
import type * as Firestore from 'firebase/firestore/lite';
import { describe, expect, it, vi } from 'vitest';

import { firestore } from '../../../testing/firestore-mocks';
import { readFunders, readPartnerVenues, readPartners, readVenues } from './read-partners';

const aggregates = vi.hoisted(() => ({ getAggregate: vi.fn() }));
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof Firestore>()),
  ...(await import('../../../testing/firestore-mocks')).sdk(),
  getAggregate: aggregates.getAggregate,
}));
vi.mock('@fundax/client', async (original) => ({
  ...(await original<typeof Kit>()),
  firestoreClient: () => Promise.resolve({}),
  listedProfilesQuery: (_db: unknown, role: string) => `listed-${role}s`,
  partnerVenuesQuery: (_db: unknown, uid: string) => `venues-of-${uid}`,
  publicApprovedVenuesQuery: (_db: unknown, category?: string) => `venues-${category ?? 'all'}`,
  partnerEndedEventsQuery: (_db: unknown, uid: string) => uid,
}));

const venue = (id: string, name: string) => ({
  id,
  ownerId: 'demo-partner',
  name,
  address: '2011 Mountain Rd NW',
  category: 'restaurant',
  description: '',
  phone: null,
  website: null,
  imageUrl: null,
  _geoloc: { lat: 35.1, lng: -106.7, hash: '9whp' },
  _status: { approved: true, disabled: false },
});
const partner = (id: string, name: string) => ({
  id,
  role: 'partner',
  displayName: name,
  organizationName: null,
  listed: true,
  createdAt: new Date(),
  updatedAt: new Date(),
});

describe('partner reads', () => {
  it('reads a partner’s venues, the directory by category, and the listed partners', async () => {
    firestore.answer({
      'venues-of-demo-partner': [venue('v1', 'Old Town')],
      'venues-cafe': [venue('v2', 'Coffee')],
      'listed-partners': [partner('p1', 'Miguel Baca')],
    });
    expect((await readPartnerVenues('demo-partner')).map((v) => v.name)).toEqual(['Old Town']);
    expect((await readVenues('cafe')).map((v) => v.id)).toEqual(['v2']);
    await expect(readVenues(null)).resolves.toEqual([]);
    expect(firestore.reads).toContain('venues-all');
    expect((await readPartners())[0]).toMatchObject({ id: 'p1', displayName: 'Miguel Baca' });
    // Only what is public: no venue status, no profile dates.
    expect(await readPartnerVenues('demo-partner')).not.toHaveProperty('0._status');
    expect(await readPartners()).not.toHaveProperty('0.createdAt');
  });

  it('ranks funders by what their ended events raised, leaving out those that raised nothing', async () => {
    firestore.answer({
      'listed-partners': [partner('p1', 'Baca'), partner('p2', 'Adobe'), partner('p3', 'Zia')],
    });
    const totals: Record<string, { raised: number | null; events: number }> = {
      p1: { raised: 61_250, events: 2 },
      p2: { raised: 61_250, events: 1 },
      p3: { raised: null, events: 0 },
    };
    aggregates.getAggregate.mockImplementation((uid: string) =>
      Promise.resolve({ data: () => totals[uid] }),
    );
    const funders = await readFunders(new Date('2026-12-01T00:00:00Z'));
    expect(funders.map((funder) => [funder.partner.displayName, funder.events])).toEqual([
      ['Adobe', 1],
      ['Baca', 2],
    ]);
  });
});
