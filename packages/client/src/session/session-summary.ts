import { isRole } from '@fundax/core';

import { persistedUserId } from '../firebase/auth';
import type { AppStore, RootState } from '../store/make-store';
import type { SessionSummary } from './session-events';

/**
 * What the last visit knew of the signed-in user (id, role, name, admin claim), kept in this
 * browser beside Auth's own record of the session, so that the next visit shows their pages at
 * once instead of after Auth and the account read (about two seconds on a phone). Nothing
 * private: Auth's record already holds the name and more. Written while someone is logged in,
 * removed when they sign out; used only for the user Auth's record is for.
 */
export const SESSION_SUMMARY_KEY = 'fundax.session';

function isSummary(value: unknown): value is SessionSummary {
  if (typeof value !== 'object' || value === null) return false;
  const { uid, role, displayName, admin } = value as Partial<Record<keyof SessionSummary, unknown>>;
  return (
    typeof uid === 'string' &&
    uid !== '' &&
    (role === null || isRole(role)) &&
    (displayName === null || typeof displayName === 'string') &&
    typeof admin === 'boolean'
  );
}

/** The summary kept for the user this browser holds a session for, if any. */
export function readSessionSummary(
  storage: Storage | undefined = globalThis.localStorage,
): SessionSummary | null {
  const uid = persistedUserId(storage);
  if (!storage || !uid) return null;
  try {
    const summary: unknown = JSON.parse(storage.getItem(SESSION_SUMMARY_KEY) ?? 'null');
    return isSummary(summary) && summary.uid === uid ? summary : null;
  } catch {
    return null;
  }
}

/**
 * The summary of a logged-in session (or of an admin signed in without an account), or null
 * while nobody is, or the session is restored and not yet confirmed.
 */
export function summaryOf(state: RootState): SessionSummary | null {
  if (state.user.restored) return null;
  const { loggedIn, uid, role, displayName, admin } = state.session;
  if (loggedIn && uid && role !== '') return { uid, role, displayName, admin };
  const { uid: signedIn, status, identity } = state.user;
  if (signedIn && status === 'missing' && state.admin.isAdmin) {
    return { uid: signedIn, role: null, displayName: identity?.displayName ?? null, admin: true };
  }
  return null;
}

/**
 * Keeps the stored summary in step with the store: written when someone is logged in (and when
 * their name or role changes), removed when they sign out. Returns the unsubscribe function.
 */
export function followSessionSummary(
  store: AppStore,
  storage: Storage | undefined = globalThis.localStorage,
): () => void {
  if (!storage) return () => undefined;
  let written: string | null | undefined;
  const write = () => {
    const state = store.getState();
    const summary = summaryOf(state);
    try {
      if (summary) {
        const text = JSON.stringify(summary);
        if (text !== written) storage.setItem(SESSION_SUMMARY_KEY, text);
        written = text;
      } else if (state.user.status === 'signed-out' && written !== null) {
        storage.removeItem(SESSION_SUMMARY_KEY);
        written = null;
      }
    } catch {
      // Storage full or refused (private mode): the next visit simply waits for Auth.
    }
  };
  write();
  return store.subscribe(write);
}
