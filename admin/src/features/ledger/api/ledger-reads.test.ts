import type * as Kit from '@fundax/client';
import type * as Firestore from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  EXPORT_MAX_ENTRIES,
  EXPORT_PAGE_SIZE,
  readEventLedger,
  readEventStatement,
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
  statementDoc: (_db: unknown, id: string) => `statements/${id}`,
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

describe('readEventStatement', () => {
  it('reads statements/{eventId} with its dates as ISO strings, or null before any record', async () => {
    const at = new Date('2030-05-04T17:00:00Z');
    const party = { payeeId: 'p1', owedCents: null, paidCents: 0, reversedCents: 0 };
    firestore.getDoc.mockResolvedValueOnce({
      data: () => ({
        eventId: 'e1',
        eventEnd: at,
        reportedAt: null,
        updatedAt: at,
        partner: { ...party, netPaidCents: 0, balanceCents: null, lines: [] },
        fundaxer: null,
      }),
    });
    await expect(readEventStatement('e1')).resolves.toMatchObject({
      eventId: 'e1',
      eventEnd: '2030-05-04T17:00:00.000Z',
      updatedAt: '2030-05-04T17:00:00.000Z',
      fundaxer: null,
    });
    expect(firestore.getDoc).toHaveBeenLastCalledWith('statements/e1');
    firestore.getDoc.mockResolvedValueOnce({ data: () => undefined });
    await expect(readEventStatement('e2')).resolves.toBeNull();
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
