import type * as Kit from '@fundax/client';
import type * as Firestore from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  EXPORT_MAX_ENTRIES,
  EXPORT_PAGE_SIZE,
  readEventLedger,
  readLedgerPeriod,
} from './ledger-reads';

const firestore = vi.hoisted(() => ({
  getDoc: vi.fn(),
  getDocs: vi.fn(),
  startAfter: vi.fn((cursor: { id: string }) => ({ after: cursor.id })),
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
  eventDoc: (_db: unknown, id: string) => `events/${id}`,
  ledgerEntriesForEventQuery: (_db: unknown, id: string) => `ledger/${id}`,
  ledgerEntriesRecordedBetweenQuery: () => 'period',
}));

afterEach(() => vi.clearAllMocks());

/** A page of `size` entries whose ids start at `from`. */
function page(from: number, size: number) {
  const docs = Array.from({ length: size }, (_, index) => ({
    id: `l${from + index}`,
    data: () => ({ id: `l${from + index}`, recordedAt: new Date('2030-05-04T17:00:00Z') }),
  }));
  return { docs, size };
}

describe('readEventLedger', () => {
  it('reads the event and its entries, dates as ISO strings', async () => {
    firestore.getDoc.mockResolvedValue({ data: () => ({ id: 'e1', title: 'Library Night' }) });
    firestore.getDocs.mockResolvedValue(page(0, 1));
    await expect(readEventLedger('e1')).resolves.toEqual({
      event: { id: 'e1', title: 'Library Night' },
      entries: [{ id: 'l0', recordedAt: '2030-05-04T17:00:00.000Z' }],
    });
  });

  it('says there is no event for an unknown id', async () => {
    firestore.getDoc.mockResolvedValue({ data: () => undefined });
    firestore.getDocs.mockResolvedValue(page(0, 0));
    await expect(readEventLedger('gone')).resolves.toEqual({ event: null, entries: [] });
  });
});

describe('readLedgerPeriod', () => {
  it('reads page after page until a short one', async () => {
    firestore.getDocs
      .mockResolvedValueOnce(page(0, EXPORT_PAGE_SIZE))
      .mockResolvedValueOnce(page(EXPORT_PAGE_SIZE, 3));
    const period = await readLedgerPeriod(new Date('2030-05-01'), new Date('2030-06-01'));
    expect(period.entries).toHaveLength(EXPORT_PAGE_SIZE + 3);
    expect(period.truncated).toBe(false);
    expect(firestore.getDocs).toHaveBeenLastCalledWith({
      base: 'period',
      parts: [{ after: `l${EXPORT_PAGE_SIZE - 1}` }, { limit: EXPORT_PAGE_SIZE }],
    });
  });

  it('stops at the cap and says the export is cut short', async () => {
    let next = 0;
    firestore.getDocs.mockImplementation(() => {
      const result = page(next, EXPORT_PAGE_SIZE);
      next += EXPORT_PAGE_SIZE;
      return Promise.resolve(result);
    });
    const period = await readLedgerPeriod(new Date('2030-01-01'), new Date('2031-01-01'));
    expect(period).toMatchObject({ truncated: true });
    expect(period.entries).toHaveLength(EXPORT_MAX_ENTRIES);
  });
});
