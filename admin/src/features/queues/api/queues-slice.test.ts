import {
  deleteVenueThunk,
  makeStore,
  markDisbursalThunk,
  resolveSupportRequestThunk,
  reverseDisbursalThunk,
  reviewApplicationThunk,
  reviewEventThunk,
  reviewVenueThunk,
} from '@fundax/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { QueueName, QueuePage } from './queue-reads';
import { fetchQueue, queueCleared, selectQueue, shouldFetchQueue } from './queues-slice';

const readQueue = vi.hoisted(() => vi.fn<(name: string) => Promise<QueuePage<QueueName>>>());
// readQueue is generic over the queue; the mock answers for any of them.
vi.mock('./queue-reads', async (original) => ({
  ...(await original<object>()),
  readQueue,
}));

const item = (id: string) => ({ id }) as never;
const page = (...ids: string[]) => ({ items: ids.map(item), more: false });

beforeEach(() => {
  readQueue.mockReset();
});

async function storeWith(name: QueueName, ...ids: string[]) {
  const store = makeStore();
  readQueue.mockResolvedValueOnce(page(...ids));
  await store.dispatch(fetchQueue(name));
  return store;
}

const ids = (store: ReturnType<typeof makeStore>, name: QueueName) =>
  selectQueue(store.getState(), name).items.map((entry) => entry.id);

describe('admin action lists are fetched only if the list is empty (docs/product.md §4.9)', () => {
  it('reads an empty list, then never again while it holds items', async () => {
    const store = await storeWith('events', 'e1', 'e2');
    expect(readQueue).toHaveBeenCalledTimes(1);
    const again = await store.dispatch(fetchQueue('events'));
    expect(again.meta).toMatchObject({ condition: true });
    expect(readQueue).toHaveBeenCalledTimes(1);
    expect(ids(store, 'events')).toEqual(['e1', 'e2']);
  });

  it('reads a list again once it is empty (nothing was waiting, or all was handled)', async () => {
    const store = await storeWith('venues');
    readQueue.mockResolvedValueOnce(page('v9'));
    await store.dispatch(fetchQueue('venues'));
    expect(readQueue).toHaveBeenCalledTimes(2);
    expect(ids(store, 'venues')).toEqual(['v9']);
  });

  it('does not start a second read while one runs', async () => {
    const store = makeStore();
    let finish: (value: QueuePage<QueueName>) => void = () => undefined;
    readQueue.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const first = store.dispatch(fetchQueue('support'));
    const second = await store.dispatch(fetchQueue('support'));
    expect(second.meta).toMatchObject({ condition: true });
    finish(page('q1'));
    await first;
    expect(readQueue).toHaveBeenCalledTimes(1);
  });

  it('keeps each list to itself', async () => {
    const store = await storeWith('events', 'e1');
    readQueue.mockResolvedValueOnce(page('a1'));
    await store.dispatch(fetchQueue('applications'));
    expect(readQueue.mock.calls.map(([name]) => name)).toEqual(['events', 'applications']);
  });

  it('reads again after a reload empties the list', async () => {
    const store = await storeWith('events', 'e1');
    store.dispatch(queueCleared('events'));
    expect(shouldFetchQueue(selectQueue(store.getState(), 'events'))).toBe(true);
    readQueue.mockResolvedValueOnce(page('e1', 'e3'));
    await store.dispatch(fetchQueue('events'));
    expect(ids(store, 'events')).toEqual(['e1', 'e3']);
  });
});

describe('an approved or handled request is removed from the list (docs/product.md §4.9)', () => {
  it('removes an event once it is approved or rejected, and only that one', async () => {
    const store = await storeWith('events', 'e1', 'e2', 'e3');
    store.dispatch(
      reviewEventThunk.fulfilled({ id: 'e2', approved: true }, 'r1', {
        id: 'e2',
        decision: 'approve',
      }),
    );
    store.dispatch(
      reviewEventThunk.fulfilled({ id: 'e1', approved: false }, 'r2', {
        id: 'e1',
        decision: 'reject',
        reason: 'No venue confirmation.',
      }),
    );
    expect(ids(store, 'events')).toEqual(['e3']);
  });

  it('keeps an item whose review failed', async () => {
    const store = await storeWith('events', 'e1');
    store.dispatch(
      reviewEventThunk.rejected(
        null,
        'r1',
        { id: 'e1', decision: 'approve' },
        {
          code: 'unavailable',
          message: 'Failed to fetch',
        },
      ),
    );
    expect(ids(store, 'events')).toEqual(['e1']);
  });

  it('removes a reviewed venue, and a venue that was disabled instead', async () => {
    const store = await storeWith('venues', 'v1', 'v2', 'v3');
    store.dispatch(
      reviewVenueThunk.fulfilled({ id: 'v1', approved: true }, 'r', {
        id: 'v1',
        decision: 'approve',
      }),
    );
    store.dispatch(deleteVenueThunk.fulfilled({ id: 'v3' }, 'r', { id: 'v3' }));
    expect(ids(store, 'venues')).toEqual(['v2']);
  });

  it('removes a reviewed application and a resolved support request', async () => {
    const store = await storeWith('applications', 'a1', 'a2');
    readQueue.mockResolvedValueOnce(page('q1', 'q2'));
    await store.dispatch(fetchQueue('support'));
    store.dispatch(
      reviewApplicationThunk.fulfilled({ id: 'a2', approved: true }, 'r', {
        id: 'a2',
        decision: 'approve',
      }),
    );
    store.dispatch(
      resolveSupportRequestThunk.fulfilled({ id: 'q1' }, 'r', {
        id: 'q1',
        resolution: 'Moved the date.',
      }),
    );
    expect([ids(store, 'applications'), ids(store, 'support')]).toEqual([['a1'], ['q2']]);
  });

  it('removes a paid event from that party’s payouts only', async () => {
    const store = await storeWith('fundaxerPayouts', 'e1', 'e2');
    readQueue.mockResolvedValueOnce(page('e1'));
    await store.dispatch(fetchQueue('partnerPayouts'));
    const payout = {
      eventId: 'e1',
      party: 'fundaxer' as const,
      amountCents: 9_000,
      reference: 'Check 1042',
      idempotencyKey: 'payout-0d6f8a1e-8f0b-4d5e-9a41-6a6f7c1d2e3f',
    };
    store.dispatch(
      markDisbursalThunk.fulfilled(
        {
          eventId: 'e1',
          party: 'fundaxer',
          paidAt: '2026-03-01T12:00:00.000Z',
          entryId: 'payment-x',
        },
        'r',
        payout,
      ),
    );
    expect([ids(store, 'fundaxerPayouts'), ids(store, 'partnerPayouts')]).toEqual([['e2'], ['e1']]);
  });

  it('empties a party’s payouts after a reversal, so the event owed again is read back', async () => {
    const store = await storeWith('partnerPayouts', 'e2');
    store.dispatch(
      reverseDisbursalThunk.fulfilled(
        {
          eventId: 'e1',
          party: 'partner',
          reversedAt: '2026-03-02T12:00:00.000Z',
          entryId: 'reversal-x',
        },
        'r',
        {
          eventId: 'e1',
          party: 'partner',
          reason: 'Paid to the wrong account.',
          idempotencyKey: 'reversal-12345678',
        },
      ),
    );
    expect(selectQueue(store.getState(), 'partnerPayouts')).toMatchObject({
      items: [],
      status: 'idle',
    });
    readQueue.mockResolvedValueOnce(page('e1', 'e2'));
    await store.dispatch(fetchQueue('partnerPayouts'));
    expect(ids(store, 'partnerPayouts')).toEqual(['e1', 'e2']);
  });
});

describe('a failed read', () => {
  it('keeps the whole { code, message } of a Firestore refusal', async () => {
    const store = makeStore();
    readQueue.mockRejectedValueOnce(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    const action = await store.dispatch(fetchQueue('events'));
    expect(action.payload).toEqual({
      code: 'permission-denied',
      message: 'Missing or insufficient permissions.',
    });
    expect(selectQueue(store.getState(), 'events')).toMatchObject({
      status: 'failed',
      error: { code: 'permission-denied', message: 'Missing or insufficient permissions.' },
    });
  });

  it('says unavailable when the network is down, and can be read again', async () => {
    const store = makeStore();
    readQueue.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.dispatch(fetchQueue('venues'));
    expect(selectQueue(store.getState(), 'venues').error).toEqual({
      code: 'unavailable',
      message: 'Failed to fetch',
    });
    readQueue.mockResolvedValueOnce(page('v1'));
    await store.dispatch(fetchQueue('venues'));
    expect(selectQueue(store.getState(), 'venues')).toMatchObject({
      status: 'succeeded',
      error: null,
    });
  });
});
