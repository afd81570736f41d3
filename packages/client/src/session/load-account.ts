import type { CallError } from '@fundax/core';

import { toCallError } from '../callables/call-error';
import { readFoundationLoaded } from '../app/reads-module';
import { firestoreClient } from '../firebase/firestore';
import { createAppAsyncThunk } from '../store/app-thunk';
import { type Account, toAccount } from './account';
import { sessionLoaded } from './session-slice';

/** users/{uid} as the store keeps it, or null when there is none (a sign-up to finish). */
async function readAccount(uid: string): Promise<Account | null> {
  const [db, { getDoc }, { ownUserDoc }] = await Promise.all([
    firestoreClient(),
    import('../firebase/firestore-sdk'),
    // zod and the schemas a task each first (see readFoundationLoaded).
    readFoundationLoaded().then(() => import('../queries/users')),
  ]);
  // The converter parses the document by its schema (and reports a bad one by field path).
  const user = (await getDoc(ownUserDoc(db, uid))).data();
  return user ? toAccount(user) : null;
}

/**
 * A thunk that reads users/{uid} and, when it exists and the user has not changed meanwhile,
 * hands the session its role and name.
 */
function accountThunk(type: string) {
  return createAppAsyncThunk<Account | null, string, { rejectValue: CallError }>(
    type,
    async (uid, { dispatch, getState, rejectWithValue }) => {
      try {
        const account = await readAccount(uid);
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
}

/**
 * Loads users/{uid} for the signed-in user (rules let only its owner read it). When it exists the
 * session becomes logged in with its role (docs/product.md §4.7); when it does not, the user is signed in
 * without an account yet (a sign-up still to finish). A result that arrives after the user
 * changed is dropped.
 */
export const loadAccount = accountThunk('session/loadAccount');

/**
 * Reads users/{uid} again after the user changed it (updateProfile): the user store takes the
 * fresh copy and the session the new name, while the status stays `loaded`. loadAccount would
 * pass through `loading`, and the sign-in guards would unmount the page being edited.
 */
export const refreshAccount = accountThunk('session/refreshAccount');
