import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback } from 'react';

import { fetchLedger, selectLedger } from '../api/money-slice';

/**
 * The user's payouts and reversals: read when the page opens, again on every visit (the last
 * copy shows meanwhile); the entry and a retry.
 */
export function useLedger() {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchLedger()), [dispatch]);
  return useRemote(useAppSelector(selectLedger), load);
}
