import {
  type ReadRejection,
  type Remote,
  type RemoteMap,
  type RootState,
  addRemoteCases,
  createAppAsyncThunk,
  entryOf,
  isUserChange,
  readOrReject,
  readsModule,
  reviewEventThunk,
  reviewRevisionThunk,
  reviewVenueThunk,
  rootReducer,
  shouldLoad,
} from '@fundax/client';
import { type WithSlice, createSlice, isAnyOf } from '@reduxjs/toolkit';

import type * as ReadReviewQueues from './read-review-queues';
import { type ReviewQueues, withoutReviewed } from './review-data';

// The read and Firestore load with the first read, zod and the schemas a task each first.
const reading = readsModule<typeof ReadReviewQueues>(() => import('./read-review-queues'));

/** The one entry of the admin's queues. */
const QUEUES = 'queues';

export interface ReviewState {
  queues: RemoteMap<ReviewQueues>;
}

const initialState: ReviewState = { queues: {} };

export const fetchReviewQueues = createAppAsyncThunk<ReviewQueues, void, ReadRejection>(
  'review/fetchQueues',
  (_, { rejectWithValue }) =>
    readOrReject(async () => {
      const { readReviewQueues } = await reading();
      return readReviewQueues();
    }, rejectWithValue),
  { condition: (_, { getState }) => shouldLoad(selectReviewQueues(getState())) },
);

const reviewSlice = createSlice({
  name: 'review',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRemoteCases(builder, fetchReviewQueues, (state) => state.queues, QUEUES);
    builder
      // A reviewed item leaves its queue at once (approved or rejected alike).
      .addMatcher(
        isAnyOf(
          reviewEventThunk.fulfilled,
          reviewVenueThunk.fulfilled,
          reviewRevisionThunk.fulfilled,
        ),
        (state, { meta }) => {
          const entry = state.queues[QUEUES];
          if (entry?.data) entry.data = withoutReviewed(entry.data, meta.arg.id);
        },
      )
      // The queues are an admin's: nothing of them stays for the next user.
      .addMatcher(isUserChange, () => initialState);
  },
});

declare module '@fundax/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof reviewSlice> {}
}

const review = reviewSlice.injectInto(rootReducer);

export function selectReviewQueues(state: RootState): Remote<ReviewQueues> {
  return entryOf(review.selectSlice(state).queues, QUEUES);
}
