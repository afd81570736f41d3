import { type RootState, selectRole, selectUid, signedInOnceFirestoreReady } from '@fundax/client';
import type { Role } from '@fundax/core';

export interface SignedInUser {
  uid: string;
  role: Role | '';
}

/**
 * Who a portal read is for. Without a signed-in user it throws the unauthenticated failure the
 * read then reports (readOrReject keeps its code), and nothing is read.
 */
export function signedInUser(state: RootState): SignedInUser {
  const uid = selectUid(state);
  if (!uid) throw Object.assign(new Error('Sign in to see this.'), { code: 'unauthenticated' });
  return { uid, role: selectRole(state) };
}

/**
 * A portal read: its code loads, Firestore gets ready, then it reads for whoever is signed in
 * by then (signedInOnceFirestoreReady, which asks Auth too). Nobody signed in: nothing loads.
 * Signed out meanwhile (Sign out clicked as the page opens): nothing is read either; the read
 * would have gone out without a token, and the rules refuse it (a 403 in the console).
 */
export async function readAsSignedInUser<M, T>(
  getState: () => RootState,
  load: () => Promise<M>,
  read: (module: M, user: SignedInUser) => Promise<T>,
): Promise<T> {
  signedInUser(getState());
  const module = await load();
  // Firestore after the code, not beside it: a loader may hold its code until the page has
  // painted, and Firestore's own code comes with the read's.
  return read(module, await signedInOnceFirestoreReady(() => signedInUser(getState())));
}
