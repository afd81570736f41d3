import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback } from 'react';

import { fetchInbox, selectInboxEntry } from '../api/inbox-slice';

/**
 * The signed-in user's inbox, read when the page opens and again after marking; `live` false
 * (offline, or no session yet) reads nothing and leaves the saved copy on screen.
 */
export function useInbox(uid: string, live: boolean) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => {
    if (live) void dispatch(fetchInbox(uid));
  }, [dispatch, uid, live]);
  return useRemote(
    useAppSelector((state) => selectInboxEntry(state, uid)),
    load,
  );
}
