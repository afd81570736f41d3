import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback } from 'react';

import { fetchOwnSupportRequests, selectOwnSupportRequests } from '../api/support-requests-slice';

/**
 * The user's own support requests: read when the page opens, again on every visit and after
 * they send a new one (the last copy shows meanwhile); the entry and a retry.
 */
export function useSupportRequests() {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchOwnSupportRequests()), [dispatch]);
  return useRemote(useAppSelector(selectOwnSupportRequests), load);
}
