import type { CallError } from '@fundax/core';
import type { AsyncThunkAction } from '@reduxjs/toolkit';

import { rejectionError } from '../remote/remote-data';
import type { AppDispatch } from '../store/make-store';

/**
 * Runs a callable's thunk inside another thunk (a read a slice keeps, such as a search's
 * results): resolves with the callable's output, or throws what `rejectWithValue` makes of the
 * whole CallError, so the outer thunk rejects with it too.
 *
 *   (input, { dispatch, rejectWithValue }) =>
 *     callInThunk(dispatch, searchListingsThunk(input), rejectWithValue)
 */
export async function callInThunk<Returned, Arg>(
  dispatch: AppDispatch,
  call: AsyncThunkAction<Returned, Arg, { rejectValue: CallError }>,
  rejectWithValue: (error: CallError) => unknown,
): Promise<Returned> {
  const action = await dispatch(call);
  if (action.meta.requestStatus === 'fulfilled') return action.payload as Returned;
  const { payload, error } = action as { payload?: CallError; error: { message?: string } };
  throw rejectWithValue(rejectionError(payload, error));
}
