import { makeStore, markAngelDuesPaidThunk, reviewApplicationThunk } from '@fundax/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { ApplicationRecord } from '../../../utils/records';
import { fetchApprovedAngels, selectApprovedAngels } from './angels-slice';

const readApprovedAngels = vi.hoisted(() => vi.fn<() => Promise<ApplicationRecord[]>>());
vi.mock('./angels-reads', () => ({ readApprovedAngels }));

const priya = {
  id: 'a-priya-raman',
  applicantName: 'Priya Raman',
  dues: { amountCents: 25_000, status: 'due', paidAt: null, reference: null },
} as ApplicationRecord;

beforeEach(() => readApprovedAngels.mockReset());

describe('approved angels', () => {
  it('records dues as paid in place, with the reference and time the server gave', async () => {
    const store = makeStore();
    readApprovedAngels.mockResolvedValue([priya]);
    await store.dispatch(fetchApprovedAngels());
    store.dispatch(
      markAngelDuesPaidThunk.fulfilled(
        { applicationId: 'a-priya-raman', paidAt: '2026-03-03T17:00:00.000Z' },
        'r',
        { applicationId: 'a-priya-raman', reference: 'Receipt 88' },
      ),
    );
    expect(selectApprovedAngels(store.getState()).data?.[0]?.dues).toEqual({
      amountCents: 25_000,
      status: 'paid',
      paidAt: '2026-03-03T17:00:00.000Z',
      reference: 'Receipt 88',
    });
  });

  it('are read again after an approval (a new angel owes dues), not after a rejection', async () => {
    const store = makeStore();
    readApprovedAngels.mockResolvedValue([priya]);
    await store.dispatch(fetchApprovedAngels());
    store.dispatch(
      reviewApplicationThunk.fulfilled({ id: 'a2', approved: false }, 'r', {
        id: 'a2',
        decision: 'reject',
        reason: 'No business address.',
      }),
    );
    expect(selectApprovedAngels(store.getState()).status).toBe('succeeded');
    store.dispatch(
      reviewApplicationThunk.fulfilled({ id: 'a3', approved: true }, 'r', {
        id: 'a3',
        decision: 'approve',
      }),
    );
    expect(selectApprovedAngels(store.getState()).status).toBe('idle');
  });
});
