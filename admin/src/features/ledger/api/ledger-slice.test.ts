import { makeStore, markDisbursalThunk, reverseDisbursalThunk } from '@fundax/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { EventLedger, LedgerPeriod } from './ledger-reads';
import {
  exportLedgerPeriod,
  fetchEventLedger,
  fetchEventStatement,
  selectEventLedger,
  selectEventStatement,
} from './ledger-slice';

const reads = vi.hoisted(() => ({
  readEventLedger: vi.fn<(id: string) => Promise<EventLedger>>(),
  readEventStatement: vi.fn<(id: string) => Promise<null>>(),
  readLedgerPeriod: vi.fn<(from: Date, to: Date) => Promise<LedgerPeriod>>(),
}));
vi.mock(import('./ledger-reads'), async (original) => ({
  ...(await original()),
  ...reads,
}));

const ledger = { event: null, entries: [] } satisfies EventLedger;

beforeEach(() => {
  reads.readEventLedger.mockReset();
  reads.readEventStatement.mockReset();
  reads.readLedgerPeriod.mockReset();
});

describe('ledger slice', () => {
  it('marks an event’s ledger and statement stale after a payout or a reversal for that event only', async () => {
    const store = makeStore();
    reads.readEventLedger.mockResolvedValue(ledger);
    reads.readEventStatement.mockResolvedValue(null);
    await store.dispatch(fetchEventLedger('e1'));
    await store.dispatch(fetchEventLedger('e2'));
    await store.dispatch(fetchEventStatement('e1'));
    await store.dispatch(fetchEventStatement('e2'));
    expect(reads.readEventStatement.mock.calls).toEqual([['e1'], ['e2']]);
    store.dispatch(
      markDisbursalThunk.fulfilled(
        { eventId: 'e1', party: 'partner', paidAt: '2026-03-01T12:00:00.000Z', entryId: 'p' },
        'r',
        {
          eventId: 'e1',
          party: 'partner',
          amountCents: 100,
          reference: 'x',
          idempotencyKey: 'payout-12345678',
        },
      ),
    );
    expect(selectEventLedger(store.getState(), 'e1')?.status).toBe('idle');
    expect(selectEventLedger(store.getState(), 'e2')?.status).toBe('succeeded');
    expect(selectEventStatement(store.getState(), 'e1')?.status).toBe('idle');
    expect(selectEventStatement(store.getState(), 'e2')?.status).toBe('succeeded');
    store.dispatch(
      reverseDisbursalThunk.fulfilled(
        { eventId: 'e2', party: 'fundaxer', reversedAt: '2026-03-01T12:00:00.000Z', entryId: 'x' },
        'r',
        {
          eventId: 'e2',
          party: 'fundaxer',
          reason: 'Voided check',
          idempotencyKey: 'reversal-1234',
        },
      ),
    );
    expect(selectEventLedger(store.getState(), 'e2')?.status).toBe('idle');
    expect(selectEventStatement(store.getState(), 'e2')?.status).toBe('idle');
  });

  it('exports a period as its UTC instants and rejects with the whole error', async () => {
    const store = makeStore();
    reads.readLedgerPeriod.mockRejectedValueOnce(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    const action = await store.dispatch(
      exportLedgerPeriod({ from: '2026-03-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' }),
    );
    expect(reads.readLedgerPeriod).toHaveBeenCalledWith(
      new Date('2026-03-01T00:00:00.000Z'),
      new Date('2026-04-01T00:00:00.000Z'),
    );
    expect(action.payload).toEqual({
      code: 'permission-denied',
      message: 'Missing or insufficient permissions.',
    });
  });
});
