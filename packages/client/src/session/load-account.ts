import type { CallError } from '@fundax/core';

import { toCallError } from '../callables/call-error';
import { firestoreClient } from '../firebase/firestore';
import { createAppAsyncThunk } from '../store/app-thunk';
import { type Account, toAccount } from './account';
import { sessionLoaded } from './session-slice';

/**
 * Loads users/{uid} for the signed-in user (rules let only its owner read it). When it exists the
 * session becomes logged in with its role (docs/product.md §4.7); when it does not, the user is signed in
 * without an account yet (a sign-up still to finish). A result that arrives after the user
 * changed is dropped.
 */
export const loadAccount = createAppAsyncThunk<Account | null, string, { rejectValue: CallError }>(
  'session/loadAccount',
  async (uid, { dispatch, getState, rejectWithValue }) => {
    try {
      const [db, { getDoc }, { ownUserDoc }] = await Promise.all([
        firestoreClient(),
        import('firebase/firestore/lite'),
        import('../queries/users'),
      ]);
      const snapshot = await getDoc(ownUserDoc(db, uid));
      // The converter parses the document by its schema (and reports a bad one by field path).
      const user = snapshot.data();
      const account = user ? toAccount(user) : null;
      const state = getState();
      if (account && state.user.uid === uid) {
        dispatch(
          sessionLoaded({
            uid,
            role: account.role,
            displayName: account.displayName,
            admin: state.admin.isAdmin,
          }),
        );
      }
      return account;
    } catch (error) {
      return rejectWithValue(toCallError(error));
    }
  },
);
