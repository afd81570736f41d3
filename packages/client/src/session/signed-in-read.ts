import { authHasNoUser } from '../firebase/auth';
import { firestoreReady } from '../firebase/firestore';

/**
 * Who a read of their own data is for, taken once Firestore is ready. Firestore waits for Auth
 * to restore the session (firestoreClient), and a page's reads start as it opens: a Sign out
 * that lands meanwhile stops the read here, with the unauthenticated failure `who` throws.
 * Taken before the wait, the uid went out in a query without a token, which the rules refuse
 * (a 403 in the browser's console). Auth is asked too: Sign out clears its user before the store
 * hears of it. Nobody signed in: it fails at once and loads nothing.
 */
export async function signedInOnceFirestoreReady<U>(who: () => U): Promise<U> {
  who();
  await firestoreReady();
  const user = who();
  // Signing out: Auth has dropped the user, and the store hears of it a moment later.
  if (authHasNoUser()) {
    throw Object.assign(new Error('You signed out.'), { code: 'unauthenticated' });
  }
  return user;
}
