import { createAppAsyncThunk } from '../store/app-thunk';
import { type IdentityFailure, toIdentityFailure } from './identity-failure';

/**
 * A thunk around one identity operation: it resolves with what the operation returns and rejects
 * with { code, message } (the provider's code), never a bare "failed".
 */
export function identityThunk<Returned, Arg = void>(
  type: string,
  run: (arg: Arg) => Promise<Returned>,
) {
  return createAppAsyncThunk<Returned, Arg, { rejectValue: IdentityFailure }>(
    `identity/${type}`,
    async (arg, { rejectWithValue }) => {
      try {
        return await run(arg);
      } catch (error) {
        return rejectWithValue(toIdentityFailure(error));
      }
    },
  );
}
