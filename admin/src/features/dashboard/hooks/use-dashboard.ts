import { useAppDispatch, useAppSelector } from '@fundax/client';
import { useCallback, useEffect } from 'react';

import {
  fetchQueueCounts,
  fetchRecentAudit,
  selectQueueCounts,
  selectRecentAudit,
} from '../api/dashboard-slice';

/** The dashboard's counts and recent audit entries, read on every visit. */
export function useDashboard() {
  const dispatch = useAppDispatch();
  const refresh = useCallback(() => {
    void dispatch(fetchQueueCounts());
    void dispatch(fetchRecentAudit());
  }, [dispatch]);
  useEffect(refresh, [refresh]);
  const counts = useAppSelector(selectQueueCounts);
  const recentAudit = useAppSelector(selectRecentAudit);
  return { counts, recentAudit, refresh };
}
