import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback } from 'react';

import { fetchEventLedger, selectEventLedger } from '../api/ledger-slice';

/** One event's ledger: read on every visit, and again after a payout or reversal changes it. */
export function useEventLedger(eventId: string) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchEventLedger(eventId)), [dispatch, eventId]);
  const { entry, retry } = useRemote(
    useAppSelector((state) => selectEventLedger(state, eventId)),
    load,
  );
  return { entry, reload: retry };
}
