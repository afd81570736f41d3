import type { CallError, CallableContract, CallableInput, CallableOutput } from '@fundax/core';

import { createAppAsyncThunk } from '../store/app-thunk';
import { CallFailure, toCallError } from './call-error';
import { callable } from './callable';

/**
 * A thunk for one callable: `dispatch(thunk(input))` validates, calls and resolves with the
 * contract's output; a failure rejects with the whole { code, message, details } (never just
 * "failed"), so the UI can pick the message with `callErrorMessage`.
 */
export function callableThunk<C extends CallableContract>(contract: C) {
  const call = callable(contract);
  return createAppAsyncThunk<CallableOutput<C>, CallableInput<C>, { rejectValue: CallError }>(
    `callables/${contract.name}`,
    async (input, { rejectWithValue }) => {
      try {
        return await call(input);
      } catch (error) {
        return rejectWithValue(error instanceof CallFailure ? error.error : toCallError(error));
      }
    },
  );
}
