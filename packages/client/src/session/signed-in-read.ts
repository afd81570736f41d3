import { firestoreReady } from '../firebase/firestore';

/**
 * Who a read of their own data is for, taken once Firestore is ready. Firestore waits for Auth
 * to restore the session (firestoreClient), and a page's reads start as it opens: a Sign out
 * that lands meanwhile stops the read here, with the unauthenticated failure `who` throws.
 * Taken before the wait, the uid went out in a query without a token, which the rules refuse
 * (a 403 in the browser's console). Nobody signed in: it fails at once and loads nothing.
 */
export async function signedInOnceFirestoreReady<U>(who: () => U): Promise<U> {
  who();
  await firestoreReady();
  return who();
}
