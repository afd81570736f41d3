import type { CallError, CallableContract, CallableInput, CallableOutput } from '@fundax/core';

import { createAppAsyncThunk } from '../store/app-thunk';
import { CallFailure, toCallError } from './call-error';
import { callableActionType } from './callable-fulfilled';
import { callable, publicCallable } from './callable';

/** A thunk named after a callable around the function that calls it. */
function thunkOf<C extends CallableContract>(
  name: C['name'],
  call: (input: CallableInput<C>) => Promise<CallableOutput<C>>,
) {
  return createAppAsyncThunk<CallableOutput<C>, CallableInput<C>, { rejectValue: CallError }>(
    callableActionType(name),
    async (input, { rejectWithValue }) => {
      try {
        return await call(input);
      } catch (error) {
        return rejectWithValue(error instanceof CallFailure ? error.error : toCallError(error));
      }
    },
  );
}

/**
 * A thunk for one callable: `dispatch(thunk(input))` validates, calls and resolves with the
 * contract's output; a failure rejects with the whole { code, message, details } (never just
 * "failed"), so the UI can pick the message with `callErrorMessage`.
 */
export function callableThunk<C extends CallableContract>(contract: C) {
  return thunkOf<C>(contract.name, callable(contract));
}

/**
 * The same for a public callable, by name and without its schemas (see publicCallable): the
 * pages that dispatch one load no zod for it.
 */
export function publicCallableThunk<C extends CallableContract & { readonly access: 'public' }>(
  name: C['name'],
) {
  // Looked up on each call rather than at load: importing the thunks costs nothing.
  return thunkOf<C>(name, (input) => publicCallable<C>(name)(input));
}
