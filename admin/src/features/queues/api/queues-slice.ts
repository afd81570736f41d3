import {
  type ReadRejection,
  type RootState,
  createAppAsyncThunk,
  deleteVenueThunk,
  markDisbursalThunk,
  readOrReject,
  rejectionError,
  resolveSupportRequestThunk,
  reverseDisbursalThunk,
  reviewApplicationThunk,
  reviewEventThunk,
  reviewRevisionThunk,
  reviewVenueThunk,
  rootReducer,
} from '@fundax/client';
import type { CallError, PayoutParty } from '@fundax/core';
import { type PayloadAction, type WithSlice, createSlice } from '@reduxjs/toolkit';

import {
  QUEUE_NAMES,
  type QueueItems,
  type QueueName,
  type QueuePage,
  readQueue,
} from './queue-reads';

export interface QueueState<Item> {
  items: Item[];
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: CallError | null;
  /** More items waited behind the page that was read. */
  more: boolean;
}

export type QueuesState = { [N in QueueName]: QueueState<QueueItems[N][number]> };

const emptyQueue = (): QueueState<never> => ({
  items: [],
  status: 'idle',
  error: null,
  more: false,
});

const initialState = Object.fromEntries(
  QUEUE_NAMES.map((name) => [name, emptyQueue()]),
) as unknown as QueuesState;

/**
 * docs/product.md §4.9: "Admin action lists are fetched only if the list is empty". A list that holds
 * items is never read again (handled items leave it one by one); an empty one is, unless a
 * read is already running.
 */
export function shouldFetchQueue(queue: QueueState<unknown>): boolean {
  return queue.items.length === 0 && queue.status !== 'loading';
}

export const fetchQueue = createAppAsyncThunk<QueuePage<QueueName>, QueueName, ReadRejection>(
  'queues/fetch',
  (name, { rejectWithValue }) => readOrReject(() => readQueue(name), rejectWithValue),
  { condition: (name, { getState }) => shouldFetchQueue(selectQueue(getState(), name)) },
);

/** docs/product.md §4.9: "an approved or handled request is removed from the list". */
function remove(queue: QueueState<{ id: string }>, id: string): void {
  queue.items = queue.items.filter((item) => item.id !== id);
}

const payoutQueue = (party: PayoutParty) =>
  party === 'partner' ? ('partnerPayouts' as const) : ('fundaxerPayouts' as const);

export const queuesSlice = createSlice({
  name: 'queues',
  initialState,
  reducers: {
    /** Empties a list so it is read again (the console's "Reload"). */
    queueCleared: (state, { payload }: PayloadAction<QueueName>) => {
      state[payload] = emptyQueue();
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchQueue.pending, (state, { meta }) => {
        state[meta.arg].status = 'loading';
        state[meta.arg].error = null;
      })
      .addCase(fetchQueue.fulfilled, (state, { payload, meta }) => {
        state[meta.arg] = {
          items: payload.items as never[],
          more: payload.more,
          status: 'succeeded',
          error: null,
        };
      })
      .addCase(fetchQueue.rejected, (state, { payload, error, meta }) => {
        state[meta.arg].status = 'failed';
        state[meta.arg].error = rejectionError(payload, error);
      })
      .addCase(reviewEventThunk.fulfilled, (state, { meta }) => remove(state.events, meta.arg.id))
      .addCase(reviewRevisionThunk.fulfilled, (state, { meta }) =>
        remove(state.revisions, meta.arg.id),
      )
      .addCase(reviewVenueThunk.fulfilled, (state, { meta }) => remove(state.venues, meta.arg.id))
      // A removed venue is disabled, and disabled venues are not waiting for review.
      .addCase(deleteVenueThunk.fulfilled, (state, { meta }) => remove(state.venues, meta.arg.id))
      .addCase(reviewApplicationThunk.fulfilled, (state, { meta }) =>
        remove(state.applications, meta.arg.id),
      )
      .addCase(resolveSupportRequestThunk.fulfilled, (state, { meta }) =>
        remove(state.support, meta.arg.id),
      )
      .addCase(markDisbursalThunk.fulfilled, (state, { meta }) =>
        remove(state[payoutQueue(meta.arg.party)], meta.arg.eventId),
      )
      // A reversed payout is owed again: that list is emptied, so it is read again.
      .addCase(reverseDisbursalThunk.fulfilled, (state, { meta }) => {
        state[payoutQueue(meta.arg.party)] = emptyQueue();
      });
  },
});

declare module '@fundax/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof queuesSlice> {}
}

/** Injected when a page with a queue loads (the slice ships with those pages only). */
const injected = queuesSlice.injectInto(rootReducer);

export function selectQueue<N extends QueueName>(
  state: RootState,
  name: N,
): QueueState<QueueItems[N][number]> {
  return injected.selectSlice(state)[name];
}
export const { queueCleared } = queuesSlice.actions;
