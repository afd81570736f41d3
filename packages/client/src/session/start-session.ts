import type { Auth, User } from 'firebase/auth';

import { toCallError } from '../callables/call-error';
import { afterAuthLoads, authClient, hasPersistedUser } from '../firebase/auth';
import type { AppDispatch, AppThunk } from '../store/make-store';
import { loadAccount } from './load-account';
import { sessionUnavailable, signedIn, signedOut } from './session-events';
import { selectUserStatus } from './user-slice';

/**
 * A user appeared or left. For a user, the token's claims decide the admin store; the user store
 * is set from the uid in every case; then the account loads (docs/product.md §4.7).
 */
export async function userChanged(dispatch: AppDispatch, user: User | null): Promise<void> {
  if (!user) {
    dispatch(signedOut());
    return;
  }
  try {
    const token = await user.getIdTokenResult();
    dispatch(
      signedIn({
        uid: user.uid,
        admin: token.claims.admin === true,
        email: user.email,
        displayName: user.displayName,
      }),
    );
    await dispatch(loadAccount(user.uid));
  } catch (error) {
    dispatch(sessionUnavailable(toCallError(error)));
  }
}

/**
 * Startup: asks Auth for the current user and follows every later sign-in and sign-out.
 * A browser with no stored session is known to be signed out at once, and Auth (the largest
 * Firebase module) is only downloaded when a page needs it, e.g. the sign-in page.
 * Returns the unsubscribe function.
 */
export function startSession(): AppThunk<() => void> {
  return (dispatch, getState) => {
    let stop: (() => void) | null = null;
    let stopped = false;
    const follow = (auth: Auth) => {
      void import('firebase/auth').then(({ onAuthStateChanged }) => {
        if (stopped) return;
        stop = onAuthStateChanged(auth, (user) => void userChanged(dispatch, user));
      });
    };
    if (hasPersistedUser()) {
      authClient().then(follow, (error: unknown) =>
        dispatch(sessionUnavailable(toCallError(error))),
      );
    } else {
      // settleVisitor may have said so already, before the first render.
      if (selectUserStatus(getState()) !== 'signed-out') dispatch(signedOut());
      afterAuthLoads(follow);
    }
    return () => {
      stopped = true;
      stop?.();
    };
  };
}

/**
 * Before the first render: a browser with no stored session is a visitor, known at once, so the
 * first render already shows the page as a visitor sees it (and as the build prerendered it)
 * instead of a "Checking your sign-in…" line that the page then replaces. With a stored session
 * the status stays unknown until Auth answers (startSession).
 */
export function settleVisitor(): AppThunk {
  return (dispatch, getState) => {
    if (!hasPersistedUser() && selectUserStatus(getState()) === 'unknown') dispatch(signedOut());
  };
}
