import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback } from 'react';

import { fetchAlerts, selectAlertsEntry } from '../api/alerts-slice';

/** The signed-in user's alert area, read when the page opens; nothing is read while not `live`. */
export function useAlerts(uid: string, live: boolean) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => {
    if (live) void dispatch(fetchAlerts(uid));
  }, [dispatch, uid, live]);
  return useRemote(
    useAppSelector((state) => selectAlertsEntry(state, uid)),
    load,
  );
}
