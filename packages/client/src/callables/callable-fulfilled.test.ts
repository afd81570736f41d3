import { configureStore, createSlice } from '@reduxjs/toolkit';
import type { updateEvent } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { callableFulfilled } from './callable-fulfilled';
import { cancelEventThunk, updateEventThunk } from './callable-thunks';

const updated = callableFulfilled<typeof updateEvent>('updateEvent');
const input = { id: 'e1', title: 'New title' } as Parameters<typeof updateEventThunk>[0];

describe('callableFulfilled', () => {
  it('matches the success of the callable it names, as its thunk dispatches it', () => {
    const action = updateEventThunk.fulfilled({ ok: true } as never, 'request-1', input);
    expect(updated(action)).toBe(true);
    if (updated(action)) expect(action.meta.arg.id).toBe('e1');
  });

  it('does not match the call starting or failing, nor another callable', () => {
    expect(updated(updateEventThunk.pending('request-1', input))).toBe(false);
    expect(updated(updateEventThunk.rejected(null, 'request-1', input))).toBe(false);
    expect(updated(cancelEventThunk.fulfilled({} as never, 'r', { id: 'e1' }))).toBe(false);
    expect(updated({ type: 'updateEvent/fulfilled' })).toBe(false);
    expect(updated(null)).toBe(false);
  });

  it('drives a slice reducer with the typed argument', () => {
    const slice = createSlice({
      name: 'touched',
      initialState: [] as string[],
      reducers: {},
      extraReducers: (builder) =>
        builder.addMatcher(updated, (state, { meta }) => {
          state.push(meta.arg.id);
        }),
    });
    const store = configureStore({ reducer: slice.reducer });
    store.dispatch(updateEventThunk.fulfilled({ ok: true } as never, 'r', input));
    store.dispatch(cancelEventThunk.fulfilled({} as never, 'r', { id: 'other' }));
    expect(store.getState()).toEqual(['e1']);
  });
});
