import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback } from 'react';

import { fetchWaitingFeed, selectWaitingFeed } from '../api/admin-feed-slice';

/** What waits for an admin, read on every visit of the dashboard (the last copy shows meanwhile). */
export function useWaitingFeed() {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchWaitingFeed()), [dispatch]);
  return useRemote(useAppSelector(selectWaitingFeed), load);
}
