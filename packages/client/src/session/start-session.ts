import type { Auth, User } from 'firebase/auth';

import { afterFirstPaint } from '../app/after-first-paint';
import { pagePainted } from '../app/after-page-paint';
import { toCallError } from '../callables/call-error';
import { afterAuthLoads, authClient, hasPersistedUser } from '../firebase/auth';
import type { AppDispatch, AppThunk, RootState } from '../store/make-store';
import { loadAccount } from './load-account';
import {
  sessionConfirmed,
  sessionRestored,
  sessionUnavailable,
  signedIn,
  signedOut,
} from './session-events';
import { readSessionSummary } from './session-summary';
import { selectUserStatus } from './user-slice';

/**
 * A user appeared or left. For a user, the token's claims decide the admin store; the user store
 * is set from the uid in every case; then the account loads (docs/product.md §4.7). The user a
 * restored session was for is confirmed instead: what the pages already show and read stays.
 */
export async function userChanged(
  dispatch: AppDispatch,
  user: User | null,
  getState?: () => RootState,
): Promise<void> {
  if (!user) {
    dispatch(signedOut());
    return;
  }
  try {
    const token = await user.getIdTokenResult();
    const identity = {
      uid: user.uid,
      admin: token.claims.admin === true,
      email: user.email,
      displayName: user.displayName,
      emailVerified: user.emailVerified,
      providers: user.providerData.map((info) => info.providerId),
    };
    const state = getState?.();
    const restored = state?.user.restored === true && state.user.uid === user.uid;
    dispatch(restored ? sessionConfirmed(identity) : signedIn(identity));
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
      void import('../firebase/auth-sdk').then(({ onAuthStateChanged }) => {
        if (stopped) return;
        stop = onAuthStateChanged(auth, (user) => void userChanged(dispatch, user, getState));
      });
    };
    if (hasPersistedUser()) {
      const restore = () =>
        authClient().then(follow, (error: unknown) =>
          dispatch(sessionUnavailable(toCallError(error))),
        );
      // A restored session's page shows without Auth: Auth waits until it is painted (the page
      // itself, not the router's first fallback, in an app that holds for it: mountApp).
      if (getState().user.restored) {
        void afterFirstPaint().then(pagePainted).then(restore);
      } else void restore();
    } else {
      // settleSession may have said so already, before the first render.
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
 * Before the first render, what can be known without Auth:
 * - a browser with no stored session is a visitor, known at once, so the first render already
 *   shows the page as a visitor sees it (and as the build prerendered it) instead of a
 *   "Checking your sign-in…" line that the page then replaces;
 * - a stored session whose summary the last visit kept is restored (session-summary.ts): the
 *   person's pages show at once, their reads waiting for Auth, which then confirms the user;
 * - a stored session without one (the first visit after an update) starts loading Auth now,
 *   as its pages wait for it; a restored one leaves it to startSession, after the first
 *   render, so the page's own code and text come first.
 */
export function settleSession(): AppThunk {
  return (dispatch, getState) => {
    if (selectUserStatus(getState()) !== 'unknown') return;
    if (!hasPersistedUser()) {
      dispatch(signedOut());
      return;
    }
    const summary = readSessionSummary();
    if (summary) {
      dispatch(sessionRestored(summary));
      return;
    }
    // startSession follows it once the app mounts (and reports a failure to load it).
    authClient().catch(() => undefined);
  };
}
