import { createAppAsyncThunk } from '../store/app-thunk';
import type { AppDispatch } from '../store/make-store';
import { type IdentityFailure, toIdentityFailure } from './identity-failure';

/**
 * A thunk around one identity operation: it resolves with what the operation returns and rejects
 * with { code, message } (the provider's code), never a bare "failed". The operation may
 * dispatch what it learnt (a refreshed identity) to the store.
 */
export function identityThunk<Returned, Arg = void>(
  type: string,
  run: (arg: Arg, api: { dispatch: AppDispatch }) => Promise<Returned>,
) {
  return createAppAsyncThunk<Returned, Arg, { rejectValue: IdentityFailure }>(
    `identity/${type}`,
    async (arg, { dispatch, rejectWithValue }) => {
      try {
        return await run(arg, { dispatch });
      } catch (error) {
        return rejectWithValue(toIdentityFailure(error));
      }
    },
  );
}
