import type * as Kit from '@fundax/client';
import type * as Firestore from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RECORDS_PAGE_SIZE, readRecord, readRecordsPage } from './record-reads';

/** A document snapshot as the reads use it. */
interface Snapshot {
  exists?: () => boolean;
  data: () => Record<string, unknown> | undefined;
}

const firestore = vi.hoisted(() => ({
  getDoc: vi.fn<(ref: string) => Promise<Snapshot | { id: string }>>(),
  getDocs: vi.fn(),
  startAfter: vi.fn((cursor: unknown) => ({ after: cursor })),
}));
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof Firestore>()),
  ...firestore,
  limit: (size: number) => ({ limit: size }),
  query: (base: unknown, ...parts: unknown[]) => ({ base, parts }),
}));
vi.mock('@fundax/client', async (original) => ({
  ...(await original<typeof Kit>()),
  firestoreClient: () => Promise.resolve({}),
  eventRecordsQuery: (_db: unknown, filters: unknown) => ({ events: filters }),
  venueRecordsQuery: (_db: unknown, filters: unknown) => ({ venues: filters }),
  profileRecordsQuery: (_db: unknown, filters: unknown) => ({ profiles: filters }),
  eventDoc: (_db: unknown, id: string) => `events/${id}`,
  venueDoc: (_db: unknown, id: string) => `venues/${id}`,
  profileDoc: (_db: unknown, id: string) => `profiles/${id}`,
  ownUserDoc: (_db: unknown, id: string) => `users/${id}`,
  auditLogForTargetQuery: (_db: unknown, type: string, id: string) => `audit/${type}/${id}`,
}));

afterEach(() => vi.clearAllMocks());

const doc = (id: string, data: Record<string, unknown>) => ({ id, data: () => ({ id, ...data }) });

describe('readRecordsPage', () => {
  it('reads one page, dates as ISO strings, with the cursor of the next when the page is full', async () => {
    const full = Array.from({ length: RECORDS_PAGE_SIZE }, (_, index) =>
      doc(`e${index}`, { at: new Date('2026-11-20T00:00:00Z') }),
    );
    firestore.getDocs.mockResolvedValueOnce({ docs: full, size: full.length });
    const page = await readRecordsPage({ kind: 'event', status: 'pending' }, null);
    expect(page.items[0]).toEqual({
      kind: 'event',
      data: { id: 'e0', at: '2026-11-20T00:00:00.000Z' },
    });
    expect(page.nextCursor).toBe(`e${RECORDS_PAGE_SIZE - 1}`);
    expect(firestore.getDocs).toHaveBeenCalledWith({
      base: { events: { status: 'pending', category: undefined } },
      parts: [{ limit: RECORDS_PAGE_SIZE }],
    });

    // The next page starts after the last document read (kept, so not read again).
    firestore.getDocs.mockResolvedValueOnce({ docs: [doc('e99', {})], size: 1 });
    const next = await readRecordsPage({ kind: 'event', status: 'pending' }, page.nextCursor);
    expect(next.nextCursor).toBeNull();
    expect(firestore.startAfter).toHaveBeenCalledWith(full.at(-1));
    expect(firestore.getDoc).not.toHaveBeenCalled();
  });

  it('reads the cursor document again when it is not kept (after a reload)', async () => {
    firestore.getDoc.mockResolvedValue({ id: 'p-unknown' });
    firestore.getDocs.mockResolvedValue({ docs: [], size: 0 });
    await readRecordsPage({ kind: 'profile', role: 'angel' }, 'p-unknown');
    expect(firestore.getDoc).toHaveBeenCalledWith('profiles/p-unknown');
  });
});

describe('readRecord', () => {
  it('asks every collection for a pasted id and returns each match with its history', async () => {
    firestore.getDoc.mockImplementation((ref: string) =>
      Promise.resolve(
        ref === 'venues/x1'
          ? { data: () => ({ id: 'x1', name: 'Cafe' }) }
          : ref === 'users/x1'
            ? { exists: () => true, data: () => ({ email: 'x@fundax.test' }) }
            : ref === 'profiles/x1'
              ? { data: () => ({ id: 'x1', displayName: 'X' }) }
              : { data: () => undefined },
      ),
    );
    firestore.getDocs.mockResolvedValue({ docs: [doc('a1', { action: 'venue.approve' })] });
    const found = await readRecord('x1', null);
    expect(found.map((detail) => detail.kind)).toEqual(['venue', 'profile']);
    expect(found[0]).toMatchObject({ history: [{ id: 'a1', action: 'venue.approve' }] });
    expect(found[1]).toMatchObject({ account: { email: 'x@fundax.test' } });
    expect(firestore.getDocs).toHaveBeenCalledWith({
      base: 'audit/user/x1',
      parts: [{ limit: 50 }],
    });
  });

  it('reads only the kind asked for; a profile without an account says so', async () => {
    firestore.getDoc.mockImplementation((ref: string) =>
      Promise.resolve(
        ref === 'users/p1'
          ? { exists: () => false, data: () => undefined }
          : { data: () => ({ id: 'p1' }) },
      ),
    );
    firestore.getDocs.mockResolvedValue({ docs: [] });
    const [profile] = await readRecord('p1', 'profile');
    expect(profile).toMatchObject({ kind: 'profile', account: null, history: [] });
    expect(firestore.getDoc).not.toHaveBeenCalledWith('events/p1');
  });
});
