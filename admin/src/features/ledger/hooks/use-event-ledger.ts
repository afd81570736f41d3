import { useAppDispatch, useAppSelector } from '@fundax/client';
import { useCallback, useEffect } from 'react';

import { fetchEventLedger, selectEventLedger } from '../api/ledger-slice';

/** One event's ledger: read on every visit, and again after a payout or reversal changes it. */
export function useEventLedger(eventId: string) {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => selectEventLedger(state, eventId));
  const load = useCallback(() => void dispatch(fetchEventLedger(eventId)), [dispatch, eventId]);
  useEffect(load, [load]);
  const isStale = entry?.status === 'idle';
  useEffect(() => {
    if (isStale) load();
  }, [isStale, load]);
  return { entry, reload: load };
}
