import { useCallback, useEffect } from 'react';

import { useRemote } from '../remote/use-remote';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import {
  fetchInbox,
  fetchOlderMessages,
  fetchUnreadCount,
  markMessagesRead,
  selectInbox,
  selectOlderMessages,
  selectUnreadCount,
} from './inbox-slice';

/** How often the bell asks again while the page is in view (a count costs one read). */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * The bell's count of unread messages: read when it appears, after a change that may move it
 * (a mark, a fresh inbox page), when the tab comes back into view, and every minute while it
 * is in view (the lite SDK has no live listener; a hidden tab asks nothing).
 */
export function useUnreadCount(refreshMs: number = UNREAD_REFRESH_MS) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchUnreadCount()), [dispatch]);
  const result = useRemote(useAppSelector(selectUnreadCount), load);
  useEffect(() => {
    const inView = () => document.visibilityState === 'visible';
    const onVisibility = () => {
      if (inView()) load();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const timer = window.setInterval(onVisibility, refreshMs);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearInterval(timer);
    };
  }, [load, refreshMs]);
  return result;
}

/**
 * The inbox: its first page read on every visit (the last copy shows meanwhile), `loadOlder`
 * for the next page, and `older` for how that read stands.
 */
export function useInbox() {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchInbox()), [dispatch]);
  const { entry, retry } = useRemote(useAppSelector(selectInbox), load);
  const older = useAppSelector(selectOlderMessages);
  const loadOlder = useCallback(() => void dispatch(fetchOlderMessages()), [dispatch]);
  return { entry, retry, older, loadOlder };
}

/**
 * Marks one message read when it is opened, without waiting (the list and the bell change at
 * once; a failure puts them back).
 */
export function useMarkOpened() {
  const dispatch = useAppDispatch();
  return useCallback((id: string) => void dispatch(markMessagesRead({ ids: [id] })), [dispatch]);
}
