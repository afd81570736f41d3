import { makeStore, signedOut } from '@fundax/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  fetchCategoryCounts,
  fetchDues,
  selectCategoryCounts,
  selectDuesEntry,
} from './angels-slice';
import type * as ReadAngels from './read-angels';
import * as reads from './read-angels';

vi.mock('./read-angels', async (original) => ({
  ...(await original<typeof ReadAngels>()),
  readAngel: vi.fn(),
  readCategoryCounts: vi.fn(),
  readAngelsInCategory: vi.fn(),
  readDues: vi.fn(),
}));

beforeEach(() => vi.resetAllMocks());

describe('angels slice', () => {
  it('drops the signed-in angel’s dues on sign-out (the next user must not see them)', async () => {
    vi.mocked(reads.readDues).mockResolvedValue({
      applicationId: 'a1',
      applicantName: 'Priya Raman',
      submittedAt: '2026-10-01T00:00:00.000Z',
      approved: true,
      reason: null,
      dues: { amountCents: 25_000, status: 'due', paidAt: null, reference: null },
    });
    const store = makeStore();
    await store.dispatch(fetchDues('a1'));
    expect(selectDuesEntry(store.getState(), 'a1')?.data?.dues?.status).toBe('due');
    store.dispatch(signedOut());
    expect(selectDuesEntry(store.getState(), 'a1')).toBeUndefined();
  });

  it('keeps the category counts', async () => {
    vi.mocked(reads.readCategoryCounts).mockResolvedValue({
      total: 4,
      byCategory: { insurance: 2 } as never,
    });
    const store = makeStore();
    await store.dispatch(fetchCategoryCounts());
    expect(selectCategoryCounts(store.getState())?.data?.total).toBe(4);
  });
});
