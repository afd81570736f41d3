import type { RootState } from '../store/make-store';
import type {} from './inbox-slice';

/** The key of the inbox slice's entries: the signed-in user's own inbox. */
export const OWN_INBOX = 'own';

/**
 * The unread count as last read, or null (not read yet, or the inbox slice not loaded). It
 * imports nothing of the slice, so a frame that only shows the count (the portal's menu) does
 * not carry the inbox's reads and thunks; whatever reads the count loads those.
 */
export function selectKnownUnreadCount(state: RootState): number | null {
  return state.inbox?.unread[OWN_INBOX]?.data ?? null;
}
