import type * as Firestore from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readDashboard } from './read-dashboard';

const firestore = vi.hoisted(() => ({ getDoc: vi.fn(), getDocs: vi.fn() }));
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof Firestore>()),
  ...firestore,
  limit: (size: number) => ({ limit: size }),
  query: (base: unknown) => base,
}));
vi.mock('@fundax/client/firebase/firestore', () => ({
  firestoreClient: () => Promise.resolve({}),
}));
vi.mock('@fundax/client/queries/events', () => ({
  ownEventsQuery: () => 'events',
  proposalsAwaitingMeQuery: () => 'proposals',
}));
vi.mock('@fundax/client/queries/venues', () => ({ ownVenuesQuery: () => 'venues' }));
vi.mock('@fundax/client/queries/applications', () => ({
  ownApplicationsQuery: () => 'applications',
}));
vi.mock('@fundax/client/queries/profiles', () => ({ profileDoc: () => 'profile' }));

afterEach(() => vi.resetAllMocks());

const NOW = new Date('2026-12-01T00:00:00Z');
const status = {
  approved: true,
  reason: null,
  reviewedAt: null,
  reviewedBy: null,
  disabled: false,
  cancelled: false,
  cancelReason: null,
};
const event = {
  id: 'e1',
  title: 'Library Night',
  category: 'schools',
  venueName: 'Baca’s',
  partnerId: 'partner-1',
  fundaxerId: 'fundaxer-1',
  eventStart: new Date('2026-12-06T00:00:00Z'),
  eventEnd: new Date('2026-12-06T04:00:00Z'),
  raisedCents: 0,
  salesCents: null,
  fundaxerName: 'Dana',
  giveback: { percent: 20, terms: '', exclusions: '', partnerSharePercent: null },
  consent: { partner: 'agreed', fundaxer: 'agreed' },
  _status: status,
  _protected: { disbursal: { partner: null, fundaxer: null } },
};
const snapshotOf = (...docs: unknown[]) => ({ docs: docs.map((data) => ({ data: () => data })) });

/** Answers each query builder's read with its own documents. */
function answer(lists: Record<string, unknown[]>, profile?: unknown) {
  firestore.getDocs.mockImplementation((built: string) =>
    Promise.resolve(snapshotOf(...(lists[built] ?? []))),
  );
  firestore.getDoc.mockResolvedValue({ data: () => profile });
}

describe('readDashboard', () => {
  it('reads a partner’s events and venues, nothing else', async () => {
    answer({
      events: [event],
      venues: [{ id: 'v1', name: 'Old Town', _status: { ...status, approved: null } }],
    });
    const data = await readDashboard('partner-1', 'partner', NOW);
    expect(data.events).toEqual([expect.objectContaining({ id: 'e1', state: 'approved' })]);
    expect(data.venues).toEqual([{ id: 'v1', name: 'Old Town', state: 'pending', reason: null }]);
    expect([data.fundraiser, data.application]).toEqual([null, null]);
    expect(firestore.getDoc).not.toHaveBeenCalled();
    expect(data.readAt).toBe(NOW.toISOString());
  });

  it('reads the proposals waiting for a partner’s or fundaxer’s answer', async () => {
    answer({
      events: [event],
      proposals: [
        { ...event, id: 'e-tamale', consent: { partner: 'awaiting', fundaxer: 'agreed' } },
      ],
    });
    const data = await readDashboard('partner-1', 'partner', NOW);
    expect(data.proposals).toEqual([
      expect.objectContaining({ id: 'e-tamale', answeringAs: 'partner', proposer: 'Dana' }),
    ]);
  });

  it('reads a fundaxer’s fundraiser from their profile', async () => {
    answer(
      { events: [event] },
      { fundraiser: { title: 'New library books', raisedCents: 61_250, goalCents: 600_000 } },
    );
    const data = await readDashboard('fundaxer-1', 'fundaxer', NOW);
    expect(data.fundraiser).toEqual({
      title: 'New library books',
      raisedCents: 61_250,
      goalCents: 600_000,
    });
    expect(data.venues).toEqual([]);
  });

  it('reads an angel’s latest application and no events', async () => {
    answer({
      applications: [
        {
          id: 'a1',
          _status: { approved: true, reason: null },
          dues: { status: 'due', amountCents: 25_000 },
        },
      ],
    });
    const data = await readDashboard('angel-1', 'angel', NOW);
    expect(data.application).toEqual({ id: 'a1', approved: true, reason: null, dues: 'due' });
    expect(data.events).toEqual([]);
    expect(data.proposals).toEqual([]);
    expect(firestore.getDocs).toHaveBeenCalledTimes(1);
  });

  it('has no application for an angel who has not applied', async () => {
    answer({ applications: [] });
    expect((await readDashboard('angel-1', 'angel', NOW)).application).toBeNull();
  });
});
