import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import type { Role } from '@fundax/core';
import { useCallback } from 'react';

import { fetchDashboard, selectDashboardEntry } from '../api/dashboard-slice';

/**
 * The signed-in user's dashboard, read when the page opens and again after an answer or a
 * report; `live` false (offline, or no session yet) reads nothing and leaves the saved copy.
 */
export function useDashboard(uid: string, role: Role, live: boolean) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => {
    if (live) void dispatch(fetchDashboard({ uid, role }));
  }, [dispatch, uid, role, live]);
  return useRemote(
    useAppSelector((state) => selectDashboardEntry(state, uid)),
    load,
  );
}
