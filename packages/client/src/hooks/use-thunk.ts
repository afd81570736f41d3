import type { AsyncThunkAction } from '@reduxjs/toolkit';
import { useCallback, useState } from 'react';

import type { AppDispatch, RootState } from '../store/make-store';
import { useAppDispatch } from '../store/hooks';

/** What any rejected thunk of the kit carries: a code to choose a message by, and the rest. */
export interface ThunkFailure {
  code: string;
  message: string;
  details?: unknown;
}

export type ThunkRun<Returned, Failure> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'succeeded'; data: Returned }
  | { status: 'failed'; error: Failure };

export type ThunkOutcome<Returned, Failure> =
  { ok: true; data: Returned } | { ok: false; error: Failure };

/** Any thunk of the kit: its action creator, as createAsyncThunk made it. */
type KitThunk<Returned, Arg, Failure> = (
  arg: Arg,
) => AsyncThunkAction<
  Returned,
  Arg,
  { state: RootState; dispatch: AppDispatch; rejectValue: Failure }
>;

/**
 * Runs one thunk from a component and tracks it: `pending` drives the progress indicator,
 * `error` keeps the whole { code, message, details } for the message. `run` also resolves with
 * the outcome so a form can navigate on success.
 */
export function useThunk<Returned, Arg, Failure extends ThunkFailure>(
  thunk: KitThunk<Returned, Arg, Failure>,
) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<ThunkRun<Returned, Failure>>({ status: 'idle' });
  const run = useCallback(
    async (arg: Arg): Promise<ThunkOutcome<Returned, Failure>> => {
      setState({ status: 'pending' });
      const action = await dispatch(thunk(arg));
      if (action.meta.requestStatus === 'fulfilled') {
        const data = action.payload as Returned;
        setState({ status: 'succeeded', data });
        return { ok: true, data };
      }
      const rejected = action as { payload?: Failure; error: { message?: string } };
      const error =
        rejected.payload ??
        // Only a thunk that threw outside its own try (a bug) gets here.
        ({ code: 'internal', message: rejected.error.message ?? 'Unknown error.' } as Failure);
      setState({ status: 'failed', error });
      return { ok: false, error };
    },
    [dispatch, thunk],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { run, reset, ...state, pending: state.status === 'pending' } as const;
}
