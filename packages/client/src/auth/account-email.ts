import type { CallError } from '@fundax/core';

import { syncAccountEmailThunk } from '../callables/callable-thunks';
import { refreshAccount } from '../session/load-account';
import { createAppAsyncThunk } from '../store/app-thunk';
import { refreshIdentity } from './account-identity';
import type { IdentityFailure } from './identity-failure';

/** What the identity provider says of the address now, and whether the account changed. */
export interface ConfirmedEmail {
  email: string | null;
  emailVerified: boolean;
  /** Whether users/{uid} took a new address or verification (then it was read again). */
  updated: boolean;
}

/**
 * After a link in an email was followed (a verification, or a change of address): reads the
 * identity again with a fresh token (the user store takes it), has the syncAccountEmail callable
 * copy the token's address and verification onto users/{uid}, and, when that changed it, reads
 * the account again. Rejects with the identity provider's failure ({ code } for
 * identityErrorMessage) or the call's ({ code, message, details } for callErrorMessage).
 */
export const confirmAccountEmail = createAppAsyncThunk<
  ConfirmedEmail,
  void,
  { rejectValue: IdentityFailure | CallError }
>('identity/confirmAccountEmail', async (_, { dispatch, getState, rejectWithValue }) => {
  const identity = await dispatch(refreshIdentity());
  if (refreshIdentity.rejected.match(identity)) {
    return rejectWithValue(
      identity.payload ?? { code: 'internal-error', message: identity.error.message ?? '' },
    );
  }
  const synced = await dispatch(syncAccountEmailThunk({}));
  if (syncAccountEmailThunk.rejected.match(synced)) {
    return rejectWithValue(
      synced.payload ?? { code: 'internal', message: synced.error.message ?? '' },
    );
  }
  const uid = getState().user.uid;
  if (synced.payload.updated && uid) await dispatch(refreshAccount(uid));
  return { ...identity.payload, updated: synced.payload.updated };
});
