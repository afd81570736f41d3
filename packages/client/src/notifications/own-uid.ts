import { selectUid } from '../session/user-slice';
import type { RootState } from '../store/make-store';

/**
 * The signed-in user a read of their own data is for (their inbox, their settings). Without one
 * it throws the unauthenticated failure the read then reports ("Sign in to see your inbox.";
 * readOrReject keeps its code), and nothing is read.
 */
export function ownUid(state: RootState, what: string): string {
  const uid = selectUid(state);
  if (!uid) throw Object.assign(new Error(`Sign in to see ${what}.`), { code: 'unauthenticated' });
  return uid;
}
