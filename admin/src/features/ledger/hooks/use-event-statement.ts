import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback } from 'react';

import { fetchEventStatement, selectEventStatement } from '../api/ledger-slice';

/** One event's settlement statement: read on every visit, and again after a payout or reversal. */
export function useEventStatement(eventId: string) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchEventStatement(eventId)), [dispatch, eventId]);
  const { entry, retry } = useRemote(
    useAppSelector((state) => selectEventStatement(state, eventId)),
    load,
  );
  return { entry, retry };
}
