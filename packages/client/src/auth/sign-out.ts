import { authLoaded } from '../firebase/auth';
import { signedOut } from '../session/session-events';
import { createAppAsyncThunk } from '../store/app-thunk';
import { type IdentityFailure, toIdentityFailure } from './identity-failure';

/** Signs out and clears the session, admin and user stores at once. */
export const signOutUser = createAppAsyncThunk<null, void, { rejectValue: IdentityFailure }>(
  'identity/signOut',
  async (_, { dispatch, rejectWithValue }) => {
    try {
      const loaded = authLoaded();
      if (loaded) {
        const [auth, { signOut }] = await Promise.all([loaded, import('../firebase/auth-sdk')]);
        await signOut(auth);
      }
      dispatch(signedOut());
      return null;
    } catch (error) {
      return rejectWithValue(toIdentityFailure(error));
    }
  },
);
